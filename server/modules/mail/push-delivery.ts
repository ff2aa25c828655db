import { BRAND_TIME_ZONE } from '../../../domain/brands';
import { quietHoursEnd } from '../../../domain/notification-events';
import { type PushPayload, readPushPayload, shortPayload } from '../../../domain/push-payload';
import type { AppDeps } from '../../app-deps';
import type { Transports } from './outbox-delivery';
import { finishMarks } from './outbox-marks';
import {
  type ClaimedMessage,
  markFailed,
  markRetry,
  markSent,
  markSubscriptionDelivered,
  pushTargetOf,
  removeGoneSubscription,
  replaceBody,
} from './outbox-repository';
import type { PushOutcome } from './push-transport';

export interface PushLogger {
  info(object: Record<string, unknown>, message: string): void;
  warn?(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

/** Wait before a push's attempt n+1: 30 s doubling to an hour; a day of tries in all (the row expires). */
export function pushRetryDelayMs(failedAttempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failedAttempts - 1), 60 * 60_000);
}

type Result = 'sent' | 'retrying' | 'failed';

/**
 * One claimed push: encrypted to its device and posted to its push service, then recorded by what the
 * service said — sent; gone (404/410: the subscription is removed); too large (413: sent again without its
 * body, else dropped with a log line); refused (other 4xx: dropped with a log line); or a fault (timeout,
 * 429, 5xx) retried with back-off, never sooner than Retry-After, never in quiet hours unless the device
 * wants the group at any time, and given up when the row expires a day after the event.
 */
export async function deliverPush(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  transports: Transports,
  message: ClaimedMessage,
): Promise<Result> {
  const now = deps.clock.now();
  const log = transports.log;
  const target = await pushTargetOf(deps.db, Number(message.destination));
  if (!target) {
    await markFailed(deps.db, message.id, 'the subscription was removed before sending', now);
    return 'failed';
  }
  const finish = transports.marks ?? finishMarks.none;
  const text = await finish(message.body);
  const payload = readPushPayload(JSON.parse(text));
  if (!payload || !transports.push) {
    if (!payload) {
      await markFailed(deps.db, message.id, 'not a push payload', now);
      return 'failed';
    }
    return retryLater(deps, message, payload, target.anyTimeGroups, now, null, 'no push transport');
  }
  const options = {
    ttlSeconds: message.expiresAt ? (message.expiresAt.getTime() - now.getTime()) / 1000 : 86_400,
    topic: payload.tag.slice(0, 32),
  };
  let outcome: PushOutcome = await transports.push.send(target, text, options);
  if (outcome.kind === 'tooLarge') {
    const short = JSON.stringify(shortPayload(payload));
    await replaceBody(deps.db, message.id, short, now);
    outcome = await transports.push.send(target, short, options);
    if (outcome.kind === 'tooLarge') {
      log?.error(
        { outboxId: message.id, status: 413 },
        'push dropped: too large for the push service even without its body',
      );
      await markFailed(deps.db, message.id, 'push service answered 413 to the short payload too', now);
      return 'failed';
    }
    log?.info({ outboxId: message.id }, 'push sent without its body after 413');
  }
  switch (outcome.kind) {
    case 'sent':
      await markSent(deps.db, message.id, now);
      await markSubscriptionDelivered(deps.db, target.id, now);
      return 'sent';
    case 'gone':
      await removeGoneSubscription(deps.db, target.id, target.endpoint);
      await markFailed(deps.db, message.id, `subscription gone (${outcome.status}); removed`, now);
      log?.info({ outboxId: message.id, status: outcome.status }, 'push subscription gone; removed');
      return 'failed';
    case 'refused':
      log?.error({ outboxId: message.id, status: outcome.status }, 'push refused by the push service');
      await markFailed(deps.db, message.id, outcome.reason, now);
      return 'failed';
    case 'retry':
      return retryLater(
        deps,
        message,
        payload,
        target.anyTimeGroups,
        now,
        outcome.retryAfterMs,
        outcome.reason,
      );
  }
}

async function retryLater(
  deps: Pick<AppDeps, 'db'>,
  message: ClaimedMessage,
  payload: PushPayload,
  anyTimeGroups: readonly string[],
  now: Date,
  retryAfterMs: number | null,
  reason: string,
): Promise<Result> {
  let next = new Date(now.getTime() + Math.max(pushRetryDelayMs(message.attempts), retryAfterMs ?? 0));
  if (!payload.group || !anyTimeGroups.includes(payload.group))
    next = quietHoursEnd(next, BRAND_TIME_ZONE) ?? next;
  if (message.expiresAt && next.getTime() >= message.expiresAt.getTime()) {
    await markFailed(deps.db, message.id, `${reason}; given up: it would arrive more than a day late`, now);
    return 'failed';
  }
  await markRetry(deps.db, message.id, next, reason, now);
  return 'retrying';
}
