-- The email queue: every email the site sends is a row here, queued in the same transaction that
-- stores what it is about, so nothing stored goes unannounced and nothing is announced unstored.
--
-- Each email belongs to a flow (the function that owns it: 'lead' is send-lead-emails, 'application'
-- send-job-application-emails, 'newsletter' the newsletter function) and has a purpose:
--   notification, returning_contact   to the team, counted against `team_notifications_per_hour`;
--   confirmation                      to a visitor, counted against the site's visitor ceilings;
--   issue                             a newsletter issue to one confirmed subscriber (who asked for it:
--                                     no ceiling of ours; the provider's quota applies);
--   digest                            to the team: the notifications a ceiling or a per-address rule
--                                     held back, listed in one email an hour after the first was held;
--   undelivered                       to the team, at most daily: the emails that were given up.
--
-- A function claims what is due (`claim_emails`), sends it with the row id as the provider's
-- idempotency key, and reports the outcome (`finish_email`). A failed send is tried again after 1, 2,
-- 4 ... minutes (at most 30), for 24 hours; then it is given up and listed in the undelivered digest.
-- An email over a ceiling is not failed: it waits (`next_attempt_at`) until the ceiling opens, so it
-- never stands in the way of an email that could go now. The numbers equal `emailQueue` and
-- `rateLimitDefaults` of shared/schemas/limits.ts.
--
-- Who may do what: only `service_role` may execute the public functions; nobody else sees the table.

create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  flow text not null,
  purpose text not null,
  -- What the email is about: at most one of these. Deleting that row deletes its emails.
  lead_id uuid references public.leads (id) on delete cascade,
  lead_message_id uuid references public.lead_messages (id) on delete cascade,
  application_id uuid references public.job_applications (id) on delete cascade,
  subscriber_id uuid references public.newsletter_subscribers (id) on delete cascade,
  -- The newsletter issue an `issue` email carries (with its subscriber).
  issue_id uuid references public.newsletter_issues (id) on delete cascade,
  -- pending (due at next_attempt_at), sending (claimed until lease_until), sent, held (waits for a
  -- digest), listed (sent in a digest), given_up (24 hours of failures; listed in the undelivered digest).
  status text not null default 'pending',
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  next_attempt_at timestamptz not null default now(),
  lease_until timestamptz,
  sent_at timestamptz,
  given_up_at timestamptz,
  -- The digest that lists this email (held ones, given-up ones).
  digest_id uuid references public.email_outbox (id) on delete set null,

  constraint email_outbox_flow_check check (flow in ('lead', 'application', 'newsletter')),
  constraint email_outbox_purpose_check check (
    purpose in ('notification', 'returning_contact', 'confirmation', 'issue', 'digest', 'undelivered')
  ),
  constraint email_outbox_status_check check (
    status in ('pending', 'sending', 'sent', 'held', 'listed', 'given_up')
  ),
  constraint email_outbox_subject_check check (
    num_nonnulls(lead_id, lead_message_id, application_id, subscriber_id) = case
      when purpose in ('digest', 'undelivered') then 0 else 1 end
    and (issue_id is not null) = (purpose = 'issue')
  )
);

comment on table public.email_outbox is
  'Every email the site sends, with its delivery state. Deleted with what it is about; sent ones after 30 days.';

create index email_outbox_due_idx on public.email_outbox (flow, next_attempt_at) where status in ('pending', 'sending');
create index email_outbox_sent_idx on public.email_outbox (purpose, sent_at) where sent_at is not null;
create index email_outbox_held_idx on public.email_outbox (flow, status) where status in ('held', 'given_up');
create index email_outbox_lead_idx on public.email_outbox (lead_id) where lead_id is not null;
create index email_outbox_lead_message_idx on public.email_outbox (lead_message_id) where lead_message_id is not null;
create index email_outbox_application_idx on public.email_outbox (application_id) where application_id is not null;
create index email_outbox_subscriber_idx on public.email_outbox (subscriber_id) where subscriber_id is not null;
create index email_outbox_issue_idx on public.email_outbox (issue_id) where issue_id is not null;

