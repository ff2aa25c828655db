import type { BorrowerHardshipView } from '../../../domain/api/hardship';
import type { Language } from '../../../domain/errors';
import {
  HARDSHIP_ANSWER_WORKING_DAYS,
  type HardshipChange,
} from '../../../domain/forbearance/forbearance-codes';
import { forbearanceErrors } from '../../../domain/forbearance/forbearance-errors';
import { compareDates } from '../../../domain/loan/dates';
import { addWorkingDays } from '../../../domain/loan/working-days';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { AppError, invalid, notFound } from '../../lib/app-error';
import { brandOf } from '../config/config-service';
import { isUniqueViolation } from '../loans/loans-front-door';
import { businessDateOf } from '../servicing/servicing-front-door';
import { sendHardshipNotice } from './hardship-notices';
import {
  type HardshipLoan,
  insertEvent,
  insertRequest,
  latestArrangement,
  latestRequest,
  loanBriefOf,
  moveOffer,
  moveRequest,
  ONE_OPEN_REQUEST_INDEX,
  offerById,
  offersOfRequest,
  openRequestOf,
  requestById,
} from './hardship-repository';
import { arrangementViewOf, offerViewOf, requestViewOf } from './hardship-views';

export type HardshipDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** Only a loan being repaid can be re-planned: not one settled, written off or not yet paid out. */
export const RUNNING = 'DISBURSED';

export function refusal(code: string, field?: string, params?: Record<string, string | number>): AppError {
  return new AppError('C409', code, {
    ...(params ? { params } : {}),
    ...(field ? { fields: { [field]: code } } : {}),
  });
}

/** The member's own loan, or N404: another member's loan is as one that does not exist. */
export async function ownLoan(db: Executor, memberId: number, loanId: number): Promise<HardshipLoan> {
  const loan = await loanBriefOf(db, loanId, memberId);
  if (!loan) throw notFound();
  return loan;
}

export function figuresOf(
  deps: Pick<AppDeps, 'config'>,
  loan: { id: number; contractNumber: string | null },
) {
  return { lender: brandOf(deps.config).name, contractNumber: loan.contractNumber ?? String(loan.id) };
}

export interface HelpRequest {
  changes: HardshipChange[];
  details?: string | undefined;
  since: string;
  statement: {
    income: number;
    spending: {
      housing: number;
      councilTax: number;
      energy: number;
      food: number;
      transport: number;
      otherCredit: number;
      other: number;
    };
    canPay: number;
  };
}

/**
 * "I'm struggling to pay" on the member's running loan: kept as sent, with the answer promised within
 * HARDSHIP_ANSWER_WORKING_DAYS working days of the business date, and a message saying so with free
 * debt advice named. One request at a time per loan (the database's one-open index holds it however many
 * arrive at once); from now until it is answered no default notice is sent and reminders stop pressing.
 */
export async function askForHelp(
  deps: HardshipDeps,
  memberId: number,
  loanId: number,
  body: HelpRequest,
  lang: Language,
): Promise<BorrowerHardshipView> {
  const loan = await ownLoan(deps.db, memberId, loanId);
  const businessDate = await businessDateOf(deps);
  if (compareDates(body.since, businessDate) > 0) {
    throw invalid({ since: forbearanceErrors.sinceInFuture });
  }
  if (loan.status !== RUNNING) throw refusal(forbearanceErrors.loanNotRunning);
  const open = await openRequestOf(deps.db, loanId);
  if (open) throw refusal(forbearanceErrors.requestOpen, undefined, { answerBy: open.answerBy });
  const now = deps.clock.now();
  const answerBy = addWorkingDays(businessDate, HARDSHIP_ANSWER_WORKING_DAYS);
  let request: Awaited<ReturnType<typeof insertRequest>>;
  try {
    request = await insertRequest(deps.db, {
      loanId,
      memberId,
      status: 'OPEN',
      changes: body.changes,
      details: body.details ? body.details : null,
      since: body.since,
      income: body.statement.income,
      spending: body.statement.spending,
      canPay: body.statement.canPay,
      receivedOn: businessDate,
      receivedAt: now,
      answerBy,
    });
  } catch (error) {
    // A second request at the same moment: the one-open index keeps the first (sent the same business day).
    if (isUniqueViolation(error, ONE_OPEN_REQUEST_INDEX)) {
      throw refusal(forbearanceErrors.requestOpen, undefined, { answerBy });
    }
    throw error;
  }
  await insertEvent(deps.db, {
    requestId: request.id,
    event: 'RECEIVED',
    by: memberId,
    businessDate,
    at: now,
  });
  await sendHardshipNotice(deps.db, deps.config, loan, { kind: 'received', answerBy }, now);
  return hardshipViewOf(deps, loan, lang);
}

