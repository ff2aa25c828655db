import { brandDate } from '../../../domain/loan/brand-date';
import { addDays, compareDates, daysBetween, type IsoDate } from '../../../domain/loan/dates';
import type { AppDeps } from '../../app-deps';
import { conflict } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-service';
import { findBusinessDateRow, lockBusinessDateMove, saveBusinessDate } from './business-date-repository';
import {
  type AfterLoansStep,
  type CobDayReport,
  type CollectStep,
  type FollowBills,
  lastCobRun,
  runCloseOfBusiness,
} from './cob-service';

/** The furthest one move may take the business date: each day passed runs its close of business at once. */
export const MAX_MOVE_DAYS = 366;

type DateDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** An operator may move the business date everywhere but production, where it follows the clock. */
export function businessDateMovable(config: AppDeps['config']): boolean {
  return config.NODE_ENV !== 'production';
}

/**
 * The business date (the brand's time zone): the brand's date of the clock, or outside production the
 * date an operator moved it to when that is later. It never goes back: the clock only moves forward, and
 * a move is refused unless it goes past both.
 */
export async function currentBusinessDate(deps: DateDeps): Promise<IsoDate> {
  if (!businessDateMovable(deps.config)) return brandDate(deps.clock.now());
  return movedOrClockBusinessDate(deps);
}

/**
 * The later of the clock's brand date and the date an operator moved the business date to. For readers
 * without the configuration at hand (servicing's `businessDateOf`): production refuses every move, so no
 * row is ever written there and this is the clock's date.
 */
export async function movedOrClockBusinessDate(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<IsoDate> {
  const today = brandDate(deps.clock.now());
  const row = await findBusinessDateRow(deps.db);
  return row && compareDates(row.date, today) > 0 ? row.date : today;
}

export async function businessDateView(deps: DateDeps) {
  const date = await currentBusinessDate(deps);
  const row = businessDateMovable(deps.config) ? await findBusinessDateRow(deps.db) : null;
  const lastCob = await lastCobRun(deps);
  return {
    businessDate: date,
    movable: businessDateMovable(deps.config),
    movedBy: row && row.date === date ? row.movedBy : null,
    movedAt: row && row.date === date ? row.movedAt.toISOString() : null,
    lastCob: lastCob
      ? {
          businessDate: lastCob.businessDate,
          startedAt: lastCob.startedAt.toISOString(),
          finishedAt: lastCob.finishedAt?.toISOString() ?? null,
          loans: lastCob.loansDone,
        }
      : null,
  };
}

/**
 * Moves the business date forward (never back, never in production), audited, then runs the close of
 * business of every day passed, in order, before answering. The move is committed first: if a close of
 * business fails half-way, the next run (a timer, or the next move) resumes it.
 */
export async function moveBusinessDate(
  ctx: {
    deps: AppDeps & { followBills: FollowBills; collect?: CollectStep; afterLoans?: AfterLoansStep };
    operatorId: number;
    requestId: string;
  },
  date: IsoDate,
): Promise<{ businessDate: IsoDate; closesOfBusiness: CobDayReport[] }> {
  const { deps } = ctx;
  if (!businessDateMovable(deps.config)) throw conflict('businessDate.production');
  // Days already ended are closed first, so that a book that has never closed one starts from the day
  // before the old date rather than the day before the new one.
  const caughtUp = await runCloseOfBusiness(deps, await currentBusinessDate(deps));
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockBusinessDateMove(tx);
    const current = await currentBusinessDate({ ...deps, db: tx });
    if (compareDates(date, current) <= 0) throw conflict('businessDate.notForward', { current });
    if (daysBetween(current, date) > MAX_MOVE_DAYS) {
      throw conflict('businessDate.tooFar', { days: MAX_MOVE_DAYS, latest: addDays(current, MAX_MOVE_DAYS) });
    }
    await saveBusinessDate(tx, { date, movedBy: ctx.operatorId, movedAt: now });
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'businessDate.move',
      targetType: 'businessDate',
      targetId: date,
      before: { businessDate: current },
      after: { businessDate: date },
      requestId: ctx.requestId,
      at: now,
    });
  });
  const businessDate = await currentBusinessDate(deps);
  const closesOfBusiness = [...caughtUp, ...(await runCloseOfBusiness(deps, businessDate))];
  return { businessDate, closesOfBusiness };
}
