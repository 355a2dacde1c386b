-- Leads that cannot be abused and lose nothing.
--
--   * One row per address: emails are stored trimmed and lower-cased, so the unique constraint
--     leads_email_key (its name is what the site recognises) is case-insensitive in effect.
--   * No address oracle: a visitor's insert for an address already on file is answered exactly like
--     one for a new address (201, no body). The BEFORE INSERT trigger checks the row against the
--     table's constraints first (so an invalid row is refused the same way on both paths), then keeps
--     the returning contact's new message in `lead_messages` and skips the duplicate row.
--   * Rate limit: at most `leads_per_client_per_hour` inserts per client (HTTP 429 beyond).
--   * Every field is stored as the shared schema produces it (site/src/shared/schemas/lead.ts):
--     trimmed, blanks as NULL, the same limits and email format.

-- Rows from before this migration: one row per lower-cased address. Later rows of an address become
-- messages of its first row (marked as notified: the team heard about them as leads).
create table public.lead_messages (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.leads (id) on delete cascade,
  first_name text not null,
  last_name text,
  message text,
  source text not null,
  created_at timestamptz not null default now(),
  -- Set when the team's "returning contact" notification has been sent.
  notification_sent_at timestamptz,
  -- Set when the re-send schedule stopped trying (24 hours of failures): a person must follow up.
  emails_given_up_at timestamptz
);

comment on table public.lead_messages is
  'Messages of returning contacts (a lead insert for an address on file). Server side only.';

create index lead_messages_lead_id_idx on public.lead_messages (lead_id, created_at);
create index lead_messages_pending_idx on public.lead_messages (created_at)
  where notification_sent_at is null and emails_given_up_at is null;

insert into public.lead_messages (lead_id, first_name, last_name, message, source, created_at, notification_sent_at)
select keep.id, dup.first_name, dup.last_name, dup.message, dup.source, dup.created_at,
       coalesce(dup.notification_sent_at, dup.created_at)
  from public.leads dup
  join lateral (
    select k.id from public.leads k
     where lower(btrim(k.email)) = lower(btrim(dup.email))
     order by k.created_at, k.id
     limit 1
  ) keep on keep.id <> dup.id;

delete from public.leads dup
 where exists (
   select 1 from public.leads k
    where lower(btrim(k.email)) = lower(btrim(dup.email))
      and (k.created_at, k.id) < (dup.created_at, dup.id)
 );

update public.leads set
  email = lower(private.trim_text(email)),
  first_name = private.trim_text(first_name),
  last_name = nullif(private.trim_text(last_name), ''),
  message = nullif(private.trim_text(message), ''),
  source = coalesce(nullif(private.trim_text(source), ''), 'website');

alter table public.leads
  -- The confirmation is reserved against the mail ceilings before it is sent, and released when
  -- the send fails; a reservation older than a few minutes without a send is taken over.
  add column confirmation_reserved_at timestamptz,
  -- Set when the re-send schedule stopped trying (24 hours of failures): a person must follow up.
  add column emails_given_up_at timestamptz;

alter table public.leads
  drop constraint leads_email_check,
  drop constraint leads_first_name_check,
  drop constraint leads_last_name_check,
  drop constraint leads_message_check,
  drop constraint leads_source_check;

-- The limits and formats of site/src/shared/schemas/limits.ts (lengthLimits, emailPattern,
-- whitespaceClass): nothing starts or ends with whitespace, blanks are NULL.
alter table public.leads
  add constraint leads_email_check check (
    char_length(email) <= 254 and email = lower(email) and email ~ '^[A-Za-z0-9._%+''-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$'
  ),
  add constraint leads_first_name_check check (
    char_length(first_name) between 1 and 100 and first_name !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
  ),
  add constraint leads_last_name_check check (
    char_length(last_name) between 1 and 100 and last_name !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
  ),
  add constraint leads_message_check check (
    char_length(message) between 1 and 5000 and message !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
  ),
  add constraint leads_source_check check (
    char_length(source) between 1 and 100 and source !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
  );

alter table public.lead_messages
  add constraint lead_messages_first_name_check check (
    char_length(first_name) between 1 and 100 and first_name !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
  ),
  add constraint lead_messages_last_name_check check (
    char_length(last_name) between 1 and 100 and last_name !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
  ),
  add constraint lead_messages_message_check check (
    char_length(message) between 1 and 5000 and message !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
  ),
  add constraint lead_messages_source_check check (
    char_length(source) between 1 and 100 and source !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
  );

-- What the re-send schedule scans: leads with an email still to send.
create index leads_pending_emails_idx on public.leads (created_at)
  where emails_given_up_at is null and (notification_sent_at is null or confirmation_sent_at is null);
-- What the mail ceilings count.
create index leads_confirmation_reserved_at_idx on public.leads (confirmation_reserved_at)
  where confirmation_reserved_at is not null;

alter table public.lead_messages enable row level security;
revoke all on table public.lead_messages from anon, authenticated, service_role;
grant select on table public.lead_messages to service_role;

create function private.leads_before_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  client text;
  existing uuid;
  recent integer;
begin
  new.email := lower(private.trim_text(new.email));
  new.first_name := private.trim_text(new.first_name);
  new.last_name := nullif(private.trim_text(new.last_name), '');
  new.message := nullif(private.trim_text(new.message), '');
  new.source := coalesce(nullif(private.trim_text(new.source), ''), 'website');
  perform private.assert_row_fits('public.leads'::regclass, new);

  client := private.request_client_address();
  if client is not null and not private.take_rate_limit('lead', client) then
    perform private.raise_rate_limited('lead');
  end if;

  -- Concurrent inserts of one address wait here, so the second one finds the first.
  perform pg_advisory_xact_lock(hashtextextended('lead/' || new.email, 0));
  select id into existing from public.leads where email = new.email;
  if existing is null then
    return new;
  end if;

  select count(*) into recent
    from public.lead_messages
   where lead_id = existing and created_at > now() - interval '24 hours';
  if recent < private.rate_limit('returning_contact_notifications_per_address_per_day') then
    insert into public.lead_messages (lead_id, first_name, last_name, message, source)
    values (existing, new.first_name, new.last_name, new.message, new.source);
  end if;
  return null;
end;
$$;

create trigger leads_before_insert
  before insert on public.leads
  for each row execute function private.leads_before_insert();

-- The no-JavaScript contact form's insert, made by the form-relay function for the visitor whose
-- address the edge API reports (see supabase/functions/README.md): the same insert as the browser's,
-- counted against that visitor. Service role only.
create function public.submit_lead(lead jsonb, client_address text) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  perform set_config('app.client_address', coalesce(nullif(btrim(client_address), ''), 'unknown'), true);
  insert into public.leads (email, first_name, last_name, message, source, status)
  values (lead ->> 'email', lead ->> 'first_name', lead ->> 'last_name', lead ->> 'message',
          lead ->> 'source', 'new');
  perform set_config('app.client_address', '', true);
end;
$$;

revoke all on function private.leads_before_insert() from public, anon, authenticated, service_role;
revoke all on function public.submit_lead(jsonb, text) from public, anon, authenticated;
grant execute on function public.submit_lead(jsonb, text) to service_role;
