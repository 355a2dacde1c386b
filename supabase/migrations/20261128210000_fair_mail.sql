-- Fair under flood: no visitor's email waits behind an attacker's.
--
--   * Each flow has its own share of the visitor ceiling (`<flow>_confirmations_per_hour` and
--     `_per_day`; together they equal `visitor_emails_per_hour` and `_per_day`, which still cap the
--     sum). An email over its flow's share waits, as before, until the share has room.
--   * Visitor emails are also counted per network of the client whose submission queued them (its
--     IPv4 /24 or IPv6 /48): `confirmations_per_network_per_hour` and `_per_day` per flow. A
--     confirmation over its network's share is not sent at all (status `dropped`): so a few clients
--     can take only a few emails of a share, never the whole of it, and their surplus never queues
--     in front of anyone. The row, and what it is about, stays stored; the team still hears of it.
--   * Team notifications have their ceiling per form (`team_notifications_per_hour` now counts one
--     flow's): an application is never held because of contact-form traffic.
--   * When a ceiling trips, the team gets one short notice (purpose `ceiling`), at most one per
--     ceiling and flow a day.
--   * Per-address rules count `local+tag@domain` as `local@domain` (`private.mailbox_key`); the
--     stored address stays as typed.
--   * The newsletter's link pages count their client too (`newsletter_links_per_client_per_hour`...),
--     before the token is read: past the limit every token gets the same answer.
--   * The client hashes: the salt rotates daily (one per UTC day, in its own table, deleted when the
--     day ends), the hourly counts are deleted after an hour, and a queued email's network hash when
--     its day ends (`private.purge_client_hashes`, hourly on the schedule and on every submission).
--
-- Every number equals `rateLimitDefaults` of shared/schemas/limits.ts.

insert into private.rate_limits (name, default_value) values
  ('lead_confirmations_per_hour', 8),
  ('lead_confirmations_per_day', 20),
  ('application_confirmations_per_hour', 6),
  ('application_confirmations_per_day', 15),
  ('newsletter_confirmations_per_hour', 6),
  ('newsletter_confirmations_per_day', 15),
  ('confirmations_per_network_per_hour', 1),
  ('confirmations_per_network_per_day', 3),
  ('newsletter_links_per_client_per_hour', 20),
  ('newsletter_links_per_ipv6_56_per_hour', 40),
  ('newsletter_links_per_ipv6_48_per_hour', 80);

-- The salts of the client hashes, one per UTC day. Kept apart from the hashes they protect, and
-- deleted when their day is over: a hash can then no longer be recomputed from any address.
create table private.client_hash_salts (
  day date primary key,
  salt text not null check (salt ~ '^[0-9a-f]{64}$')
);

delete from private.secrets where name = 'rate_limit_salt';

-- The start of the current UTC day: when the current salt was made.
create function private.salt_day_start() returns timestamptz
language sql stable
set search_path = ''
as $$ select date_trunc('day', now() at time zone 'utc') at time zone 'utc' $$;

-- Deletes what the client hashes no longer need: the counts older than an hour, the salts and the
-- queued emails' network hashes of days gone by. Hourly on the schedule, and on every count.
create function private.purge_client_hashes() returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  delete from private.rate_limit_events
   where created_at < greatest(now() - interval '1 hour', private.salt_day_start());
  delete from private.client_hash_salts where day < (now() at time zone 'utc')::date;
  update public.email_outbox set client_network = null
   where client_network is not null and created_at < private.salt_day_start();
end;
$$;

-- Today's salt, made from the database's strong random source on the day's first use.
create function private.client_salt() returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  today constant date := (now() at time zone 'utc')::date;
  result text;
begin
  insert into private.client_hash_salts (day, salt)
  values (today, encode(extensions.gen_random_bytes(32), 'hex'))
  on conflict (day) do nothing;
  select salt into result from private.client_hash_salts where day = today;
  return result;
end;
$$;

create function private.client_hash(key text) returns text
language sql volatile security definer
set search_path = ''
as $$ select encode(extensions.digest(private.client_salt() || '/' || key, 'sha256'), 'hex') $$;

-- The network a client's visitor emails are counted in: an IPv4 address's /24 (also when written as
-- IPv4-mapped IPv6), an IPv6 address's /48; 'unknown' for anything else.
create function private.mail_network(address text) returns text
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
  if family(parsed) = 6 and parsed << inet '::ffff:0.0.0.0/96' then
    parsed := substr(host(parsed), 8)::inet;
  end if;
  if family(parsed) = 4 then
    return 'ipv4/' || host(network(set_masklen(parsed, 24))) || '/24';
  end if;
  return 'ipv6/' || host(network(set_masklen(parsed, 48))) || '/48';
end;
$$;

-- The mailbox an address reaches, for the per-address rules: `local+tag@domain` is `local@domain`.
create function private.mailbox_key(address text) returns text
language sql immutable
set search_path = ''
as $$
  select lower(split_part(split_part(btrim(address), '@', 1), '+', 1) || '@' || split_part(btrim(address), '@', 2))
$$;

create index leads_mailbox_idx on public.leads (private.mailbox_key(email));
create index job_applications_mailbox_idx on public.job_applications (private.mailbox_key(email), created_at);
create index newsletter_subscribers_mailbox_idx on public.newsletter_subscribers (private.mailbox_key(email));

alter table private.rate_limit_events drop constraint rate_limit_events_form_check;
alter table private.rate_limit_events add constraint rate_limit_events_form_check
  check (form in ('lead', 'application', 'newsletter', 'newsletter_link'));

comment on table private.rate_limit_events is
  'Accepted requests per salted client hash and scope, for the hourly limits. Deleted after an hour.';

-- Counts one request of `form` for the client, unless one of its scopes reached its hourly limit
-- (`clientLimitName`): then nothing is counted and the answer is false. Serialised per form and key.
create or replace function private.take_rate_limit(form text, client_address text) returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  noun text := case form
    when 'lead' then 'leads'
    when 'application' then 'applications'
    when 'newsletter' then 'newsletter_signups'
    when 'newsletter_link' then 'newsletter_links'
  end;
  counted record;
begin
  if noun is null then
    raise exception 'unknown form %', form;
  end if;
  perform private.purge_client_hashes();
  for counted in
    select k.scope, private.client_hash(k.key) as hash
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
  select take_rate_limit.form, k.scope, private.client_hash(k.key)
    from private.client_keys(client_address) k;
  return true;
end;
$$;

-- The queue: a visitor email carries its client's network hash; a `ceiling` notice names the ceiling
-- that tripped; an email over its network's share is `dropped`.
alter table public.email_outbox add column client_network text check (client_network ~ '^[0-9a-f]{64}$');
alter table public.email_outbox add column ceiling text references private.rate_limits (name);
alter table public.email_outbox drop constraint email_outbox_purpose_check;
alter table public.email_outbox add constraint email_outbox_purpose_check check (
  purpose in ('notification', 'returning_contact', 'confirmation', 'issue', 'digest', 'undelivered', 'ceiling')
);
alter table public.email_outbox drop constraint email_outbox_status_check;
alter table public.email_outbox add constraint email_outbox_status_check check (
  status in ('pending', 'sending', 'sent', 'held', 'listed', 'given_up', 'dropped')
);
alter table public.email_outbox drop constraint email_outbox_subject_check;
alter table public.email_outbox add constraint email_outbox_subject_check check (
  num_nonnulls(lead_id, lead_message_id, application_id, subscriber_id) = case
    when purpose in ('digest', 'undelivered', 'ceiling') then 0 else 1 end
  and (issue_id is not null) = (purpose = 'issue')
  and (ceiling is not null) = (purpose = 'ceiling')
);
create index email_outbox_network_idx on public.email_outbox (client_network, sent_at) where client_network is not null;

-- Queues the team's notice that `ceiling` tripped for `flow`, unless one went out or waits already
-- within the last 24 hours.
create function private.notify_ceiling(wanted_flow text, wanted_ceiling text) returns void
language plpgsql volatile
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('email-ceiling/' || wanted_flow || '/' || wanted_ceiling, 0));
  if not exists (select 1 from public.email_outbox
                  where flow = wanted_flow and purpose = 'ceiling' and ceiling = wanted_ceiling
                    and created_at > now() - interval '24 hours') then
    insert into public.email_outbox (flow, purpose, ceiling) values (wanted_flow, 'ceiling', wanted_ceiling);
  end if;
