/**
 * Applies `supabase/migrations/*.sql` in name order and `seed.sql` once, remembering what ran in
 * `supabase_migrations` (like the Supabase CLI) so a restart applies only new files and keeps the data.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { sessionSetupSql } from './supabase-shim.ts';

export interface SqlFile {
  version: string;
  name: string;
  path: string;
  sql: string;
  hash: string;
}

export interface MigrationReport {
  applied: string[];
  seeded: boolean;
  warnings: string[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function readSqlFile(path: string): SqlFile {
  const name = basename(path);
  const sql = readFileSync(path, 'utf8');
  return { version: name.split('_')[0] ?? name, name, path, sql, hash: sha256(sql) };
}

/** Every `*.sql` file of the folder, in name order (timestamps make name order the apply order). */
export function listMigrations(migrationsDir: string): SqlFile[] {
  if (!existsSync(migrationsDir)) return [];
  const files = readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => readSqlFile(join(migrationsDir, file)));
  const seen = new Map<string, string>();
  for (const file of files) {
    const other = seen.get(file.version);
    if (other) throw new Error(`Migrations ${other} and ${file.name} share the version ${file.version}`);
    seen.set(file.version, file.name);
  }
  return files;
}

/** Runs one SQL file in its own transaction so a failing migration leaves nothing half applied. */
async function runFile(db: PGlite, file: SqlFile, record: (tx: Transaction) => Promise<unknown>) {
  try {
    await db.transaction(async (tx) => {
      await tx.exec(file.sql);
      await record(tx);
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${file.name} failed: ${reason}`);
  } finally {
    // A file may SET search_path or a role for its own session; requests must not inherit that.
    await db.exec(sessionSetupSql);
  }
}

export async function applyMigrations(
  db: PGlite,
  migrations: SqlFile[],
  seedPath: string | undefined,
): Promise<MigrationReport> {
  const report: MigrationReport = { applied: [], seeded: false, warnings: [] };
  const done = await db.query<{ version: string; hash: string }>(
    'select version, hash from supabase_migrations.schema_migrations',
  );
  const appliedHash = new Map(done.rows.map((row) => [row.version, row.hash]));

  for (const file of migrations) {
    const previous = appliedHash.get(file.version);
    if (previous !== undefined) {
      if (previous !== file.hash) {
        report.warnings.push(
          `${file.name} changed after it was applied; delete the data dir to apply it again`,
        );
      }
      continue;
    }
    await runFile(db, file, (tx) =>
      tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, hash) values ($1, $2, $3)',
        [file.version, file.name, file.hash],
      ),
    );
    report.applied.push(file.name);
  }

  if (seedPath && existsSync(seedPath)) {
    const seed = readSqlFile(seedPath);
    const seeded = await db.query<{ hash: string }>(
      'select hash from supabase_migrations.seed_files where path = $1',
      [seed.name],
    );
    const previous = seeded.rows[0];
    if (!previous) {
      await runFile(db, seed, (tx) =>
        tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
          seed.name,
          seed.hash,
        ]),
      );
      report.seeded = true;
    } else if (previous.hash !== seed.hash) {
      report.warnings.push(`${seed.name} changed after it was applied; delete the data dir to seed again`);
    }
  }
  return report;
}

/** Extension names the SQL creates (`create extension [if not exists] "x"`), to load them into PGlite. */
export function extensionsUsed(files: SqlFile[]): string[] {
  const names = new Set<string>();
  const pattern = /create\s+extension\s+(?:if\s+not\s+exists\s+)?"?([\w-]+)"?/gi;
  for (const file of files) {
    for (const match of file.sql.matchAll(pattern)) names.add(match[1]!.toLowerCase());
  }
  return [...names];
}
