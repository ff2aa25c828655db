import type { Minor } from '../../../domain/money';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { NotificationParam } from '../../db/schema';
import { brandOf } from '../config/config-service';
import { createNotification, money } from '../notifications/notification-service';

/** The borrower's in-app messages of a request for help, stored as keys and read in their language. */
export type HardshipNotice =
  | { kind: 'received'; answerBy: string }
  | { kind: 'offer'; expiresOn: string }
  | { kind: 'declined'; reason: string }
  | { kind: 'waived'; amount: Minor }
  | { kind: 'accepted'; amount: Minor; dueDate: string }
  | { kind: 'broken'; brokenOn: string };

export async function sendHardshipNotice(
  tx: Executor,
  config: Config,
  loan: { id: number; memberId: number; contractNumber: string | null },
  notice: HardshipNotice,
  now: Date,
): Promise<void> {
  const { currency } = brandOf(config);
  const { kind, ...rest } = notice;
  const params: Record<string, NotificationParam> = {
    loanId: loan.id,
    contractNumber: loan.contractNumber ?? String(loan.id),
  };
  for (const [name, value] of Object.entries(rest)) {
    params[name] = name === 'amount' ? money(value as Minor, currency) : (value as string);
  }
  await createNotification(
    tx,
    {
      memberId: loan.memberId,
      type: 'loan',
      titleKey: `notify.hardship.${kind}.title`,
      bodyKey: `notify.hardship.${kind}.body`,
      params,
    },
    now,
  );
}
