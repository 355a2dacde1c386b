-- Rate limits for every form, enforced where the rows are made (the database), so the browser's
-- insert, the function calls and the no-JavaScript route are all covered.
--
-- Schema `private` is not exposed by the API (supabase/config.toml exposes only `public`), so
-- nothing here is reachable through PostgREST: the tables are read and written only by the
-- SECURITY DEFINER functions below, which the triggers and the service-role functions call.
--
-- The numbers and sentences equal site/src/shared/schemas/limits.ts and messages.ts; a test
-- compares them with this database.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated, service_role;

-- Trims like JavaScript's String.prototype.trim (and so like zod's .trim()): the class is
-- `whitespaceClass` of limits.ts.
create function private.trim_text(value text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select pg_catalog.regexp_replace(
    value,
    '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '',
    'g'
  )
$$;

-- Overrides of the named limits. Empty in production: the defaults below apply. Tests (and a
-- campaign that needs more room) insert a row, e.g.
--   insert into private.rate_limit_overrides values ('leads_per_client_per_hour', 50);
create table private.rate_limit_overrides (
  name text primary key,
  value integer not null check (value >= 0),
  updated_at timestamptz not null default now()
);

-- The value of one named limit: its override, else its default. Never absent: an unknown name is
-- an error, not "no limit".
create function private.rate_limit(setting text) returns integer
language plpgsql stable security definer
set search_path = ''
as $$
declare
  result integer;
begin
  select value into result from private.rate_limit_overrides where name = setting;
  if result is not null then
    return result;
  end if;
  result := case setting
    when 'leads_per_client_per_hour' then 5
    when 'applications_per_client_per_hour' then 5
    when 'newsletter_signups_per_client_per_hour' then 5
    when 'visitor_emails_per_hour' then 20
    when 'visitor_emails_per_day' then 50
    when 'returning_contact_notifications_per_address_per_day' then 3
    when 'application_confirmations_per_address_per_day' then 3
  end;
  if result is null then
    raise exception 'unknown rate limit %', setting;
  end if;
  return result;
end;
$$;

-- Secrets the database makes for itself. The salt of the client hashes is generated here, once,
-- from the server's strong random source: it is in no file and no backup of the repository.
create table private.secrets (
  name text primary key,
  value text not null
);

insert into private.secrets (name, value)
values (
  'rate_limit_salt',
  encode(
    sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')),
    'hex'
  )
)
on conflict (name) do nothing;

-- One accepted submission per row: which form, a salted one-way hash of the client's address, and
-- when. Never the address itself (the CHECK admits only a SHA-256 hex digest). Rows older than 24 hours
-- are deleted as new ones come in and by the hourly job of the schedule migration.
create table private.rate_limit_events (
  id bigint generated always as identity primary key,
  form text not null check (form in ('lead', 'application', 'newsletter')),
  client_hash text not null check (client_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

create index rate_limit_events_lookup_idx on private.rate_limit_events (form, client_hash, created_at);
create index rate_limit_events_created_at_idx on private.rate_limit_events (created_at);

comment on table private.rate_limit_events is
  'Accepted form submissions per salted client hash, for the hourly limits. Purged after 24 hours.';

-- The client a request comes from, as the platform reports it. On hosted Supabase the API sits
-- behind Cloudflare, which sets CF-Connecting-IP to the address that connected to it and replaces any
-- value a caller sent (X-Forwarded-For, by contrast, keeps what the caller wrote in front). The edge
-- functions pass the address they were given the same way (see public.submit_lead); only the
-- service role can do that. A visitor request without the header is counted in the bucket 'unknown'.
--
-- Null when the insert is not a visitor's: SQL run by a person or a migration, or the service role
-- without a client address. Those are not rate-limited.
create function private.request_client_address() returns text
language sql stable
set search_path = ''
as $$
  select case nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
    when 'anon' then coalesce(
      nullif(btrim(nullif(current_setting('request.headers', true), '')::jsonb ->> 'cf-connecting-ip'), ''),
      'unknown'
    )
    when 'authenticated' then coalesce(
      nullif(btrim(nullif(current_setting('request.headers', true), '')::jsonb ->> 'cf-connecting-ip'), ''),
      'unknown'
    )
    when 'service_role' then nullif(current_setting('app.client_address', true), '')
  end
$$;

-- The key a client is counted under: the IPv4 address, or the /64 network of an IPv6 address (one
-- household or phone holds a whole /64, so counting single IPv6 addresses would count nothing).
create function private.client_key(address text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  parsed inet;
begin
  begin
    parsed := btrim(address)::inet;
  exception when others then
    return 'unknown';
  end;
  if parsed is null then
    return 'unknown';
  end if;
  if family(parsed) = 6 and parsed << inet '::ffff:0.0.0.0/96' then
    return substr(host(parsed), 8);
  end if;
  if family(parsed) = 6 then
    return host(network(set_masklen(parsed, 64))) || '/64';
  end if;
  return host(parsed);
end;
$$;

create function private.client_hash(address text) returns text
language sql stable security definer
set search_path = ''
as $$
  select encode(
    sha256(convert_to(
      (select value from private.secrets where name = 'rate_limit_salt') || '/' || private.client_key(address),
      'UTF8'
    )),
    'hex'
  )
$$;

-- Counts one submission of `form` for the client, unless the client reached its hourly limit:
-- then nothing is counted and the answer is false. Serialised per client, so concurrent requests
-- cannot all slip under the limit.
create function private.take_rate_limit(form text, client_address text) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  hashed text := private.client_hash(client_address);
  allowed integer := private.rate_limit(
    case form
      when 'lead' then 'leads_per_client_per_hour'
      when 'application' then 'applications_per_client_per_hour'
      when 'newsletter' then 'newsletter_signups_per_client_per_hour'
    end
  );
  used integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('rate-limit/' || form || '/' || hashed, 0));
  delete from private.rate_limit_events where created_at < now() - interval '24 hours';
  select count(*) into used
    from private.rate_limit_events e
   where e.form = take_rate_limit.form
     and e.client_hash = hashed
     and e.created_at > now() - interval '1 hour';
  if used >= allowed then
    return false;
  end if;
  insert into private.rate_limit_events (form, client_hash) values (take_rate_limit.form, hashed);
  return true;
end;
$$;

-- The error PostgREST answers with HTTP 429 and this body; the sentences are rateLimitMessages of
-- site/src/shared/schemas/messages.ts.
create function private.raise_rate_limited(form text) returns void
language plpgsql
set search_path = ''
as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object(
      'code', 'rate_limited',
      'message', case form
        when 'lead' then 'You have sent several messages in the last hour. Please try again later or email us directly.'
        when 'application' then 'You have sent several applications in the last hour. Please try again later or email us directly.'
        when 'newsletter' then 'You have signed up several times in the last hour. Please try again later.'
      end,
      'details', null,
      'hint', null
    )::text,
    detail = json_build_object(
      'status', 429,
      'status_text', 'Too Many Requests',
      'headers', json_build_object('Retry-After', '3600')
    )::text;
end;
$$;

-- Checks a new row against every NOT NULL and CHECK constraint of its table, in constraint-name
-- order, and raises exactly the error Postgres would. The BEFORE INSERT triggers call it before they
-- decide anything, so a row for an address already on file is refused or accepted exactly like a row
-- for a new one (no answer tells whether an address is on file).
create function private.assert_row_fits(target regclass, candidate anyelement) returns void
language plpgsql stable
set search_path = ''
as $$
declare
  rel text := (select relname from pg_catalog.pg_class where oid = target);
  col record;
  chk record;
  is_null boolean;
  passes boolean;
begin
  for col in
    select attname from pg_catalog.pg_attribute
     where attrelid = target and attnum > 0 and not attisdropped and attnotnull
     order by attnum
  loop
    execute format('select ($1).%I is null', col.attname) into is_null using candidate;
    if is_null then
      raise exception using
        errcode = 'not_null_violation',
        message = format('null value in column "%s" of relation "%s" violates not-null constraint', col.attname, rel),
        column = col.attname,
        table = rel,
        schema = 'public';
    end if;
  end loop;
  for chk in
    select conname, pg_catalog.pg_get_expr(conbin, conrelid) as expression
      from pg_catalog.pg_constraint
     where conrelid = target and contype = 'c'
     order by conname
  loop
    execute format('select (%s) is not false from (select ($1).*) as %I', chk.expression, rel)
      into passes using candidate;
    if not passes then
      raise exception using
        errcode = 'check_violation',
        message = format('new row for relation "%s" violates check constraint "%s"', rel, chk.conname),
        constraint = chk.conname,
        table = rel,
        schema = 'public';
    end if;
  end loop;
end;
$$;

revoke all on all functions in schema private from public, anon, authenticated, service_role;