end;
$$;

-- Emails of an audience (of one flow, when given) that went out, or are being sent, since `since`.
create or replace function private.emails_out_since(wanted_audience text, since timestamptz, wanted_flow text default null)
returns bigint
language sql stable
set search_path = ''
as $$
  select count(*) from public.email_outbox
   where private.audience(purpose) = wanted_audience
     and (wanted_flow is null or flow = wanted_flow)
     and (sent_at > since or (status = 'sending' and lease_until > now()))
$$;

-- When the ceilings of an audience let one more email of `wanted_flow` out, and the ceiling that
-- keeps it waiting: { opens, ceiling } (ceiling null when it is now). Visitors: the site's
-- `visitor_emails_per_hour` and `_per_day`, and the flow's share `<flow>_confirmations_per_hour` and
-- `_per_day`; the team: `team_notifications_per_hour` of the flow.
create function private.flow_ceiling(wanted_audience text, wanted_flow text) returns jsonb
language plpgsql stable
set search_path = ''
as $$
declare
  opens timestamptz := now();
  binding text;
  -- [setting, window, counted per flow]
  windows constant jsonb := case wanted_audience
    when 'visitor' then jsonb_build_array(
      jsonb_build_array('visitor_emails_per_hour', '1 hour', false),
      jsonb_build_array('visitor_emails_per_day', '24 hours', false),
      jsonb_build_array(wanted_flow || '_confirmations_per_hour', '1 hour', true),
      jsonb_build_array(wanted_flow || '_confirmations_per_day', '24 hours', true))
    when 'team' then '[["team_notifications_per_hour", "1 hour", true]]'::jsonb
    else '[]'::jsonb
  end;
  ceiling jsonb;
  span interval;
  allowed integer;
  per_flow text;
  oldest timestamptz;
