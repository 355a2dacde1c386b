-- Every right of the privacy policy has a command (`npm run privacy`), and each use is logged as a
-- request with its date and outcome, never with the data itself (`private.privacy_requests`):
--
--   * correct <email> <field> <value>  rectification: one field, in every row of the address;
--   * restrict <email> [--lift]         restriction: the rows are kept (the retention job skips them)
--                                       and nothing is sent about them while it lasts;
--   * object <email>                     objection: the lead is marked "no follow-up" (the team sees it,
--                                       record-contact can no longer extend its keeping) and its
--                                       newsletter subscription ends;
--   * end-client <email>                 a client relationship ended: the 24 months start again;
--   * record-consent per application, without restarting a clock already running;
--   * erase, export: as before, logged; erase answers the emails it cannot reach (sent copies in
--     mailboxes), by date, subject and recipient, so the team can delete them by hand.
--
-- The copies: a sent email now records its subject and recipients (`sent_subject`, `sent_to`, given
-- by the function that sent it), kept with the delivery record and deleted with it. What the retention
-- job deletes leaves the same list in `private.mailbox_copies` until the team has read it
-- (`npm run privacy -- mailbox-copies`); the schedule's health names how many wait.

alter table public.leads
  add column restricted_at timestamptz,
  add column no_follow_up_at timestamptz;
alter table public.job_applications add column restricted_at timestamptz;
alter table public.newsletter_subscribers add column restricted_at timestamptz;

alter table public.email_outbox
  add column sent_subject text,
  add column sent_to text;

-- Each use of a privacy command: what was asked, when, and what it did (counts, never the data).
create table private.privacy_requests (
  id bigint generated always as identity primary key,
  requested_at timestamptz not null default now(),
  command text not null,
  outcome text not null
);

create function private.log_privacy_request(command text, outcome jsonb) returns void
language sql volatile
set search_path = ''
as $$ insert into private.privacy_requests (command, outcome) values (command, outcome::text) $$;

-- Sent emails about deleted rows, for the team to delete from its mailbox: date, subject, recipient.
create table private.mailbox_copies (
  id bigint generated always as identity primary key,
  sent_at timestamptz not null,
  subject text,
  recipients text,
  recorded_at timestamptz not null default now()
);

-- The sent emails about the rows of `outbox_ids`, and the digests that listed them, oldest first.
create function private.sent_copies(outbox_ids uuid[]) returns jsonb
language sql stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('sent_at', c.sent_at, 'subject', c.sent_subject, 'to', c.sent_to)
                  order by c.sent_at), '[]'::jsonb)
    from (
      select distinct coalesce(d.sent_at, o.sent_at) as sent_at,
             coalesce(d.sent_subject, o.sent_subject) as sent_subject,
             coalesce(d.sent_to, o.sent_to) as sent_to
        from public.email_outbox o
        left join public.email_outbox d on d.id = o.digest_id and o.status = 'listed'
       where o.id = any (outbox_ids)
         and (o.status = 'sent' or (o.status = 'listed' and d.sent_at is not null))
    ) c
$$;

-- The outbox rows about an address (its leads, their messages, its applications, its subscriptions).
create function private.outbox_ids_of(address text) returns uuid[]
language sql stable
set search_path = ''
as $$
  select coalesce(array_agg(o.id), array[]::uuid[]) from public.email_outbox o
   where o.lead_id in (select id from public.leads where email = address)
      or o.lead_message_id in (select m.id from public.lead_messages m join public.leads l on l.id = m.lead_id
                                where l.email = address)
      or o.application_id in (select id from public.job_applications where email = address)
      or o.subscriber_id in (select id from public.newsletter_subscribers where email = address)
$$;

-- True when an email may not be sent: what it is about is restricted.
create function private.email_withheld(email public.email_outbox) returns boolean
language sql stable
set search_path = ''
as $$
  select exists (select 1 from public.leads where id = email.lead_id and restricted_at is not null)
      or exists (select 1 from public.lead_messages m join public.leads l on l.id = m.lead_id
                  where m.id = email.lead_message_id and l.restricted_at is not null)
      or exists (select 1 from public.job_applications where id = email.application_id and restricted_at is not null)
      or exists (select 1 from public.newsletter_subscribers where id = email.subscriber_id and restricted_at is not null)
$$;

