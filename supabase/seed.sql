-- Local development data, applied after the migrations by `supabase db reset` and by the embedded
-- local stack. Never applied to production. One lead that was already confirmed long ago, so the
-- mailbox stays empty until someone really uses the form.
insert into public.leads (email, first_name, last_name, message, source, status, created_at,
                          confirmation_sent_at, notification_sent_at)
values ('ada.lovelace@example.com', 'Ada', 'Lovelace',
        'We would like to automate the first reply to our support tickets.', 'seed', 'new',
        now() - interval '30 days', now() - interval '30 days', now() - interval '30 days')
on conflict on constraint leads_email_key do nothing;
