import { rmSync } from 'node:fs';

/**
 * Removes the throw-away database and captured mail. The web server is stopped only after global
 * teardown, so the folder goes when the runner exits, once nothing writes to it any more.
 */
export default async function globalTeardown(): Promise<void> {
  const root = process.env.E2E_ROOT;
  if (!root || process.env.E2E_KEEP_DATA) return;
  process.once('exit', () => rmSync(root, { recursive: true, force: true }));
}
