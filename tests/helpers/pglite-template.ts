import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../server/db/client';

export const templatePath = path.resolve('node_modules/.tmp/pglite-template.tar');

/**
 * vitest globalSetup: initdb + migrate once and dump the data folder; every test file then starts its
 * own in-memory PGlite from the dump in well under a second (STACK trap 11).
 */
export default async function setup(): Promise<void> {
  mkdirSync(path.dirname(templatePath), { recursive: true });
  const pglite = await PGlite.create();
  await migrate(drizzle(pglite), { migrationsFolder });
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
}

export function loadTemplate(): Blob {
  if (!existsSync(templatePath))
    throw new Error('PGlite template missing: run the api project through vitest');
  return new Blob([readFileSync(templatePath)]);
}
