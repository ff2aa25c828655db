import { createFileRoute } from '@tanstack/react-router';
import { optionalPositiveInt } from '../lib/navigation/search-params';
import {
  loanBillsQuery,
  loanDetailQuery,
  loanListQuery,
  repaymentListQuery,
} from '../lib/queries/loan-queries';
import { LoanStatementScreen } from '../loans/loan-statement-screen';
import { warmMemberQueries } from '../ui/route-loading';

export const Route = createFileRoute('/loan/statement')({
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({
    id: optionalPositiveInt(search.id),
  }),
  // Its screen's queries, warmed before it renders; the loader is a chunk of its own, out of the entry.
  codeSplitGroupings: [['loader'], ['component']],
  loaderDeps: ({ search }) => ({ loanId: search.id }),
  loader: ({ context, deps: { loanId } }) =>
    warmMemberQueries(context.queryClient, (id) =>
      loanId
        ? [loanDetailQuery(id, loanId), loanBillsQuery(id, loanId), repaymentListQuery(id)]
        : [loanListQuery(id)],
    ),
  component: LoanStatementScreen,
});
