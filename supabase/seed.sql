-- Local development data, applied after the migrations by `supabase db reset` and by the embedded
-- local stack. Never applied to production. One lead whose emails went out long ago, so the mailbox
-- stays empty until someone really uses the form.
insert into public.leads (email, first_name, last_name, message, source, created_at, last_contact_at)
values ('ada.lovelace@example.com', 'Ada', 'Lovelace',
        'We would like to automate the first reply to our support tickets.', 'seed',
        now() - interval '30 days', now() - interval '30 days')
on conflict on constraint leads_email_key do nothing;
