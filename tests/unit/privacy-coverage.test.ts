import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { legalDocument } from '@/content/legal';
import { applicationDialogCopy } from '@/content/careers/application-dialog';
import { retentionRules, type RetentionRule } from '@shared/retention';
import { rateLimitDefaults } from '@shared/schemas/limits';

const migrations = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));

/**
 * Tables that hold no data about a person: the named rate limits and the secrets the database made for
 * itself (foundations migration), the retention rules and the counts the retention job logs (privacy
 * migration), the newsletter issues the team wrote, the daily salts of the client hashes (fair mail
 * migration) and the log of privacy requests, which holds commands and counts only (privacy rights
 * migration). Everything else is named in the policy.
 */
const settingsTables = [
  'rate_limits',
  'secrets',
  'retention_rules',
  'retention_log',
  'newsletter_issues',
  'client_hash_salts',
  'privacy_requests',
];

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

const policyText = readFileSync(
  fileURLToPath(new URL('../../site/src/content/legal/privacy-policy.mdx', import.meta.url)),
  'utf8',
).replace(/\s+/g, ' ');

/** The body of the latest definition of a SQL function across the migrations, in file order. */
function latestDefinition(name: string): string {
  const bodies = readdirSync(migrations)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .flatMap((file) =>
      readFileSync(`${migrations}${file}`, 'utf8')
        .split(/^create (?:or replace )?function /m)
        .filter((part) => part.startsWith(`${name}(`)),
    );
  expect(bodies.length, name).toBeGreaterThan(0);
  return bodies.at(-1)!.split(/^\$\$;$/m)[0]!;
}

describe('the privacy policy’s promises about email and abuse protection', () => {
  it('states each form’s share of the confirmations and the per-network limit with the shared numbers', () => {
    const limits = rateLimitDefaults;
    expect(policyText).toContain(
      `at most ${limits.visitor_emails_per_hour} confirmations an hour and ${limits.visitor_emails_per_day} a day`,
    );
    expect(policyText).toContain(
      `contact form ${limits.lead_confirmations_per_hour} an hour and ${limits.lead_confirmations_per_day} a day, applications ${limits.application_confirmations_per_hour} and ${limits.application_confirmations_per_day}, newsletter ${limits.newsletter_confirmations_per_hour} and ${limits.newsletter_confirmations_per_day}`,
    );
    expect(policyText).toContain(
      `at most ${limits.confirmations_per_network_per_hour} confirmation an hour and ${limits.confirmations_per_network_per_day} a day for each form`,
    );
    expect(latestDefinition('public.claim_emails')).toContain('private.network_share_over(candidate)');
  });

  it('promises that the retention job keeps restricted data, and the job skips it in every table it deletes from', () => {
    expect(policyText).toContain('It keeps what you asked us to restrict');
    const job = latestDefinition('private.enforce_retention');
    for (const table of ['leads', 'job_applications', 'newsletter_subscribers'])
      expect(job).toMatch(new RegExp(`from public\\.${table}\\s+where[^;]*restricted_at is null`));
    expect(latestDefinition('public.claim_emails')).toContain('private.email_withheld(candidate)');
  });

  it('promises that the abuse records are purged hourly and the salt daily, and the schedule does both', () => {
    expect(policyText).toContain('The record is deleted within 2 hours');
    expect(policyText).toContain('each day’s salt is deleted when that day ends');
    expect(latestDefinition('private.install_schedule')).toContain(
      "cron.schedule('purge-client-hashes', '0 * * * *', 'select private.purge_client_hashes()')",
    );
    const purge = latestDefinition('private.purge_client_hashes');
    expect(purge).toContain("created_at < greatest(now() - interval '1 hour', private.salt_day_start())");
    expect(purge).toContain('delete from private.client_hash_salts where day <');
  });

  it('promises a check that the nightly job ran, and the health route and the SQL make it', () => {
    expect(policyText).toContain(
      'if it has not run for 26 hours, the site’s health check (`/api/health`) reports an error',
    );
    expect(latestDefinition('public.schedule_health')).toContain("> now() - interval '26 hours'");
    const health = readFileSync(
      fileURLToPath(new URL('../../functions/_lib/routes/health.ts', import.meta.url)),
      'utf8',
    );
    expect(health).toContain('checkRetention(env.backend');
  });

  it('says how to withdraw the consent to keep an application, where the applicant gives it', () => {
    expect(applicationDialogCopy.retentionConsent).toMatch(
      /withdraw this consent at any time by emailing privacy@emberwise\.ai/,
    );
    expect(policyText).toContain('[privacy@emberwise.ai](mailto:privacy@emberwise.ai)');
  });
});

describe('the privacy policy’s versions', () => {
  const file = readFileSync(
    fileURLToPath(new URL('../../site/src/content/legal/privacy-policy.mdx', import.meta.url)),
    'utf8',
  );
  const [, frontmatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(file) ?? [];
  const versionLines = body.split('\n').filter((line) => /^- \d{1,2} [A-Z][a-z]+ \d{4}/.test(line));
  /** The policy's text without its list of versions, whitespace collapsed. */
  const text = body
    .split('\n')
    .filter((line) => !versionLines.includes(line))
    .join('\n')
    .replace(/\s+/g, ' ')
    .trim();

  it('lists each version newest first, dated, the newest marked as this version', () => {
    const dates = versionLines.map((line) => Date.parse(/^- (\d{1,2} [A-Z][a-z]+ \d{4})/.exec(line)![1]!));
    expect(dates.length).toBeGreaterThan(1);
    expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(versionLines[0]).toContain('(this version)');
  });

  it('cannot change its text without a new dated line: textVersion is the hash of the text', async () => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    const hash = [...new Uint8Array(digest)]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('')
      .slice(0, 12);
    const recorded = /^textVersion: '([0-9a-f]{12})'$/m.exec(frontmatter)?.[1];
    expect(
      recorded,
      `The privacy policy's text changed: add a dated line at the top of its list of versions (under "Changes to This Policy") and set textVersion: '${hash}' in its frontmatter.`,
    ).toBe(hash);
  });
});
