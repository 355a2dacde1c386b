-- What the privacy policy promises, done by the database: every retention period is a rule of
-- `private.retention_rules` that the daily retention job (`private.enforce_retention`) applies, logging
-- counts only (scheduled daily by the schedule migration); the team's few actions the rules need (a lead became a client, a hiring procedure
-- closed, a consent given or withdrawn, a contact made); access and erasure of everything stored about
-- one address; and sending a newsletter issue to exactly the confirmed subscribers.
--
-- Who may do what: the public functions below are for the service role only (the `npm run privacy`
-- and `npm run newsletter` commands, and the Supabase functions). Nobody else may run them.
--
-- The rules' periods equal shared/retention.ts, and the privacy policy names each rule in its
-- retention table; tests hold all three together.

create table private.retention_rules (
  name text primary key,
  keep interval not null,
  description text not null
);

insert into private.retention_rules (name, keep, description) values
  ('leads_after_last_contact', interval '24 months',
   'Contact enquiries and their further messages, 24 months after the last contact, unless the lead is a client.'),
  ('application_procedure_limit', interval '6 months',
   'A hiring procedure the team never closes counts as ended this long after the application.'),
  ('applications_after_procedure', interval '28 days',
   'Job applications, 4 weeks after their hiring procedure ended.'),
  ('applications_with_consent', interval '1 year',
   'Job applications whose applicant consented, a year after the consent, and never before the 4 weeks after the procedure.'),
  ('newsletter_unconfirmed', interval '7 days',
   'Newsletter sign-ups nobody confirmed, 7 days after the sign-up.'),
  ('email_delivery_records', interval '30 days',
   'The delivery record of an email, 30 days after it was sent or given up.'),
  ('abuse_protection_records', interval '24 hours',
   'Salted hashes of client addresses counted by the hourly limits, after 24 hours.');

create function private.retention(rule text) returns interval
language plpgsql stable
set search_path = ''
as $$
declare
  kept interval;
begin
  select keep into kept from private.retention_rules where name = rule;
  if kept is null then
    raise exception 'unknown retention rule %', rule;
  end if;
  return kept;
end;
$$;

-- True once an application's 4 weeks after its hiring procedure have passed: the procedure ended when
-- the team closed it, or, never closed, at the limit after the application. Counted back from now, so
-- a month's length never moves a boundary.
create function private.procedure_over_for_retention(closed_at timestamptz, applied_at timestamptz)
returns boolean
language sql stable
set search_path = ''
as $$
  select case
    when closed_at is not null then closed_at < now() - private.retention('applications_after_procedure')
    else applied_at < now() - private.retention('applications_after_procedure')
                          - private.retention('application_procedure_limit')
  end
$$;

-- What each run of the retention job deleted, per rule: counts only, never personal data.
create table private.retention_log (
  id bigint generated always as identity primary key,
  ran_at timestamptz not null default now(),
  rule text not null references private.retention_rules (name),
  deleted integer not null check (deleted >= 0)
);

-- The retention job: deletes exactly what has expired under each rule, with everything that depends
-- on it (further messages, queued and sent emails), and logs the counts. Runs daily on the schedule;
-- `public.run_retention()` runs it on demand.
create function private.enforce_retention() returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  counts jsonb := '{}'::jsonb;
  deleted integer;
  rule text;
begin
  delete from public.leads
   where status <> 'client' and last_contact_at < now() - private.retention('leads_after_last_contact');
  get diagnostics deleted = row_count;
  counts := counts || jsonb_build_object('leads_after_last_contact', deleted);

  -- Without consent: 4 weeks after the procedure ended (closed by the team, or its limit reached).
  delete from public.job_applications
   where retention_consent_at is null and private.procedure_over_for_retention(procedure_closed_at, created_at);
  get diagnostics deleted = row_count;
  counts := counts || jsonb_build_object('applications_after_procedure', deleted);

  -- With consent: a year after the consent, and not before the 4 weeks after the procedure.
  delete from public.job_applications
   where retention_consent_at is not null
     and retention_consent_at < now() - private.retention('applications_with_consent')
     and private.procedure_over_for_retention(procedure_closed_at, created_at);
  get diagnostics deleted = row_count;
  counts := counts || jsonb_build_object('applications_with_consent', deleted);

  delete from public.newsletter_subscribers
   where status = 'pending' and created_at < now() - private.retention('newsletter_unconfirmed');
  get diagnostics deleted = row_count;
  counts := counts || jsonb_build_object('newsletter_unconfirmed', deleted);

  delete from public.email_outbox
   where status in ('sent', 'listed', 'given_up')
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

create function public.run_retention() returns jsonb
language sql volatile security definer
set search_path = ''
as $$ select private.enforce_retention() $$;

-- The team's actions. Each answers how many rows it changed.

-- A lead became a client: the 24-month rule no longer deletes it.
create function public.privacy_mark_client(address text) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  update public.leads set status = 'client' where email = lower(btrim(address));
  get diagnostics changed = row_count;
  return changed;
end;
$$;

-- The team was in contact with a lead (a call, an email): its 24 months count from then.
create function public.privacy_record_contact(address text, contacted_at timestamptz default now())
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
  update public.leads set last_contact_at = greatest(last_contact_at, contacted_at)
   where email = lower(btrim(address));
  get diagnostics changed = row_count;
  return changed;
end;
$$;

