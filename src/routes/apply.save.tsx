import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { optionalOneOf } from '../lib/navigation/search-params';
import { ApplySaveScreen } from '../wizard/result-screens';

// Read through the route API, not `Route`: a component that names `Route` pulls this file's options into a
// chunk of their own that every first page loads.
const route = getRouteApi('/apply/save');

export const Route = createFileRoute('/apply/save')({
  validateSearch: (search: Record<string, unknown>): { where?: 'device' | 'server' } => ({
    where: optionalOneOf(search.where, ['device', 'server'] as const),
  }),
  component: function ApplySaveRoute() {
    return <ApplySaveScreen where={route.useSearch().where} />;
  },
});
