import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { legalDocument } from '@/content/legal';
import { retentionRules, type RetentionRule } from '@shared/retention';

const migrations = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));

/**
 * Tables that hold no data about a person: the named rate limits and the secrets the database made for
 * itself (foundations migration), the retention rules and the counts the retention job logs (privacy
 * migration), and the newsletter issues the team wrote. Everything else is named in the policy.
 */
const settingsTables = ['rate_limits', 'secrets', 'retention_rules', 'retention_log', 'newsletter_issues'];

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

/** The cells of the policy's retention table ("How long we keep it"), one per row. */
function retentionCells(): string[] {
  const policy = readFileSync(
    fileURLToPath(new URL('../../site/src/content/legal/privacy-policy.mdx', import.meta.url)),
    'utf8',
  );
  const table = policy.split('\n').filter((line) => line.startsWith('|'));
  const header = table[0]!.split('|').map((cell) => cell.trim());
  const column = header.indexOf('How long we keep it');
  expect(column).toBeGreaterThan(0);
  return table.slice(2).map((line) => line.split('|').map((cell) => cell.trim())[column]!);
}

/** A rule's period as the policy writes it: "24 months", "4 weeks", "1 year", "7 days", "24 hours". */
function inWords(period: Partial<Record<'years' | 'months' | 'days' | 'hours', number>>): string {
  if (period.years) return `${period.years} year${period.years === 1 ? '' : 's'}`;
  if (period.months) return `${period.months} months`;
  if (period.days && period.days % 7 === 0 && period.days > 7) return `${period.days / 7} weeks`;
  if (period.days) return `${period.days} days`;
  return `${period.hours} hours`;
}

describe('the privacy policy’s retention table', () => {
  it('names, for every period it states, the retention job that keeps it, with that job’s period', () => {
    const cells = retentionCells();
    expect(cells.length).toBeGreaterThan(4);
    for (const cell of cells) {
      const jobs = [...cell.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]!);
      const statesAPeriod = /\b\d+\s+(hours?|days?|weeks?|months?|years?)\b/.test(cell);
      if (statesAPeriod) expect(jobs, cell).not.toEqual([]);
      for (const job of jobs) {
        expect(Object.keys(retentionRules), `${job} in "${cell}"`).toContain(job);
        expect(cell, job).toContain(inWords(retentionRules[job as RetentionRule]));
      }
    }
  });

  it('has a sentence for every retention job', () => {
    const named = retentionCells().join(' ');
    for (const rule of Object.keys(retentionRules)) expect(named, rule).toContain(`\`${rule}\``);
  });
});
