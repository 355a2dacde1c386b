-- Leads from the contact form (/sign-up) and its no-JavaScript fallback (/api/contact).
--
-- Who may do what, and why:
--   * Visitors (anon, and authenticated should a session ever exist) may only INSERT a new lead, and
--     only the columns a visitor fills in. They may never read, change or delete a lead: the table
--     holds other people's contact details, and an insert that could be read back would let anyone
--     test whether an address is already on file.
--   * The browser therefore inserts WITHOUT asking for the row back (Prefer: return=minimal); a
--     repeated address fails on leads_email_key (23505), which the site treats as success.
--   * The send-lead-emails edge function uses the service role to find a fresh lead and to mark it
--     confirmed. The service role bypasses RLS, so its column grants are the real limit on it.

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  first_name text not null,
  last_name text,
  message text,
  source text not null default 'website',
  status text not null default 'new',
  created_at timestamptz not null default now(),
  -- Set when the confirmation email is claimed/sent (the claim that makes it go out once).
  confirmation_sent_at timestamptz,
  -- Set when the team notification for this lead has been sent.
  notification_sent_at timestamptz,

  -- The site relies on this exact name to recognise a returning visitor (error 23505 on it = success).
  constraint leads_email_key unique (email),
  constraint leads_email_check check (
    char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  constraint leads_first_name_check check (char_length(first_name) between 1 and 100),
  constraint leads_last_name_check check (char_length(last_name) <= 100),
  constraint leads_message_check check (char_length(message) <= 5000),
  constraint leads_source_check check (char_length(source) between 1 and 100),
  -- Only 'new' is a known status; widen this when a workflow needs more.
  constraint leads_status_check check (status in ('new'))
);

comment on table public.leads is
  'Contact form leads. Visitors may insert only; the send-lead-emails function reads and marks them.';

alter table public.leads enable row level security;

-- Supabase grants ALL on new public tables to anon, authenticated and service_role by default
-- privileges. Start from nothing and grant back exactly what each role needs.
revoke all on table public.leads from anon, authenticated, service_role;

grant insert (email, first_name, last_name, message, source, status)
  on table public.leads to anon, authenticated;

-- A visitor can create a lead, and only a new one. No select/update/delete policy exists, so with RLS
-- on those operations see and touch no rows even if a grant were added by mistake.
create policy "Visitors can submit a new lead"
  on public.leads
  for insert
  to anon, authenticated
  with check (status = 'new');

-- send-lead-emails: look a lead up by email, then claim/release/mark its emails.
grant select on table public.leads to service_role;
grant update (confirmation_sent_at, notification_sent_at) on table public.leads to service_role;
