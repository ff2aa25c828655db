// `npm run backup -- [folder]` and `npm run restore -- <folder>`: see README, "Backups".
import path from 'node:path';
import { folderBytes, restoreBackup, writeBackup } from '../backup/backup';
import { ConfigError, parseConfig } from '../config';
import { openDatabase } from '../db/client';
import { fileStorageFor } from '../lib/file-storage-driver';

async function main(command: string | undefined, folderArgument: string | undefined): Promise<number> {
  // A backup or a restore decides nothing: it needs the database and storage settings, not an agency.
  const config = parseConfig(process.env, { serving: false });
  const storage = fileStorageFor(config);
  const pgliteDir = path.join(config.DATA_DIR, 'pglite');
  const started = Date.now();
  if (command === 'backup') {
    const folder = path.resolve(
      folderArgument ?? path.join('backups', `quayside-${new Date().toISOString().replace(/[:.]/g, '-')}`),
    );
    // PGlite's folder belongs to one process: with the server running on it, this would open it twice.
    const database = await openDatabase(
      config.DATABASE_URL ? { url: config.DATABASE_URL, poolSize: 1 } : { dataDir: pgliteDir },
    );
    try {
      const manifest = await writeBackup({ database, databaseUrl: config.DATABASE_URL, storage }, folder);
      const rows = Object.values(manifest.rows).reduce((sum, count) => sum + count, 0);
      process.stdout.write(
        `backup written to ${folder}: ${manifest.engine}, ${rows} rows in ${Object.keys(manifest.rows).length} tables, ` +
          `${manifest.uploads.count} files (${manifest.uploads.bytes} bytes); ${await folderBytes(folder)} bytes in all, ` +
          `${((Date.now() - started) / 1000).toFixed(1)} s\n`,
      );
    } finally {
      await database.close();
    }
    return 0;
  }
  if (command === 'restore') {
    if (!folderArgument) {
      process.stderr.write('usage: npm run restore -- <backup folder>\n');
      return 2;
    }
    const report = await restoreBackup(path.resolve(folderArgument), {
      databaseUrl: config.DATABASE_URL,
      pgliteDir,
      storage,
    });
    const rows = Object.values(report.rows).reduce((sum, count) => sum + count, 0);
    process.stdout.write(
      `restored ${rows} rows and ${report.uploads} files, each checked against the manifest, in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    return 0;
  }
  process.stderr.write('usage: backup.ts backup [folder] | restore <folder>\n');
  return 2;
}

main(process.argv[2], process.argv[3]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const text =
      error instanceof ConfigError
        ? `bad configuration values for ${error.badKeys.join(', ')}`
        : error instanceof Error
          ? error.message
          : String(error);
    process.stderr.write(`${process.argv[2] ?? 'backup'} failed: ${text}\n`);
    process.exit(1);
  },
);
