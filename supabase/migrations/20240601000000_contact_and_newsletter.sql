-- Leads from the contact form and newsletter subscribers. Plain SQL that runs unchanged on Supabase's
-- Postgres and on PGlite (`site serve`).
--
-- Row level security is on with no policy at all: the anon and authenticated roles can neither read
-- nor write these tables directly. Only the Edge Functions write them, through the database owner.

create table contact_submissions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- Made by the form when the visitor starts it, kept across retries: a retry is stored once.
  submission_key uuid not null unique,
  first_name text not null check (char_length(first_name) between 1 and 50),
  last_name text not null check (char_length(last_name) between 1 and 50),
  email text not null check (char_length(email) between 3 and 255 and email like '%_@_%'),
  company text not null check (char_length(company) between 1 and 100),
  phone text check (char_length(phone) <= 100),
  employees text check (char_length(employees) <= 100),
  message text not null check (char_length(message) between 1 and 1000),
  -- A one-way hash of the sender's address, for the rate limit; never the address itself.
  client_hash text not null
);
create index contact_submissions_rate_limit on contact_submissions (client_hash, created_at);
alter table contact_submissions enable row level security;

create table newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  email text not null check (char_length(email) between 3 and 255 and email like '%_@_%'),
  client_hash text not null
);
create unique index newsletter_subscribers_email on newsletter_subscribers (lower(email));
create index newsletter_subscribers_rate_limit on newsletter_subscribers (client_hash, created_at);
alter table newsletter_subscribers enable row level security;
