import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { legalDocument } from '@/content/legal';

const migrations = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));

/**
 * Tables that hold settings, never data about a person: the named rate limits and the secrets the
 * database generated for itself (both in schema private, see the foundations migration). Everything
 * else is named in the policy.
 */
const settingsTables = ['rate_limits', 'secrets'];

/** Every table the migrations create, schema left off. */
function createdTables(): string[] {
  return readdirSync(migrations)
    .filter((file) => file.endsWith('.sql'))
    .flatMap((file) =>
      [
        ...readFileSync(`${migrations}${file}`, 'utf8').matchAll(
          /create table (?:if not exists )?(?:\w+\.)?(\w+)/gi,
        ),
      ].map((match) => match[1]!.toLowerCase()),
    );
}

describe('the privacy policy', () => {
  it('names every kind of data the database stores: a new table needs a line in the policy first', () => {
    const named = legalDocument('privacy-policy').storedData ?? [];
    const tables = createdTables();
    expect(tables.length).toBeGreaterThan(0);
    expect(tables.filter((table) => !named.includes(table) && !settingsTables.includes(table))).toEqual([]);
  });
});
