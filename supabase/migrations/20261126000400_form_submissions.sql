-- How each form's submission is stored: one SECURITY DEFINER function per form, called by the
-- Supabase function that owns the form (service role only), with the visitor's address as the edge
-- API reported it. Each counts the client against its hourly limits (HTTP 429 beyond), stores the
-- row, and queues its emails in the same transaction, answering the queued email ids so the caller
-- can send them at once. The payload was checked by the shared schema twice already (edge API and
-- function); the domains refuse anything else.
--
-- Per-address rules for visitor email, decided here while the address is locked:
--   * a lead's confirmation: once, when the address is new (one row per address);
--   * an application's confirmation: at most one per address and position per 24 hours, and
--     `application_confirmations_per_address_per_day` per address;
--   * a newsletter confirmation: `newsletter_confirmations_per_address_per_day` per address.
-- No answer tells whether an address was already on file.

-- A lead, or a returning contact's message when the address is on file.
create function public.submit_lead(lead jsonb, client_address text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  address private.email_address := lead ->> 'email';
  existing public.leads;
  stored uuid;
  message_id uuid;
  emails uuid[];
begin
  if not private.take_rate_limit('lead', private.client_or_unknown(client_address)) then
    perform private.raise_rate_limited('lead');
  end if;
  -- Concurrent submissions of one address wait here, so the second one finds the first.
  perform pg_advisory_xact_lock(hashtextextended('lead/' || address, 0));
  select * into existing from public.leads where email = address;
  if not found then
    insert into public.leads (email, first_name, last_name, message, source)
    values (address, lead ->> 'first_name', lead ->> 'last_name', lead ->> 'message', lead ->> 'source')
    returning id into stored;
    emails := array[
      private.enqueue_email('lead', 'notification', 'lead_id', stored),
      private.enqueue_email('lead', 'confirmation', 'lead_id', stored)
    ];
  else
    insert into public.lead_messages (lead_id, first_name, last_name, message, source)
    values (existing.id, lead ->> 'first_name', lead ->> 'last_name', lead ->> 'message', lead ->> 'source')
    returning id into message_id;
    update public.leads set last_contact_at = now() where id = existing.id;
    -- Past the per-address number of notifications a day, the message waits for the team's digest.
    emails := array[private.enqueue_email('lead', 'returning_contact', 'lead_message_id', message_id,
      (select count(*) from public.email_outbox o join public.lead_messages m on m.id = o.lead_message_id
        where m.lead_id = existing.id and o.purpose = 'returning_contact' and o.status <> 'held'
          and o.created_at > now() - interval '24 hours')
      >= private.rate_limit('returning_contact_notifications_per_address_per_day'))];
  end if;
  return jsonb_build_object('emails', to_jsonb(emails));
end;
$$;

-- The position an application is for, as the confirmation rule compares it.
create function private.position_key(position_type text, position_title text) returns text
language sql immutable
set search_path = ''
as $$
  select case when position_type = 'general' or position_title is null then 'general'
              else lower(position_title) end
$$;

-- An application, or the one already stored under its idempotency key (a retry: not counted again,
-- nothing queued again).
create function public.submit_job_application(application jsonb, client_address text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  key uuid := (application ->> 'idempotency_key')::uuid;
  stored public.job_applications;
  emails uuid[];
  wanted_position text;
begin
  perform pg_advisory_xact_lock(hashtextextended('job-application/' || key::text, 0));
  if exists (select 1 from public.job_applications where idempotency_key = key) then
    return jsonb_build_object('emails', '[]'::jsonb);
  end if;
  if not private.take_rate_limit('application', private.client_or_unknown(client_address)) then
    perform private.raise_rate_limited('application');
  end if;
  perform pg_advisory_xact_lock(hashtextextended('job-application-address/' || (application ->> 'email'), 0));
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
        where o.purpose = 'confirmation' and other.email = stored.email and other.id <> stored.id
          and o.created_at > now() - interval '24 hours'
          and private.position_key(other.position_type, other.position_title) = wanted_position)
     and (select count(*) from public.email_outbox o join public.job_applications other on other.id = o.application_id
           where o.purpose = 'confirmation' and other.email = stored.email and other.id <> stored.id
             and o.created_at > now() - interval '24 hours')
         < private.rate_limit('application_confirmations_per_address_per_day') then
    emails := emails || private.enqueue_email('application', 'confirmation', 'application_id', stored.id);
  end if;
  return jsonb_build_object('emails', to_jsonb(emails));
end;
$$;

-- A newsletter sign-up: a pending subscription and one confirmation email (double opt-in). An address
-- already confirmed, or asked to confirm within the day, is answered the same and mailed nothing.
create function public.submit_newsletter_signup(signup jsonb, client_address text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  address private.email_address := signup ->> 'email';
  subscriber public.newsletter_subscribers;
  emails uuid[] := array[]::uuid[];
begin
  if not private.take_rate_limit('newsletter', private.client_or_unknown(client_address)) then
    perform private.raise_rate_limited('newsletter');
  end if;
  perform pg_advisory_xact_lock(hashtextextended('newsletter/' || address, 0));
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
     and (select count(*) from public.email_outbox
           where subscriber_id = subscriber.id and purpose = 'confirmation'
             and created_at > now() - interval '24 hours')
         < private.rate_limit('newsletter_confirmations_per_address_per_day') then
    emails := array[private.enqueue_email('newsletter', 'confirmation', 'subscriber_id', subscriber.id)];
  end if;
  return jsonb_build_object('emails', to_jsonb(emails));
end;
$$;

-- Confirms the subscription a confirmation link names: 'confirmed' (also when it already was),
-- 'expired' (the link is older than 7 days), or 'invalid' (forged, or the sign-up is gone).
create function public.confirm_newsletter_subscription(token text) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  link jsonb := private.read_link(token, 'confirm');
  subscriber public.newsletter_subscribers;
begin
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

-- Removes the subscriber an unsubscribe link names, with everything queued for it: 'unsubscribed'
-- (also when it already was gone), or 'invalid' for a forged link.
create function public.unsubscribe_newsletter(token text) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  link jsonb := private.read_link(token, 'unsubscribe');
begin
  if link is null then
    return 'invalid';
  end if;
  delete from public.newsletter_subscribers where id = (link ->> 'subscriber')::uuid;
  return 'unsubscribed';
end;
$$;

revoke all on all functions in schema private from public, anon, authenticated, service_role;
revoke all on function public.submit_lead(jsonb, text) from public, anon, authenticated;
revoke all on function public.submit_job_application(jsonb, text) from public, anon, authenticated;
revoke all on function public.submit_newsletter_signup(jsonb, text) from public, anon, authenticated;
grant execute on function public.submit_lead(jsonb, text) to service_role;
grant execute on function public.submit_job_application(jsonb, text) to service_role;
grant execute on function public.submit_newsletter_signup(jsonb, text) to service_role;
revoke all on function public.confirm_newsletter_subscription(text) from public, anon, authenticated;
revoke all on function public.unsubscribe_newsletter(text) from public, anon, authenticated;
grant execute on function public.confirm_newsletter_subscription(text) to service_role;
grant execute on function public.unsubscribe_newsletter(text) to service_role;
