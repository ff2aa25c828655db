/**
 * Prepares a database for `npm run bench` before the server starts, then exits: migrations, the demo
 * accounts, and one borrower with a record of every kind (a disbursed loan and its bills, a repayment,
 * uploads, notifications) made through the API in this process, as the test suites make theirs. Prints one
 * JSON line: the borrower's id and session token, the loan's id and the folder of the uploads.
 *
 *   node --import tsx bench/bench-data.ts postgres://…/bench_small
 *   node --import tsx bench/bench-data.ts /tmp/folder     (PGlite in <folder>/pglite, uploads beside it)
 */
import { randomBytes } from 'node:crypto';
import { borrowerWithRecords } from '../tests/helpers/borrower-world';
import { seededOperator } from '../tests/helpers/loans';
import { apiInProcess } from './lib/api-in-process';

const [where] = process.argv.slice(2);
if (!where) {
  process.stderr.write('usage: bench-data.ts <postgres url | PGlite folder>\n');
  process.exit(2);
}
const postgres = where.startsWith('postgres');
const { ctx, config, close } = await apiInProcess({
  DATA_DIR: postgres ? `${process.env.TMPDIR ?? '/tmp'}/quayside-bench-uploads` : where,
  ...(postgres ? { DATABASE_URL: where } : {}),
});
const operator = await seededOperator(ctx);
const borrower = await borrowerWithRecords(ctx, operator, `Bench${randomBytes(3).toString('hex')}`);
await close();
process.stdout.write(
  `${JSON.stringify({
    memberId: borrower.member.id,
    token: borrower.member.token,
    loanId: borrower.ids.loan[0],
    operatorToken: operator.token,
    dataDir: config.DATA_DIR,
  })}\n`,
);