begin
  for ceiling in select value from jsonb_array_elements(windows) loop
    span := (ceiling ->> 1)::interval;
    allowed := private.rate_limit(ceiling ->> 0);
    per_flow := case when (ceiling ->> 2)::boolean then wanted_flow end;
    if private.emails_out_since(wanted_audience, now() - span, per_flow) >= allowed then
      select coalesce(sent_at, now()) into oldest
        from public.email_outbox
       where private.audience(purpose) = wanted_audience
         and (per_flow is null or flow = per_flow)
         and (sent_at > now() - span or (status = 'sending' and lease_until > now()))
       order by coalesce(sent_at, now()) desc
       offset greatest(allowed - 1, 0) limit 1;
      if coalesce(oldest, now()) + span > opens then
        opens := coalesce(oldest, now()) + span;
        binding := ceiling ->> 0;
      end if;
    end if;
  end loop;
  return jsonb_build_object('opens', opens, 'ceiling', binding);
end;
$$;

-- The network share a visitor email is over, or null: `confirmations_per_network_per_hour` and
-- `_per_day` (the day being the salt's), counted per flow.
create function private.network_share_over(email public.email_outbox) returns text
language sql stable
set search_path = ''
as $$
  select case
    when email.client_network is null then null
    when (select count(*) from public.email_outbox o
           where o.client_network = email.client_network and o.flow = email.flow and o.purpose = 'confirmation'
             and (o.sent_at > now() - interval '1 hour' or (o.status = 'sending' and o.lease_until > now())))
         >= private.rate_limit('confirmations_per_network_per_hour') then 'confirmations_per_network_per_hour'
    when (select count(*) from public.email_outbox o
           where o.client_network = email.client_network and o.flow = email.flow and o.purpose = 'confirmation'
             and (o.sent_at >= private.salt_day_start() or (o.status = 'sending' and o.lease_until > now())))
         >= private.rate_limit('confirmations_per_network_per_day') then 'confirmations_per_network_per_day'
  end
$$;

-- Queues one email. `held` queues it straight for the digest (a per-address rule said so); a visitor
-- email carries the network of the client whose submission queued it.
drop function private.enqueue_email(text, text, text, uuid, boolean);
create function private.enqueue_email(
  wanted_flow text, wanted_purpose text, subject_column text, subject_id uuid, held boolean default false,
  client_address text default null
) returns uuid
language plpgsql volatile
set search_path = ''
as $$
declare
  queued uuid;
begin
  execute format(
    'insert into public.email_outbox (flow, purpose, status, client_network, %I) values ($1, $2, $3, $4, $5) returning id',
    subject_column
  ) into queued using wanted_flow, wanted_purpose, case when held then 'held' else 'pending' end,
    case when client_address is not null and private.audience(wanted_purpose) = 'visitor'
         then private.client_hash('network/' || private.mail_network(client_address)) end,
    subject_id;
  if held then
    perform private.schedule_digest(wanted_flow, 'digest');
  end if;
  return queued;
end;
$$;

-- The data an email is rendered from (see the email outbox migration); a ceiling notice gets the
-- ceiling, its value and when it tripped.
create or replace function private.email_subject(email public.email_outbox) returns jsonb
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
    when email.ceiling is not null then
      jsonb_build_object('ceiling', email.ceiling, 'limit', private.rate_limit(email.ceiling),
                         'tripped_at', email.created_at)
  end
$$;

-- Claims the due emails of a flow (see the email outbox migration), now with the fair shares: an
-- email about a restricted row, and a visitor email over its network's share, are dropped; one over its flow's share, or the site's,
-- waits until that opens; a team notification over its form's ceiling is held for the digest. Each
-- ceiling that trips queues the team's notice. Answers { given_up, deferred, held, dropped, emails }.
create or replace function public.claim_emails(flow text, ids uuid[] default null, batch_size integer default 50)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  wanted_flow constant text := flow;
  given_up integer := private.give_up_stale_emails(flow);
  deferred integer := 0;
  held integer := 0;
  dropped integer := 0;
  claimed jsonb := '[]'::jsonb;
  candidate public.email_outbox;
  audience text;
  over_share text;
  -- Each audience's ceiling ({ opens, ceiling }), worked out once and again after each email it counts.
  ceilings jsonb := '{}'::jsonb;
  opens timestamptz;
begin
  perform pg_advisory_xact_lock(hashtextextended('email-claim', 0));
  perform private.purge_client_hashes();
  for candidate in
    select * from public.email_outbox o
     where o.flow = wanted_flow
       and (o.status = 'pending' or (o.status = 'sending' and o.lease_until < now()))
       and o.next_attempt_at <= now()
       and (ids is null or o.id = any (ids))
     order by o.next_attempt_at, o.created_at
  loop
    exit when jsonb_array_length(claimed) >= greatest(batch_size, 1);
    -- Nothing is sent about what a person asked us to restrict (see the privacy rights migration).
    if private.email_withheld(candidate) then
      update public.email_outbox set status = 'dropped', given_up_at = now(), lease_until = null
       where id = candidate.id;
      dropped := dropped + 1;
      continue;
    end if;
    audience := private.audience(candidate.purpose);
    if audience = 'visitor' then
      over_share := private.network_share_over(candidate);
      if over_share is not null then
        update public.email_outbox
           set status = 'dropped', given_up_at = now(), lease_until = null, client_network = null
         where id = candidate.id;
        perform private.notify_ceiling(wanted_flow, over_share);
        dropped := dropped + 1;
        continue;
      end if;
    end if;
    if audience in ('visitor', 'team') then
      if not ceilings ? audience then
        ceilings := ceilings || jsonb_build_object(audience, private.flow_ceiling(audience, wanted_flow));
      end if;
      opens := (ceilings -> audience ->> 'opens')::timestamptz;
      if opens > now() then
        if audience = 'visitor' then
          update public.email_outbox set next_attempt_at = opens, status = 'pending', lease_until = null
           where id = candidate.id;
          deferred := deferred + 1;
        else
          update public.email_outbox set status = 'held', lease_until = null where id = candidate.id;
          perform private.schedule_digest(wanted_flow, 'digest');
          held := held + 1;
        end if;
        perform private.notify_ceiling(wanted_flow, ceilings -> audience ->> 'ceiling');
        continue;
      end if;
      ceilings := ceilings - audience;
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
  return jsonb_build_object('given_up', given_up, 'deferred', deferred, 'held', held, 'dropped', dropped,
                            'emails', claimed);
end;
$$;

-- The three submissions (see the submissions migration), with the per-address rules counted per
-- mailbox (`private.mailbox_key`) and each visitor email counted for its client's network.

-- A lead, or a returning contact's message when the address is on file. The confirmation goes out
-- once per mailbox: not to `ada+2@` when `ada+1@` had one.
create or replace function public.submit_lead(lead jsonb, client_address text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  address private.email_address := lead ->> 'email';
  mailbox constant text := private.mailbox_key(lead ->> 'email');
  client constant text := private.client_or_unknown(client_address);
  existing public.leads;
  stored uuid;
  message_id uuid;
  emails uuid[];
begin
  if not private.take_rate_limit('lead', client) then
    perform private.raise_rate_limited('lead');
  end if;
  -- Concurrent submissions of one mailbox wait here, so the second one finds the first.
  perform pg_advisory_xact_lock(hashtextextended('lead/' || mailbox, 0));
  select * into existing from public.leads where email = address;
  if not found then
    insert into public.leads (email, first_name, last_name, message, source)
    values (address, lead ->> 'first_name', lead ->> 'last_name', lead ->> 'message', lead ->> 'source')
    returning id into stored;
    emails := array[private.enqueue_email('lead', 'notification', 'lead_id', stored)];
    if not exists (select 1 from public.leads
                    where private.mailbox_key(email) = mailbox and id <> stored) then
      emails := emails || private.enqueue_email('lead', 'confirmation', 'lead_id', stored, false, client);
    end if;
  else
    insert into public.lead_messages (lead_id, first_name, last_name, message, source)
    values (existing.id, lead ->> 'first_name', lead ->> 'last_name', lead ->> 'message', lead ->> 'source')
    returning id into message_id;
    update public.leads set last_contact_at = now() where id = existing.id;
    -- Past the per-mailbox number of notifications a day, the message waits for the team's digest.
    emails := array[private.enqueue_email('lead', 'returning_contact', 'lead_message_id', message_id,
      (select count(*) from public.email_outbox o
         join public.lead_messages m on m.id = o.lead_message_id
         join public.leads l on l.id = m.lead_id
        where private.mailbox_key(l.email) = mailbox and o.purpose = 'returning_contact' and o.status <> 'held'
          and o.created_at > now() - interval '24 hours')
      >= private.rate_limit('returning_contact_notifications_per_address_per_day'))];
  end if;
  return jsonb_build_object('emails', to_jsonb(emails));
end;
$$;

-- An application, or the one already stored under its idempotency key (a retry: not counted again,
-- nothing queued again). Confirmations per mailbox: one per position and 24 hours, and at most
-- `application_confirmations_per_address_per_day`.
create or replace function public.submit_job_application(application jsonb, client_address text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  key uuid := (application ->> 'idempotency_key')::uuid;
  mailbox constant text := private.mailbox_key(application ->> 'email');
  client constant text := private.client_or_unknown(client_address);
  stored public.job_applications;
  emails uuid[];
  wanted_position text;
begin
  perform pg_advisory_xact_lock(hashtextextended('job-application/' || key::text, 0));
  if exists (select 1 from public.job_applications where idempotency_key = key) then
    return jsonb_build_object('emails', '[]'::jsonb);
  end if;
  if not private.take_rate_limit('application', client) then
    perform private.raise_rate_limited('application');
  end if;
  perform pg_advisory_xact_lock(hashtextextended('job-application-address/' || mailbox, 0));
  insert into public.job_applications (
    idempotency_key, position_title, position_type, first_name, last_name, email, phone, linkedin_url,
    portfolio_url, cover_letter, experience_years, job_title, company_name, salary_expectation,
    availability, source, retention_consent_at
  )
  select key, r.position_title, r.position_type, r.first_name, r.last_name, r.email, r.phone,
         r.linkedin_url, r.portfolio_url, r.cover_letter, r.experience_years, r.job_title,
         r.company_name, r.salary_expectation, r.availability, r.source,
         case when (application ->> 'retention_consent')::boolean then now() end
    from jsonb_populate_record(null::public.job_applications, application) r
  returning * into stored;

  emails := array[private.enqueue_email('application', 'notification', 'application_id', stored.id)];
  wanted_position := private.position_key(stored.position_type, stored.position_title);
  if not exists (
       select 1 from public.email_outbox o join public.job_applications other on other.id = o.application_id
        where o.purpose = 'confirmation' and private.mailbox_key(other.email) = mailbox and other.id <> stored.id
          and o.created_at > now() - interval '24 hours'
          and private.position_key(other.position_type, other.position_title) = wanted_position)
     and (select count(*) from public.email_outbox o join public.job_applications other on other.id = o.application_id
           where o.purpose = 'confirmation' and private.mailbox_key(other.email) = mailbox and other.id <> stored.id
             and o.created_at > now() - interval '24 hours')
         < private.rate_limit('application_confirmations_per_address_per_day') then
    emails := emails || private.enqueue_email('application', 'confirmation', 'application_id', stored.id,
                                              false, client);
  end if;
  return jsonb_build_object('emails', to_jsonb(emails));
end;
$$;

-- A newsletter sign-up: a pending subscription and one confirmation email (double opt-in), at most
-- `newsletter_confirmations_per_address_per_day` per mailbox.
create or replace function public.submit_newsletter_signup(signup jsonb, client_address text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  address private.email_address := signup ->> 'email';
  mailbox constant text := private.mailbox_key(signup ->> 'email');
  client constant text := private.client_or_unknown(client_address);
  subscriber public.newsletter_subscribers;
  emails uuid[] := array[]::uuid[];
begin
  if not private.take_rate_limit('newsletter', client) then
    perform private.raise_rate_limited('newsletter');
  end if;
  perform pg_advisory_xact_lock(hashtextextended('newsletter/' || mailbox, 0));
  select * into subscriber from public.newsletter_subscribers where email = address;
  if not found then
    insert into public.newsletter_subscribers (email, source)
    values (address, signup ->> 'source')
    returning * into subscriber;
  elsif subscriber.status = 'pending' and subscriber.created_at < now() - private.retention('newsletter_unconfirmed') then
    -- A sign-up older than its confirmation link starts again, so the new link works.
    update public.newsletter_subscribers set created_at = now(), source = signup ->> 'source'
     where id = subscriber.id
    returning * into subscriber;
  end if;
  if subscriber.status = 'pending'
     and (select count(*) from public.email_outbox o join public.newsletter_subscribers s on s.id = o.subscriber_id
           where private.mailbox_key(s.email) = mailbox and o.purpose = 'confirmation'
             and o.created_at > now() - interval '24 hours')
         < private.rate_limit('newsletter_confirmations_per_address_per_day') then
    emails := array[private.enqueue_email('newsletter', 'confirmation', 'subscriber_id', subscriber.id,
                                          false, client)];
  end if;
  return jsonb_build_object('emails', to_jsonb(emails));
end;
$$;

-- The link pages count their client before reading the token (`newsletter_link`): past the limit,
-- every token, valid or forged, gets the same 429.
drop function public.confirm_newsletter_subscription(text);
create function public.confirm_newsletter_subscription(token text, client_address text) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  link jsonb;
  subscriber public.newsletter_subscribers;
begin
  if not private.take_rate_limit('newsletter_link', private.client_or_unknown(client_address)) then
    perform private.raise_rate_limited('newsletter_link');
  end if;
  link := private.read_link(token, 'confirm');
  if link is null then
    return 'invalid';
  end if;
  select * into subscriber from public.newsletter_subscribers where id = (link ->> 'subscriber')::uuid for update;
  if not found then
    return 'invalid';
  elsif subscriber.status = 'confirmed' then
    return 'confirmed';
  elsif (link ->> 'expired')::boolean then
    return 'expired';
  end if;
  update public.newsletter_subscribers set status = 'confirmed', confirmed_at = now() where id = subscriber.id;
  return 'confirmed';
end;
$$;

drop function public.unsubscribe_newsletter(text);
create function public.unsubscribe_newsletter(token text, client_address text) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  link jsonb;
begin
  if not private.take_rate_limit('newsletter_link', private.client_or_unknown(client_address)) then
    perform private.raise_rate_limited('newsletter_link');
  end if;
  link := private.read_link(token, 'unsubscribe');
  if link is null then
    return 'invalid';
  end if;
  delete from public.newsletter_subscribers where id = (link ->> 'subscriber')::uuid;
  return 'unsubscribed';
end;
$$;

revoke all on all functions in schema private from public, anon, authenticated, service_role;
revoke all on function public.confirm_newsletter_subscription(text, text) from public, anon, authenticated;
revoke all on function public.unsubscribe_newsletter(text, text) from public, anon, authenticated;
grant execute on function public.confirm_newsletter_subscription(text, text) to service_role;
grant execute on function public.unsubscribe_newsletter(text, text) to service_role;

-- The schedule (see the schedule migration) gains the hourly purge of the client hashes: at the top of
-- each hour, so a day's salt and the network hashes made with it are gone minutes after the day ends.
create or replace function private.install_schedule() returns text
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
  perform cron.schedule('purge-client-hashes', '0 * * * *', 'select private.purge_client_hashes()');
  return 'scheduled';
end;
$$;

do $migration$
declare
  outcome text := private.install_schedule();
begin
  if outcome <> 'scheduled' then
    raise notice 'The client-hash purge was %: enable the extensions, then run select private.install_schedule();', outcome;
  end if;
end;
$migration$;

revoke all on all functions in schema private from public, anon, authenticated, service_role;

-- The retention job runs once now, so a new project's health check (`public.schedule_health`) counts
-- its 26 hours from the deployment, and nothing already expired waits for the first night.
select private.enforce_retention();
