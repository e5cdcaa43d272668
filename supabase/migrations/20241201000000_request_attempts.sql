-- Every request to the functions, per client, for the attempt limit (supabase/functions/_shared/
-- storage.ts): a flood of bodies that are refused is slowed as well as one of real submissions.
-- Only a one-way hash of the address and a time are kept; rows older than the window are removed as
-- new requests come in.
create table request_attempts (
  client_hash text not null,
  created_at timestamptz not null default now()
);
create index request_attempts_by_client on request_attempts (client_hash, created_at);
create index request_attempts_by_age on request_attempts (created_at);
alter table request_attempts enable row level security;
