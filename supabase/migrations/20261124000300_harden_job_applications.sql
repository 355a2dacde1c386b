-- Job applications that cannot be abused: stored only through public.submit_job_application (by
-- the function, for the client address it was called from), at most
-- `applications_per_client_per_hour` new ones per client, in the shape of the shared schema
-- (site/src/shared/schemas/application.ts): trimmed, email lower-cased, blanks as NULL, web
-- addresses without spaces, quotes or angle brackets. The applicant's confirmation is reserved
-- against the mail limits before it is sent (see the email delivery migration).

update public.job_applications set
  email = lower(private.trim_text(email)),
  first_name = private.trim_text(first_name),
  last_name = private.trim_text(last_name),
  position_title = nullif(private.trim_text(position_title), ''),
  phone = nullif(private.trim_text(phone), ''),
  linkedin_url = nullif(private.trim_text(linkedin_url), ''),
  portfolio_url = nullif(private.trim_text(portfolio_url), ''),
  cover_letter = nullif(private.trim_text(cover_letter), ''),
  job_title = nullif(private.trim_text(job_title), ''),
  company_name = nullif(private.trim_text(company_name), ''),
  salary_expectation = nullif(private.trim_text(salary_expectation), ''),
  availability = nullif(private.trim_text(availability), ''),
  source = 'website';

alter table public.job_applications
  add column applicant_email_reserved_at timestamptz,
  -- Set when the confirmation is not sent on purpose: the address already got one for this position
  -- (or its daily number) in the last 24 hours.
  add column applicant_email_skipped_at timestamptz,
  -- Set when the re-send schedule stopped trying (24 hours of failures): a person must follow up.
  add column emails_given_up_at timestamptz;

alter table public.job_applications
  drop constraint job_applications_position_title_check,
  drop constraint job_applications_first_name_check,
  drop constraint job_applications_last_name_check,
  drop constraint job_applications_email_check,
  drop constraint job_applications_phone_check,
  drop constraint job_applications_linkedin_url_check,
  drop constraint job_applications_portfolio_url_check,
  drop constraint job_applications_cover_letter_check,
  drop constraint job_applications_general_cover_letter_check,
  drop constraint job_applications_job_title_check,
  drop constraint job_applications_company_name_check,
  drop constraint job_applications_salary_expectation_check,
  drop constraint job_applications_availability_check,
  drop constraint job_applications_source_check;

alter table public.job_applications
  add constraint job_applications_position_title_check check (
    char_length(position_title) between 1 and 200 and position_title !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
  ),
  add constraint job_applications_first_name_check check (
    char_length(first_name) between 1 and 100 and first_name !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
  ),
  add constraint job_applications_last_name_check check (
    char_length(last_name) between 1 and 100 and last_name !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
  ),
  add constraint job_applications_email_check check (
    char_length(email) <= 254 and email = lower(email) and email ~ '^[A-Za-z0-9._%+''-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$'
  ),
  add constraint job_applications_phone_check check (
    char_length(phone) between 1 and 50 and phone !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
  ),
  add constraint job_applications_linkedin_url_check check (
    char_length(linkedin_url) <= 500 and linkedin_url ~* '^https?://[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}(?::[0-9]{1,5})?(?:[/?#][A-Za-z0-9._~:/?#@!$&()*+,;=%-]*)?$'
  ),
  add constraint job_applications_portfolio_url_check check (
    char_length(portfolio_url) <= 500 and portfolio_url ~* '^https?://[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}(?::[0-9]{1,5})?(?:[/?#][A-Za-z0-9._~:/?#@!$&()*+,;=%-]*)?$'
  ),
  add constraint job_applications_cover_letter_check check (
    char_length(cover_letter) between 1 and 10000 and cover_letter !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
  ),
  -- A general application has no position to speak for it, so it must say something itself.
  add constraint job_applications_general_cover_letter_check check (
    position_type <> 'general' or cover_letter is not null
  ),
  add constraint job_applications_job_title_check check (
    char_length(job_title) between 1 and 200 and job_title !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
  ),
  add constraint job_applications_company_name_check check (
    char_length(company_name) between 1 and 200 and company_name !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
  ),
  add constraint job_applications_salary_expectation_check check (
    char_length(salary_expectation) between 1 and 200 and salary_expectation !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
  ),
  add constraint job_applications_availability_check check (
    char_length(availability) between 1 and 200 and availability !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
  ),
  add constraint job_applications_source_check check (source = 'website');

create index job_applications_email_idx on public.job_applications (email, created_at);
create index job_applications_applicant_reserved_at_idx on public.job_applications (applicant_email_reserved_at)
  where applicant_email_reserved_at is not null;

drop index public.job_applications_pending_idx;
create index job_applications_pending_idx on public.job_applications (created_at)
  where emails_given_up_at is null
    and (team_emailed_at is null or (applicant_emailed_at is null and applicant_email_skipped_at is null));

create function private.job_applications_before_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  new.email := lower(private.trim_text(new.email));
  new.first_name := private.trim_text(new.first_name);
  new.last_name := private.trim_text(new.last_name);
  new.position_title := nullif(private.trim_text(new.position_title), '');
  new.phone := nullif(private.trim_text(new.phone), '');
  new.linkedin_url := nullif(private.trim_text(new.linkedin_url), '');
  new.portfolio_url := nullif(private.trim_text(new.portfolio_url), '');
  new.cover_letter := nullif(private.trim_text(new.cover_letter), '');
  new.job_title := nullif(private.trim_text(new.job_title), '');
  new.company_name := nullif(private.trim_text(new.company_name), '');
  new.salary_expectation := nullif(private.trim_text(new.salary_expectation), '');
  new.availability := nullif(private.trim_text(new.availability), '');
  return new;
end;
$$;

create trigger job_applications_before_insert
  before insert on public.job_applications
  for each row execute function private.job_applications_before_insert();

-- Stores an application for the visitor at `client_address`, or finds the one already stored under
-- its idempotency key (a retry: not counted again). Answers the stored row. Raises the rate-limit
-- error (HTTP 429) when the client has sent its hourly number of applications. Service role only.
create function public.submit_job_application(application jsonb, client_address text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  key uuid := (application ->> 'idempotency_key')::uuid;
  stored public.job_applications;
begin
  perform pg_advisory_xact_lock(hashtextextended('job-application/' || key::text, 0));
  select * into stored from public.job_applications where idempotency_key = key;
  if found then
    return to_jsonb(stored);
  end if;
  if not private.take_rate_limit('application', coalesce(nullif(btrim(client_address), ''), 'unknown')) then
    perform private.raise_rate_limited('application');
  end if;
  insert into public.job_applications (
    idempotency_key, position_title, position_type, first_name, last_name, email, phone, linkedin_url,
    portfolio_url, cover_letter, experience_years, job_title, company_name, salary_expectation,
    availability, source
  )
  select key, r.position_title, r.position_type, r.first_name, r.last_name, r.email, r.phone,
         r.linkedin_url, r.portfolio_url, r.cover_letter, r.experience_years, r.job_title,
         r.company_name, r.salary_expectation, r.availability, coalesce(r.source, 'website')
    from jsonb_populate_record(null::public.job_applications, application) r
  returning * into stored;
  return to_jsonb(stored);
end;
$$;

revoke all on function private.job_applications_before_insert() from public, anon, authenticated, service_role;
revoke all on function public.submit_job_application(jsonb, text) from public, anon, authenticated;
grant execute on function public.submit_job_application(jsonb, text) to service_role;
