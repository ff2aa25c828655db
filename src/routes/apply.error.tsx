import { createFileRoute } from '@tanstack/react-router';
import { optionalOneOf } from '../lib/search-params';
import { ApplyErrorScreen, type FailureCause } from '../wizard/result-screens';

const causes = ['network', 'system', 'other'] as const satisfies readonly FailureCause[];

export const Route = createFileRoute('/apply/error')({
  validateSearch: (search: Record<string, unknown>): { cause?: FailureCause } => ({
    cause: optionalOneOf(search.cause, causes),
  }),
  component: function ApplyErrorRoute() {
    return <ApplyErrorScreen cause={Route.useSearch().cause} />;
  },
});
