-- Newsletter sign-ups from the Stay Updated box on /blogs (the browser, with the anon key) and its
-- no-JavaScript form (the edge API, through the form-relay function).
--
-- Like leads: visitors may only insert (email, source), never read; the address is stored trimmed
-- and lower-cased and is unique; a repeated address answers exactly like a new one (201) and stores
-- nothing new, so no answer tells whether an address is subscribed; at most
-- `newsletter_signups_per_client_per_hour` sign-ups per client (HTTP 429 beyond). The limits equal
-- site/src/shared/schemas/newsletter.ts. No email is sent from here.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  -- Where the sign-up box was (e.g. 'blogs'); 'website' when the form does not say.
  source text not null default 'website',
  created_at timestamptz not null default now(),

  constraint newsletter_subscribers_email_key unique (email),
  constraint newsletter_subscribers_email_check check (
    char_length(email) <= 254 and email = lower(email) and email ~ '^[A-Za-z0-9._%+''-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$'
  ),
  constraint newsletter_subscribers_source_check check (
    char_length(source) between 1 and 100 and source !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
  )
);

comment on table public.newsletter_subscribers is
  'Newsletter sign-ups. Visitors may insert only; a repeated address is absorbed without an answer that tells.';

alter table public.newsletter_subscribers enable row level security;

revoke all on table public.newsletter_subscribers from anon, authenticated, service_role;
grant insert (email, source) on table public.newsletter_subscribers to anon, authenticated;
grant select on table public.newsletter_subscribers to service_role;

create policy "Visitors can sign up for the newsletter"
  on public.newsletter_subscribers
  for insert
  to anon, authenticated
  with check (true);

create function private.newsletter_subscribers_before_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  client text;
begin
  new.email := lower(private.trim_text(new.email));
  new.source := coalesce(nullif(private.trim_text(new.source), ''), 'website');
  perform private.assert_row_fits('public.newsletter_subscribers'::regclass, new);

  client := private.request_client_address();
  if client is not null and not private.take_rate_limit('newsletter', client) then
    perform private.raise_rate_limited('newsletter');
  end if;

  perform pg_advisory_xact_lock(hashtextextended('newsletter/' || new.email, 0));
  if exists (select 1 from public.newsletter_subscribers where email = new.email) then
    return null;
  end if;
  return new;
end;
$$;

create trigger newsletter_subscribers_before_insert
  before insert on public.newsletter_subscribers
  for each row execute function private.newsletter_subscribers_before_insert();

-- The no-JavaScript sign-up, made by the form-relay function for the visitor whose address the edge
-- API reports. Service role only.
create function public.submit_newsletter_signup(signup jsonb, client_address text) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  perform set_config('app.client_address', coalesce(nullif(btrim(client_address), ''), 'unknown'), true);
  insert into public.newsletter_subscribers (email, source) values (signup ->> 'email', signup ->> 'source');
  perform set_config('app.client_address', '', true);
end;
$$;

revoke all on function private.newsletter_subscribers_before_insert() from public, anon, authenticated, service_role;
revoke all on function public.submit_newsletter_signup(jsonb, text) from public, anon, authenticated;
grant execute on function public.submit_newsletter_signup(jsonb, text) to service_role;
