import { createFileRoute } from '@tanstack/react-router';
import { optionalPositiveInt, optionalString } from '../lib/search-params';
import { ApplySubmitScreen } from '../wizard/result-screens';

export const Route = createFileRoute('/apply/submit')({
  validateSearch: (search: Record<string, unknown>): { loan?: number; by?: string } => ({
    loan: optionalPositiveInt(search.loan),
    by: optionalString(search.by)?.match(/^\d{4}-\d{2}-\d{2}$/)?.[0],
  }),
  component: function ApplySubmitRoute() {
    const { loan, by } = Route.useSearch();
    return <ApplySubmitScreen loanId={loan} decisionBy={by} />;
  },
});
