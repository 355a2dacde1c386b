/**
 * Starts the whole local Supabase stand-in (no Docker, no network): PGlite database, mail catcher, API
 * gateway and the edge functions in Deno, wired to each other. Every address and the data folder are
 * options, so a test run and a dev server (or two test runs) can live side by side.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { openLocalDatabase } from './database.ts';
import { readVerifyJwt } from './functions-config.ts';
import { createFunctionsRunner, type FunctionsRunner } from './functions-runner.ts';
import { startGateway } from './gateway.ts';
import { localKeys } from './keys.ts';
import type { Listening } from './listen.ts';
import { readLocalEnv } from './local-env.ts';
import { startMailCatcher } from './mail/mail-catcher.ts';
import { startResendTimer } from './resend-timer.ts';
import { startRetentionTimer } from './retention-timer.ts';
import { createUnsupportedLog, type UnsupportedRequest } from './unsupported.ts';
import type { RateLimitName } from '../../shared/schemas/limits.ts';

export interface LocalStackOptions {
  /** Data folder (database in `<dataDir>/db`); default LOCAL_DATA_DIR or `.local` at the repository root. */
  dataDir?: string;
  /** Default LOCAL_GATEWAY_PORT or 54321; 0 picks a free port. */
  gatewayPort?: number;
  /** Default LOCAL_MAIL_PORT or 54324; 0 picks a free port. */
  mailPort?: number;
  /** SITE_URL given to the functions; default LOCAL_SITE_URL or http://127.0.0.1:8788. */
  siteUrl?: string;
  /** Only warnings and errors are printed. */
  quiet?: boolean;
  /** Default `supabase/migrations`. */
  migrationsDir?: string;
  /** Default `supabase/seed.sql`. */
  seedPath?: string;
  /** Default `supabase/functions`. */
  functionsDir?: string;
  /** Extra or overriding environment for the functions (e.g. LEAD_NOTIFY_EMAIL). */
  functionEnv?: Record<string, string>;
  /**
   * Overrides of the named rate limits (shared/schemas/limits.ts), written to
   * `override_value` of `private.rate_limits` at start; every other limit has its production default.
   * Default LOCAL_RATE_LIMITS (`name=value,...`), else none.
   */
  rateLimits?: Partial<Record<RateLimitName, number>>;
  /**
   * How often the stack calls each form function's re-send route, as pg_cron does on the hosted project;
   * default LOCAL_RESEND_INTERVAL_MS or 30 s; 0 turns the timer off.
   */
  resendIntervalMs?: number;
  /**
   * How often the stack runs the retention job, as pg_cron does nightly on the hosted project; default
   * LOCAL_RETENTION_INTERVAL_MS or one hour; 0 turns it off.
   */
  retentionIntervalMs?: number;
}

