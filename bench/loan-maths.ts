/**
 * Loan-maths micro-benchmark: µs per 60-month schedule for each method, per APR solve, per decision of
 * the credit policy (domain/decision: an approval, and a counter-offer with its search), with decisions per
 * second beside it, and per replay of a loan's ledger (domain/servicing). Run with `npm run bench:loan`; `npm run bench` runs it in its own process with
 * `--json` and puts the figures in its table. Each case warms up first so the JIT has compiled the hot
 * paths, then times a fixed number of iterations in CPU time, best of three rounds; the script stops by
 * itself.
 */
import type { CreditFileFacts } from '../domain/decision/credit-file-facts';
import { type ApplicationTerms, decide } from '../domain/decision/policy';
import { decideWithFile } from '../domain/decision/policy-v2';
import type { DecisionSettings } from '../domain/decision/settings';
import { aprOfSchedule } from '../domain/loan/apr';
import { addDays } from '../domain/loan/dates';
import { repaymentMethods } from '../domain/loan/methods';
import { generateSchedule, type LoanTerms } from '../domain/loan/schedule';
import type { LedgerEntry } from '../domain/servicing/ledger-entries';
import { replayLoan } from '../domain/servicing/replay';
import { servicingTermsOf } from '../domain/servicing/servicing-terms';

const WARM_UP = 2_000;
const ITERATIONS = 10_000;
const ROUNDS = 3;

export interface LoanMathsResult {
  name: string;
  microsPerOp: number;
  targetMicros: number;
  /** A figure printed beside it (decisions per second). */
  extra?: string;
}

const termsFor = (method: LoanTerms['method']): LoanTerms => ({
  principal: 1_000_000,
  annualRate: '0.264467',
  termMonths: 60,
  method,
  startDate: '2024-01-31',
});

// A sink the optimiser cannot prove unused, so the measured work is not eliminated.
let sink = 0;

// CPU time of this process, not the wall clock: on a machine shared with other work the wall clock counts
// the time the process waited for a core, the CPU time only the work done.
function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

/** `scale` shortens the run for cases a hundred times slower than a schedule (a replay). */
function microsPerOp(run: () => number, scale = 1): number {
  const warmUp = WARM_UP / scale;
  const iterations = ITERATIONS / scale;
  for (let i = 0; i < warmUp; i += 1) sink += run();
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = cpuMicros();
    for (let i = 0; i < iterations; i += 1) sink += run();
    best = Math.min(best, (cpuMicros() - started) / iterations);
  }
  return best;
}

// The policy's defaults (server/modules/config/config-defaults.ts).
const settings: DecisionSettings = {
  mode: 'auto',
  autoApproveMax: 1_500_000,
  maxRepaymentShare: '0.20',
  counterOfferStep: 10_000,
  minimumAmount: 100_000,
  incomeTolerance: '0.10',
  essentialSpending: [100_000, 150_000, 185_000, 220_000, 255_000],
};
const applicant = (personalAnnualIncome: number) => ({
  dateOfBirth: '1990-05-14',
  employmentStatus: 'FULL_TIME' as const,
  workingYears: 8,
  personalAnnualIncome,
});
const asked = (amount: number): ApplicationTerms => ({
  amount,
  termMonths: 60,
  method: 'EQUAL_INSTALLMENT',
  annualRate: '0.099',
});
const existing = [{ totalPayable: 300_000, termMonths: 12 }];

export function measureLoanMaths(): LoanMathsResult[] {
  const results: LoanMathsResult[] = repaymentMethods.map((method) => ({
    name: `schedule ${method} 60m`,
    microsPerOp: microsPerOp(() => generateSchedule(termsFor(method)).totalPayable),
    targetMicros: 5,
  }));
  const equalInstallment = generateSchedule(termsFor('EQUAL_INSTALLMENT'));
  results.push({
    name: 'APR solve EQUAL_INSTALLMENT 60m',
    microsPerOp: microsPerOp(() => aprOfSchedule(equalInstallment).length),
    targetMicros: 20,
  });
  results.push({
    name: 'APR solve 60m with 200.00 fee',
    microsPerOp: microsPerOp(
      () => aprOfSchedule(equalInstallment, { amount: 20_000, mode: 'deducted' }).length,
    ),
    targetMicros: 20,
  });
  // £5,000 on £42,000 a year fits; £14,000 on £24,000 a year does not, and the search finds the offer.
  const cases = [
    ['decision APPROVE 60m', 'APPROVE', asked(500_000), applicant(4_200_000)],
    ['decision COUNTER_OFFER 60m (search)', 'COUNTER_OFFER', asked(1_400_000), applicant(2_400_000)],
  ] as const;
  for (const [name, expected, terms, facts] of cases) {
    const outcome = decide(terms, facts, existing, settings, '2026-11-26').outcome;
    if (outcome !== expected) throw new Error(`${name}: the policy answered ${outcome}`);
    const micros = microsPerOp(
      () => decide(terms, facts, existing, settings, '2026-11-26').figures.monthlyCost ?? 0,
    );
    results.push({
      name,
      microsPerOp: micros,
      targetMicros: 50,
      extra: `${Math.round(1_000_000 / micros).toLocaleString('en-GB')} decisions/s on one core`,
    });
  }
  results.push(...measureDecisionWithFile());
  results.push(...measureReplay());
  return results;
}

