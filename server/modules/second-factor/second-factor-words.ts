import { renderSVG } from 'uqr';
import { SF, type TotpEnrolment } from '../../../domain/api/second-factor';
import { M } from '../../../domain/messages';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findMemberForSecondFactor } from './second-factor-repository';
import { totpUri } from './totp';

/**
 * The refusals of second steps, each with its words in server/i18n/second-factor-messages.ts. A code's
 * refusal names the `code` field so the form shows it there; nothing is changed by any of them.
 */
const onField = (field: string, key: string) => new AppError('V400', key, { fields: { [field]: key } });

export const refusals = {
  challengeExpired: () => new AppError('A401', 'secondFactor.challengeExpired'),
  tooManyTries: () => new AppError('L429', 'secondFactor.tooManyTries'),
  locked: () => new AppError('L429', 'secondFactor.locked'),
  codeWrong: () => onField('code', 'secondFactor.codeWrong'),
  codeUsed: () => onField('code', 'secondFactor.codeUsed'),
  recoveryWrong: () => onField('recoveryCode', SF.recoveryCodeWrong),
  passkeyFailed: () => new AppError('V400', SF.passkeyFailed),
  enrolFirst: () => new AppError('C409', 'secondFactor.enrolFirst'),
  alreadyOn: () => new AppError('C409', 'secondFactor.alreadyOn'),
  notOn: () => new AppError('C409', 'secondFactor.notOn'),
  requiredForOperators: () => new AppError('C409', 'secondFactor.requiredForOperators'),
  passwordWrong: () => onField('password', M.passwordWrong),
};

const ISSUER = 'Quayside';

/** What an authenticator app is shown: the secret, its URI, and the URI as a QR code (SVG, drawn here). */
export async function enrolmentOf(db: Executor, memberId: number, secret: string): Promise<TotpEnrolment> {
  const member = await findMemberForSecondFactor(db, memberId);
  const uri = totpUri(secret, ISSUER, member?.email ?? `member-${memberId}`);
  // Four modules of quiet zone as the QR standard asks; the app scales the picture.
  const qrSvg = renderSVG(uri, { border: 4, pixelSize: 4, ecc: 'M' });
  return { secret, uri, qrSvg };
}
