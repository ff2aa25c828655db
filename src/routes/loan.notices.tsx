import { createFileRoute } from '@tanstack/react-router';
import { optionalPositiveInt } from '../lib/navigation/search-params';
import { loanNoticesQuery } from '../lib/queries/loan-book-queries';
import { loanListQuery } from '../lib/queries/loan-queries';
import { LoanNoticesScreen } from '../loans/loan-notices-screen';
import { warmMemberQueries } from '../ui/route-loading';

export const Route = createFileRoute('/loan/notices')({
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({
    id: optionalPositiveInt(search.id),
  }),
  // Its screen's queries, warmed before it renders; the loader is a chunk of its own, out of the entry.
  codeSplitGroupings: [['loader'], ['component']],
  loaderDeps: ({ search }) => ({ loanId: search.id }),
  loader: ({ context, deps: { loanId } }) =>
    warmMemberQueries(context.queryClient, (id) =>
      loanId ? [loanNoticesQuery(id, loanId)] : [loanListQuery(id)],
    ),
  component: LoanNoticesScreen,
});
