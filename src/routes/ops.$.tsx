import { createFileRoute } from '@tanstack/react-router';
import { OperatorsOnlyScreen } from '../auth/operators-only-screen';
import { requireOperator } from '../auth/require-operator';
import { OpsConsole } from '../ops/ops-console';

// One route for the whole console, which finds its screen in the rest of the path (src/ops/ops-paths.ts):
// each file route costs /home's first download a few bytes of the route tree, and the console's screens
// are for operators only (decision 080).
export const Route = createFileRoute('/ops/$')({
  staticData: { tab: 'none', catalogs: ['shell', 'member'], access: 'member' },
  beforeLoad: requireOperator,
  component: OpsConsole,
  errorComponent: OperatorsOnlyScreen,
});
