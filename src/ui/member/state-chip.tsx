import type { ReactNode } from 'react';
import './state-chip.css';
import type { KycStatus } from '../../../domain/api/members';
import type { RepaymentStatusDto } from '../../../domain/api/repayments';
import type { LoanStatus } from '../../../domain/loan/lifecycle';

/**
 * A state in a word or two — a loan's, a repayment's, an identity check's — on the borrower's screens and
 * the console alike. The tone is colour only, so the words always say it too.
 */
export function StateChip({ tone, children, testId }: { tone: Tone; children: ReactNode; testId?: string }) {
  return (
    <span className={`state-chip state-chip--${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}

// The tones of each kind of state live beside the chip: one small module (and chunk) for both.
/** The colour family of a state chip: what needs the borrower (warning), what went well, what went wrong. */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** The colour family of each state, so a chip reads at a glance (its words always say it too). */
export const loanStatusTone: Record<LoanStatus, Tone> = {
  DRAFT: 'neutral',
  PENDING_REVIEW: 'info',
  APPROVED: 'warning',
  REJECTED: 'danger',
  EXPIRED: 'neutral',
  SIGNED: 'info',
  DISBURSED: 'info',
  SETTLED: 'success',
  WITHDRAWN: 'neutral',
  CHARGED_OFF: 'danger',
};

export const repaymentStatusTone: Record<RepaymentStatusDto, Tone> = {
  PENDING: 'info',
  CONFIRMED: 'success',
  REFUSED: 'danger',
};

export const kycStatusTone: Record<KycStatus, Tone> = {
  UNVERIFIED: 'warning',
  PENDING: 'neutral',
  VERIFIED: 'success',
  REJECTED: 'danger',
};