-- What became of a claimed email (see the email outbox migration); a sent one keeps its subject and
-- recipients for the list of mailbox copies.
drop function public.finish_email(uuid, boolean);
create function public.finish_email(
  email_id uuid, sent boolean, sent_subject text default null, sent_to text default null
) returns void
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
    update public.email_outbox
       set status = 'sent', sent_at = now(), lease_until = null,
           sent_subject = finish_email.sent_subject, sent_to = finish_email.sent_to
     where id = email_id;
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

-- The retention job (see the privacy migration): restricted rows are kept while the restriction
-- lasts; the sent copies of what it deletes are listed for the team (`private.mailbox_copies`);
-- emails not sent under a fair share (`dropped`) go with the delivery records.
create or replace function private.enforce_retention() returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  counts jsonb := '{}'::jsonb;
  deleted integer;
  rule text;
  expired_leads uuid[];
  expired_applications uuid[];
  expired_subscribers uuid[];
begin
  select coalesce(array_agg(id), array[]::uuid[]) into expired_leads from public.leads
   where status <> 'client' and restricted_at is null
     and last_contact_at < now() - private.retention('leads_after_last_contact');
  -- Without consent: 4 weeks after the procedure ended. With consent: a year after the consent, and
  -- not before the 4 weeks after the procedure.
  select coalesce(array_agg(id), array[]::uuid[]) into expired_applications from public.job_applications
   where restricted_at is null
     and private.procedure_over_for_retention(procedure_closed_at, created_at)
     and (retention_consent_at is null
          or retention_consent_at < now() - private.retention('applications_with_consent'));
  select coalesce(array_agg(id), array[]::uuid[]) into expired_subscribers from public.newsletter_subscribers
   where status = 'pending' and restricted_at is null
     and created_at < now() - private.retention('newsletter_unconfirmed');

  insert into private.mailbox_copies (sent_at, subject, recipients)
  select (c ->> 'sent_at')::timestamptz, c ->> 'subject', c ->> 'to'
    from jsonb_array_elements(private.sent_copies(array(
      select o.id from public.email_outbox o
       where o.lead_id = any (expired_leads)
          or o.lead_message_id in (select m.id from public.lead_messages m where m.lead_id = any (expired_leads))
          or o.application_id = any (expired_applications)
          or o.subscriber_id = any (expired_subscribers)))) c;

  delete from public.leads where id = any (expired_leads);
  get diagnostics deleted = row_count;
  counts := counts || jsonb_build_object('leads_after_last_contact', deleted);

  delete from public.job_applications where id = any (expired_applications) and retention_consent_at is null;
  get diagnostics deleted = row_count;
  counts := counts || jsonb_build_object('applications_after_procedure', deleted);

  delete from public.job_applications where id = any (expired_applications);
  get diagnostics deleted = row_count;
  counts := counts || jsonb_build_object('applications_with_consent', deleted);

  delete from public.newsletter_subscribers where id = any (expired_subscribers);
  get diagnostics deleted = row_count;
  counts := counts || jsonb_build_object('newsletter_unconfirmed', deleted);

  delete from public.email_outbox
   where status in ('sent', 'listed', 'given_up', 'dropped')
     and coalesce(sent_at, given_up_at, created_at) < now() - private.retention('email_delivery_records')
     -- A digest's list keeps the emails it still has to carry.
     and not exists (
       select 1 from public.email_outbox digest
        where digest.id = email_outbox.digest_id and digest.status in ('pending', 'sending')
     );
  get diagnostics deleted = row_count;
  counts := counts || jsonb_build_object('email_delivery_records', deleted);

  delete from private.rate_limit_events
   where created_at < now() - private.retention('abuse_protection_records');
  get diagnostics deleted = row_count;
  counts := counts || jsonb_build_object('abuse_protection_records', deleted);

  for rule in select key from jsonb_each(counts) loop
    insert into private.retention_log (rule, deleted) values (rule, (counts ->> rule)::integer);
  end loop;
  return counts;
end;
$$;

