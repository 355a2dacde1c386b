/**
 * Caught emails live in the local database (schema `local_mail`, outside the API's schema public and
 * granted to nobody), so they survive restarts with the rest of the data. Idempotency keys are kept
 * there too, with the payload hash, to answer repeats the way Resend does.
 */
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { addressOf, type OutgoingEmail } from './resend-payload.ts';

/** An email as the JSON API and the mailbox page show it. */
export interface StoredEmail extends OutgoingEmail {
  id: string;
  createdAt: string;
  idempotencyKey: string | null;
}

/** Resend scopes keys per endpoint (`scope`); the email itself shows the key as the sender gave it. */
export interface Idempotency {
  key: string;
  scope: string;
  payload: unknown;
}

type IdempotentResult<T> = { ok: true; response: T } | { ok: false; reason: 'payload_mismatch' };

const schemaSql = `
create schema if not exists local_mail;
revoke all on schema local_mail from public;
create table if not exists local_mail.emails (
  seq bigint generated always as identity,
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default clock_timestamp(),
  message jsonb not null,
  to_addresses jsonb not null,
  idempotency_key text
);
create table if not exists local_mail.idempotency_keys (
  key text primary key,
  payload_hash text not null,
  response jsonb not null
);
`;

interface EmailRow {
  id: string;
  created_at: Date;
  message: OutgoingEmail;
  idempotency_key: string | null;
}

const toStored = (row: EmailRow): StoredEmail => ({
  id: row.id,
  createdAt: new Date(row.created_at).toISOString(),
  ...row.message,
  idempotencyKey: row.idempotency_key,
});

const payloadHash = (payload: unknown) => createHash('sha256').update(JSON.stringify(payload)).digest('hex');

export interface MailStore {
  /**
   * Stores the emails and returns `respond(ids)`, once per idempotency key: a repeat with the same payload
   * gets the first answer back and stores nothing; a repeat with another payload is refused.
   */
  save<T>(
    emails: OutgoingEmail[],
    idempotency: Idempotency | undefined,
    respond: (ids: string[]) => T,
  ): Promise<IdempotentResult<T>>;
  list(filter?: { to?: string }): Promise<StoredEmail[]>;
  get(id: string): Promise<StoredEmail | undefined>;
  clear(): Promise<number>;
}

const selectColumns = 'select id, created_at, message, idempotency_key from local_mail.emails';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function openMailStore(db: PGlite): Promise<MailStore> {
  await db.exec(schemaSql);
  return {
    save: (emails, idempotency, respond) =>
      db.transaction(async (tx) => {
        const hash = idempotency ? payloadHash(idempotency.payload) : '';
        const scopedKey = idempotency ? `${idempotency.scope}:${idempotency.key}` : '';
        if (idempotency) {
          const seen = await tx.query<{ payload_hash: string; response: unknown }>(
            'select payload_hash, response from local_mail.idempotency_keys where key = $1',
            [scopedKey],
          );
          const previous = seen.rows[0];
          if (previous) {
            return previous.payload_hash === hash
              ? { ok: true as const, response: previous.response as ReturnType<typeof respond> }
              : { ok: false as const, reason: 'payload_mismatch' as const };
          }
        }
        const ids: string[] = [];
        for (const email of emails) {
          const addresses = email.to.map((to) => addressOf(to) ?? to.toLowerCase());
          const inserted = await tx.query<{ id: string }>(
            'insert into local_mail.emails (message, to_addresses, idempotency_key) values ($1::jsonb, $2::jsonb, $3) returning id',
            [JSON.stringify(email), JSON.stringify(addresses), idempotency?.key ?? null],
          );
          ids.push(inserted.rows[0]!.id);
        }
        const response = respond(ids);
        if (idempotency) {
          await tx.query(
            'insert into local_mail.idempotency_keys (key, payload_hash, response) values ($1, $2, $3::jsonb)',
            [scopedKey, hash, JSON.stringify(response)],
          );
        }
        return { ok: true as const, response };
      }),

    async list(filter = {}) {
      const to = filter.to ? (addressOf(filter.to) ?? filter.to.toLowerCase()) : undefined;
      const result = to
        ? await db.query<EmailRow>(
            `${selectColumns} where to_addresses @> jsonb_build_array($1::text) order by seq desc`,
            [to],
          )
        : await db.query<EmailRow>(`${selectColumns} order by seq desc`);
      return result.rows.map(toStored);
    },

    async get(id) {
      if (!uuidPattern.test(id)) return undefined;
      const result = await db.query<EmailRow>(`${selectColumns} where id = $1`, [id]);
      return result.rows[0] ? toStored(result.rows[0]) : undefined;
    },

    async clear() {
      // Keys go too: a test that clears the mailbox expects the next send to be caught again.
      const deleted = await db.query('delete from local_mail.emails');
      await db.query('delete from local_mail.idempotency_keys');
      return deleted.affectedRows ?? 0;
    },
  };
}
