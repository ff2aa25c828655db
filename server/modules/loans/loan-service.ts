import type { Executor } from '../../db/client';
import { type BillRow, countOwedBills, lockMemberBills } from './bill-repository';
import { lockLoan } from './loan-repository';
import { type ActorRole, transitionLoan } from './loan-transitions';

/** What a confirmed repayment does to its loan, inside the repayment's transaction. */

export interface Actor {
  actorId: number | null;
  actorRole: ActorRole;
  now: Date;
}

/**
 * DISBURSED → SETTLED once no bill is owed any more; called inside the transaction that confirms a
 * repayment. A withdrawn loan stays WITHDRAWN when its payoff bill is repaid: that is its final state.
 */
export async function settleLoanIfRepaid(tx: Executor, loanId: number, actor: Actor): Promise<boolean> {
  const loan = await lockLoan(tx, loanId);
  if (loan?.status !== 'DISBURSED') return false;
  if ((await countOwedBills(tx, loanId)) > 0) return false;
  await transitionLoan(tx, loanId, 'SETTLED', { ...actor });
  return true;
}

/** The member's bills among `billIds`, locked FOR UPDATE in id order; others' bills are simply absent. */
export function getBillsForUpdate(tx: Executor, billIds: number[], memberId: number): Promise<BillRow[]> {
  return lockMemberBills(tx, billIds, memberId);
}
