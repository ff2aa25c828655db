import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** One handle type for both drivers, so services never know which database runs (STACK trap 12). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A handle or a transaction: repositories accept either. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** How many migrations shipped with this build the database has not applied (0 when up to date). */
  pendingMigrations(): Promise<number>;
  close(): Promise<void>;
  /** The embedded engine, when it is PGlite (tests dump and load its data folder). */
  pglite?: PGlite;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Counts by drizzle's own rule: its migrator applies every shipped migration whose journal time is later
 * than the newest row of `drizzle.__drizzle_migrations`, so those are the ones still missing. Hashes are
 * not compared: the migrator never does either, so an edited file would otherwise look pending forever.
 */
async function countPendingMigrations(query: Query): Promise<number> {
  const shipped = readMigrationFiles({ migrationsFolder });
  const [table] = (await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`))
    .rows;
  if (!table?.present) return shipped.length;
  const [newest] = (await query('select max(created_at) as last from drizzle.__drizzle_migrations')).rows;
  const last = newest?.last == null ? null : Number(newest.last);
  return shipped.filter((migration) => last === null || last < migration.folderMillis).length;
}

// PGlite starts with `-F` (fsync off); dropping it from its own defaults turns fsync on. See the README
// and docs/decisions for what this does and does not guarantee on Node (STACK trap 11).
const pgliteFsyncOnParams = (): string[] => PGlite.defaultStartParams.filter((param) => param !== '-F');

export interface OpenOptions {
  /** postgres://… — PostgreSQL through `pg`; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data folder, or 'memory' for an in-memory database. */
  dataDir?: string;
  /** Start PGlite from a dump of a data folder (tests: migrate once, load many times). */
  loadDataDir?: Blob;
  fsync?: boolean;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options);
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    },
    ping: async () => {
      await pool.query('select 1');
    },
    pendingMigrations: () => countPendingMigrations((text) => pool.query(text)),
    close: () => pool.end(),
  };
}

async function openPglite(options: OpenOptions): Promise<DatabaseHandle> {
  const dataDir = options.dataDir ?? 'memory';
  let pglite: PGlite;
  if (dataDir === 'memory') {
    pglite = await PGlite.create({ loadDataDir: options.loadDataDir });
  } else {
    const folder = path.resolve(dataDir);
    // PGlite creates its folder non-recursively (STACK trap 11).
    mkdirSync(path.dirname(folder), { recursive: true });
    pglite = await PGlite.create({
      dataDir: folder,
      ...(options.fsync ? { startParams: pgliteFsyncOnParams() } : {}),
    });
  }
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite,
    migrate: async () => {
      await migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder });
    },
    ping: async () => {
      await pglite.query('select 1');
    },
    pendingMigrations: () => countPendingMigrations((text) => pglite.query(text)),
    close: () => pglite.close(),
  };
}
