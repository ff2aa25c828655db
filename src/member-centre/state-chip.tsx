import type { ReactNode } from 'react';
import type { ChipTone } from './state-tones';

/** A state in a word or two; the tone is colour only, so the words always say it too. */
export function StateChip({
  tone,
  children,
  testId,
}: {
  tone: ChipTone;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span className={`state-chip state-chip--${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}
