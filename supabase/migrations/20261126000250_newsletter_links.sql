-- The links of newsletter emails: "confirm your subscription" (expires after 7 days, like the pending
-- sign-up it confirms) and "unsubscribe" (in every email to a subscriber; no expiry). A token is
-- `<payload>.<signature>`, both base64url: the payload names the purpose, the subscriber and the expiry;
-- the signature is an HMAC-SHA256 with a key the database generated for itself (`private.secrets`),
-- so a link cannot be made or altered without the database, and the key never leaves it.
--
-- Who may do what: only `service_role` (the newsletter function) may execute the public functions.

create function private.base64url(data bytea) returns text
language sql immutable
set search_path = ''
as $$ select translate(encode(data, 'base64'), E'+/=\n', '-_') $$;

create function private.from_base64url(text_value text) returns bytea
language sql immutable
set search_path = ''
as $$
  select decode(
    rpad(translate(text_value, '-_', '+/'), ((char_length(text_value) + 3) / 4) * 4, '='),
    'base64'
  )
$$;

create function private.link_signature(payload text) returns text
language sql stable security definer
set search_path = ''
as $$
  select private.base64url(extensions.hmac(
    convert_to(payload, 'UTF8'), convert_to(private.secret('newsletter_link_key'), 'UTF8'), 'sha256'
  ))
$$;

-- A signed link token for `purpose` ('confirm' or 'unsubscribe') of one subscriber.
create function private.sign_link(purpose text, subscriber_id uuid, expires_at timestamptz) returns text
language plpgsql stable security definer
set search_path = ''
as $$
declare
  payload text := private.base64url(convert_to(jsonb_build_object(
    'p', purpose, 's', subscriber_id, 'e', floor(extract(epoch from expires_at))::bigint
  )::text, 'UTF8'));
begin
  return payload || '.' || private.link_signature(payload);
end;
$$;

-- What a token says, if its signature holds and it is for `purpose`: { subscriber, expired }; null
-- for a forged, altered or malformed token.
create function private.read_link(token text, purpose text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  payload text := split_part(coalesce(token, ''), '.', 1);
  claims jsonb;
begin
  if payload = '' or split_part(token, '.', 2) <> private.link_signature(payload) then
    return null;
  end if;
  begin
    claims := convert_from(private.from_base64url(payload), 'UTF8')::jsonb;
  exception when others then
    return null;
  end;
  if claims ->> 'p' is distinct from purpose then
    return null;
  end if;
  return jsonb_build_object(
    'subscriber', claims ->> 's',
    'expired', (claims ->> 'e') is not null and to_timestamp((claims ->> 'e')::bigint) < now()
  );
end;
$$;

revoke all on all functions in schema private from public, anon, authenticated, service_role;
