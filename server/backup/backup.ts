import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client';
import type { FileStorage } from '../lib/file-storage';

/**
 * A backup is one folder: the database (`database.pgdump`, pg_dump's custom format, or
 * `database.pglite.tar.gz`, PGlite's data-folder dump), `uploads/<key>` for every file a row of that
 * database names, and `manifest.json` with the row count of every table and the size and sha256 of every
 * file. The database is read at one moment (a snapshot), and the files are those its upload rows name:
 * files are written before their rows and never changed, so each of them exists when it is copied.
 */
export interface Manifest {
  format: 1;
  createdAt: string;
  engine: 'postgres' | 'pglite';
  database: { file: string; bytes: number; sha256: string };
  /** Rows per table at the snapshot, drizzle's migration journal included. */
  rows: Record<string, number>;
  uploads: { count: number; bytes: number; files: { key: string; bytes: number; sha256: string }[] };
}

export const MANIFEST = 'manifest.json';
const UPLOADS = 'uploads';

export const sha256Of = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

const TABLES_SQL = `select table_schema || '.' || table_name as name from information_schema.tables
  where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`;

/** Row counts of every table and the storage keys upload rows name, read through one snapshot. */
async function readSnapshot(
  query: Query,
): Promise<{ rows: Record<string, number>; keys: Map<string, string> }> {
  const rows: Record<string, number> = {};
  for (const { name } of (await query(TABLES_SQL)).rows) {
    const [schema, table] = String(name).split('.');
    const [count] = (await query(`select count(*)::int as n from "${schema}"."${table}"`)).rows;
    rows[String(name)] = Number(count?.n ?? 0);
  }
  const keys = new Map<string, string>();
  const named = await query('select storage_key, sha256 from public.uploads order by storage_key');
  for (const row of named.rows) keys.set(String(row.storage_key), String(row.sha256));
  return { rows, keys };
}

/** Runs a client tool (pg_dump, pg_restore) and fails with its own words. */
export function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${errors.trim()}`)),
    );
  });
}

export async function ensureEmptyFolder(folder: string): Promise<void> {
  try {
    if ((await readdir(folder)).length > 0) throw new Error(`${folder} is not empty`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(folder, { recursive: true });
}

export interface BackupSource {
  database: DatabaseHandle;
  /** The PostgreSQL address pg_dump connects to (the database's own). */
  databaseUrl?: string | undefined;
  storage: FileStorage;
}

/** Writes a backup of the database and the files its rows name into `folder`, which must be empty. */
export async function writeBackup(source: BackupSource, folder: string): Promise<Manifest> {
  await ensureEmptyFolder(folder);
  const { database } = source;
  let file: string;
  let snapshot: Awaited<ReturnType<typeof readSnapshot>>;
  if (database.kind === 'postgres') {
    if (!source.databaseUrl) throw new Error('a PostgreSQL backup needs the database address');
    file = 'database.pgdump';
    // One exported snapshot for the counts, the keys and pg_dump itself: writes may go on meanwhile, and
    // all three see the database as it was at this moment.
    const client = new pg.Client({ connectionString: source.databaseUrl });
    await client.connect();
    try {
      await client.query('begin isolation level repeatable read, read only');
      const [exported] = (await client.query('select pg_export_snapshot() as id')).rows;
      snapshot = await readSnapshot((text) => client.query(text));
      await runTool('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${exported.id}`,
        `--file=${path.join(folder, file)}`,
        `--dbname=${source.databaseUrl}`,
      ]);
    } finally {
      await client.query('rollback').catch(() => {});
      await client.end();
    }
  } else {
    const pglite = database.pglite;
    if (!pglite) throw new Error('no PGlite handle');
    file = 'database.pglite.tar.gz';
    // PGlite runs one statement at a time: the dump is one moment. Counted from the dump itself, so the
    // figures are that moment's even while requests keep writing through the same engine.
    const dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
    await writeFile(path.join(folder, file), dump);
    const copy = await PGlite.create({ loadDataDir: new Blob([dump]) });
    try {
      snapshot = await readSnapshot((text) => copy.query(text));
    } finally {
      await copy.close();
    }
  }
  const dumped = await readFile(path.join(folder, file));

  const files: Manifest['uploads']['files'] = [];
  for (const [key, expected] of snapshot.keys) {
    const bytes = await readAll(source.storage, key);
    const sha256 = sha256Of(bytes);
    if (sha256 !== expected) throw new Error(`upload ${key}: stored bytes do not match the row's sha256`);
    const target = path.join(folder, UPLOADS, key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes, { mode: 0o600 });
    files.push({ key, bytes: bytes.length, sha256 });
  }
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    engine: database.kind,
    database: { file, bytes: dumped.length, sha256: sha256Of(dumped) },
    rows: snapshot.rows,
    uploads: { count: files.length, bytes: files.reduce((sum, entry) => sum + entry.bytes, 0), files },
  };
  await writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Reads a backup's manifest and checks every file in it against its size and sha256. */
