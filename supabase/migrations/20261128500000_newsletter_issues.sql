-- Newsletter issues written in the studio and sent on their date. The build publishes the issues that
-- are ready and due (`/newsletter/issues.json`); the newsletter function reads that file on its
-- schedule and hands them to `queue_newsletter_issues`, which decides, one issue at a time and one
-- call at a time (an advisory lock), whether each goes out now:
--   * once: an issue whose address or content was queued before is never queued again, so a rebuild,
--     a retry or two schedules at once cannot send it twice;
--   * once a calendar month (Amsterdam time): a second issue in a month waits for the next month,
--     unless the editor marked it as an exception. A unique index holds the rule, so no order of
--     calls can break it;
--   * to exactly the confirmed subscribers of that moment, one email each (the email queue sends
--     them with each subscriber's own unsubscribe link).
-- After the first attempt at every email of an issue, the team gets a report (counts of people: no
-- opens, no clicks): `claim_newsletter_reports` hands it to the function, `finish_newsletter_report`
-- records it. Who left the list since the previous issue is counted on the issue (a number, no
-- address), by a trigger on the subscribers.
--
-- Who may do what: only `service_role` (the newsletter function) may execute the public functions.

alter table public.newsletter_issues
  -- The issue's address (`content/newsletter/<slug>.mdx`, web version `/newsletter/<slug>`).
  add column slug text,
  -- SHA-256 (hex) of the subject, preheader and blocks, as the build computed it.
  add column content_hash text,
  add column preheader text,
  -- The body as plain-text blocks (shared/schemas/newsletter-issue.ts), rendered by the function.
  add column blocks jsonb,
  -- A second issue in its month, on purpose.
  add column exception boolean not null default false,
  -- The first day of the calendar month (Amsterdam) the issue went out in.
  add column send_month date,
  -- Confirmed subscribers when it was queued: one email each.
  add column recipients integer,
  -- Subscribers who left the list while this was the latest issue (a count, no addresses).
  add column departures_since integer not null default 0,
  add column report_sent_at timestamptz,
  add column report_lease_until timestamptz,
  alter column body drop not null,
  add constraint newsletter_issues_content_check check (
    (body is not null) or (slug is not null and content_hash is not null and blocks is not null)
  );

-- Issues sent before this rule (`npm run newsletter -- send <file>`) keep their month; any later one
-- of the same month went out as what the rule now calls an exception.
update public.newsletter_issues issue
   set send_month = date_trunc('month', issue.created_at at time zone 'Europe/Amsterdam')::date,
       exception = exists (
         select 1 from public.newsletter_issues earlier
          where date_trunc('month', earlier.created_at at time zone 'Europe/Amsterdam')
                = date_trunc('month', issue.created_at at time zone 'Europe/Amsterdam')
            and (earlier.created_at, earlier.id) < (issue.created_at, issue.id)
       ),
       report_sent_at = issue.created_at;

create unique index newsletter_issues_slug_key on public.newsletter_issues (slug);
create unique index newsletter_issues_content_key on public.newsletter_issues (content_hash);
-- One issue a calendar month; an exception does not take the month's place.
create unique index newsletter_issues_one_a_month on public.newsletter_issues (send_month) where not exception;

comment on table public.newsletter_issues is
  'Newsletter issues the team sent, with counts for the team''s report. No personal data.';

-- The month an issue queued now goes out in: the calendar month in Amsterdam, the site's time zone.
create function private.newsletter_month() returns date
language sql stable
set search_path = ''
as $$ select date_trunc('month', now() at time zone 'Europe/Amsterdam')::date $$;

-- Queues the issues the site published as due (the entries of `/newsletter/issues.json`, oldest
-- first). Answers one outcome per issue:
--   { slug, outcome: 'queued', queued }             sent to this many confirmed subscribers
--   { slug, outcome: 'sent', changed }              queued before (by address or content); `changed`
--                                                  when the address was sent with other content
--   { slug, outcome: 'waits', until, month_taken_by } this month had its issue; it goes next month
create function public.queue_newsletter_issues(issues jsonb) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  entry jsonb;
  known public.newsletter_issues;
  taken public.newsletter_issues;
  month date;
  issue_id uuid;
  queued integer;
  outcomes jsonb := '[]'::jsonb;
begin
  perform pg_advisory_xact_lock(hashtextextended('newsletter-issues', 0));
  month := private.newsletter_month();
  for entry in select value from jsonb_array_elements(coalesce(issues, '[]'::jsonb)) loop
    select * into known from public.newsletter_issues
     where slug = entry ->> 'slug' or content_hash = entry ->> 'contentHash'
     order by created_at limit 1;
    if found then
      outcomes := outcomes || jsonb_build_array(jsonb_build_object(
        'slug', entry ->> 'slug', 'outcome', 'sent',
        'changed', known.slug = entry ->> 'slug' and known.content_hash is distinct from entry ->> 'contentHash'));
      continue;
    end if;
    if not coalesce((entry ->> 'exception')::boolean, false) then
      select * into taken from public.newsletter_issues where send_month = month and not exception;
      if found then
        outcomes := outcomes || jsonb_build_array(jsonb_build_object(
          'slug', entry ->> 'slug', 'outcome', 'waits',
          'until', (month + interval '1 month')::date, 'month_taken_by', coalesce(taken.slug, taken.subject)));
        continue;
      end if;
    end if;
    insert into public.newsletter_issues
      (slug, content_hash, subject, preheader, blocks, exception, send_month)
    values (
      entry ->> 'slug', entry ->> 'contentHash', entry ->> 'subject', entry ->> 'preheader',
      entry -> 'blocks', coalesce((entry ->> 'exception')::boolean, false), month
    )
    returning id into issue_id;
    insert into public.email_outbox (flow, purpose, subscriber_id, issue_id)
    select 'newsletter', 'issue', s.id, issue_id
      from public.newsletter_subscribers s where s.status = 'confirmed';
    get diagnostics queued = row_count;
    update public.newsletter_issues set recipients = queued where id = issue_id;
    outcomes := outcomes || jsonb_build_array(jsonb_build_object(
      'slug', entry ->> 'slug', 'outcome', 'queued', 'queued', queued));
  end loop;
  return outcomes;
end;
$$;

-- The reports due: issues of the studio whose every email has been tried at least once and none is
-- being sent right now, not reported yet. Each is the caller's for two minutes (two schedules at once
-- report it once); the counts are of people, never of opens or clicks.
create function public.claim_newsletter_reports() returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  claimed jsonb := '[]'::jsonb;
  issue public.newsletter_issues;
  previous public.newsletter_issues;
  counts record;
