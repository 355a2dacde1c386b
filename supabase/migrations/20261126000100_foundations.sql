-- What every form table and function stands on: no access for the API's public roles, the text
-- rules as domains, the named limits, and the per-client rate limits.
--
-- Who may do what, and why:
--   * The browser never talks to the database. Every form posts to the site's edge API, which calls
--     the Supabase function that owns the form with a server-side secret; the function calls the SQL
--     functions below with the service-role key. So `anon` and `authenticated` get nothing at all:
--     no table, no sequence, no function. The defaults are changed first, so nothing a later
--     migration creates is granted to them by accident.
--   * Schema `private` is not exposed by the API (supabase/config.toml exposes only `public`): rate
--     limit events, settings and secrets live there, reached only through the SECURITY DEFINER
--     functions of schema `public`, which only `service_role` may execute.
--
-- Every number, pattern and character class here equals shared/schemas/limits.ts;
-- tests/integration/schema-rules.test.ts compares them one by one.

alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from public, anon, authenticated;
alter default privileges revoke execute on functions from public;

create schema if not exists private;
revoke all on schema private from public, anon, authenticated, service_role;

create extension if not exists pgcrypto with schema extensions;

-- Text as the schemas leave it: no leading or trailing whitespace (`whitespaceClass`), no control
-- character (`controlCharacterClass`: a multi-line text may hold tab and line feed), Unicode NFC, and
-- in single-line text no format character (`formatCharacterClass`: bidi overrides, zero-width ones).
create function private.is_clean_text(value text, multi_line boolean) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select value !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
     and value !~ case when multi_line
                   then '[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]'
                   else '[\u0000-\u001f\u007f-\u009f\u2028\u2029]'
                 end
     and (multi_line or value !~ '[\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]')
     and value is nfc normalized
$$;

-- One domain per rule of shared/schemas (`lengthLimits`, `emailPattern`, `webAddressPattern`).
-- Lengths are code points (`char_length`), as the schemas count them.
create domain private.email_address as text
  constraint email_address_check check (
    char_length(value) <= 254 and value = lower(value)
    and value ~ '^[A-Za-z0-9._%+''-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$'
  );
create domain private.name_text as text
  constraint name_text_check check (char_length(value) between 1 and 100 and private.is_clean_text(value, false));
create domain private.source_text as text
  constraint source_text_check check (char_length(value) between 1 and 100 and private.is_clean_text(value, false));
create domain private.short_text as text
  constraint short_text_check check (char_length(value) between 1 and 200 and private.is_clean_text(value, false));
create domain private.phone_text as text
  constraint phone_text_check check (char_length(value) between 1 and 50 and private.is_clean_text(value, false));
create domain private.message_text as text
  constraint message_text_check check (char_length(value) between 1 and 5000 and private.is_clean_text(value, true));
create domain private.cover_letter_text as text
  constraint cover_letter_text_check check (char_length(value) between 1 and 10000 and private.is_clean_text(value, true));
create domain private.web_address as text
  constraint web_address_check check (
    char_length(value) <= 500
    and value ~* '^https?://[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}(?::[0-9]{1,5})?(?:[/?#][A-Za-z0-9._~:/?#@!$&()*+,;=%-]*)?$'
  );

-- The named limits (`rateLimitDefaults`). `override_value` changes one without a migration, e.g.
--   update private.rate_limits set override_value = 50 where name = 'leads_per_client_per_hour';
create table private.rate_limits (
  name text primary key,
  default_value integer not null check (default_value >= 0),
  override_value integer check (override_value >= 0),
  updated_at timestamptz not null default now()
);

insert into private.rate_limits (name, default_value) values
  ('leads_per_client_per_hour', 5),
  ('leads_per_ipv6_56_per_hour', 10),
  ('leads_per_ipv6_48_per_hour', 20),
  ('applications_per_client_per_hour', 5),
  ('applications_per_ipv6_56_per_hour', 10),
  ('applications_per_ipv6_48_per_hour', 20),
  ('newsletter_signups_per_client_per_hour', 5),
  ('newsletter_signups_per_ipv6_56_per_hour', 10),
  ('newsletter_signups_per_ipv6_48_per_hour', 20),
  ('visitor_emails_per_hour', 20),
  ('visitor_emails_per_day', 50),
  ('team_notifications_per_hour', 20),
  ('returning_contact_notifications_per_address_per_day', 3),
  ('application_confirmations_per_address_per_day', 3),
  ('newsletter_confirmations_per_address_per_day', 1);

-- The value of one named limit. Never absent: an unknown name is an error, not "no limit".
create function private.rate_limit(setting text) returns integer
language plpgsql stable security definer
set search_path = ''
as $$
declare
  result integer;
begin
  select coalesce(override_value, default_value) into result from private.rate_limits where name = setting;
  if result is null then
    raise exception 'unknown rate limit %', setting;
  end if;
  return result;
end;
$$;

-- Secrets the database makes for itself from its strong random source, once: the salt of the client
-- hashes and the key that signs newsletter links. They are in no file and no backup of the repository.
create table private.secrets (
  name text primary key,
  value text not null
);

