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
} from './migrations.ts';
import { sessionSetupSql, shimSql, shimVersion } from './supabase-shim.ts';

export interface LocalDatabaseOptions {
  /** Folder holding the Postgres files; created when missing. */
  dataDir: string;
  migrationsDir: string;
  seedPath?: string;
}

export interface LocalDatabase {
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

export async function openLocalDatabase(options: LocalDatabaseOptions): Promise<LocalDatabase> {
  mkdirSync(options.dataDir, { recursive: true });
  const migrations = listMigrations(options.migrationsDir);
  const seed = options.seedPath && existsSync(options.seedPath) ? [readSqlFile(options.seedPath)] : [];
  const extensions = await loadExtensions(extensionsUsed([...migrations, ...seed]));
  const db = await openPglite(options.dataDir, extensions);
  try {
    await applyShim(db);
    await db.exec(sessionSetupSql);
    const report = await applyMigrations(db, migrations, options.seedPath);
    return { db, report };
  } catch (error) {
    await db.close();
    throw error;
  }
}
