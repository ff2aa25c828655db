import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * One fact of a loan as a row of a description list. Its own module: the loan screens that show facts load
 * this, not the whole agreement (contract-document.tsx) with its schedule.
 */
export function Fact({ label, value, testId }: { label: ReactNode; value: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

export function TermMonths({ months }: { months: number }) {
  return <Trans>{months} months</Trans>;
}
