import { createFileRoute } from '@tanstack/react-router';
import { optionalOneOf } from '../lib/search-params';
import { ApplySaveScreen } from '../wizard/result-screens';

export const Route = createFileRoute('/apply/save')({
  validateSearch: (search: Record<string, unknown>): { where?: 'device' | 'server' } => ({
    where: optionalOneOf(search.where, ['device', 'server'] as const),
  }),
  component: function ApplySaveRoute() {
    return <ApplySaveScreen where={Route.useSearch().where} />;
  },
});
