-- An IPv6 sender is counted by its /64 (supabase/functions/_shared/client-address.ts), but a /48 (free
-- from tunnel brokers) holds 65,536 of them, each with fresh limits. So every limit also counts the
-- sender's /48, its "network", a few times looser (storage.ts NETWORK_LIMIT_FACTOR): one subscriber
-- keeps the /64's limits, and a whole /48 cannot multiply them. An IPv4 sender has no network (null):
-- its address is its only count, as before.
--
-- Each function below replaces the one of the same name in 20261126000000_limits_in_one_step.sql, with
-- the network and its limit added. One lock per call, on the network when there is one (else on the
-- sender): the /64s of one /48 then take turns, so a burst spread over them cannot pass between the
-- count and the insert either.

alter table request_attempts add column network_hash text;
alter table contact_submissions add column network_hash text;
alter table newsletter_subscribers add column network_hash text;
create index request_attempts_by_network on request_attempts (network_hash, created_at) where network_hash is not null;
create index contact_submissions_network_limit on contact_submissions (network_hash, created_at) where network_hash is not null;
create index newsletter_subscribers_network_limit on newsletter_subscribers (network_hash, created_at) where network_hash is not null;

drop function record_request_attempt(text, integer, integer);
drop function store_contact_submission(uuid, text, text, text, text, text, text, text, text, integer, integer);
drop function store_newsletter_subscriber(text, text, integer, integer);

-- The longer of two waits, either of which may be null (that limit is not reached).
create function longer_wait(first integer, second integer)
returns integer
language sql
immutable
set search_path = public
as $$
  select case when first is null then second when second is null then first else greatest(first, second) end
$$;

-- Counts a request against its sender's attempts and its network's: the seconds it must wait when
-- either has reached its most in the last `window_seconds`, else null (and the attempt is recorded).
create function record_request_attempt(
  client text,
  network text,
  max_attempts integer,
  network_max_attempts integer,
  window_seconds integer
)
returns integer
language plpgsql
volatile
set search_path = public
as $$
declare
  wait integer;
  network_wait integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('attempts:' || coalesce(network, client), 0));
  delete from request_attempts
   where ctid in (select ctid from request_attempts where created_at <= now() - make_interval(secs => window_seconds) limit 20);
  select limit_wait(count(*), min(created_at), max_attempts, window_seconds) into wait
    from request_attempts
   where client_hash = client and created_at > now() - make_interval(secs => window_seconds);
  if network is not null then
    select limit_wait(count(*), min(created_at), network_max_attempts, window_seconds) into network_wait
      from request_attempts
     where network_hash = network and created_at > now() - make_interval(secs => window_seconds);
    wait := longer_wait(wait, network_wait);
  end if;
  if wait is null then
    insert into request_attempts (client_hash, network_hash) values (client, network);
  end if;
  return wait;
end;
$$;

-- Stores a lead unless its sender has stored `max_submissions`, or its network `network_max_submissions`,
-- in the last `window_seconds`. A submission already stored under its key (a retry) is returned as it
-- is, never refused. Returns the stored row's id and time and whether this call stored it; or, when
-- refused, the seconds to wait.
create function store_contact_submission(
  submission uuid,
  first_name text,
  last_name text,
  email text,
  company text,
  phone text,
  employees text,
  message text,
  client text,
  network text,
  max_submissions integer,
  network_max_submissions integer,
  window_seconds integer
)
returns table (stored_id uuid, stored_at timestamptz, stored_now boolean, retry_after integer)
language plpgsql
volatile
set search_path = public
as $$
#variable_conflict use_variable
declare
  wait integer;
  network_wait integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('submissions:' || coalesce(network, client), 0));
  return query select s.id, s.created_at, false, null::integer from contact_submissions s where s.submission_key = submission;
  if found then
    return;
  end if;
  select limit_wait(count(*), min(s.created_at), max_submissions, window_seconds) into wait
    from contact_submissions s
   where s.client_hash = client and s.created_at > now() - make_interval(secs => window_seconds);
  if network is not null then
    select limit_wait(count(*), min(s.created_at), network_max_submissions, window_seconds) into network_wait
      from contact_submissions s
     where s.network_hash = network and s.created_at > now() - make_interval(secs => window_seconds);
    wait := longer_wait(wait, network_wait);
  end if;
  if wait is not null then
    return query select null::uuid, null::timestamptz, false, wait;
    return;
  end if;
  return query
    insert into contact_submissions as s
      (submission_key, first_name, last_name, email, company, phone, employees, message, client_hash, network_hash)
    values (submission, first_name, last_name, email, company, phone, employees, message, client, network)
    on conflict (submission_key) do nothing
    returning s.id, s.created_at, true, null::integer;
  if found then
    return;
  end if;
  -- The same submission sent from another address at the same moment: stored once, by that one.
  return query select s.id, s.created_at, false, null::integer from contact_submissions s where s.submission_key = submission;
end;
$$;

-- Subscribes an address (once: a second time changes nothing) unless the sender has signed up
-- `max_signups` addresses, or its network `network_max_signups`, in the last `window_seconds`: then the
-- seconds to wait, else null.
create function store_newsletter_subscriber(
  address text,
  client text,
  network text,
  max_signups integer,
  network_max_signups integer,
  window_seconds integer
)
returns integer
language plpgsql
volatile
set search_path = public
as $$
declare
  wait integer;
  network_wait integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('signups:' || coalesce(network, client), 0));
  select limit_wait(count(*), min(created_at), max_signups, window_seconds) into wait
    from newsletter_subscribers
   where client_hash = client and created_at > now() - make_interval(secs => window_seconds);
  if network is not null then
    select limit_wait(count(*), min(created_at), network_max_signups, window_seconds) into network_wait
      from newsletter_subscribers
     where network_hash = network and created_at > now() - make_interval(secs => window_seconds);
    wait := longer_wait(wait, network_wait);
  end if;
  if wait is null then
    insert into newsletter_subscribers (email, client_hash, network_hash) values (address, client, network)
      on conflict do nothing;
  end if;
  return wait;
end;
$$;

revoke execute on function longer_wait(integer, integer) from public;
revoke execute on function record_request_attempt(text, text, integer, integer, integer) from public;
revoke execute on function store_contact_submission(uuid, text, text, text, text, text, text, text, text, text, integer, integer, integer) from public;
revoke execute on function store_newsletter_subscriber(text, text, text, integer, integer, integer) from public;
-- Supabase grants its API roles every new function of the public schema: take that back too.
do $$
begin
  if exists (select from pg_roles where rolname = 'anon') then
    revoke execute on function longer_wait(integer, integer) from anon, authenticated;
    revoke execute on function record_request_attempt(text, text, integer, integer, integer) from anon, authenticated;
    revoke execute on function store_contact_submission(uuid, text, text, text, text, text, text, text, text, text, integer, integer, integer) from anon, authenticated;
    revoke execute on function store_newsletter_subscriber(text, text, text, integer, integer, integer) from anon, authenticated;
  end if;
end;
$$;
