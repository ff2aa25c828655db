import type { AppDeps } from '../../app-deps';
import type { Config } from '../../config';
import {
  createLogMailTransport,
  createSmtpTransport,
  type InfoLogger,
  type MailTransport,
} from './mail-transport';
import { type FinishMarks, finishMarks } from './outbox-marks';
import {
  type ClaimedMessage,
  claimDueMessages,
  failAbandoned,
  failExpired,
  markFailed,
  markRetry,
  markSent,
} from './outbox-repository';
import { deliverPush, type PushLogger } from './push-delivery';
import type { PushTransport } from './push-transport';
import { createLogSmsProvider, type SmsProvider } from './sms-provider';

export interface Transports {
  email: MailTransport;
  sms: SmsProvider;
  /** Web Push; without one (a tool that only sends e-mail) push rows wait. */
  push?: PushTransport;
  /** Fills in the public address, the brand and unsubscribe links the rows were written with. */
  marks?: FinishMarks;
  log?: PushLogger;
}

export const OUTBOX_MAX_ATTEMPTS = 6;
const BATCH_SIZE = 20;
// Long enough for a slow SMTP conversation; a worker that died mid-send frees its rows after this.
const LEASE_MS = 5 * 60_000;

/** Wait before attempt n+1 after n failed ones: 30 s, 1 min, 2 min, 4 min, 8 min (capped at 30 min). */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failedAttempts - 1), 30 * 60_000);
}

/**
 * SMTP when SMTP_URL is set. Without a gateway, outside production, a message is written to the log — the
 * developer's inbox, codes included, so a demo works on one machine. In production a message's text never
 * reaches the log (it holds codes and the address it goes to): a channel with no gateway fails each send,
 * which the outbox records and retries, and says only that it is not configured.
 */
export function transportsFor(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'> & Partial<Pick<Config, 'NODE_ENV'>>,
  log: InfoLogger,
): Transports {
  const production = config.NODE_ENV === 'production';
  return {
    email: config.SMTP_URL
      ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM)
      : production
        ? unconfigured('e-mail not sent: SMTP_URL is not set')
        : createLogMailTransport(log),
    sms: production ? unconfigured('SMS not sent: no SMS gateway is configured') : createLogSmsProvider(log),
  };
}

function unconfigured(reason: string): MailTransport & SmsProvider {
  return {
    send: async () => {
      throw new Error(reason);
    },
    close: () => {},
  };
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * One pass over the outbox: claims the due rows, sends each, and records the outcome (sent, retry later
 * with backoff, or failed for good after OUTBOX_MAX_ATTEMPTS). The worker calls it in a loop; tests call it
 * directly. Time comes from `deps.clock`, so tests move a ManualClock past the backoff.
 */
export async function deliverDueMessages(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  transports: Transports,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  report.failed += await failAbandoned(deps.db, deps.clock.now(), OUTBOX_MAX_ATTEMPTS);
  report.failed += await failExpired(deps.db, deps.clock.now());
  const claimed = await claimDueMessages(deps.db, deps.clock.now(), {
    limit: BATCH_SIZE,
    leaseMs: LEASE_MS,
    maxAttempts: OUTBOX_MAX_ATTEMPTS,
  });
  for (const message of claimed) {
    if (message.channel === 'push') {
      const outcome = await deliverPush(deps, transports, message);
      report[outcome]++;
      continue;
    }
    try {
      await send(message, transports);
      await markSent(deps.db, message.id, deps.clock.now());
      report.sent++;
    } catch (error) {
      const reason = errorText(error);
      const now = deps.clock.now();
      if (message.attempts >= OUTBOX_MAX_ATTEMPTS) {
        await markFailed(deps.db, message.id, reason, now);
        report.failed++;
      } else {
        await markRetry(
          deps.db,
          message.id,
          new Date(now.getTime() + retryDelayMs(message.attempts)),
          reason,
          now,
        );
        report.retrying++;
      }
    }
  }
  return report;
}

async function send(message: ClaimedMessage, transports: Transports): Promise<void> {
  if (message.channel === 'sms') return transports.sms.send({ to: message.destination, text: message.body });
  const finish = transports.marks ?? finishMarks.none;
  return transports.email.send({
    to: message.destination,
    subject: await finish(message.subject ?? ''),
    text: await finish(message.body),
    ...(message.html ? { html: await finish(message.html, { html: true }) } : {}),
    ...(message.headers ? { headers: await finishHeaders(message.headers, finish) } : {}),
  });
}

async function finishHeaders(headers: Record<string, string>, finish: FinishMarks) {
  const done: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) done[name] = await finish(value);
  return done;
}

// Stored on the row for operators; an SMTP reply line is useful, a stack is not.
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}
