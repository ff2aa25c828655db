import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { LoanStatus } from '../../../../domain/loan/lifecycle';
import type { Executor } from '../../../db/client';
import { decisions, ledgerEntries, loanBills, loans } from '../../../db/schema';

/** What the replay needs of a loan row (as servicing's `ServicedLoan`), and its status. */
export interface ReportLoan {
  id: number;
  status: LoanStatus;
  method: (typeof loans.$inferSelect)['method'];
  annualRate: string;
  offerRate: string | null;
  overdueRate: string;
}

/**
 * The next `limit` loans after `afterId` in one of `statuses`, by id: the loans a report replays, read a
 * chunk at a time so a book of any size is never held whole.
 */
export async function loansAfter(
  db: Executor,
  statuses: readonly LoanStatus[],
  afterId: number,
  limit: number,
): Promise<ReportLoan[]> {
  return db
    .select({
      id: loans.id,
      status: loans.status,
      method: loans.method,
      annualRate: loans.annualRate,
      offerRate: loans.offerRate,
      overdueRate: loans.overdueRate,
    })
    .from(loans)
    .where(and(inArray(loans.status, [...statuses]), gt(loans.id, afterId)))
    .orderBy(asc(loans.id))
    .limit(limit);
}

/**
 * The instalment bills made at the payout of each loan (an arrangement's bills left out: the replay makes
 * them from its entry), as servicing's ledger repository reads them for one loan.
 */
export async function instalmentLinesOf(db: Executor, loanIds: readonly number[]) {
  if (loanIds.length === 0) return [];
  return db
    .select({
      loanId: loanBills.loanId,
      period: loanBills.period,
      dueDate: loanBills.dueDate,
      principal: loanBills.principal,
      interest: loanBills.interest,
      total: loanBills.total,
    })
    .from(loanBills)
    .where(
      and(
        inArray(loanBills.loanId, [...loanIds]),
        eq(loanBills.kind, 'INSTALMENT'),
        isNull(loanBills.arrangementEntryId),
      ),
    )
    .orderBy(asc(loanBills.loanId), asc(loanBills.period));
}

/**
 * Every ledger entry of the loans, in the order recorded (the replay orders them itself): only the columns
 * the replay reads (servicing's `entryOf`), which halves what a report at scale reads and parses.
 */
export async function entriesOf(db: Executor, loanIds: readonly number[]) {
  if (loanIds.length === 0) return [];
  return db
    .select({
      loanId: ledgerEntries.loanId,
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      on: ledgerEntries.on,
      amount: ledgerEntries.amount,
      channel: ledgerEntries.channel,
      reference: ledgerEntries.reference,
      component: ledgerEntries.component,
      period: ledgerEntries.period,
      prepaymentMode: ledgerEntries.prepaymentMode,
      reverses: ledgerEntries.reverses,
      arrangementTerms: ledgerEntries.arrangementTerms,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.loanId, [...loanIds]))
    .orderBy(asc(ledgerEntries.loanId), asc(ledgerEntries.id));
}

/** Applications submitted in `[from, until)`, drafts left out, with the reason code of a person's decline. */
export async function submittedBetween(db: Executor, from: Date, until: Date) {
  return db
    .select({
      id: loans.id,
      status: loans.status,
      submittedAt: loans.submittedAt,
      rejectionReasonCode: loans.rejectionReasonCode,
    })
    .from(loans)
    .where(and(gte(loans.submittedAt, from), lt(loans.submittedAt, until), ne(loans.status, 'DRAFT')));
}

/** The newest decision of each application submitted in `[from, until)`. */
export async function newestDecisionsBetween(db: Executor, from: Date, until: Date) {
  return db
    .selectDistinctOn([decisions.loanId], {
      loanId: decisions.loanId,
      outcome: decisions.outcome,
      reasons: decisions.reasons,
    })
    .from(decisions)
    .innerJoin(loans, eq(loans.id, decisions.loanId))
    .where(and(gte(loans.submittedAt, from), lt(loans.submittedAt, until)))
    .orderBy(decisions.loanId, desc(decisions.id));
}

/** Agreements signed in `[from, until)`: when, when their money was sent, and whether they still wait. */
export async function signedBetween(db: Executor, from: Date, until: Date) {
  return db
    .select({ status: loans.status, signedAt: loans.signedAt, disbursedAt: loans.disbursedAt })
    .from(loans)
    .where(and(gte(loans.signedAt, from), lt(loans.signedAt, until)));
}
