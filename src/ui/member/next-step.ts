import { addDays, daysBetween, type IsoDate } from '../../../domain/loan/dates';
import type { LoanStatus } from '../../../domain/loan/lifecycle';
import { WITHDRAWAL_DAYS } from '../../../domain/loan/lifecycle';
import { londonDateOf } from '../../../domain/loan/london-date';
import { withdrawalPayoff } from '../../../domain/loan/settlement';

/** The facts of the newest application that decide what the borrower can do next. */
export interface ApplicationFacts {
  loanId: number;
  status: LoanStatus;
  amount: number;
  annualRate: string;
  offerExpiresAt: string | null;
  rejectionReason: string | null;
  /** The automatic assessment's decline may still be sent to a person for review. */
  reviewAvailable: boolean;
  signedAt: string | null;
  disbursedAt: string | null;
}

export type NextStep =
  | { kind: 'resume-draft'; savedAt: string | null }
  | { kind: 'start' }
  | { kind: 'in-review'; loanId: number }
  | { kind: 'read-offer'; loanId: number; expiresAt: string }
  | { kind: 'restore-offer'; loanId: number }
  | { kind: 'resubmit'; loanId: number; reason: string | null; reviewAvailable: boolean }
  | { kind: 'withdraw'; loanId: number; lastDay: IsoDate; payoff: number };

/**
 * The one thing the member centre offers to do next about an application, from its state (DESIGN §4):
 * a draft to resume, an offer to read before it lapses, a lapsed offer to restore, a rejection to
 * resubmit, or — within 14 days of signing — the right to withdraw, with what it would cost today
 * (principal plus interest from the day the money was sent; nothing if it has not been sent yet).
 * `null` when the newest application needs nothing from the borrower (repaying is shown on its own).
 */
export function nextStepOf(
  latest: ApplicationFacts | null,
  draft: { exists: boolean; savedAt: string | null },
  now: Date,
): NextStep | null {
  const today = londonDateOf(now);
  if (latest) {
    switch (latest.status) {
      case 'PENDING_REVIEW':
        return { kind: 'in-review', loanId: latest.loanId };
      case 'APPROVED':
        if (latest.offerExpiresAt && Date.parse(latest.offerExpiresAt) > now.getTime()) {
          return { kind: 'read-offer', loanId: latest.loanId, expiresAt: latest.offerExpiresAt };
        }
        // Lapsed but not yet moved by the server (it moves an offer when it is next read).
        return { kind: 'restore-offer', loanId: latest.loanId };
      case 'EXPIRED':
        return { kind: 'restore-offer', loanId: latest.loanId };
      case 'REJECTED':
        return draft.exists
          ? { kind: 'resume-draft', savedAt: draft.savedAt }
          : {
              kind: 'resubmit',
              loanId: latest.loanId,
              reason: latest.rejectionReason,
              reviewAvailable: latest.reviewAvailable,
            };
      case 'SIGNED':
      case 'DISBURSED': {
        if (!latest.signedAt) return null;
        const lastDay = addDays(londonDateOf(new Date(latest.signedAt)), WITHDRAWAL_DAYS);
        if (daysBetween(today, lastDay) < 0) return null;
        const payoff = latest.disbursedAt
          ? withdrawalPayoff(
              latest.amount,
              latest.annualRate,
              londonDateOf(new Date(latest.disbursedAt)),
              today,
            )
          : 0;
        return { kind: 'withdraw', loanId: latest.loanId, lastDay, payoff };
      }
      default:
        break;
    }
  }
  if (draft.exists) return { kind: 'resume-draft', savedAt: draft.savedAt };
  return latest && latest.status === 'DISBURSED' ? null : { kind: 'start' };
}

/** Whole days and hours left of an offer, for its countdown; zero once it has lapsed. */
export function offerTimeLeft(
  expiresAt: string,
  now: Date,
): { days: number; hours: number; minutes: number } {
  const ms = Math.max(0, Date.parse(expiresAt) - now.getTime());
  const minutesLeft = Math.floor(ms / 60_000);
  return {
    days: Math.floor(minutesLeft / 1440),
    hours: Math.floor((minutesLeft % 1440) / 60),
    minutes: minutesLeft % 60,
  };
}
