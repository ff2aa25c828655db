/**
 * Loan-maths micro-benchmark: µs per 60-month schedule for each method and per APR solve.
 * Run with `npm run bench:loan` (node --import tsx bench/loan-maths.ts). Each case warms up first so the
 * JIT has compiled the hot paths, then times a fixed number of iterations; the script stops by itself.
 */
import { performance } from 'node:perf_hooks';
import { aprOfSchedule } from '../domain/loan/apr';
import { repaymentMethods } from '../domain/loan/methods';
import { generateSchedule, type LoanTerms } from '../domain/loan/schedule';

const WARM_UP = 1_000;
const ITERATIONS = 10_000;

const termsFor = (method: LoanTerms['method']): LoanTerms => ({
  principal: 1_000_000,
  annualRate: '0.264467',
  termMonths: 60,
  method,
  startDate: '2024-01-31',
});

// A sink the optimiser cannot prove unused, so the measured work is not eliminated.
let sink = 0;

function measure(name: string, run: () => number): { name: string; microsPerOp: number; totalMs: number } {
  for (let i = 0; i < WARM_UP; i += 1) sink += run();
  const started = performance.now();
  for (let i = 0; i < ITERATIONS; i += 1) sink += run();
  const totalMs = performance.now() - started;
  return { name, microsPerOp: (totalMs * 1000) / ITERATIONS, totalMs };
}

const results = repaymentMethods.map((method) =>
  measure(`schedule ${method} 60m`, () => generateSchedule(termsFor(method)).totalPayable),
);
const equalInstallment = generateSchedule(termsFor('EQUAL_INSTALLMENT'));
results.push(measure('APR solve EQUAL_INSTALLMENT 60m', () => aprOfSchedule(equalInstallment).length));
results.push(
  measure(
    'APR solve 60m with 200.00 fee',
    () => aprOfSchedule(equalInstallment, { amount: 20_000, mode: 'deducted' }).length,
  ),
);

console.log(`loan maths: ${ITERATIONS} iterations each after ${WARM_UP} warm-up, Node ${process.version}`);
console.table(
  results.map(({ name, microsPerOp, totalMs }) => ({
    case: name,
    'µs/op': Number(microsPerOp.toFixed(2)),
    'total ms': Number(totalMs.toFixed(0)),
  })),
);
if (sink === 0) console.log('(no work measured)');
