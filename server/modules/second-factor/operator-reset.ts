import type { AppDeps } from '../../app-deps';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-service';
import { revokeOtherSessions } from '../auth/sessions';
import { forgetOtherSessionsDevices } from '../notifications/notification-settings-service';
import {
  deleteSecondFactors,
  findMemberForSecondFactor,
  findTotp,
  listPasskeys,
} from './second-factor-repository';

/**
 * An administrator resets another operator's second factor (a lost phone): their TOTP, recovery codes and
 * passkeys are removed and every session of theirs ends, so the next sign-in leads to enrolment again. One
 * transaction with its audit line. Nobody resets their own: that would let a stolen session remove the
 * factor that guards the next sign-in.
 */
export async function resetOperatorSecondFactor(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { operatorId: number; memberId: number; requestId: string },
) {
  if (input.memberId === input.operatorId) throw new AppError('C409', 'secondFactor.ownReset');
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const target = await findMemberForSecondFactor(tx, input.memberId);
    if (!target) throw notFound();
    if (target.role !== 'operator') throw new AppError('C409', 'secondFactor.notOperator');
    const before = {
      totp: Boolean((await findTotp(tx, target.id))?.confirmedAt),
      passkeys: (await listPasskeys(tx, target.id)).length,
    };
    await deleteSecondFactors(tx, target.id);
    await revokeOtherSessions(tx, target.id, null, now);
    await forgetOtherSessionsDevices(tx, target.id, null);
    await recordAudit(tx, {
      operatorId: input.operatorId,
      action: 'operator.secondFactorReset',
      targetType: 'member',
      targetId: target.id,
      before,
      after: { totp: false, passkeys: 0 },
      requestId: input.requestId,
      at: now,
    });
    return { memberId: target.id, email: target.email };
  });
}
