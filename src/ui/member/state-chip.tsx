import type { ReactNode } from 'react';
import './state-chip.css';
import type { Tone } from './state-tones';

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
