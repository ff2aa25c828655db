import type { ArrangementPlanView } from '../../../domain/api/hardship';
import type { HardshipCaseView, HardshipQueueItem } from '../../../domain/api/hardship-desk';
import type { Language } from '../../../domain/errors';
import type { ArrangementTerms } from '../../../domain/forbearance/arrangement-terms';
import { forbearanceErrors } from '../../../domain/forbearance/forbearance-errors';
import { compareDates } from '../../../domain/loan/dates';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import type { KeysetPage } from '../../db/keyset';
import { notFound } from '../../lib/app-error';
import { getConfigValue } from '../config/config-service';
import {
  bookViewOf,
  businessDateOf,
  entryViewsOf,
  type LoadedBook,
  loadLoanBook,
} from '../servicing/servicing-front-door';
import { planFor } from './arrangement-planning';
import {
  type HardshipLoan,
  type HardshipRequestRow,
  latestArrangement,
  loanBriefOf,
  offersOfRequest,
  pageOpenRequests,
  requestById,
} from './hardship-repository';
import { figuresOf, RUNNING, refusal } from './hardship-service';
import { arrangementViewOf, leftOverOf, operatorOfferViewOf, requestViewOf } from './hardship-views';

export interface HardshipContext {
  deps: AppDeps;
  operatorId: number;
  requestId: string;
}

/** The borrower's name as their profile holds it ("First Last"), or their e-mail's absence: an empty name. */
export function borrowerNameOf(base: unknown): string {
  const named = base && typeof base === 'object' ? (base as Record<string, unknown>) : {};
  return [named.firstName, named.lastName].filter((part) => typeof part === 'string').join(' ');
}

/** HARDSHIP_SECOND_APPROVAL_ABOVE as it stands: relief or a waiver above it takes a second operator. */
export async function secondApprovalAbove(db: Executor): Promise<number> {
  return Number(await getConfigValue(db, 'HARDSHIP_SECOND_APPROVAL_ABOVE'));
}

/** The request, its loan and the loan's book on the business date; N404 for a request that does not exist. */
export async function requestWithLoan(db: Executor, requestId: number, forUpdate = false) {
  const request = await requestById(db, requestId, forUpdate);
  if (!request) throw notFound();
  const loan = await loanBriefOf(db, request.loanId);
  if (!loan) throw notFound();
  return { request, loan };
}

/** The loan's book on the business date, for a running loan; refused for one settled, written off or not paid out. */
export async function runningBook(
  db: Executor,
  loan: HardshipLoan,
  businessDate: string,
): Promise<LoadedBook> {
  const loaded = loan.status === RUNNING ? await loadLoanBook(db, loan.id, businessDate) : null;
  if (!loaded) throw refusal(forbearanceErrors.loanNotRunning);
  return loaded;
}

/** The Hardship queue: requests waiting for an answer, the earliest promised answer first (claims added by the caller). */
export async function hardshipPage(deps: Pick<AppDeps, 'db' | 'clock'>, page: KeysetPage) {
  const businessDate = await businessDateOf(deps);
  const { rows, total, next } = await pageOpenRequests(deps.db, page);
  const list: Omit<HardshipQueueItem, 'claim'>[] = [];
  for (const row of rows) {
    const loaded = await loadLoanBook(deps.db, row.request.loanId, businessDate);
    list.push({
      requestId: row.request.id,
      loanId: row.request.loanId,
      contractNumber: row.contractNumber,
      borrowerName: borrowerNameOf(row.base),
      status: row.request.status,
      receivedOn: row.request.receivedOn,
      answerBy: row.request.answerBy,
      late: compareDates(row.request.answerBy, businessDate) < 0,
      daysPastDue: loaded?.book.daysPastDue ?? 0,
      arrears: loaded?.book.arrears ?? 0,
      leftOver: leftOverOf(row.request),
      canPay: row.request.canPay,
    });
  }
  return { list, total, page: page.page, pageSize: page.pageSize, next, businessDate };
}

/**
 * A request as the operator reads it, beside the loan's book, ledger and arrears, its offers and the
 * arrangement. Every query runs after the one before: inside an action it is read in the action's transaction.
 */
export async function hardshipCase(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  requestId: number,
  lang: Language,
): Promise<Omit<HardshipCaseView, 'claim'> & { waiver: WaiverView | null }> {
  const businessDate = await businessDateOf(deps);
  const { request, loan } = await requestWithLoan(deps.db, requestId);
  const loaded = await loadLoanBook(deps.db, loan.id, businessDate);
  if (!loaded) throw refusal(forbearanceErrors.loanNotRunning);
  const offers = await offersOfRequest(deps.db, request.id);
  const arrangement = await latestArrangement(deps.db, loan.id);
  const threshold = await secondApprovalAbove(deps.db);
  const figures = figuresOf(deps, loan);
  return {
    request: requestViewOf(request),
    businessDate,
    loan: {
      id: loan.id,
      contractNumber: loan.contractNumber,
      borrowerName: borrowerNameOf(loan.base),
      status: loan.status,
      termMonths: loan.termMonths,
      repaymentMethod: loan.method,
    },
    book: bookViewOf(loaded.book, loaded.rows),
    ledger: entryViewsOf(loaded.rows),
    offers: offers.map((offer) => operatorOfferViewOf(offer, lang, figures)),
    arrangement: arrangement ? arrangementViewOf(arrangement) : null,
    secondApprovalAbove: threshold,
    waiver: waiverViewOf(request),
  };
}

export interface WaiverView {
  amount: number;
  reason: string;
  askedBy: number;
  needsSecondOperator: boolean;
  approvedBy: number | null;
  entryId: number | null;
}

/** A waiver asked for on the request (done, or waiting for a second operator); null when none was. */
export function waiverViewOf(request: HardshipRequestRow): WaiverView | null {
  if (request.waiverAmount === null || request.waiverAskedBy === null) return null;
  return {
    amount: request.waiverAmount,
    reason: request.waiverReason ?? '',
    askedBy: request.waiverAskedBy,
    needsSecondOperator: request.waiverSecondNeeded ?? false,
    approvedBy: request.waiverApprovedBy,
    entryId: request.waiverEntryId,
  };
}

/** What the terms would make of the loan today, and whether a second operator must approve the offer. */
export async function previewArrangement(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  requestId: number,
  terms: ArrangementTerms,
): Promise<ArrangementPlanView & { needsSecondOperator: boolean }> {
  const businessDate = await businessDateOf(deps);
  const { loan } = await requestWithLoan(deps.db, requestId);
  const loaded = await runningBook(deps.db, loan, businessDate);
  const plan = planFor(loaded.book, terms);
  return { ...plan, needsSecondOperator: plan.relief > (await secondApprovalAbove(deps.db)) };
}
