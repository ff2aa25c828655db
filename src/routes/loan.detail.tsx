import { createFileRoute } from '@tanstack/react-router';
import { optionalPositiveInt } from '../lib/navigation/search-params';
import { loanDetailQuery, loanListQuery } from '../lib/queries/loan-queries';
import { memberInfoQuery } from '../lib/queries/member-queries';
import { LoanDetailScreen } from '../loans/loan-detail-screen';
import { warmMemberQueries } from '../ui/route-loading';

export const Route = createFileRoute('/loan/detail')({
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({
    id: optionalPositiveInt(search.id),
  }),
  // Its screen's queries, warmed before it renders; the loader is a chunk of its own, out of the entry.
  codeSplitGroupings: [['loader'], ['component']],
  loaderDeps: ({ search }) => ({ loanId: search.id }),
  loader: ({ context, deps: { loanId } }) =>
    warmMemberQueries(context.queryClient, (id) =>
      loanId ? [memberInfoQuery(id), loanDetailQuery(id, loanId)] : [loanListQuery(id)],
    ),
  component: LoanDetailScreen,
});
