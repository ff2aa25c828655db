// Regenerates the migrations from server/db/schema. Until the first release there is one `init` migration,
// rebuilt whole; after it, migrations are only ever added. A lock keeps two runs from racing.
import { execFileSync } from 'node:child_process';
import { closeSync, openSync, rmSync, unlinkSync } from 'node:fs';

const lock = '.db-generate.lock';
for (let tries = 0; ; tries++) {
  try {
    closeSync(openSync(lock, 'wx'));
    break;
  } catch {
    if (tries > 120) throw new Error('db-generate: lock held for 60 s');
    await new Promise((r) => setTimeout(r, 500));
  }
}
try {
  rmSync('server/db/migrations', { recursive: true, force: true });
  execFileSync('node_modules/.bin/drizzle-kit', ['generate', '--name', 'init'], { stdio: 'inherit' });
} finally {
  unlinkSync(lock);
}