-- The hiring procedure of a position ended (filled or closed): its open applications count from now.
-- `General Application` closes the general applications.
create function public.privacy_close_procedure(position_title text) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  update public.job_applications set procedure_closed_at = now()
   where procedure_closed_at is null
     and lower(coalesce(job_applications.position_title, '')) = lower(btrim(privacy_close_procedure.position_title));
  get diagnostics changed = row_count;
  return changed;
end;
$$;

-- One applicant's procedure ended (we told them we will not take the application further).
create function public.privacy_close_application(address text) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  update public.job_applications set procedure_closed_at = now()
   where procedure_closed_at is null and email = lower(btrim(address));
  get diagnostics changed = row_count;
  return changed;
end;
$$;

-- An applicant agreed (by email, say) that we keep the application for a year, or withdrew that.
create function public.privacy_record_consent(address text, given boolean) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  update public.job_applications
     set retention_consent_at = case when given then now() end
   where email = lower(btrim(address));
  get diagnostics changed = row_count;
  return changed;
end;
$$;

-- Everything stored about one address, from every table that holds it, with its count of rows.
create function public.privacy_export(address text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  wanted text := lower(btrim(address));
  result jsonb;
begin
  result := jsonb_build_object(
    'address', wanted,
    'leads', coalesce((select jsonb_agg(to_jsonb(l)) from public.leads l where l.email = wanted), '[]'),
    'lead_messages', coalesce((
      select jsonb_agg(to_jsonb(m)) from public.lead_messages m join public.leads l on l.id = m.lead_id
       where l.email = wanted), '[]'),
    'job_applications', coalesce((
      select jsonb_agg(to_jsonb(a)) from public.job_applications a where a.email = wanted), '[]'),
    'newsletter_subscribers', coalesce((
      select jsonb_agg(to_jsonb(s)) from public.newsletter_subscribers s where s.email = wanted), '[]'),
    'email_outbox', coalesce((
      select jsonb_agg(to_jsonb(o)) from public.email_outbox o
       where o.lead_id in (select id from public.leads where email = wanted)
          or o.lead_message_id in (select m.id from public.lead_messages m join public.leads l on l.id = m.lead_id
                                    where l.email = wanted)
          or o.application_id in (select id from public.job_applications where email = wanted)
          or o.subscriber_id in (select id from public.newsletter_subscribers where email = wanted)), '[]')
  );
  return result || jsonb_build_object('found', (
    select sum(jsonb_array_length(value)) from jsonb_each(result) where jsonb_typeof(value) = 'array'
  ));
end;
$$;

-- Deletes everything stored about one address, in every table (its emails with it), and answers the
-- counts per table. The abuse-protection records hold hashes of client addresses, not email addresses,
-- so they cannot be found by one; they are gone after 24 hours anyway.
create function public.privacy_erase(address text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found jsonb := public.privacy_export(address);
  wanted text := lower(btrim(address));
begin
  delete from public.leads where email = wanted;
  delete from public.job_applications where email = wanted;
  delete from public.newsletter_subscribers where email = wanted;
  return jsonb_build_object(
    'leads', jsonb_array_length(found -> 'leads'),
    'lead_messages', jsonb_array_length(found -> 'lead_messages'),
    'job_applications', jsonb_array_length(found -> 'job_applications'),
    'newsletter_subscribers', jsonb_array_length(found -> 'newsletter_subscribers'),
    'email_outbox', jsonb_array_length(found -> 'email_outbox'),
    'found', (found ->> 'found')::integer
  );
end;
$$;

-- Queues a newsletter issue for every confirmed subscriber (one email each, with its own unsubscribe
-- link); the newsletter function sends them. Answers the number of emails queued.
create function public.queue_newsletter_issue(subject text, body text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  issue uuid;
  queued integer;
begin
  insert into public.newsletter_issues (subject, body)
  values (queue_newsletter_issue.subject, queue_newsletter_issue.body)
  returning id into issue;
  insert into public.email_outbox (flow, purpose, subscriber_id, issue_id)
  select 'newsletter', 'issue', s.id, issue from public.newsletter_subscribers s where s.status = 'confirmed';
  get diagnostics queued = row_count;
  return jsonb_build_object('issue', issue, 'queued', queued);
end;
$$;

revoke all on all functions in schema private from public, anon, authenticated, service_role;
revoke all on function public.run_retention() from public, anon, authenticated;
revoke all on function public.privacy_mark_client(text) from public, anon, authenticated;
revoke all on function public.privacy_record_contact(text, timestamptz) from public, anon, authenticated;
revoke all on function public.privacy_close_procedure(text) from public, anon, authenticated;
revoke all on function public.privacy_close_application(text) from public, anon, authenticated;
revoke all on function public.privacy_record_consent(text, boolean) from public, anon, authenticated;
revoke all on function public.privacy_export(text) from public, anon, authenticated;
revoke all on function public.privacy_erase(text) from public, anon, authenticated;
revoke all on function public.queue_newsletter_issue(text, text) from public, anon, authenticated;
grant execute on function public.run_retention() to service_role;
grant execute on function public.privacy_mark_client(text) to service_role;
grant execute on function public.privacy_record_contact(text, timestamptz) to service_role;
grant execute on function public.privacy_close_procedure(text) to service_role;
grant execute on function public.privacy_close_application(text) to service_role;
grant execute on function public.privacy_record_consent(text, boolean) to service_role;
grant execute on function public.privacy_export(text) to service_role;
grant execute on function public.privacy_erase(text) to service_role;
grant execute on function public.queue_newsletter_issue(text, text) to service_role;