-- Rectification: sets `field` to `value` in every row of the address that has that field. The
-- domains judge the value as the forms do. Answers the rows changed per table.
create function public.privacy_correct(address text, field text, value text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  wanted constant text := lower(btrim(address));
  allowed constant text[] := array['email', 'first_name', 'last_name', 'phone', 'linkedin_url', 'portfolio_url',
                                   'job_title', 'company_name', 'salary_expectation', 'availability'];
  new_value constant text := case when field = 'email' then lower(btrim(value)) else btrim(value) end;
  result jsonb := '{}'::jsonb;
  target text;
  changed integer;
begin
  if not field = any (allowed) then
    raise exception 'a correction changes one of: %', array_to_string(allowed, ', ');
  end if;
  foreach target in array array['leads', 'job_applications', 'newsletter_subscribers'] loop
    if exists (select 1 from information_schema.columns
                where table_schema = 'public' and table_name = target and column_name = field) then
      execute format('update public.%I set %I = nullif($1, %L) where email = $2', target, field, '')
        using new_value, wanted;
      get diagnostics changed = row_count;
      result := result || jsonb_build_object(target, changed);
    end if;
  end loop;
  perform private.log_privacy_request('correct ' || field, result);
  return result;
end;
$$;

-- Restriction (or its end, `lift`): the address's rows are kept by the retention job and no email
-- about them is sent. Answers the rows changed per table.
create function public.privacy_restrict(address text, lift boolean default false) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  wanted constant text := lower(btrim(address));
  result jsonb := '{}'::jsonb;
  changed integer;
begin
  update public.leads set restricted_at = case when lift then null else now() end
   where email = wanted and (restricted_at is null) <> lift;
  get diagnostics changed = row_count;
  result := result || jsonb_build_object('leads', changed);
  update public.job_applications set restricted_at = case when lift then null else now() end
   where email = wanted and (restricted_at is null) <> lift;
  get diagnostics changed = row_count;
  result := result || jsonb_build_object('job_applications', changed);
  update public.newsletter_subscribers set restricted_at = case when lift then null else now() end
   where email = wanted and (restricted_at is null) <> lift;
  get diagnostics changed = row_count;
  result := result || jsonb_build_object('newsletter_subscribers', changed);
  perform private.log_privacy_request(case when lift then 'lift-restriction' else 'restrict' end, result);
  return result;
end;
$$;

-- Objection: no follow-up for the address's leads, and its newsletter subscription ends.
create function public.privacy_object(address text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  wanted constant text := lower(btrim(address));
  result jsonb := '{}'::jsonb;
  changed integer;
begin
  update public.leads set no_follow_up_at = now() where email = wanted and no_follow_up_at is null;
  get diagnostics changed = row_count;
  result := result || jsonb_build_object('leads', changed);
  delete from public.newsletter_subscribers where email = wanted;
  get diagnostics changed = row_count;
  result := result || jsonb_build_object('newsletter_subscribers', changed);
  perform private.log_privacy_request('object', result);
  return result;
end;
$$;

-- A client relationship ended: the lead is no longer a client, and its 24 months start now.
create function public.privacy_end_client(address text) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  update public.leads set status = 'new', last_contact_at = now()
   where email = lower(btrim(address)) and status = 'client';
  get diagnostics changed = row_count;
  perform private.log_privacy_request('end-client', jsonb_build_object('leads', changed));
  return changed;
end;
$$;

-- A contact the team had with a lead moves its 24 months, unless the person objected to follow-up.
create or replace function public.privacy_record_contact(address text, contacted_at timestamptz default now())
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  if contacted_at > now() then
    raise exception 'a contact cannot be in the future';
  end if;
  if exists (select 1 from public.leads where email = lower(btrim(address)) and no_follow_up_at is not null) then
    raise exception 'this person objected to follow-up: a contact does not extend the keeping of their data';
  end if;
  update public.leads set last_contact_at = greatest(last_contact_at, contacted_at)
   where email = lower(btrim(address));
  get diagnostics changed = row_count;
  return changed;
end;
$$;

-- The applications of an address, for choosing the one a consent is about: id, position, date.
create function public.privacy_applications(address text) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', id, 'position', coalesce(position_title, 'General application'), 'applied_at', created_at,
           'consent_at', retention_consent_at) order by created_at), '[]'::jsonb)
    from public.job_applications where email = lower(btrim(address))
$$;

-- Consent per application: given, it is recorded once (a consent already recorded keeps its date, so
-- its year is not restarted); withdrawn, it is cleared. `application` names one application of the
-- address; it may be left out when the address has only one.
drop function public.privacy_record_consent(text, boolean);
create function public.privacy_record_consent(address text, given boolean, application uuid default null)
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  wanted constant text := lower(btrim(address));
  candidates integer;
  changed integer;
begin
  select count(*) into candidates from public.job_applications
   where email = wanted and (application is null or id = application);
  if application is null and candidates > 1 then
    raise exception 'this address has % applications: name the one the consent is about', candidates;
  end if;
  update public.job_applications
     set retention_consent_at = case when given then coalesce(retention_consent_at, now()) end
   where email = wanted and (application is null or id = application)
     and (not given or retention_consent_at is null);
  get diagnostics changed = row_count;
  perform private.log_privacy_request(case when given then 'record-consent' else 'withdraw-consent' end,
                                      jsonb_build_object('job_applications', changed));
  return changed;
