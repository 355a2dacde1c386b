-- The schedule that makes sure no email is lost: every 5 minutes it calls the two re-send routes
-- (send-lead-emails/resend-pending, send-job-application-emails/resend-pending), and every hour it
-- purges rate-limit events older than 24 hours. It is Supabase's documented way: pg_cron runs the
-- job, pg_net makes the HTTP call, and the project URL and the service-role key are read from Vault
-- when the job runs (never written in SQL). Store them once per project:
--
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service-role key>', 'service_role_key');
--
-- Where pg_cron, pg_net or Vault do not exist (the embedded local stack runs on PGlite), nothing is
-- scheduled and a notice says so; the local stack makes the same calls on a timer instead.
-- Change the interval with cron.schedule (same job name, new schedule); see supabase/functions/README.md.

do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_available_extensions where name = 'pg_net')
     or not exists (select 1 from pg_namespace where nspname = 'vault') then
    raise notice 'pg_cron, pg_net or Vault is not available here: the email re-send schedule was not created';
    return;
  end if;

  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;

  perform cron.schedule(
    'resend-pending-lead-emails',
    '*/5 * * * *',
    $job$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
             || '/functions/v1/send-lead-emails/resend-pending',
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
      ),
      body := '{}'::jsonb,
      timeout_milliseconds := 30000
    ) as request_id;
    $job$
  );

  perform cron.schedule(
    'resend-pending-job-application-emails',
    '*/5 * * * *',
    $job$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
             || '/functions/v1/send-job-application-emails/resend-pending',
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
      ),
      body := '{}'::jsonb,
      timeout_milliseconds := 30000
    ) as request_id;
    $job$
  );

  perform cron.schedule(
    'purge-rate-limit-events',
    '17 * * * *',
    $job$ delete from private.rate_limit_events where created_at < now() - interval '24 hours' $job$
  );
end;
$migration$;
