import type { NotificationGroup } from './api/notification-settings';
import { wallClockOf } from './loan/time-zone';

/**
 * The events a borrower is told of. `other` covers the remaining in-app messages (an agreement signed, a
 * Direct Debit ended, identity checked …): they follow their group like the named ones.
 */
export const notificationEventKinds = [
  'decision',
  'infoNeeded',
  'offerLapsing',
  'offerLapsed',
  'moneySent',
  'billDueSoon',
  'billOverdue',
  'paymentConfirmed',
  'paymentRefused',
  'arrearsNotice',
  'defaultNotice',
  'hardshipOfferReady',
  'complaintReceived',
  'complaintAnswered',
  'loanUpdate',
  'paymentUpdate',
  'news',
  'test',
] as const;
export type NotificationEventKind = (typeof notificationEventKinds)[number];

export interface EventRule {
  group: NotificationGroup;
  /** Notices the law requires in writing (CCA s86B/s87, DISP 1.6): always by e-mail too, never unsubscribable. */
  statutory: boolean;
}

export const eventRules: Readonly<Record<NotificationEventKind, EventRule>> = {
  decision: { group: 'decisions', statutory: false },
  infoNeeded: { group: 'decisions', statutory: false },
  offerLapsing: { group: 'decisions', statutory: false },
  offerLapsed: { group: 'decisions', statutory: false },
  hardshipOfferReady: { group: 'decisions', statutory: false },
  complaintReceived: { group: 'decisions', statutory: true },
  complaintAnswered: { group: 'decisions', statutory: true },
  loanUpdate: { group: 'decisions', statutory: false },
  moneySent: { group: 'payments', statutory: false },
  paymentConfirmed: { group: 'payments', statutory: false },
  paymentRefused: { group: 'payments', statutory: false },
  paymentUpdate: { group: 'payments', statutory: false },
  arrearsNotice: { group: 'payments', statutory: true },
  defaultNotice: { group: 'payments', statutory: true },
  billDueSoon: { group: 'reminders', statutory: false },
  billOverdue: { group: 'reminders', statutory: false },
  news: { group: 'news', statutory: false },
  test: { group: 'reminders', statutory: false },
};

/**
 * Quiet hours in the brand's time zone: a push that is not wanted at any time waits until they end.
 * [start, end) in whole hours; the window wraps midnight.
 */
export const QUIET_HOURS = { startHour: 21, endHour: 8 } as const;

export function isQuietHour(hour: number): boolean {
  return hour >= QUIET_HOURS.startHour || hour < QUIET_HOURS.endHour;
}

const HOUR_MS = 3_600_000;

/**
 * When quiet hours end, if `instant` falls inside them in `timeZone`; null outside them. The zones brands use
 * move by whole hours, so the first whole hour whose wall clock reads the end hour is the answer.
 */
export function quietHoursEnd(instant: Date, timeZone: string): Date | null {
  if (!isQuietHour(wallClockOf(instant, timeZone).hour)) return null;
  let at = Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS;
  for (let step = 0; step < 26; step++) {
    at += HOUR_MS;
    if (!isQuietHour(wallClockOf(new Date(at), timeZone).hour)) return new Date(at);
  }
  return null;
}