insert into private.secrets (name, value)
values ('rate_limit_salt', encode(extensions.gen_random_bytes(32), 'hex')),
       ('newsletter_link_key', encode(extensions.gen_random_bytes(32), 'hex'));

create function private.secret(secret_name text) returns text
language sql stable security definer
set search_path = ''
as $$ select value from private.secrets where name = secret_name $$;

-- The scopes a client is counted in (`clientScopes`): an IPv4 address; an IPv6 address's /64 (one
-- household or phone), and also its /56 and /48 (one subscriber, one site), so rotating addresses
-- inside one network does not multiply the allowance. An address that does not parse is 'unknown'.
create function private.client_keys(address text) returns table (scope text, key text)
language plpgsql immutable
set search_path = ''
as $$
declare
  parsed inet;
begin
  begin
    parsed := btrim(address)::inet;
  exception when others then
    parsed := null;
  end;
  if parsed is null then
    return query select 'client'::text, 'unknown'::text;
  elsif family(parsed) = 6 and parsed << inet '::ffff:0.0.0.0/96' then
    return query select 'client'::text, 'ipv4/' || substr(host(parsed), 8);
  elsif family(parsed) = 6 then
    return query values
      ('client'::text, 'ipv6/' || host(network(set_masklen(parsed, 64))) || '/64'),
      ('ipv6_56'::text, 'ipv6/' || host(network(set_masklen(parsed, 56))) || '/56'),
      ('ipv6_48'::text, 'ipv6/' || host(network(set_masklen(parsed, 48))) || '/48');
  else
    return query select 'client'::text, 'ipv4/' || host(parsed);
  end if;
end;
$$;

-- One accepted submission per form and scope: a salted one-way hash of the client key, never the
-- address itself (the CHECK admits only a SHA-256 hex digest). Rows older than 24 hours are deleted
-- as new ones come in and by the schedule.
create table private.rate_limit_events (
  id bigint generated always as identity primary key,
  form text not null check (form in ('lead', 'application', 'newsletter')),
  scope text not null check (scope in ('client', 'ipv6_56', 'ipv6_48')),
  client_hash text not null check (client_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

create index rate_limit_events_lookup_idx on private.rate_limit_events (form, scope, client_hash, created_at);
create index rate_limit_events_created_at_idx on private.rate_limit_events (created_at);

comment on table private.rate_limit_events is
  'Accepted form submissions per salted client hash and scope, for the hourly limits. Purged after 24 hours.';

-- Counts one submission of `form` for the client, unless the client reached an hourly limit in any of
-- its scopes (`clientLimitName`: leads_per_client_per_hour, leads_per_ipv6_56_per_hour, ...): then
-- nothing is counted and the answer is false. Serialised per form and key, so concurrent requests
-- cannot all slip under a limit.
create function private.take_rate_limit(form text, client_address text) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  noun text := case form
    when 'lead' then 'leads'
    when 'application' then 'applications'
    when 'newsletter' then 'newsletter_signups'
  end;
  counted record;
  salt text := private.secret('rate_limit_salt');
begin
  if noun is null then
    raise exception 'unknown form %', form;
  end if;
  delete from private.rate_limit_events where created_at < now() - interval '24 hours';
  for counted in
    select k.scope, encode(extensions.digest(salt || '/' || k.key, 'sha256'), 'hex') as hash
      from private.client_keys(client_address) k
     order by k.scope
  loop
    perform pg_advisory_xact_lock(hashtextextended('rate-limit/' || form || '/' || counted.hash, 0));
    if (select count(*) from private.rate_limit_events e
         where e.form = take_rate_limit.form and e.scope = counted.scope and e.client_hash = counted.hash
           and e.created_at > now() - interval '1 hour')
       >= private.rate_limit(noun || '_per_' || counted.scope || '_per_hour') then
      return false;
    end if;
  end loop;
  insert into private.rate_limit_events (form, scope, client_hash)
  select take_rate_limit.form, k.scope, encode(extensions.digest(salt || '/' || k.key, 'sha256'), 'hex')
    from private.client_keys(client_address) k;
  return true;
end;
$$;

-- The error PostgREST answers with HTTP 429: code `rate_limited` (rateLimitErrorCode) and the form as
-- its message; the functions turn it into the form's sentence (rateLimitMessages).
create function private.raise_rate_limited(form text) returns void
language plpgsql
set search_path = ''
as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object('code', 'rate_limited', 'message', form, 'details', null, 'hint', null)::text,
    detail = json_build_object('status', 429, 'status_text', 'Too Many Requests',
                               'headers', json_build_object('Retry-After', '3600'))::text;
end;
$$;

-- The address a submission is counted for: the one the edge API reported, else 'unknown'.
create function private.client_or_unknown(client_address text) returns text
language sql immutable
set search_path = ''
as $$ select coalesce(nullif(btrim(client_address), ''), 'unknown') $$;

revoke all on all functions in schema private from public, anon, authenticated, service_role;
