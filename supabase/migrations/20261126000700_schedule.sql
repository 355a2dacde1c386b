-- The schedule that makes sure no email is lost and nothing is kept longer than the privacy policy
-- says: every minute each form function's re-send route is called (when its flow has an email due),
-- and every night the retention job (`private.enforce_retention`, see the privacy migration) runs.
-- It is Supabase's documented way: pg_cron runs the jobs, pg_net makes the HTTP calls,
-- and the project URL and the service-role key are read from Vault when a job runs (never written in
-- SQL). Store them once per project, in the SQL editor:
--
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service-role key>', 'service_role_key');
--
-- and change one later with `vault.update_secret` (see the README). `private.install_schedule()`
-- creates or updates every job and may be run again at any time: when pg_cron or pg_net was not
-- enabled yet as this migration ran, enable them and run `select private.install_schedule();`.
-- `private.schedule_status()` shows each job's last run and the HTTP status of its last calls.
--
-- Where pg_cron, pg_net or Vault do not exist (the embedded local stack runs on PGlite), nothing is
-- scheduled and a notice says so; the local stack makes the same calls on a timer instead.

-- The flow each form function sends (see the email outbox migration), by function name.
create function private.flow_of(function_name text) returns text
language sql immutable
set search_path = ''
as $$
  select case function_name
    when 'send-lead-emails' then 'lead'
    when 'send-job-application-emails' then 'application'
    when 'newsletter' then 'newsletter'
  end
$$;

-- One scheduled call: POST <project>/functions/v1/<function>/resend-pending with the service-role key,
-- only when the function's flow has an email due (an idle minute costs no invocation).
create function private.call_resend(function_name text) returns bigint
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.email_outbox
     where flow = private.flow_of(function_name)
       and status in ('pending', 'sending')
       and next_attempt_at <= now()
  ) then
    return null;
  end if;
  return net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
           || '/functions/v1/' || function_name || '/resend-pending',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 30000
  );
end;
$$;

-- Creates or updates every job of the schedule; safe to run again. Answers what it did.
create function private.install_schedule() returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  function_name text;
  missing text[] := array[]::text[];
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    missing := missing || 'pg_cron'::text;
  end if;
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net') then
    missing := missing || 'pg_net'::text;
  end if;
  if not exists (select 1 from pg_catalog.pg_namespace where nspname = 'vault') then
    missing := missing || 'vault'::text;
  end if;
  if array_length(missing, 1) > 0 then
    return 'not scheduled: ' || array_to_string(missing, ', ') || ' missing';
  end if;
  foreach function_name in array array['send-lead-emails', 'send-job-application-emails', 'newsletter'] loop
    perform cron.schedule(
      'resend-' || function_name,
      '* * * * *',
      format('select private.call_resend(%L)', function_name)
    );
  end loop;
  perform cron.schedule('enforce-retention', '23 3 * * *', 'select private.enforce_retention()');
  return 'scheduled';
end;
$$;

-- Each job of the schedule: when it last ran, how that went, and the HTTP status of the re-send calls
-- of the last hour (pg_net keeps its responses for a few hours).
create function private.schedule_status()
returns table (job text, schedule text, last_run timestamptz, last_run_status text, http_statuses text)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    raise exception 'pg_cron is not enabled: nothing is scheduled';
  end if;
  return query execute $query$
    select j.jobname::text, j.schedule::text, r.start_time, r.status::text,
           (select string_agg(h.status_code::text || ' x' || h.n, ', ' order by h.status_code)
              from (select status_code, count(*) as n from net._http_response
                     where created > now() - interval '1 hour' group by status_code) h)
      from cron.job j
      left join lateral (
        select start_time, status from cron.job_run_details d
         where d.jobid = j.jobid order by start_time desc limit 1
      ) r on true
     order by j.jobname
  $query$;
end;
$$;

do $migration$
declare
  outcome text;
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron with schema pg_catalog;
    grant usage on schema cron to postgres;
    grant all privileges on all tables in schema cron to postgres;
    create extension if not exists pg_net with schema extensions;
  end if;
  outcome := private.install_schedule();
  if outcome <> 'scheduled' then
    raise notice 'The email schedule was %: enable the extensions, then run select private.install_schedule();', outcome;
  end if;
end;
$migration$;

revoke all on all functions in schema private from public, anon, authenticated, service_role;