alter table public.email_outbox enable row level security;
revoke all on table public.email_outbox from public, anon, authenticated, service_role;
grant select on table public.email_outbox to service_role;

create function private.audience(purpose text) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when purpose = 'confirmation' then 'visitor'
    when purpose in ('notification', 'returning_contact') then 'team'
    when purpose = 'issue' then 'subscriber'
    else 'digest'
  end
$$;

-- Emails of an audience that went out, or are being sent, since `since`.
create function private.emails_out_since(wanted_audience text, since timestamptz) returns bigint
language sql stable
set search_path = ''
as $$
  select count(*) from public.email_outbox
   where private.audience(purpose) = wanted_audience
     and (sent_at > since or (status = 'sending' and lease_until > now()))
$$;

-- When the ceiling of an audience lets one more email out: now, or when the oldest email counted in
-- a full window leaves it. Visitors: `visitor_emails_per_hour` and `visitor_emails_per_day`; the
-- team: `team_notifications_per_hour`.
create function private.ceiling_opens_at(wanted_audience text) returns timestamptz
language plpgsql stable
set search_path = ''
as $$
declare
  opens timestamptz := now();
  windows constant jsonb := case wanted_audience
    when 'visitor' then '[["visitor_emails_per_hour", "1 hour"], ["visitor_emails_per_day", "24 hours"]]'::jsonb
    when 'team' then '[["team_notifications_per_hour", "1 hour"]]'::jsonb
    else '[]'::jsonb
  end;
  ceiling jsonb;
  span interval;
  allowed integer;
  oldest timestamptz;
begin
  for ceiling in select value from jsonb_array_elements(windows) loop
    span := (ceiling ->> 1)::interval;
    allowed := private.rate_limit(ceiling ->> 0);
    if private.emails_out_since(wanted_audience, now() - span) >= allowed then
      select coalesce(sent_at, now()) into oldest
        from public.email_outbox
       where private.audience(purpose) = wanted_audience
         and (sent_at > now() - span or (status = 'sending' and lease_until > now()))
       order by coalesce(sent_at, now()) desc
       offset greatest(allowed - 1, 0) limit 1;
      opens := greatest(opens, coalesce(oldest, now()) + span);
    end if;
  end loop;
  return opens;
end;
$$;

-- Makes sure a digest of `flow` is queued: the team digest an hour after the first held email, the
-- undelivered digest at most once a day.
create function private.schedule_digest(wanted_flow text, wanted_purpose text) returns void
language plpgsql volatile
set search_path = ''
as $$
declare
  last_sent timestamptz;
begin
  perform pg_advisory_xact_lock(hashtextextended('email-digest/' || wanted_flow || '/' || wanted_purpose, 0));
  -- A digest not yet claimed will list this email; one being sent already has its list.
  if exists (select 1 from public.email_outbox
              where flow = wanted_flow and purpose = wanted_purpose and status = 'pending') then
    return;
  end if;
  if wanted_purpose = 'digest' then
    insert into public.email_outbox (flow, purpose, next_attempt_at)
    values (wanted_flow, 'digest', now() + interval '1 hour');
  else
    select max(sent_at) into last_sent from public.email_outbox
     where flow = wanted_flow and purpose = 'undelivered';
    insert into public.email_outbox (flow, purpose, next_attempt_at)
    values (wanted_flow, 'undelivered', greatest(now(), coalesce(last_sent + interval '24 hours', now())));
  end if;
end;
$$;

-- Queues one email. `held` queues it straight for the digest (a per-address rule said so).
create function private.enqueue_email(
  wanted_flow text, wanted_purpose text, subject_column text, subject_id uuid, held boolean default false
) returns uuid
language plpgsql volatile
set search_path = ''
as $$
declare
  queued uuid;
