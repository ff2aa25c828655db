import type { AppDeps } from '../../app-deps';
import type { Config } from '../../config';
import {
  createLogMailTransport,
  createSmtpTransport,
  type InfoLogger,
  type MailTransport,
} from './mail-transport';
import {
  type ClaimedMessage,
  claimDueMessages,
  failAbandoned,
  markFailed,
  markRetry,
  markSent,
} from './outbox-repository';
import { createLogSmsProvider, type SmsProvider } from './sms-provider';

export interface Transports {
  email: MailTransport;
  sms: SmsProvider;
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
  const claimed = await claimDueMessages(deps.db, deps.clock.now(), {
    limit: BATCH_SIZE,
    leaseMs: LEASE_MS,
    maxAttempts: OUTBOX_MAX_ATTEMPTS,
  });
  for (const message of claimed) {
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

function send(message: ClaimedMessage, transports: Transports): Promise<void> {
  if (message.channel === 'sms') return transports.sms.send({ to: message.destination, text: message.body });
  return transports.email.send({
    to: message.destination,
    subject: message.subject ?? '',
    text: message.body,
  });
}

// Stored on the row for operators; an SMTP reply line is useful, a stack is not.
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}
