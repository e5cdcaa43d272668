-- The rate limits, each checked and recorded in one step. Counted in one statement and inserted in
-- the next, a burst from one sender got through: 60 requests at once stored 30 submissions of a limit
-- of 5, as each counted before any had inserted. Each function below first takes a lock on the
-- sender's hash for its transaction (pg_advisory_xact_lock), so that sender's requests take turns
-- while everyone else's go on; each of its statements then sees what the turn before committed. One
-- call is one statement and one round trip for the functions (supabase/functions/_shared/
-- storage.ts), the same on Supabase's Postgres and on PGlite (site serve).
--
-- Only the Edge Functions call these, as the database owner: nobody else may execute them.

-- Seconds until the oldest of `recent` entries, made at `oldest`, leaves the window of
-- `window_seconds`, when `recent` has reached `most`; null while it is under.
create function limit_wait(recent bigint, oldest timestamptz, most integer, window_seconds integer)
returns integer
language sql
stable
set search_path = public
as $$
  select case
    when recent >= most then greatest(1, ceil(extract(epoch from (oldest + make_interval(secs => window_seconds) - now()))))::integer
  end
$$;

-- Counts a request of `client` against its attempts: the seconds it must wait when it has made
-- `max_attempts` in the last `window_seconds`, else null (and the attempt is recorded). A few expired
-- attempts of anyone are removed on the way, so the table does not grow without end.
create function record_request_attempt(client text, max_attempts integer, window_seconds integer)
returns integer
language plpgsql
volatile
set search_path = public
as $$
declare
  wait integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('attempts:' || client, 0));
  delete from request_attempts
   where ctid in (select ctid from request_attempts where created_at <= now() - make_interval(secs => window_seconds) limit 20);
  select limit_wait(count(*), min(created_at), max_attempts, window_seconds) into wait
    from request_attempts
   where client_hash = client and created_at > now() - make_interval(secs => window_seconds);
  if wait is null then
    insert into request_attempts (client_hash) values (client);
  end if;
  return wait;
end;
$$;

-- Stores a lead unless its sender has stored `max_submissions` in the last `window_seconds`. A
-- submission already stored under its key (a retry) is returned as it is, never refused.
-- Returns the stored row's id and time and whether this call stored it; or, when refused, the
-- seconds to wait.
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
  max_submissions integer,
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
begin
  perform pg_advisory_xact_lock(hashtextextended('submissions:' || client, 0));
  return query select s.id, s.created_at, false, null::integer from contact_submissions s where s.submission_key = submission;
  if found then
    return;
  end if;
  select limit_wait(count(*), min(s.created_at), max_submissions, window_seconds) into wait
    from contact_submissions s
   where s.client_hash = client and s.created_at > now() - make_interval(secs => window_seconds);
  if wait is not null then
    return query select null::uuid, null::timestamptz, false, wait;
    return;
  end if;
  return query
    insert into contact_submissions as s
      (submission_key, first_name, last_name, email, company, phone, employees, message, client_hash)
    values (submission, first_name, last_name, email, company, phone, employees, message, client)
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
-- `max_signups` addresses in the last `window_seconds`: then the seconds to wait, else null.
create function store_newsletter_subscriber(address text, client text, max_signups integer, window_seconds integer)
returns integer
language plpgsql
volatile
set search_path = public
as $$
declare
  wait integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('signups:' || client, 0));
  select limit_wait(count(*), min(created_at), max_signups, window_seconds) into wait
    from newsletter_subscribers
   where client_hash = client and created_at > now() - make_interval(secs => window_seconds);
  if wait is null then
    insert into newsletter_subscribers (email, client_hash) values (address, client) on conflict do nothing;
  end if;
  return wait;
end;
$$;

revoke execute on function limit_wait(bigint, timestamptz, integer, integer) from public;
revoke execute on function record_request_attempt(text, integer, integer) from public;
revoke execute on function store_contact_submission(uuid, text, text, text, text, text, text, text, text, integer, integer) from public;
revoke execute on function store_newsletter_subscriber(text, text, integer, integer) from public;
-- Supabase grants its API roles every new function of the public schema: take that back too.
do $$
begin
  if exists (select from pg_roles where rolname = 'anon') then
    revoke execute on function limit_wait(bigint, timestamptz, integer, integer) from anon, authenticated;
    revoke execute on function record_request_attempt(text, integer, integer) from anon, authenticated;
    revoke execute on function store_contact_submission(uuid, text, text, text, text, text, text, text, text, integer, integer) from anon, authenticated;
    revoke execute on function store_newsletter_subscriber(text, text, integer, integer) from anon, authenticated;
  end if;
end;
$$;