/** What the borrower's loan page and the help form show: the latest request, an offer waiting, the arrangement. */
export async function borrowerHardship(
  deps: HardshipDeps,
  memberId: number,
  loanId: number,
  lang: Language,
): Promise<BorrowerHardshipView> {
  return hardshipViewOf(deps, await ownLoan(deps.db, memberId, loanId), lang);
}

export async function hardshipViewOf(
  deps: HardshipDeps,
  loan: HardshipLoan,
  lang: Language,
): Promise<BorrowerHardshipView> {
  const businessDate = await businessDateOf(deps);
  const request = await latestRequest(deps.db, loan.id);
  // An offer still waiting for a second operator is not the borrower's to see.
  const offer =
    request?.status === 'OFFERED'
      ? ((await offersOfRequest(deps.db, request.id)).find((row) => row.status === 'OFFERED') ?? null)
      : null;
  const arrangement = await latestArrangement(deps.db, loan.id);
  return {
    businessDate,
    request: request ? requestViewOf(request) : null,
    offer: offer ? offerViewOf(offer, lang, figuresOf(deps, loan)) : null,
    arrangement: arrangement ? arrangementViewOf(arrangement) : null,
    canAsk: loan.status === RUNNING && (!request || request.status === 'CLOSED'),
    answerWorkingDays: HARDSHIP_ANSWER_WORKING_DAYS,
  };
}

/**
 * An offer of the loan, locked after its request: every writer of a request and its offers takes the
 * request's row first (then the offer's, then the loan's), so two writers at once take turns, never wait
 * on each other. N404 for an offer of another loan.
 */
export async function lockedOffer(db: Executor, loanId: number, offerId: number) {
  const seen = await offerById(db, offerId);
  if (!seen || seen.loanId !== loanId) throw notFound();
  await requestById(db, seen.requestId, true);
  return (await offerById(db, offerId, true))!;
}

/**
 * The borrower declines an offer: nothing changes on the loan, and the request goes back to the operators
 * (OPEN) for another answer. Declining an offer already declined answers as the first time did.
 */
export async function declineOffer(
  deps: HardshipDeps,
  memberId: number,
  loanId: number,
  offerId: number,
  lang: Language,
): Promise<BorrowerHardshipView> {
  const loan = await ownLoan(deps.db, memberId, loanId);
  const offer = await lockedOffer(deps.db, loanId, offerId);
  if (offer.status === 'DECLINED') return hardshipViewOf(deps, loan, lang);
  const businessDate = await businessDateOf(deps);
  const now = deps.clock.now();
  const declined = await moveOffer(deps.db, offer.id, ['OFFERED'], {
    status: 'DECLINED',
    decidedAt: now,
    decidedBy: memberId,
  });
  if (!declined) throw refusal(forbearanceErrors.offerLapsed);
  await moveRequest(deps.db, offer.requestId, ['OFFERED'], { status: 'OPEN' });
  await insertEvent(deps.db, {
    requestId: offer.requestId,
    offerId: offer.id,
    event: 'DECLINED_BY_BORROWER',
    by: memberId,
    businessDate,
    at: now,
  });
  return hardshipViewOf(deps, loan, lang);
}
