import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { optionalPositiveInt, optionalString } from '../lib/navigation/search-params';
import { ApplySubmitScreen } from '../wizard/result-screens';

// Read through the route API, not `Route`: a component that names `Route` pulls this file's options into a
// chunk of their own that every first page loads.
const route = getRouteApi('/apply/submit');

export const Route = createFileRoute('/apply/submit')({
  validateSearch: (search: Record<string, unknown>): { loan?: number; by?: string } => ({
    loan: optionalPositiveInt(search.loan),
    by: optionalString(search.by)?.match(/^\d{4}-\d{2}-\d{2}$/)?.[0],
  }),
  component: function ApplySubmitRoute() {
    const { loan, by } = route.useSearch();
    return <ApplySubmitScreen loanId={loan} decisionBy={by} />;
  },
});