/**
 * Policy version 2 (domain/decision/policy-v2.ts) with a credit file's facts, as every submit decides: a
 * clean file approved; £1,200 a month of other credit on £90,000 a year, counter-offered by both rules.
 */
function measureDecisionWithFile(): LoanMathsResult[] {
  const file: CreditFileFacts = {
    reference: 'NCR-bench',
    agencyName: 'Northgate Credit Records Ltd',
    identityMatched: true,
    addressMatched: true,
    electoralRoll: true,
    insolvencyWithin6Years: false,
    judgmentWithin6Years: false,
    defaultWithin12Months: false,
    fraudMarkers: 0,
    searchesLast90Days: 1,
    monthlyCommitments: 0,
    verifiedAnnualIncome: null,
  };
  const cases = [
    ['decision v2 with a file, APPROVE 60m', 'APPROVE', asked(500_000), applicant(4_200_000), file],
    [
      'decision v2 with a file, COUNTER_OFFER 60m',
      'COUNTER_OFFER',
      asked(1_500_000),
      applicant(9_000_000),
      { ...file, monthlyCommitments: 120_000 },
    ],
  ] as const;
  return cases.map(([name, expected, terms, facts, facts2]) => {
    const context = { file: facts2, sharedDetails: false, householdSize: 2 };
    const outcome = decideWithFile(terms, facts, existing, settings, '2026-11-26', context).outcome;
    if (outcome !== expected) throw new Error(`${name}: the policy answered ${outcome}`);
    const micros = microsPerOp(
      () => decideWithFile(terms, facts, existing, settings, '2026-11-26', context).figures.monthlyCost ?? 0,
    );
    return {
      name,
      microsPerOp: micros,
      targetMicros: 50,
      extra: `${Math.round(1_000_000 / micros).toLocaleString('en-GB')} decisions/s on one core`,
    };
  });
}

/**
 * The servicing replay (domain/servicing, decision 092): a loan's book from its ledger, as every borrower's
 * and operator's read and each loan's close of business computes it. A 60-month loan 36 months in, paid on
 * time; and the same loan in arrears, with late and partial payments (overdue interest span by span).
 */
function measureReplay(): LoanMathsResult[] {
  const schedule = generateSchedule({ ...termsFor('EQUAL_INSTALLMENT'), startDate: '2023-01-15' });
  const terms = servicingTermsOf(schedule, { overdueRate: '0.15' });
  const payout: LedgerEntry = { id: 1, kind: 'PAYOUT', on: '2023-01-15', amount: 1_000_000 };
  const onTime: LedgerEntry[] = [payout];
  const late: LedgerEntry[] = [payout];
  for (const line of schedule.lines.slice(0, 36)) {
    onTime.push(payment(onTime.length + 1, line.dueDate, line.total));
    // Every third month paid 20 days late, in two parts.
    if (line.period % 3 === 0) {
      const part = Math.floor(line.total / 2);
      late.push(payment(late.length + 1, addDays(line.dueDate, 12), part));
      late.push(payment(late.length + 1, addDays(line.dueDate, 20), line.total - part + 500));
    } else late.push(payment(late.length + 1, line.dueDate, line.total));
  }
  const asOf = '2026-02-10';
  return [
    ['replay 60m, 36 payments on time', onTime],
    ['replay 60m, 48 payments, late and partial', late],
  ].map(([name, entries]) => ({
    name: name as string,
    microsPerOp: microsPerOp(
      () => replayLoan(terms, entries as LedgerEntry[], asOf).principalOutstanding,
      10,
    ),
    targetMicros: 1000,
  }));
}

function payment(id: number, on: string, amount: number): LedgerEntry {
  return { id, kind: 'PAYMENT', on, amount, channel: 'VOUCHER' };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = measureLoanMaths();
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify(results)}\n`);
  } else {
    console.log(
      `loan maths: CPU time, best of ${ROUNDS} rounds of ${ITERATIONS} iterations after ${WARM_UP} warm-up, Node ${process.version}`,
    );
    console.table(
      results.map(({ name, microsPerOp: micros, targetMicros, extra }) => ({
        case: name,
        'µs/op': Number(micros.toFixed(2)),
        target: `≤ ${targetMicros}`,
        ...(extra ? { '': extra } : {}),
      })),
    );
  }
  if (sink === 0) console.log('(no work measured)');
}
