import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { ChartProps } from './ops-chart';

// The chart's code is fetched when a report first draws one (decision 109): its own console-only chunk.
const OpsChart = lazy(() => import('./ops-chart'));

/** A report's chart, with the table under it saying the same: the chart is a picture of that table. */
export function ReportChart(props: ChartProps) {
  return (
    <Suspense
      fallback={
        <p className="muted" aria-busy="true">
          <Trans>Drawing the chart…</Trans>
        </p>
      }
    >
      <OpsChart {...props} />
    </Suspense>
  );
}
