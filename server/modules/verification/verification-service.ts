import type { CodeSentData, EmailCodeBody, SmsCodeBody } from '../../../domain/api/verification';
import { CODE_LIFETIME_MINUTES } from '../../../domain/api/verification';
import type { Language } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import type { SessionMember } from '../auth/sessions';
import { issueCode } from '../codes/code-service';
import { accountExistsEmail, codeEmail, mobileCodeSms } from '../mail/message-texts';
import { findMemberByEmail } from '../members/member-repository';

/**
 * `verification/emailCode`. The answer is the same whether or not the address has an account, so the
 * route cannot be used to find out who is a customer:
 * - register, address already registered: no code goes out; the owner gets a "you already have an account"
 *   e-mail instead (pointing at login and forgot-password). A code row is still written, unknown to
 *   anyone, so resend limits behave identically.
 * - resetPassword, address unknown: nothing is sent (there is no one to tell); the row is written likewise.
 * - changeEmail (logged in only): no code if the address belongs to any account, so it cannot be taken over.
 */
export async function sendEmailCode(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  body: EmailCodeBody,
  lang: Language,
  caller: SessionMember | null,
): Promise<CodeSentData> {
  const { email, purpose } = body;
  const minutes = CODE_LIFETIME_MINUTES;
  return issueCode(deps, {
    purpose,
    channel: 'email',
    destination: email,
    memberId: purpose === 'changeEmail' ? (caller?.id ?? null) : null,
    compose: async (code, tx) => {
      const owner = await findMemberByEmail(tx, email);
      if (purpose === 'register') {
        return owner ? accountExistsEmail(owner.lang, email) : codeEmail(lang, purpose, email, code, minutes);
      }
      if (purpose === 'resetPassword') {
        return owner ? codeEmail(owner.lang, purpose, email, code, minutes) : null;
      }
      return owner ? null : codeEmail(caller?.lang ?? lang, purpose, email, code, minutes);
    },
  });
}

/** `verification/smsCode`: a code to confirm a new mobile number for the logged-in member. */
export async function sendSmsCode(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  body: SmsCodeBody,
  caller: SessionMember,
): Promise<CodeSentData> {
  return issueCode(deps, {
    purpose: body.purpose,
    channel: 'sms',
    destination: body.mobile,
    memberId: caller.id,
    compose: async (code) => mobileCodeSms(caller.lang, body.mobile, code, CODE_LIFETIME_MINUTES),
  });
}
