import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { optionalOneOf } from '../lib/navigation/search-params';
import { ApplyErrorScreen, type FailureCause } from '../wizard/result-screens';

const causes = ['network', 'system', 'other'] as const satisfies readonly FailureCause[];

// Read through the route API, not `Route`: a component that names `Route` pulls this file's options into a
// chunk of their own that every first page loads.
const route = getRouteApi('/apply/error');

export const Route = createFileRoute('/apply/error')({
  validateSearch: (search: Record<string, unknown>): { cause?: FailureCause } => ({
    cause: optionalOneOf(search.cause, causes),
  }),
  component: function ApplyErrorRoute() {
    return <ApplyErrorScreen cause={route.useSearch().cause} />;
  },
});