begin
  execute format(
    'insert into public.email_outbox (flow, purpose, status, %I) values ($1, $2, $3, $4) returning id',
    subject_column
  ) into queued using wanted_flow, wanted_purpose, case when held then 'held' else 'pending' end, subject_id;
  if held then
    perform private.schedule_digest(wanted_flow, 'digest');
  end if;
  return queued;
end;
$$;

-- Gives up what was not sent within `emailQueue.giveUpHours`, and queues the undelivered digest. The
-- digests themselves are never given up (they carry the emails they list): they keep their retries.
create function private.give_up_stale_emails(wanted_flow text) returns integer
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
     and created_at <= now() - interval '24 hours';
  get diagnostics given_up = row_count;
  if given_up > 0 then
    perform private.schedule_digest(wanted_flow, 'undelivered');
  end if;
  return given_up;
end;
$$;

-- The data an email is rendered from: the row it is about (with its lead for a returning contact's
-- message; with its signed links for a subscriber), and for a digest the emails it lists with theirs.
create function private.email_subject(email public.email_outbox) returns jsonb
language sql stable
set search_path = ''
as $$
  select case
    when email.lead_id is not null then
      (select to_jsonb(l) from public.leads l where l.id = email.lead_id)
    when email.lead_message_id is not null then
      (select to_jsonb(m) || jsonb_build_object('email', l.email, 'first_contact_at', l.created_at)
         from public.lead_messages m join public.leads l on l.id = m.lead_id
        where m.id = email.lead_message_id)
    when email.application_id is not null then
      (select to_jsonb(a) from public.job_applications a where a.id = email.application_id)
    when email.subscriber_id is not null then
      (select to_jsonb(s) || jsonb_build_object(
                'confirm_token', private.sign_link('confirm', s.id, s.created_at + interval '7 days'),
                'unsubscribe_token', private.sign_link('unsubscribe', s.id, null),
                'issue', (select to_jsonb(i) from public.newsletter_issues i where i.id = email.issue_id))
         from public.newsletter_subscribers s where s.id = email.subscriber_id)
  end
$$;

-- Claims the due emails of a flow (only `ids`, when given: the ones a submission just queued), at most
-- `batch_size`, oldest due first. An email over its ceiling is not claimed: a visitor's waits until the
-- ceiling opens, a team notification is held for the digest. Answers
--   { given_up, deferred, held, emails: [{ id, purpose, attempts, subject, items }] }
-- where `subject` is the row to render from and `items` a digest's emails (each with its subject).
-- Claimed emails are the caller's for `emailQueue.leaseSeconds`; then anyone may claim them again.
create function public.claim_emails(flow text, ids uuid[] default null, batch_size integer default 50)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  wanted_flow constant text := flow;
  given_up integer := private.give_up_stale_emails(flow);
  deferred integer := 0;
  held integer := 0;
  claimed jsonb := '[]'::jsonb;
  candidate public.email_outbox;
  audience text;
  -- When each ceiling opens, worked out once and again after each email it counts.
  opens jsonb := '{}'::jsonb;
