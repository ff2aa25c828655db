import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { OperatorsOnlyScreen } from '../auth/operators-only-screen';
import { requireOperator } from '../auth/require-operator';

// One route for the whole console, which finds its screen in the rest of the path (src/ops/ops-paths.ts):
// each file route costs /home's first download a few bytes of the route tree (decision 080). The console
// itself is a chunk of its own (`ops-console-*.js`), fetched only once the route has let an operator in:
// the router may fetch a route's component chunk while its guard still runs.
const OpsConsole = lazy(() =>
  import('../ops/ops-console').then((module) => ({ default: module.OpsConsole })),
);

function OpsRoute() {
  return (
    <Suspense fallback={<p aria-busy="true" className="muted" />}>
      <OpsConsole />
    </Suspense>
  );
}

export const Route = createFileRoute('/ops/$')({
  staticData: { tab: 'none', catalogs: ['shell', 'member'], access: 'member', frame: 'desk' },
  beforeLoad: requireOperator,
  // The screen's queries (from the console's table of screens) and the frame's, warmed before it renders.
  // The warming lives in the console's own chunk, fetched here once the guard has let an operator in; the
  // loader itself is a chunk of its own, out of the entry every borrower downloads.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, params }) =>
    import('../ops/ops-console').then((module) =>
      module.warmConsoleScreen(context.queryClient, params._splat),
    ),
  component: OpsRoute,
  notFoundComponent: OperatorsOnlyScreen,
});