export async function readCheckedBackup(folder: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${manifest.format}`);
  const dumped = await readFile(path.join(folder, manifest.database.file));
  if (sha256Of(dumped) !== manifest.database.sha256) throw new Error('the database file does not match');
  for (const entry of manifest.uploads.files) {
    const bytes = await readFile(path.join(folder, UPLOADS, entry.key));
    if (bytes.length !== entry.bytes || sha256Of(bytes) !== entry.sha256) {
      throw new Error(`upload ${entry.key} does not match the manifest`);
    }
  }
  return manifest;
}

export interface RestoreTarget {
  /** PostgreSQL: an empty database; else PGlite in this data folder (missing or empty). */
  databaseUrl?: string | undefined;
  pgliteDir?: string;
  /** An empty uploads store (folder or bucket). */
  storage: FileStorage;
}

export interface RestoreReport {
  rows: Record<string, number>;
  uploads: number;
}

/**
 * Restores a backup into an empty database (or PGlite folder) and an empty uploads store, then reads the
 * restored database back and checks every table's count and every file against the manifest. Refuses a
 * target that holds anything, before changing it.
 */
export async function restoreBackup(folder: string, target: RestoreTarget): Promise<RestoreReport> {
  const manifest = await readCheckedBackup(folder);
  const dumpFile = path.join(folder, manifest.database.file);
  if ((await target.storage.list()).length > 0) throw new Error('the uploads store is not empty');
  let query: Query;
  let close: () => Promise<void>;
  if (manifest.engine === 'postgres') {
    if (!target.databaseUrl) throw new Error('this backup is of PostgreSQL: set DATABASE_URL');
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    close = () => client.end();
    query = (text) => client.query(text);
    const present = (await query(TABLES_SQL)).rows;
    if (present.length > 0) {
      await close();
      throw new Error('the database is not empty');
    }
    await runTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${target.databaseUrl}`,
      dumpFile,
    ]);
  } else {
    if (!target.pgliteDir) throw new Error('this backup is of PGlite: restore it into a DATA_DIR');
    await ensureEmptyFolder(target.pgliteDir);
    const pglite = await PGlite.create({
      dataDir: target.pgliteDir,
      loadDataDir: new Blob([await readFile(dumpFile)]),
    });
    close = () => pglite.close();
    query = (text) => pglite.query(text);
  }
  try {
    for (const entry of manifest.uploads.files) {
      await target.storage.restore(entry.key, await readFile(path.join(folder, UPLOADS, entry.key)));
    }
    const restored = await readSnapshot(query);
    for (const [table, count] of Object.entries(manifest.rows)) {
      if (restored.rows[table] !== count) {
        throw new Error(`${table}: ${restored.rows[table]} rows restored, ${count} in the backup`);
      }
    }
    for (const [key, sha256] of restored.keys) {
      const bytes = await readAll(target.storage, key);
      if (sha256Of(bytes) !== sha256) throw new Error(`upload ${key} was not restored intact`);
    }
    return { rows: restored.rows, uploads: restored.keys.size };
  } finally {
    await close();
  }
}

export async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}