begin
  -- One claim at a time: the ceilings count what the claims before this one took.
  perform pg_advisory_xact_lock(hashtextextended('email-claim', 0));
  for candidate in
    select * from public.email_outbox o
     where o.flow = wanted_flow
       and (o.status = 'pending' or (o.status = 'sending' and o.lease_until < now()))
       and o.next_attempt_at <= now()
       and (ids is null or o.id = any (ids))
     order by o.next_attempt_at, o.created_at
  loop
    exit when jsonb_array_length(claimed) >= greatest(batch_size, 1);
    audience := private.audience(candidate.purpose);
    if audience in ('visitor', 'team') then
      if not opens ? audience then
        opens := opens || jsonb_build_object(audience, private.ceiling_opens_at(audience));
      end if;
      if (opens ->> audience)::timestamptz > now() and audience = 'visitor' then
        update public.email_outbox
           set next_attempt_at = (opens ->> audience)::timestamptz, status = 'pending', lease_until = null
         where id = candidate.id;
        deferred := deferred + 1;
        continue;
      elsif (opens ->> audience)::timestamptz > now() then
        update public.email_outbox set status = 'held', lease_until = null where id = candidate.id;
        perform private.schedule_digest(wanted_flow, 'digest');
        held := held + 1;
        continue;
      end if;
      opens := opens - audience;
    elsif candidate.purpose = 'digest' then
      update public.email_outbox set digest_id = candidate.id
       where email_outbox.flow = wanted_flow and status = 'held' and digest_id is null;
    elsif candidate.purpose = 'undelivered' then
      update public.email_outbox set digest_id = candidate.id
       where email_outbox.flow = wanted_flow and status = 'given_up' and digest_id is null;
    end if;
    update public.email_outbox
       set status = 'sending', attempts = attempts + 1,
           lease_until = now() + interval '120 seconds'
     where id = candidate.id
    returning * into candidate;
    claimed := claimed || jsonb_build_array(jsonb_build_object(
      'id', candidate.id,
      'purpose', candidate.purpose,
      'attempts', candidate.attempts,
      'subject', private.email_subject(candidate),
      'items', case when candidate.purpose in ('digest', 'undelivered') then coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', item.id, 'purpose', item.purpose, 'created_at', item.created_at,
                 'subject', private.email_subject(item)) order by item.created_at)
          from public.email_outbox item where item.digest_id = candidate.id
      ), '[]'::jsonb) end
    ));
  end loop;
  return jsonb_build_object('given_up', given_up, 'deferred', deferred, 'held', held, 'emails', claimed);
end;
$$;

-- What became of a claimed email. Sent: done (and a digest's emails are listed). Not sent: tried again
-- after 1, 2, 4 ... minutes, at most 30 (`emailQueue`), until it is given up after 24 hours. An email
-- whose subject is gone (deleted meanwhile) is simply removed.
create function public.finish_email(email_id uuid, sent boolean) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  email public.email_outbox;
begin
  select * into email from public.email_outbox where id = email_id for update;
  if not found or email.status <> 'sending' then
    return;
  end if;
  if sent then
    update public.email_outbox set status = 'sent', sent_at = now(), lease_until = null where id = email_id;
    update public.email_outbox set status = 'listed' where digest_id = email_id and status = 'held';
  elsif email.created_at <= now() - interval '24 hours' and email.purpose not in ('digest', 'undelivered') then
    update public.email_outbox set status = 'given_up', given_up_at = now(), lease_until = null
     where id = email_id;
    perform private.schedule_digest(email.flow, 'undelivered');
  else
    update public.email_outbox
       set status = 'pending', lease_until = null,
           next_attempt_at = now() + least(interval '1 minute' * power(2, greatest(email.attempts - 1, 0)),
                                            interval '30 minutes')
     where id = email_id;
  end if;
end;
$$;

-- How the queue stands, per flow, purpose and status (counts only): for the team and for tests.
create function public.email_queue_state() returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'flow', flow, 'purpose', purpose, 'status', status, 'count', n,
           'next_attempt_at', next_at) order by flow, purpose, status), '[]'::jsonb)
    from (select flow, purpose, status, count(*) as n,
                 min(next_attempt_at) filter (where status = 'pending') as next_at
            from public.email_outbox group by flow, purpose, status) s
$$;

revoke all on all functions in schema private from public, anon, authenticated, service_role;
revoke all on function public.claim_emails(text, uuid[], integer) from public, anon, authenticated;
revoke all on function public.finish_email(uuid, boolean) from public, anon, authenticated;
revoke all on function public.email_queue_state() from public, anon, authenticated;
grant execute on function public.claim_emails(text, uuid[], integer) to service_role;
grant execute on function public.finish_email(uuid, boolean) to service_role;
grant execute on function public.email_queue_state() to service_role;