begin
  perform pg_advisory_xact_lock(hashtextextended('newsletter-reports', 0));
  for issue in
    select * from public.newsletter_issues i
     where i.slug is not null and i.report_sent_at is null
       and (i.report_lease_until is null or i.report_lease_until < now())
       and not exists (
         select 1 from public.email_outbox o
          where o.issue_id = i.id
            and (o.attempts = 0 or (o.status = 'sending' and o.lease_until > now())))
     order by i.created_at
     for update
  loop
    select count(*) filter (where status = 'sent') as sent,
           count(*) filter (where status in ('pending', 'sending')) as failed,
           count(*) filter (where status = 'given_up') as given_up,
           count(*) as still_listed
      into counts
      from public.email_outbox where issue_id = issue.id;
    select * into previous from public.newsletter_issues
     where send_month is not null and (created_at, id) < (issue.created_at, issue.id)
     order by created_at desc, id desc limit 1;
    update public.newsletter_issues set report_lease_until = now() + interval '120 seconds' where id = issue.id;
    claimed := claimed || jsonb_build_array(jsonb_build_object(
      'id', issue.id,
      'slug', issue.slug,
      'subject', issue.subject,
      'recipients', coalesce(issue.recipients, 0),
      'sent', counts.sent,
      'failed', counts.failed,
      'given_up', counts.given_up,
      'left_before_sending', greatest(coalesce(issue.recipients, 0) - counts.still_listed, 0),
      'unsubscribes_since_last_issue', case when previous.id is null then null else previous.departures_since end
    ));
  end loop;
  return claimed;
end;
$$;

-- Records a report: sent (never again), or not (the next schedule tries again).
create function public.finish_newsletter_report(issue_id uuid, sent boolean) returns void
language sql volatile security definer
set search_path = ''
as $$
  update public.newsletter_issues
     set report_sent_at = case when sent then now() end, report_lease_until = null
   where id = issue_id and report_sent_at is null
$$;

-- Counts a confirmed subscriber who leaves (unsubscribes, or is erased on request) on the latest
-- issue: the next report says how many left since the issue before it.
create function private.count_newsletter_departure() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  update public.newsletter_issues set departures_since = departures_since + 1
   where id = (select id from public.newsletter_issues where send_month is not null
                order by created_at desc, id desc limit 1);
  return null;
end;
$$;

create trigger newsletter_subscribers_departure
  after delete on public.newsletter_subscribers
  for each row when (old.status = 'confirmed')
  execute function private.count_newsletter_departure();

-- The newsletter's schedule: every 10 minutes, POST <project>/functions/v1/newsletter/send-issues
-- with the service-role key from Vault (as the re-send jobs of the schedule migration call), which
-- reads the site's index and sends what is due. Safe to run again; where pg_cron, pg_net or Vault do
-- not exist (the local stack), it schedules nothing and says so, and the local stack calls the route
-- on a timer instead.
create function private.call_newsletter_issues() returns bigint
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  return net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
           || '/functions/v1/newsletter/send-issues',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 120000
  );
end;
$$;

create function private.install_newsletter_schedule() returns text
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron')
     or not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net')
     or not exists (select 1 from pg_catalog.pg_namespace where nspname = 'vault') then
    return 'not scheduled: pg_cron, pg_net or vault missing';
  end if;
  perform cron.schedule('newsletter-issues', '*/10 * * * *', 'select private.call_newsletter_issues()');
  return 'scheduled';
end;
$$;

do $migration$
declare
  outcome text := private.install_newsletter_schedule();
begin
  if outcome <> 'scheduled' then
    raise notice 'The newsletter schedule was %: enable them, then run select private.install_newsletter_schedule();', outcome;
  end if;
end;
$migration$;

-- The issue of `npm run newsletter -- send <file>` gives way to the one path above.
drop function public.queue_newsletter_issue(text, text);

revoke all on all functions in schema private from public, anon, authenticated, service_role;
revoke all on function public.queue_newsletter_issues(jsonb) from public, anon, authenticated;
revoke all on function public.claim_newsletter_reports() from public, anon, authenticated;
revoke all on function public.finish_newsletter_report(uuid, boolean) from public, anon, authenticated;
grant execute on function public.queue_newsletter_issues(jsonb) to service_role;
grant execute on function public.claim_newsletter_reports() to service_role;
grant execute on function public.finish_newsletter_report(uuid, boolean) to service_role;
