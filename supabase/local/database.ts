/**
 * The local database: PGlite (real Postgres in WASM) persisted in a folder, prepared like a Supabase
 * project (see supabase-shim.ts) and migrated from `supabase/migrations`.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite, type Extension } from '@electric-sql/pglite';
import {
  applyMigrations,
  extensionsUsed,
  listMigrations,
  readSqlFile,
  type MigrationReport,
  type SqlFile,
} from './migrations.ts';
import { sessionSetupSql, shimSql, shimVersion } from './supabase-shim.ts';

interface LocalDatabaseOptions {
  /** Folder holding the Postgres files; created when missing. */
  dataDir: string;
  migrationsDir: string;
  seedPath?: string;
}

interface LocalDatabase {
  db: PGlite;
  report: MigrationReport;
}

/** PGlite ships the contrib extensions as separate bundles that must be handed over at every open. */
async function loadExtensions(names: string[]): Promise<Record<string, Extension>> {
  const extensions: Record<string, Extension> = {};
  for (const name of names) {
    const module = name.replace(/-/g, '_');
    const specifier =
      module === 'vector' ? '@electric-sql/pglite/vector' : `@electric-sql/pglite/contrib/${module}`;
    try {
      const loaded = (await import(specifier)) as Record<string, Extension>;
      const extension = loaded[module];
      if (extension) extensions[module] = extension;
    } catch {
      // Not bundled with PGlite: the migration's CREATE EXTENSION then fails with Postgres's own message.
    }
  }
  return extensions;
}

/**
 * A freshly initialised data dir as a tarball, made once per PGlite version and cached in
 * node_modules/.cache: initdb in WASM takes 5 to 15 s, unpacking this takes 1 to 3.
 */
async function freshDataDir(): Promise<Blob> {
  const packageDir = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..');
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const cacheDir = join(packageDir, '..', '..', '.cache', 'local-stack');
  const file = join(cacheDir, `pglite-${version}-initdb.tar.gz`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const scratch = await PGlite.create();
  const dump = await scratch.dumpDataDir('gzip');
  await scratch.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  mkdirSync(cacheDir, { recursive: true });
  // Written aside then renamed, so a stack starting in parallel never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return new Blob([bytes]);
}

async function openPglite(dataDir: string, extensions: Record<string, Extension>): Promise<PGlite> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return PGlite.create({ dataDir, extensions });
  return PGlite.create({ dataDir, extensions, loadDataDir: await freshDataDir() });
}

async function applyShim(db: PGlite): Promise<void> {
  const exists = await db.query<{ found: boolean }>(
    "select to_regclass('supabase_migrations.local_shim') is not null as found",
  );
  if (exists.rows[0]?.found) {
    const current = await db.query<{ version: number }>(
      'select max(version) as version from supabase_migrations.local_shim',
    );
    if ((current.rows[0]?.version ?? 0) >= shimVersion) return;
  }
  await db.transaction(async (tx) => {
    await tx.exec(shimSql);
    await tx.query('insert into supabase_migrations.local_shim (version) values ($1)', [shimVersion]);
  });
}

/** Versions the database recorded as applied that no file of the migrations folder has any more. */
async function vanishedMigrations(db: PGlite, migrations: SqlFile[]): Promise<string[]> {
  const recorded = await db.query<{ found: boolean }>(
    "select to_regclass('supabase_migrations.schema_migrations') is not null as found",
  );
  if (!recorded.rows[0]?.found) return [];
  const applied = await db.query<{ name: string; version: string }>(
    'select name, version from supabase_migrations.schema_migrations',
  );
  const present = new Set(migrations.map((file) => file.version));
  return applied.rows.filter((row) => !present.has(row.version)).map((row) => row.name);
}

/**
 * Opens the database, migrated. A data folder made from migrations that are no longer in the
 * repository (the history was rewritten) cannot be brought up to date: it is moved aside, kept for
 * whoever wants its rows, and a fresh database takes its place.
 */
export async function openLocalDatabase(options: LocalDatabaseOptions): Promise<LocalDatabase> {
  mkdirSync(options.dataDir, { recursive: true });
  const migrations = listMigrations(options.migrationsDir);
  const seed = options.seedPath && existsSync(options.seedPath) ? [readSqlFile(options.seedPath)] : [];
  const extensions = await loadExtensions(extensionsUsed([...migrations, ...seed]));
  let db = await openPglite(options.dataDir, extensions);
  const warnings: string[] = [];
  try {
    const vanished = await vanishedMigrations(db, migrations);
    if (vanished.length > 0) {
      await db.close();
      const aside = `${options.dataDir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(options.dataDir, aside);
      mkdirSync(options.dataDir, { recursive: true });
      warnings.push(
        `the database was made from migrations that are gone (${vanished.join(', ')}); it was moved to ${aside} and a fresh one was created`,
      );
      db = await openPglite(options.dataDir, extensions);
    }
    await applyShim(db);
    await db.exec(sessionSetupSql);
    const report = await applyMigrations(db, migrations, options.seedPath);
    return { db, report: { ...report, warnings: [...warnings, ...report.warnings] } };
  } catch (error) {
    await db.close();
    throw error;
  }
}