end;
$$;

-- Export, logged (see the privacy migration for what it finds).
create function public.privacy_export_logged(address text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found jsonb := public.privacy_export(address);
begin
  perform private.log_privacy_request('export', jsonb_build_object('found', found -> 'found'));
  return found;
end;
$$;

-- Erasure (see the privacy migration), logged, and answering the sent copies it cannot reach.
create or replace function public.privacy_erase(address text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found jsonb := public.privacy_export(address);
  wanted text := lower(btrim(address));
  copies jsonb := private.sent_copies(private.outbox_ids_of(lower(btrim(address))));
  result jsonb;
begin
  delete from public.leads where email = wanted;
  delete from public.job_applications where email = wanted;
  delete from public.newsletter_subscribers where email = wanted;
  result := jsonb_build_object(
    'leads', jsonb_array_length(found -> 'leads'),
    'lead_messages', jsonb_array_length(found -> 'lead_messages'),
    'job_applications', jsonb_array_length(found -> 'job_applications'),
    'newsletter_subscribers', jsonb_array_length(found -> 'newsletter_subscribers'),
    'email_outbox', jsonb_array_length(found -> 'email_outbox'),
    'found', (found ->> 'found')::integer
  );
  perform private.log_privacy_request('erase', result || jsonb_build_object('mailbox_copies', jsonb_array_length(copies)));
  return result || jsonb_build_object('mailbox_copies', copies);
end;
$$;

-- The copies the retention job left in mailboxes, oldest first; `clear` forgets the ones listed.
create function public.privacy_mailbox_copies(clear boolean default false) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  listed jsonb;
begin
  select coalesce(jsonb_agg(jsonb_build_object('sent_at', sent_at, 'subject', subject, 'to', recipients)
                            order by sent_at), '[]'::jsonb)
    into listed from private.mailbox_copies;
  if clear then
    delete from private.mailbox_copies;
    perform private.log_privacy_request('mailbox-copies', jsonb_build_object('cleared', jsonb_array_length(listed)));
  end if;
  return listed;
end;
$$;

-- The privacy requests, newest first: for the team's records (no personal data in them).
create function public.privacy_requests() returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('requested_at', requested_at, 'command', command,
                                               'outcome', outcome::jsonb) order by requested_at desc), '[]'::jsonb)
    from private.privacy_requests
$$;

-- Is the schedule healthy: did the retention job run within the last 26 hours, and how many mailbox
-- copies wait for the team. For `/api/health` (through the functions) and the team.
create function public.schedule_health() returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'retention_ran_at', (select max(ran_at) from private.retention_log),
    'retention_ok', coalesce((select max(ran_at) from private.retention_log) > now() - interval '26 hours', false),
    'mailbox_copies', (select count(*) from private.mailbox_copies)
  )
$$;

revoke all on all functions in schema private from public, anon, authenticated, service_role;
revoke all on function public.finish_email(uuid, boolean, text, text) from public, anon, authenticated;
revoke all on function public.privacy_correct(text, text, text) from public, anon, authenticated;
revoke all on function public.privacy_restrict(text, boolean) from public, anon, authenticated;
revoke all on function public.privacy_object(text) from public, anon, authenticated;
revoke all on function public.privacy_end_client(text) from public, anon, authenticated;
revoke all on function public.privacy_applications(text) from public, anon, authenticated;
revoke all on function public.privacy_record_consent(text, boolean, uuid) from public, anon, authenticated;
revoke all on function public.privacy_export_logged(text) from public, anon, authenticated;
revoke all on function public.privacy_mailbox_copies(boolean) from public, anon, authenticated;
revoke all on function public.privacy_requests() from public, anon, authenticated;
revoke all on function public.schedule_health() from public, anon, authenticated;
grant execute on function public.finish_email(uuid, boolean, text, text) to service_role;
grant execute on function public.privacy_correct(text, text, text) to service_role;
grant execute on function public.privacy_restrict(text, boolean) to service_role;
grant execute on function public.privacy_object(text) to service_role;
grant execute on function public.privacy_end_client(text) to service_role;
grant execute on function public.privacy_applications(text) to service_role;
grant execute on function public.privacy_record_consent(text, boolean, uuid) to service_role;
grant execute on function public.privacy_export_logged(text) to service_role;
grant execute on function public.privacy_mailbox_copies(boolean) to service_role;
grant execute on function public.privacy_requests() to service_role;
grant execute on function public.schedule_health() to service_role;
