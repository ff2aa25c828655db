import type { DayChangePlanView, MandateView } from '../../../domain/api/direct-debit';
import { type DayChangePlan, planDayChange } from '../../../domain/direct-debit/day-change';
import { directDebitErrors } from '../../../domain/direct-debit/direct-debit-errors';
import { isDomainError } from '../../../domain/domain-error';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { rescheduleInstalments } from '../loans/loans-front-door';
import { businessDateOf, loadLoanBook } from '../servicing/servicing-front-door';
import { activeMandate, insertMandateEvent, memberLoan, setCollectionDay } from './direct-debit-repository';
import { mandateViewOf } from './mandate-view';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

function viewOf(plan: DayChangePlan): DayChangePlanView {
  const { day, asOf: _asOf, ...rest } = plan;
  return { collectionDay: day, ...rest };
}

/** The rules' refusal on the request's `collectionDay` field, with its dates. */
function refused(error: unknown): never {
  if (isDomainError(error)) {
    throw new AppError('C409', error.code, {
      ...(error.params ? { params: error.params } : {}),
      fields: { collectionDay: error.code },
    });
  }
  throw error;
}

async function planFor(db: Executor, memberId: number, loanId: number, day: number, businessDate: string) {
  const loan = await memberLoan(db, memberId, loanId);
  if (!loan) throw notFound();
  const mandate = await activeMandate(db, loanId, true);
  if (!mandate) throw new AppError('C409', directDebitErrors.noMandate);
  const loaded = await loadLoanBook(db, loanId, businessDate);
  if (!loaded) throw new AppError('C409', directDebitErrors.loanNotServiced);
  try {
    return { mandate, plan: planDayChange(loaded.book, day) };
  } catch (error) {
    refused(error);
  }
}

/** The re-plan a change of collection day would make, shown before the borrower confirms it. */
export async function previewDayChange(
  deps: Deps,
  memberId: number,
  loanId: number,
  day: number,
): Promise<DayChangePlanView> {
  const businessDate = await businessDateOf(deps);
  return viewOf((await planFor(deps.db, memberId, loanId, day, businessDate)).plan);
}

/**
 * The change confirmed: worked out again on the same business date's book (so what is booked is what the
 * rules give now, not what a stale screen showed), the bills not yet due moved with their new interest,
 * the mandate's day changed and the change recorded with the old and new lines. `deps.db` is the
 * idempotent route's transaction.
 */
export async function changeCollectionDay(
  deps: Deps,
  memberId: number,
  loanId: number,
  day: number,
): Promise<{ mandate: MandateView; plan: DayChangePlanView }> {
  const businessDate = await businessDateOf(deps);
  const { mandate, plan } = await planFor(deps.db, memberId, loanId, day, businessDate);
  const moved = await rescheduleInstalments(deps.db, loanId, plan.after);
  if (moved !== plan.after.length) throw new AppError('C409', directDebitErrors.nothingToMove);
  await setCollectionDay(deps.db, mandate.id, day);
  await insertMandateEvent(deps.db, {
    mandateId: mandate.id,
    event: 'DAY_CHANGED',
    by: memberId,
    businessDate,
    detail: {
      from: mandate.collectionDay,
      to: day,
      interestDifference: plan.interestDifference,
      before: plan.before,
      after: plan.after,
    },
    at: deps.clock.now(),
  });
  return { mandate: mandateViewOf({ ...mandate, collectionDay: day }), plan: viewOf(plan) };
}