export interface LocalStack {
  gatewayUrl: string;
  mailUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  db: PGlite;
  /** Absolute data folder; the database is in `<dataDir>/db`. */
  dataDir: string;
  /** Functions that started and answer through `${gatewayUrl}/functions/v1/<name>`. */
  functions: string[];
  /** EDGE_API_SECRET of the functions (the edge API's binding of the same name). */
  edgeApiSecret: string;
  /** Replaces the rate-limit overrides (an empty object restores every default). */
  setRateLimits(overrides: Partial<Record<RateLimitName, number>>): Promise<void>;
  /** Requests the gateway and the mail catcher answered as not emulated (see unsupported.ts). */
  unsupportedRequests(): UnsupportedRequest[];
  stop(): Promise<void>;
}

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const env = readLocalEnv();
  const quiet = options.quiet ?? false;
  const log = quiet ? () => {} : (line: string) => console.log(`[local] ${line}`);
  const warn = (line: string) => console.error(`[local] ${line}`);
  const logError = (error: unknown) =>
    warn(`unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  const dataDir = resolve(repoRoot, options.dataDir ?? env.LOCAL_DATA_DIR);
  const functionsDir = resolve(repoRoot, options.functionsDir ?? 'supabase/functions');

  const cleanups: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(logError);
  };

  const unsupported = createUnsupportedLog(quiet ? undefined : warn);

  try {
    const { db, report } = await openLocalDatabase({
      dataDir: join(dataDir, 'db'),
      migrationsDir: resolve(repoRoot, options.migrationsDir ?? 'supabase/migrations'),
      seedPath: resolve(repoRoot, options.seedPath ?? 'supabase/seed.sql'),
    });
    cleanups.push(() => db.close());
    for (const name of report.applied) log(`applied migration ${name}`);
    if (report.seeded) log('applied seed.sql');
    report.warnings.forEach(warn);
    const setRateLimits = (overrides: Partial<Record<RateLimitName, number>>) =>
      writeRateLimitOverrides(db, overrides);
    await setRateLimits(options.rateLimits ?? env.LOCAL_RATE_LIMITS);

    const mail: Listening = await startMailCatcher(
      db,
      options.mailPort ?? env.LOCAL_MAIL_PORT,
      unsupported,
      logError,
    );
    cleanups.push(() => mail.close());

    const runner: FunctionsRunner = createFunctionsRunner({ functionsDir, cwd: repoRoot, log, warn });
    cleanups.push(() => runner.stop());
    const verifyJwt = readVerifyJwt(join(functionsDir, '..', 'config.toml'));
    const gateway = await startGateway(
      { db, functions: runner, verifyJwtFor: (name) => verifyJwt.get(name) ?? true, unsupported, logError },
      options.gatewayPort ?? env.LOCAL_GATEWAY_PORT,
    );
    cleanups.push(() => gateway.close());

    const started = await runner.start({
      SUPABASE_URL: gateway.url,
      SUPABASE_ANON_KEY: localKeys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: localKeys.serviceRoleKey,
      // As Supabase gives them: the functions call the database with the secret key, and the timer's
      // call with the legacy key is still let in.
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: localKeys.secretKey }),
      RESEND_API_KEY: localKeys.resendApiKey,
      RESEND_BASE_URL: mail.url,
      // The mail catcher has no per-second limit: the tests' hundreds of emails need not wait.
      RESEND_REQUESTS_PER_SECOND: '1000',
      LEAD_NOTIFY_EMAIL: 'team@emberwise.local',
      APPLICATION_NOTIFY_EMAIL: 'hiring@emberwise.local',
      // "Send a test" of a newsletter issue: the team's test address, and nobody else.
      NEWSLETTER_TEST_EMAIL: 'newsletter-test@emberwise.local',
      // What a studio worker would ask for that test with (the production studio's way).
      NEWSLETTER_TEST_SECRET: localKeys.newsletterTestSecret,
      MAIL_FROM: 'Emberwise <hello@emberwise.local>',
      SITE_URL: options.siteUrl ?? env.LOCAL_SITE_URL,
      EDGE_API_SECRET: localKeys.edgeApiSecret,
      ...options.functionEnv,
    });

    const retention = startRetentionTimer({
      db,
      intervalMs: options.retentionIntervalMs ?? env.LOCAL_RETENTION_INTERVAL_MS,
      warn,
    });
    cleanups.push(() => retention.stop());

    const timer = startResendTimer({
      gatewayUrl: gateway.url,
      serviceRoleKey: localKeys.serviceRoleKey,
      intervalMs: options.resendIntervalMs ?? env.LOCAL_RESEND_INTERVAL_MS,
      warn,
    });
    cleanups.push(() => timer.stop());

    let stopping: Promise<void> | undefined;
    return {
      gatewayUrl: gateway.url,
      mailUrl: mail.url,
      anonKey: localKeys.anonKey,
      serviceRoleKey: localKeys.serviceRoleKey,
      db,
      dataDir,
      functions: started.running,
      edgeApiSecret: localKeys.edgeApiSecret,
      setRateLimits,
      unsupportedRequests: () => unsupported.list(),
      stop: () => (stopping ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function writeRateLimitOverrides(
  db: PGlite,
  overrides: Partial<Record<RateLimitName, number>>,
): Promise<void> {
  const table = await db.query<{ found: boolean }>(
    "select to_regclass('private.rate_limits') is not null as found",
  );
  // A stack on other migrations (the stack's own tests) has no rate limits to override.
  if (!table.rows[0]?.found) {
    if (Object.keys(overrides).length > 0) throw new Error('These migrations define no rate limits');
    return;
  }
  await db.transaction(async (tx) => {
    await tx.query('update private.rate_limits set override_value = null, updated_at = now()');
    for (const [name, value] of Object.entries(overrides)) {
      const updated = await tx.query(
        'update private.rate_limits set override_value = $2, updated_at = now() where name = $1',
        [name, value],
      );
      if (updated.affectedRows !== 1) throw new Error(`The database has no rate limit named ${name}`);
    }
  });
}
