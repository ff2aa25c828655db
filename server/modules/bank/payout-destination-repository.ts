import { eq } from 'drizzle-orm';
import type { StoredBankAccount } from '../../../domain/api/payout-destination';
import type { Executor } from '../../db/client';
import { members } from '../../db/schema/members';

/** Writes the account whole with the answer of its checks, and makes it where loans are paid. */
export async function setBankAccount(db: Executor, id: number, account: StoredBankAccount, now: Date) {
  const [row] = await db
    .update(members)
    .set({ bankAccount: account, payoutMethod: 'BANK', updatedAt: now })
    .where(eq(members.id, id))
    .returning();
  return row!;
}

export async function setPayoutMethod(db: Executor, id: number, payoutMethod: 'USDT' | 'BANK', now: Date) {
  const [row] = await db
    .update(members)
    .set({ payoutMethod, updatedAt: now })
    .where(eq(members.id, id))
    .returning();
  return row!;
}
