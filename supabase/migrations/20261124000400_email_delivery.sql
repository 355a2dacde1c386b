-- How the functions send email without bombing anyone and without losing anything. Every email is
-- tracked on its row: the team's (lead notification, returning-contact notification, application
-- notification) and the visitor's (lead confirmation, application confirmation). The functions ask
-- these functions (service role only) what is pending, reserve a visitor email before sending it,
-- release the reservation when the send fails, and mark what went out. A scheduled call re-sends
-- what is pending; after 24 hours of failures the row is marked for a person (emails_given_up_at).
--
-- Limits on visitor email (defaults in site/src/shared/schemas/limits.ts):
--   * one lead confirmation per address, ever (one row per address);
--   * one application confirmation per address and position per 24 hours, and at most
--     `application_confirmations_per_address_per_day` per address;
--   * at most `visitor_emails_per_hour` and `visitor_emails_per_day` for the whole site (the email
--     quota); over them a confirmation waits for the next scheduled call.

-- The position an application is for, as the confirmation limit compares it.
create function private.position_key(position_type text, position_title text) returns text
language sql immutable
set search_path = ''
as $$
  select case when position_type = 'general' or position_title is null
    then 'general'
    else lower(private.trim_text(position_title))
  end
$$;

create function private.visitor_email_ceiling_reached() returns boolean
language sql stable
set search_path = ''
as $$
  with reserved as (
    select confirmation_reserved_at as at from public.leads
     where confirmation_reserved_at > now() - interval '24 hours'
    union all
    select applicant_email_reserved_at from public.job_applications
     where applicant_email_reserved_at > now() - interval '24 hours'
  )
  select (select count(*) from reserved where at > now() - interval '1 hour')
           >= private.rate_limit('visitor_emails_per_hour')
      or (select count(*) from reserved) >= private.rate_limit('visitor_emails_per_day')
$$;

-- What send-lead-emails has to do for one address right after the visitor's insert: the lead, if
-- one of its emails is pending, and the returning-contact messages not yet notified.
create function public.lead_email_work(address text) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'leads', coalesce((
      select jsonb_agg(to_jsonb(l) order by l.created_at)
        from public.leads l
       where l.email = lower(private.trim_text(address))
         and l.emails_given_up_at is null
         and (l.notification_sent_at is null or l.confirmation_sent_at is null)
         and l.created_at > now() - interval '24 hours'
    ), '[]'::jsonb),
    'messages', coalesce((
      select jsonb_agg(
               to_jsonb(m) || jsonb_build_object('email', l.email, 'first_contact_at', l.created_at)
               order by m.created_at)
        from public.lead_messages m
        join public.leads l on l.id = m.lead_id
       where l.email = lower(private.trim_text(address))
         and m.notification_sent_at is null
         and m.emails_given_up_at is null
         and m.created_at > now() - interval '24 hours'
    ), '[]'::jsonb)
  )
$$;

-- What the scheduled re-send has to do: marks rows whose emails failed for 24 hours as given up
-- (for a person), then answers the oldest pending leads and messages.
create function public.pending_lead_email_work(batch_size integer) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  leads_given_up integer;
  messages_given_up integer;
begin
  update public.leads set emails_given_up_at = now()
   where emails_given_up_at is null
     and (notification_sent_at is null or confirmation_sent_at is null)
     and created_at <= now() - interval '24 hours';
  get diagnostics leads_given_up = row_count;
  update public.lead_messages set emails_given_up_at = now()
   where emails_given_up_at is null
     and notification_sent_at is null
     and created_at <= now() - interval '24 hours';
  get diagnostics messages_given_up = row_count;
  return jsonb_build_object(
    'gave_up', leads_given_up + messages_given_up,
    'leads', coalesce((
      select jsonb_agg(to_jsonb(l) order by l.created_at)
        from (
          select * from public.leads
           where emails_given_up_at is null
             and (notification_sent_at is null or confirmation_sent_at is null)
           order by created_at
           limit batch_size
        ) l
    ), '[]'::jsonb),
    'messages', coalesce((
      select jsonb_agg(m.row || jsonb_build_object('email', l.email, 'first_contact_at', l.created_at)
                       order by m.created_at)
        from (
          select to_jsonb(x) as row, x.lead_id, x.created_at from public.lead_messages x
           where x.notification_sent_at is null and x.emails_given_up_at is null
           order by x.created_at
           limit batch_size
        ) m
        join public.leads l on l.id = m.lead_id
    ), '[]'::jsonb)
  );
end;
$$;

create function public.pending_application_email_work(batch_size integer) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  given_up integer;
begin
  update public.job_applications set emails_given_up_at = now()
   where emails_given_up_at is null
     and (team_emailed_at is null or (applicant_emailed_at is null and applicant_email_skipped_at is null))
     and created_at <= now() - interval '24 hours';
  get diagnostics given_up = row_count;
  return jsonb_build_object(
    'gave_up', given_up,
    'applications', coalesce((
      select jsonb_agg(to_jsonb(a) order by a.created_at)
        from (
          select * from public.job_applications
           where emails_given_up_at is null
             and (team_emailed_at is null or (applicant_emailed_at is null and applicant_email_skipped_at is null))
           order by created_at
           limit batch_size
        ) a
    ), '[]'::jsonb)
  );
end;
$$;

