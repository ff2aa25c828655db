import { addDays, type IsoDate } from '../../../domain/loan/dates';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { translate } from '../../i18n/catalog';
import { flagCase, loadLoanBook } from '../servicing/servicing-front-door';
import { sendHardshipNotice } from './hardship-notices';
import {
  type ArrangementRow,
  activeArrangements,
  endArrangement,
  insertEvent,
  loanBriefOf,
  loansUnderForbearance,
  moveOffer,
  moveRequest,
  offersExpiredBy,
  requestById,
} from './hardship-repository';

type CobDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const PAGE = 200;

export interface HardshipCobReport {
  lapsed: number;
  completed: number;
  broken: number;
}

/**
 * The hardship part of a close of business for `date`, run after the loans' own part (servicing hands it
 * in as `afterLoans`): offers whose last day was `date` lapse and their requests go back to the operators;
 * each arrangement in force takes the status its loan's book gives it on `date` — COMPLETED once its window
 * has passed kept, BROKEN once an arrangement bill went unpaid, flagged on the collection case and told to
 * the borrower. Each change is its own transaction and a guarded update, so a rerun does nothing twice;
 * an arrangement that ended is never made ACTIVE again.
 */
export async function hardshipCobStep(deps: CobDeps, date: IsoDate): Promise<HardshipCobReport> {
  const report: HardshipCobReport = { lapsed: 0, completed: 0, broken: 0 };
  for (const offer of await offersExpiredBy(deps.db, date)) {
    const lapsed = await deps.db.transaction(async (tx) => {
      await requestById(tx, offer.requestId, true);
      const moved = await moveOffer(tx, offer.id, ['OFFERED'], {
        status: 'LAPSED',
        decidedAt: deps.clock.now(),
      });
      if (!moved) return false;
      await moveRequest(tx, offer.requestId, ['OFFERED'], { status: 'OPEN' });
      await insertEvent(tx, {
        requestId: offer.requestId,
        offerId: offer.id,
        event: 'LAPSED',
        by: null,
        businessDate: date,
        detail: { expiresOn: offer.expiresOn },
        at: deps.clock.now(),
      });
      return true;
    });
    if (lapsed) report.lapsed += 1;
  }
  for (let afterId = 0; ; ) {
    const page = await activeArrangements(deps.db, afterId, PAGE);
    if (page.length === 0) break;
    for (const arrangement of page) {
      const outcome = await followArrangement(deps, arrangement, date);
      if (outcome) report[outcome === 'COMPLETED' ? 'completed' : 'broken'] += 1;
      afterId = arrangement.id;
    }
  }
  return report;
}

/** The arrangement's status on `date` from its loan's book, recorded once when it has ended. */
async function followArrangement(
  deps: CobDeps,
  arrangement: ArrangementRow,
  date: IsoDate,
): Promise<'COMPLETED' | 'BROKEN' | null> {
  const loaded = await loadLoanBook(deps.db, arrangement.loanId, date);
  const record = loaded
    ? loaded.book.arrangements.find((item) => item.entryId === arrangement.ledgerEntryId)
    : undefined;
  if (!record || record.status === 'ACTIVE') return null;
  const status = record.status;
  const brokenOn = status === 'BROKEN' ? (record.brokenOn ?? date) : null;
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    if (!(await endArrangement(tx, arrangement.id, status, { endedOn: date, endedAt: now, brokenOn }))) {
      return null;
    }
    await insertEvent(tx, {
      requestId: arrangement.requestId,
      offerId: arrangement.offerId,
      event: status,
      by: null,
      businessDate: date,
      detail: brokenOn ? { brokenOn } : {},
      at: now,
    });
    if (status === 'BROKEN' && brokenOn) await flagBroken(tx, deps, arrangement, brokenOn, date, now);
    return status;
  });
}

/** A broken arrangement goes before the collections officer the next day, and the borrower is told. */
async function flagBroken(
  tx: Executor,
  deps: CobDeps,
  arrangement: ArrangementRow,
  brokenOn: IsoDate,
  date: IsoDate,
  now: Date,
) {
  // The case's note is read by operators in the console as written: in English, with the request's number.
  const note = translate('hardship.arrangementBroken', 'en', { brokenOn, requestId: arrangement.requestId });
  await flagCase(tx, arrangement.loanId, { date: addDays(date, 1), note, now });
  const loan = await loanBriefOf(tx, arrangement.loanId);
  if (loan) await sendHardshipNotice(tx, deps.config, loan, { kind: 'broken', brokenOn }, now);
}

/** Whether the loan is under forbearance now: no default notice is sent on it (servicing's ForbearanceHold). */
export async function forbearanceHold(db: Executor, loanId: number): Promise<boolean> {
  return (await loansUnderForbearance(db, [loanId])).has(loanId);
}

/** The loans among `loanIds` under forbearance: no bill reminder is sent on them (notifications' UnderForbearance). */
export function underForbearance(db: Executor, loanIds: number[]): Promise<Set<number>> {
  return loansUnderForbearance(db, loanIds);
}
