import { createFileRoute } from '@tanstack/react-router';
import { optionalPositiveInt } from '../lib/navigation/search-params';
import { loanBillsQuery, loanDetailQuery, loanListQuery } from '../lib/queries/loan-queries';
import { RepayScreen } from '../loans/repay-screen';
import { warmMemberQueries } from '../ui/route-loading';

export const Route = createFileRoute('/loan/repay')({
  validateSearch: (search: Record<string, unknown>): { id?: number; settle?: boolean } => ({
    id: optionalPositiveInt(search.id),
    settle: search.settle === true || search.settle === 'true' ? true : undefined,
  }),
  // Its screen's queries, warmed before it renders; the loader is a chunk of its own, out of the entry.
  codeSplitGroupings: [['loader'], ['component']],
  loaderDeps: ({ search }) => ({ loanId: search.id }),
  loader: ({ context, deps: { loanId } }) =>
    warmMemberQueries(context.queryClient, (id) =>
      loanId ? [loanDetailQuery(id, loanId), loanBillsQuery(id, loanId)] : [loanListQuery(id)],
    ),
  component: RepayScreen,
});
