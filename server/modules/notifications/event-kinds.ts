import type { NotificationType } from '../../../domain/api/notifications';
import type { NotificationEventKind } from '../../../domain/notification-events';

/**
 * Which event an in-app message is, read from its catalog keys: every module that already tells the borrower
 * something (decisions, payouts, repayments, reminders, statutory notices) is heard on push and e-mail
 * without changing how it raises the message.
 */
export function eventKindOf(
  titleKey: string,
  bodyKey: string,
  type: NotificationType,
): NotificationEventKind {
  const exact = BY_TITLE[titleKey];
  if (exact) return exact;
  if (bodyKey === 'notify.loan.PENDING_REVIEW.proofNeeded.body') return 'infoNeeded';
  if (bodyKey === 'notify.loan.PENDING_REVIEW.review.body') return 'decision';
  if (/^notify\.dd\.(retry|failedAgain)\./.test(titleKey)) return 'paymentRefused';
  if (titleKey.startsWith('notify.dd.')) return 'paymentUpdate';
  if (type === 'repayment') return 'paymentUpdate';
  if (type === 'system') return 'news';
  return 'loanUpdate';
}

const BY_TITLE: Record<string, NotificationEventKind> = {
  'notify.loan.APPROVED.title': 'decision',
  'notify.loan.REJECTED.title': 'decision',
  'notify.loan.offerLapsing.title': 'offerLapsing',
  'notify.loan.EXPIRED.title': 'offerLapsed',
  'notify.loan.DISBURSED.title': 'moneySent',
  'notify.bill.dueSoon.title': 'billDueSoon',
  'notify.bill.overdue.title': 'billOverdue',
  'notify.repayment.confirmed.title': 'paymentConfirmed',
  'notify.repayment.refused.title': 'paymentRefused',
  'notify.notice.arrears.title': 'arrearsNotice',
  'notify.notice.default.title': 'defaultNotice',
  'notify.hardship.offerReady.title': 'hardshipOfferReady',
  // The hardship module's own words for an offer made (server/i18n/hardship-messages.ts).
  'notify.hardship.offer.title': 'hardshipOfferReady',
  'notify.complaint.received.title': 'complaintReceived',
  'notify.complaint.answered.title': 'complaintAnswered',
  'notify.loan.SETTLED.title': 'paymentUpdate',
};
