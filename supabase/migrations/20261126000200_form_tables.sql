-- The tables the three forms fill: leads (the contact form) with the messages of returning contacts,
-- job applications, and newsletter subscribers.
--
-- Who may do what, and why:
--   * Visitors reach none of these tables: the edge API calls the Supabase function that owns a form,
--     and the function calls the SQL functions of the submissions migration. So the API roles `anon`
--     and `authenticated` have no grant and RLS is on with no policy for them.
--   * `service_role` (the functions) may read rows: they render emails from them. Every write goes
--     through a SECURITY DEFINER function, so the service role holds no INSERT, UPDATE or DELETE grant.
--
-- Every text column is one of the domains of the foundations migration, so a row holds exactly what
-- the shared schemas let through. Each table says in its comment which retention rule deletes it.

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  email private.email_address not null,
  first_name private.name_text not null,
  last_name private.name_text,
  message private.message_text,
  source private.source_text not null,
  -- 'new' on creation; 'client' once the team marks the lead as a client (then it is kept).
  status text not null default 'new',
  created_at timestamptz not null default now(),
  -- The latest of: its creation, its last message, a contact the team records. Retention counts from it.
  last_contact_at timestamptz not null default now(),

  -- A returning visitor is recognised by this exact name (one row per address).
  constraint leads_email_key unique (email),
  constraint leads_status_check check (status in ('new', 'client'))
);

comment on table public.leads is
  'Contact form leads, one per address. Deleted 24 months after last_contact_at unless status is client.';

-- A returning contact's new message: the address is on file, so the lead stays one row.
create table public.lead_messages (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.leads (id) on delete cascade,
  first_name private.name_text not null,
  last_name private.name_text,
  message private.message_text,
  source private.source_text not null,
  created_at timestamptz not null default now()
);

comment on table public.lead_messages is
  'Messages of returning contacts. Deleted with their lead.';

create index lead_messages_lead_id_idx on public.lead_messages (lead_id, created_at);

create table public.job_applications (
  id uuid primary key default gen_random_uuid(),
  -- One per dialog opening, made by the browser: a retry finds the stored row instead of a second one.
  idempotency_key uuid not null,
  position_title private.short_text,
  position_type text not null,
  first_name private.name_text not null,
  last_name private.name_text not null,
  email private.email_address not null,
  phone private.phone_text,
  linkedin_url private.web_address,
  portfolio_url private.web_address,
  cover_letter private.cover_letter_text,
  experience_years integer,
  job_title private.short_text,
  company_name private.short_text,
  salary_expectation private.short_text,
  availability private.short_text,
  source private.source_text not null,
  created_at timestamptz not null default now(),
  -- When the applicant agreed that we keep the application for a year (null: no consent).
  retention_consent_at timestamptz,
  -- When the team closed the hiring procedure this application belongs to.
  procedure_closed_at timestamptz,

  constraint job_applications_idempotency_key_key unique (idempotency_key),
  constraint job_applications_position_type_check check (position_type in ('general', 'specific')),
  constraint job_applications_experience_years_check check (experience_years between 0 and 50),
  -- A general application has no position to speak for it, so it must say something itself.
  constraint job_applications_general_cover_letter_check check (
    position_type <> 'general' or cover_letter is not null
  )
);

comment on table public.job_applications is
  'Job applications. Deleted 4 weeks after the hiring procedure ends, or a year after consent.';

create index job_applications_email_idx on public.job_applications (email, created_at);

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email private.email_address not null,
  -- Where the sign-up box was (e.g. 'blogs').
  source private.source_text not null,
  -- 'pending' until the address confirms through the link in its email; only 'confirmed' is a subscriber.
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,

  constraint newsletter_subscribers_email_key unique (email),
  constraint newsletter_subscribers_status_check check (
    (status = 'pending' and confirmed_at is null) or (status = 'confirmed' and confirmed_at is not null)
  )
);

comment on table public.newsletter_subscribers is
  'Newsletter sign-ups. Pending ones are deleted after 7 days; confirmed ones when they unsubscribe.';

-- An issue of the newsletter, as the team queued it: sent to every confirmed subscriber, each email
-- with its own unsubscribe link. Holds no personal data.
create table public.newsletter_issues (
  id uuid primary key default gen_random_uuid(),
  subject private.short_text not null,
  -- Plain text: paragraphs separated by a blank line.
  body text not null check (char_length(body) between 1 and 50000),
  created_at timestamptz not null default now()
);

comment on table public.newsletter_issues is 'Newsletter issues the team sent. No personal data.';

alter table public.leads enable row level security;
alter table public.lead_messages enable row level security;
alter table public.job_applications enable row level security;
alter table public.newsletter_subscribers enable row level security;
alter table public.newsletter_issues enable row level security;

revoke all on table public.leads, public.lead_messages, public.job_applications, public.newsletter_subscribers,
  public.newsletter_issues
  from public, anon, authenticated, service_role;
grant select on table public.leads, public.lead_messages, public.job_applications, public.newsletter_subscribers,
  public.newsletter_issues
  to service_role;
