-- A newsletter issue larger than a day's share of the mail provider's quota is spread over days.
--
-- Resend's free plan sends 100 emails a day, visitor mail may take half (visitor_emails_per_day),
-- and the team's notifications must still get through. An issue is one email per confirmed
-- subscriber, so a list of a few hundred would spend the day's quota in minutes and make the
-- provider refuse the rest, the team's emails with them. Issue emails now take at most
-- `issue_emails_per_day` (40 by default: what the free plan leaves after visitor mail and a reserve
-- for the team; raise it on a paid plan) per 24 hours: `queue_newsletter_issues` gives the emails
-- beyond the day's room a due time a day later each, and the team gets the ceiling's notice once.
-- An email's 24 hours of retries count from its due time, so a spread email is never given up
-- before its day; the issue's report follows its last email.

insert into private.rate_limits (name, default_value) values ('issue_emails_per_day', 40);

alter table public.email_outbox add column due_at timestamptz;
comment on column public.email_outbox.due_at is
  'When an email spread over days (a newsletter issue over its daily share) may go first; null: when queued.';

create or replace function private.give_up_stale_emails(wanted_flow text) returns integer
language plpgsql volatile
set search_path = ''
as $$
declare
  given_up integer;
begin
  update public.email_outbox
     set status = 'given_up', given_up_at = now(), lease_until = null
   where flow = wanted_flow
     and purpose not in ('digest', 'undelivered')
     and (status = 'pending' or (status = 'sending' and lease_until < now()))
     and coalesce(due_at, created_at) <= now() - interval '24 hours';
  get diagnostics given_up = row_count;
  if given_up > 0 then
    perform private.schedule_digest(wanted_flow, 'undelivered');
  end if;
  return given_up;
end;
$$;

create or replace function public.queue_newsletter_issues(issues jsonb) returns jsonb
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
  share integer := greatest(private.rate_limit('issue_emails_per_day'), 1);
  ahead integer;
  days integer;
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
    -- The issue's emails take the room the day's share has left (issue emails due in the last 24
    -- hours or later count against it, oldest first); the rest go out a day later each, a share a day.
    select count(*) into ahead from public.email_outbox
     where purpose = 'issue' and coalesce(due_at, created_at) > now() - interval '24 hours';
    insert into public.email_outbox (flow, purpose, subscriber_id, issue_id, due_at, next_attempt_at)
    select 'newsletter', 'issue', s.id, issue_id, slot.due_at, coalesce(slot.due_at, now())
      from (select s.id, row_number() over (order by s.confirmed_at, s.id) as n
              from public.newsletter_subscribers s where s.status = 'confirmed') s
      cross join lateral (
        select case when (ahead + s.n - 1) / share = 0 then null
                    else now() + ((ahead + s.n - 1) / share) * interval '24 hours' end as due_at
      ) slot;
    get diagnostics queued = row_count;
    days := case when queued = 0 then 1 else (ahead + queued - 1) / share + 1 end;
    update public.newsletter_issues set recipients = queued where id = issue_id;
    -- Spread over days: the team hears of it once (the ceiling's notice names the setting).
    if days > 1 then
      perform private.notify_ceiling('newsletter', 'issue_emails_per_day');
    end if;
    outcomes := outcomes || jsonb_build_array(jsonb_build_object(
      'slug', entry ->> 'slug', 'outcome', 'queued', 'queued', queued, 'days', days, 'per_day', share));
  end loop;
  return outcomes;
end;
$$;