-- Reserves the visitor email of a lead ('lead') or an application ('application') before it is
-- sent. Answers:
--   'send'      reserved: send it, then mark it sent (or release it when the send fails);
--   'done'      already sent;  'busy'  another call is sending it right now;
--   'deferred'  the site's hourly or daily ceiling is reached: try again on the next scheduled call;
--   'skip'      not to be sent (given up, or the address already got this confirmation).
-- Serialised by advisory locks (per address, then the ceiling), so concurrent calls count exactly.
create function public.reserve_visitor_email(kind text, row_id uuid) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  lease constant interval := interval '2 minutes';
  lead public.leads;
  application public.job_applications;
  wanted_position text;
begin
  if kind = 'lead' then
    perform pg_advisory_xact_lock(hashtextextended('visitor-email-ceiling', 0));
    select * into lead from public.leads where id = row_id for update;
    if not found or lead.emails_given_up_at is not null then
      return 'skip';
    elsif lead.confirmation_sent_at is not null then
      return 'done';
    elsif lead.confirmation_reserved_at > now() - lease then
      return 'busy';
    elsif lead.confirmation_reserved_at is null and private.visitor_email_ceiling_reached() then
      return 'deferred';
    end if;
    update public.leads set confirmation_reserved_at = now() where id = row_id;
    return 'send';
  elsif kind = 'application' then
    select * into application from public.job_applications where id = row_id;
    if not found then
      return 'skip';
    end if;
    perform pg_advisory_xact_lock(hashtextextended('application-confirmation/' || application.email, 0));
    perform pg_advisory_xact_lock(hashtextextended('visitor-email-ceiling', 0));
    select * into application from public.job_applications where id = row_id for update;
    if application.emails_given_up_at is not null or application.applicant_email_skipped_at is not null then
      return 'skip';
    elsif application.applicant_emailed_at is not null then
      return 'done';
    elsif application.applicant_email_reserved_at > now() - lease then
      return 'busy';
    elsif application.applicant_email_reserved_at is null then
      wanted_position := private.position_key(application.position_type, application.position_title);
      if exists (
           select 1 from public.job_applications other
            where other.email = application.email
              and other.id <> application.id
              and other.applicant_email_reserved_at > now() - interval '24 hours'
              and private.position_key(other.position_type, other.position_title) = wanted_position
         )
         or (
           select count(*) from public.job_applications other
            where other.email = application.email
              and other.id <> application.id
              and other.applicant_email_reserved_at > now() - interval '24 hours'
         ) >= private.rate_limit('application_confirmations_per_address_per_day') then
        update public.job_applications set applicant_email_skipped_at = now() where id = row_id;
        return 'skip';
      elsif private.visitor_email_ceiling_reached() then
        return 'deferred';
      end if;
    end if;
    update public.job_applications set applicant_email_reserved_at = now() where id = row_id;
    return 'send';
  end if;
  raise exception 'unknown visitor email kind %', kind;
end;
$$;

-- Gives a reservation back after a failed send, so the next call can try again.
create function public.release_visitor_email(kind text, row_id uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if kind = 'lead' then
    update public.leads set confirmation_reserved_at = null
     where id = row_id and confirmation_sent_at is null;
  elsif kind = 'application' then
    update public.job_applications set applicant_email_reserved_at = null
     where id = row_id and applicant_emailed_at is null;
  else
    raise exception 'unknown visitor email kind %', kind;
  end if;
end;
$$;

-- Marks one email as sent: kind 'lead' (recipient 'team' or 'visitor'), 'lead_message' ('team'),
-- 'application' ('team' or 'visitor').
create function public.mark_email_sent(kind text, row_id uuid, recipient text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  case kind || '/' || recipient
    when 'lead/team' then
      update public.leads set notification_sent_at = coalesce(notification_sent_at, now()) where id = row_id;
    when 'lead/visitor' then
      update public.leads set confirmation_sent_at = coalesce(confirmation_sent_at, now()),
                              confirmation_reserved_at = coalesce(confirmation_reserved_at, now())
       where id = row_id;
    when 'lead_message/team' then
      update public.lead_messages set notification_sent_at = coalesce(notification_sent_at, now())
       where id = row_id;
    when 'application/team' then
      update public.job_applications set team_emailed_at = coalesce(team_emailed_at, now()) where id = row_id;
    when 'application/visitor' then
      update public.job_applications set applicant_emailed_at = coalesce(applicant_emailed_at, now()),
             applicant_email_reserved_at = coalesce(applicant_email_reserved_at, now())
       where id = row_id;
    else
      raise exception 'unknown email %/%', kind, recipient;
  end case;
end;
$$;

revoke all on function private.position_key(text, text) from public, anon, authenticated, service_role;
revoke all on function private.visitor_email_ceiling_reached() from public, anon, authenticated, service_role;

revoke all on function public.lead_email_work(text) from public, anon, authenticated;
revoke all on function public.pending_lead_email_work(integer) from public, anon, authenticated;
revoke all on function public.pending_application_email_work(integer) from public, anon, authenticated;
revoke all on function public.reserve_visitor_email(text, uuid) from public, anon, authenticated;
revoke all on function public.release_visitor_email(text, uuid) from public, anon, authenticated;
revoke all on function public.mark_email_sent(text, uuid, text) from public, anon, authenticated;

grant execute on function public.lead_email_work(text) to service_role;
grant execute on function public.pending_lead_email_work(integer) to service_role;
grant execute on function public.pending_application_email_work(integer) to service_role;
grant execute on function public.reserve_visitor_email(text, uuid) to service_role;
grant execute on function public.release_visitor_email(text, uuid) to service_role;
grant execute on function public.mark_email_sent(text, uuid, text) to service_role;
