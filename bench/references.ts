/**
 * The yardsticks `npm run bench` measures Quayside against, each started in its own process by bench/run.ts
 * and listening on 127.0.0.1 until killed:
 *
 *   node --import tsx bench/references.ts constant       bare Fastify answering a constant
 *   node --import tsx bench/references.ts pg <url>       bare Fastify + one `pg` select of a member by id
 *   node --import tsx bench/references.ts pglite <dir>   bare Fastify + one PGlite select by id, in process
 *   node --import tsx bench/references.ts rows <url> <rows.json>
 *                                  bare Fastify + `pg` inserting, in one transaction, the rows one write of
 *                                  Quayside inserted (bench/writes-data.ts keeps them), for the member named
 *                                  by the request's x-bench-member header
 *
 * They do the least a server could do for the same answer: no hooks, no schemas, no logging, one query.
 * The `pg` pool has the size Quayside's has (10). Prints `listening <url>` once ready.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
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
} else if (kind === 'rows') {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  app.addHook('onClose', () => pool.end());
  const inserted = JSON.parse(readFileSync(process.argv[4] ?? '', 'utf8')) as {
    table: string;
    rows: Record<string, unknown>[];
  }[];
  // Each row as it was written, less its id; the member is the request's, a loan id is the one inserted
  // first in the same transaction, and values that must be unique are made so.
  const unique = new Set(['key', 'voucher_sha256', 'contract_number', 'token_hash', 'storage_key']);
  const statements = inserted.flatMap(({ table, rows }) =>
    rows.map((row) => {
      const columns = Object.keys(row).filter((column) => column !== 'id');
      return {
        table,
        columns,
        text: `insert into "${table}" (${columns.map((column) => `"${column}"`).join(', ')})
               values (${columns.map((_, index) => `$${index + 1}`).join(', ')}) returning id`,
        values: columns.map((column) => {
          const value = row[column];
          return value !== null && typeof value === 'object' && !(value instanceof Date)
            ? JSON.stringify(value)
            : value;
        }),
      };
    }),
  );
  app.post('/', async (request) => {
    const memberId = Number(request.headers['x-bench-member']);
    const client = await pool.connect();
    try {
      await client.query('begin');
      let loanId: unknown;
      for (const statement of statements) {
        const values = statement.columns.map((column, index) => {
          if (column === 'member_id') return memberId;
          if (column === 'loan_id' && loanId !== undefined) return loanId;
          if (unique.has(column)) return randomUUID();
          return statement.values[index];
        });
        const { rows } = await client.query(statement.text, values);
        if (statement.table === 'loans' && loanId === undefined) loanId = rows[0]?.id;
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
    return { code: '0', msg: 'ok', data: null };
  });
} else {
  process.stderr.write(`unknown reference ${kind}: constant, pg <url>, pglite or rows <url> <file>\n`);
  process.exit(2);
}

const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening ${address}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
