import type { IsoDate } from '../../../domain/loan/dates';
import { type OutstandingDebtReason, outstandingDebtOf } from '../../../domain/loan/outstanding-debt';
import type { Executor } from '../../db/client';
import { listOwedBillsOfMember } from './bill-repository';
import { paidOnOf } from './loan-views';

/**
 * Money from an earlier loan the member owes and we have not received (domain/loan/outstanding-debt): a
 * withdrawn loan's payoff, or an overdue instalment. The quote reports it among the eligibility reasons and
 * apply refuses while it lasts. Overdue days are counted exactly as the bills view counts them.
 */
export async function outstandingDebtOfMember(
  db: Executor,
  memberId: number,
  today: IsoDate,
): Promise<OutstandingDebtReason[]> {
  const bills = await listOwedBillsOfMember(db, memberId);
  return outstandingDebtOf(
    bills.map((bill) => ({
      kind: bill.kind,
      status: bill.status,
      dueDate: bill.dueDate,
      paidOn: paidOnOf(bill),
    })),
    today,
  );
}
