/**
 * What a Supabase project's Postgres has before the first migration runs, reproduced in PGlite so that
 * our migrations meet the same roles, grants and helpers as in production: the API roles, Supabase's
 * default privileges on schema public (ALL to anon/authenticated/service_role, so a migration's REVOKE is
 * tested for real), the `auth` helper functions read from `request.jwt.claims`, and the bookkeeping tables.
 * Bump `shimVersion` when this SQL changes so existing data dirs get it too; every statement is idempotent.
 */
export const shimVersion = 1;

/** auth.role(), auth.uid(), auth.email(): one claim each, as Supabase defines them (legacy setting first). */
const claimFunctions = [
  ['role', 'role', 'text'],
  ['uid', 'sub', 'uuid'],
  ['email', 'email', 'text'],
]
  .map(
    ([
      name,
      claim,
      type,
    ]) => `create or replace function auth.${name}() returns ${type} language sql stable as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim.${claim}', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> '${claim}'
  )::${type}
$fn$;`,
  )
  .join('\n');

export const shimSql = `
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- The role PostgREST logs in as; here the gateway uses SET LOCAL ROLE from the superuser session instead.
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end $$;
grant anon, authenticated, service_role to authenticator;

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;
create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text unique,
  created_at timestamptz not null default now()
);
create or replace function auth.jwt() returns jsonb language sql stable as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$fn$;
${claimFunctions}
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  hash text not null,
  applied_at timestamptz not null default now()
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null,
  applied_at timestamptz not null default now()
);
create table if not exists supabase_migrations.local_shim (version int not null);
`;

/** Supabase's search path for its roles: extensions installed `with schema extensions` resolve unqualified. */
export const sessionSetupSql = `reset all; reset role; set search_path to "$user", public, extensions;`;
