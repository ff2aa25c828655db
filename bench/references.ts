/**
 * The yardsticks `npm run bench` measures Quayside against, each started in its own process by bench/run.ts
 * and listening on 127.0.0.1 until killed:
 *
 *   node --import tsx bench/references.ts constant       bare Fastify answering a constant
 *   node --import tsx bench/references.ts pg <url>       bare Fastify + one `pg` select of a member by id
 *   node --import tsx bench/references.ts pglite <dir>   bare Fastify + one PGlite select by id, in process
 *
 * They do the least a server could do for the same answer: no hooks, no schemas, no logging, one query.
 * The `pg` pool has the size Quayside's has (10). Prints `listening <url>` once ready.
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

const [kind, databaseUrl] = process.argv.slice(2);
const app = Fastify({ logger: false });

if (kind === 'constant') {
  app.get('/', async () => ({ code: '0', msg: 'ok', data: { status: 'up' } }));
} else if (kind === 'pg') {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  app.addHook('onClose', () => pool.end());
  const [first] = (await pool.query('select min(id) as id from members')).rows as { id: string }[];
  const id = Number(first?.id ?? 1);
  app.get('/', async () => {
    const { rows } = await pool.query('select id, email, role, status, lang from members where id = $1', [
      id,
    ]);
    return { code: '0', msg: 'ok', data: rows[0] ?? null };
  });
} else if (kind === 'pglite') {
  // A table shaped like Quayside's members, a thousand rows, in a data folder (the second argument) as
  // Quayside's PGlite keeps its own, in the server's process.
  const db = await PGlite.create({ dataDir: databaseUrl });
  app.addHook('onClose', () => db.close());
  await db.exec(`create table members (id bigint primary key generated always as identity, email text not null,
    role text not null default 'borrower', status text not null default 'active', lang text not null default 'en');
    insert into members (email) select 'm' || g || '@quayside.example' from generate_series(1, 1000) g;`);
  app.get('/', async () => {
    const { rows } = await db.query('select id, email, role, status, lang from members where id = $1', [500]);
    return { code: '0', msg: 'ok', data: rows[0] ?? null };
  });
} else {
  process.stderr.write(`unknown reference ${kind}: constant, pg <url> or pglite\n`);
  process.exit(2);
}

const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening ${address}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
