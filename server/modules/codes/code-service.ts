import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CODE_LIFETIME_MINUTES,
  CODE_MAX_WRONG_TRIES,
  CODE_RESEND_SECONDS,
  type CodePurpose,
  type CodeSentData,
} from '../../../domain/api/verification';
import { M } from '../../../domain/messages';
import type { AppDeps } from '../../app-deps';
import type { Transaction } from '../../db/client';
import { AppError, invalid } from '../../lib/app-error';
import { enqueueMessage, type OutgoingMessage } from '../mail/outbox-repository';
import {
  consumeCode,
  findLiveCodeForUpdate,
  insertCode,
  lastSendAt,
  lockDestination,
  recordWrongTry,
  sendsSince,
  supersedeCodes,
} from './code-repository';

const DAY_MS = 86_400_000;

export interface CodeRequest {
  purpose: CodePurpose;
  channel: 'email' | 'sms';
  destination: string;
  /** Set for the change-address purposes: the code then works only for this member. */
  memberId: number | null;
  /**
   * The message to queue for the new code, or null to send nothing. Either way a code row is written, so
   * the resend interval and the daily cap count this request like any other and the answer is identical.
   */
  compose: (code: string, tx: Transaction) => Promise<OutgoingMessage | null>;
}

/** Six digits from the CSPRNG, leading zeros kept. */
export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

function hashCode(code: string, salt: string): string {
  return createHmac('sha256', salt).update(code, 'utf8').digest('hex');
}

/**
 * Issues a code: at most one per destination every 60 s (L429 "Resend after {time} seconds" with
 * `data.retryAfter`) and CODE_DAILY_CAP per destination in any 24 hours; the message goes into the outbox
 * in the same transaction as the code row.
 */
export async function issueCode(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  request: CodeRequest,
): Promise<CodeSentData> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockDestination(tx, request.destination);
    const last = await lastSendAt(tx, request.destination);
    if (last) {
      const waitMs = last.getTime() + CODE_RESEND_SECONDS * 1000 - now.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new AppError('L429', M.resendAfter, {
          params: { time: seconds },
          data: { retryAfter: seconds },
        });
      }
    }
    const window = await sendsSince(tx, request.destination, new Date(now.getTime() - DAY_MS));
    if (window.sends >= deps.config.CODE_DAILY_CAP && window.oldest) {
      const seconds = Math.max(1, Math.ceil((window.oldest.getTime() + DAY_MS - now.getTime()) / 1000));
      throw new AppError('L429', 'code.dailyCap', { data: { retryAfter: seconds } });
    }
    await supersedeCodes(tx, request.purpose, request.destination, now);
    const code = newCode();
    const salt = randomBytes(16).toString('hex');
    await insertCode(tx, {
      purpose: request.purpose,
      channel: request.channel,
      destination: request.destination,
      memberId: request.memberId,
      codeHash: hashCode(code, salt),
      salt,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MINUTES * 60_000),
    });
    const message = await request.compose(code, tx);
    if (message) await enqueueMessage(tx, message, now);
  });
  return { resendAfter: CODE_RESEND_SECONDS, expiresInMinutes: CODE_LIFETIME_MINUTES };
}

export interface CodeCheck {
  purpose: CodePurpose;
  destination: string;
  memberId: number | null;
  code: string;
  /** false: only check (member/verifyEmail, verifyMobile); true: use it up together with `action`. */
  consume: boolean;
}

type Outcome<T> = { ok: true; value: T } | { ok: false };

/**
 * Checks a code and, when it is right, runs `action` in the same transaction, so the code is used up
 * exactly when the change it authorises is stored (an action that fails leaves the code usable).
 * A wrong code counts against the code and is committed even though the request fails; after
 * CODE_MAX_WRONG_TRIES wrong tries the code is dead, the right one included.
 */
export async function withValidCode<T>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  check: CodeCheck,
  action: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome<T>> => {
    const row = await findLiveCodeForUpdate(tx, check.purpose, check.destination, now);
    if (!row || row.wrongTries >= CODE_MAX_WRONG_TRIES) return { ok: false };
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(hashCode(check.code, row.salt), 'hex');
    const right = expected.length === given.length && timingSafeEqual(expected, given);
    if (!right || (row.memberId !== null && row.memberId !== check.memberId)) {
      await recordWrongTry(tx, row.id);
      return { ok: false };
    }
    if (check.consume) await consumeCode(tx, row.id, now);
    return { ok: true, value: await action(tx) };
  });
  if (!outcome.ok) throw invalid({ code: M.codeInvalid });
  return outcome.value;
}
