// What PGlite's fsync setting does on Node. Opens PGlite on a temporary folder with its default start
// parameters (which include -F: fsync off) and with those defaults minus -F (fsync on), checks `SHOW fsync`,
// and times single-row inserts, each its own transaction, alternating the modes so machine load hits both.
// When strace is installed, each mode also runs once under `strace -f -c` to count the sync system calls
// (fsync, fdatasync, sync_file_range, syncfs, msync) and the writes that a commit makes.
//   npm run bench:pglite-fsync                 (2,000 inserts × 3 rounds per mode)
//   INSERTS=5000 ROUNDS=5 npm run bench:pglite-fsync
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

type Mode = 'off' | 'on';
const inserts = Number(process.env.INSERTS ?? 2000);
const rounds = Number(process.env.ROUNDS ?? 3);

function startParams(mode: Mode): string[] {
  return mode === 'on'
    ? PGlite.defaultStartParams.filter((param) => param !== '-F')
    : PGlite.defaultStartParams;
}

/** One fresh database in `mode`: SHOW fsync, then `count` autocommitted single-row inserts. */
async function insertRun(mode: Mode, count: number): Promise<{ fsync: string; perSecond: number }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `quayside-fsync-${mode}-`));
  try {
    const db = await PGlite.create({ dataDir: path.join(dir, 'pglite'), startParams: startParams(mode) });
    const fsync = (await db.query<{ fsync: string }>('show fsync')).rows[0]!.fsync;
    await db.exec('create table bench (id serial primary key, amount bigint not null, note text not null)');
    const started = process.hrtime.bigint();
    for (let i = 0; i < count; i++) {
      await db.query('insert into bench (amount, note) values ($1, $2)', [i * 100, `row ${i}`]);
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    await db.close();
    return { fsync, perSecond: count / seconds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs this file as a child under strace and returns the count of each traced system call. */
function traceSyscalls(mode: Mode, count: number): Record<string, number> | null {
  const which = spawnSync('sh', ['-c', 'command -v strace'], { encoding: 'utf8' });
  if (which.status !== 0) return null;
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'quayside-strace-')), 'counts.txt');
  const calls = 'fsync,fdatasync,sync_file_range,syncfs,msync,pwrite64,write';
  const run = spawnSync(
    'strace',
    ['-f', '-c', '-e', `trace=${calls}`, '-o', out, process.execPath, '--import', 'tsx', process.argv[1]!],
    { env: { ...process.env, FSYNC_CHILD: mode, INSERTS: String(count) }, encoding: 'utf8' },
  );
  if (run.status !== 0) return null;
  const counts: Record<string, number> = Object.fromEntries(calls.split(',').map((name) => [name, 0]));
  for (const line of readFileSync(out, 'utf8').split('\n')) {
    const fields = line.trim().split(/\s+/);
    const name = fields.at(-1)!;
    // "% time seconds usecs/call calls [errors] syscall": calls is the 4th field.
    if (name in counts && fields.length >= 5) counts[name] = Number(fields[3]);
  }
  rmSync(path.dirname(out), { recursive: true, force: true });
  return counts;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const child = process.env.FSYNC_CHILD as Mode | undefined;
if (child) {
  await insertRun(child, inserts);
} else {
  console.log(
    `PGlite ${readVersion()} on Node ${process.versions.node}: ${inserts} single-row inserts per run`,
  );
  console.log(`default start parameters: ${PGlite.defaultStartParams.join(' ')}`);
  const results: Record<Mode, { fsync: string; perSecond: number[] }> = {
    off: { fsync: '?', perSecond: [] },
    on: { fsync: '?', perSecond: [] },
  };
  for (let round = 0; round < rounds; round++) {
    for (const mode of round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
      const { fsync, perSecond } = await insertRun(mode, inserts);
      results[mode].fsync = fsync;
      results[mode].perSecond.push(perSecond);
    }
  }
  for (const mode of ['off', 'on'] as const) {
    const { fsync, perSecond } = results[mode];
    console.log(
      `  fsync ${mode.padEnd(3)} (SHOW fsync = ${fsync.padEnd(3)}): median ${Math.round(median(perSecond))} inserts/s  [${perSecond.map((v) => Math.round(v)).join(', ')}]`,
    );
  }
  const ratio = median(results.on.perSecond) / median(results.off.perSecond);
  console.log(`  fsync on / fsync off speed: ${ratio.toFixed(2)}`);

  const traced = 500;
  for (const mode of ['off', 'on'] as const) {
    const counts = traceSyscalls(mode, traced);
    if (!counts) {
      console.log(`  strace: not available, sync system calls not counted (mode ${mode})`);
      continue;
    }
    const syncs =
      counts.fsync! + counts.fdatasync! + counts.sync_file_range! + counts.syncfs! + counts.msync!;
    console.log(
      `  strace, fsync ${mode}, ${traced} inserts (whole process incl. start): fsync ${counts.fsync}, fdatasync ${counts.fdatasync}, sync_file_range ${counts.sync_file_range}, syncfs ${counts.syncfs}, msync ${counts.msync} → ${syncs} sync calls; pwrite64 ${counts.pwrite64}, write ${counts.write}`,
    );
  }
}

function readVersion(): string {
  try {
    const file = path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return '';
  }
}
