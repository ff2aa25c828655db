import { createFileRoute } from '@tanstack/react-router';
import { loanListQuery } from '../lib/queries/loan-queries';
import { LoanHistoryScreen } from '../loans/loan-history-screen';
import { warmMemberQueries } from '../ui/route-loading';

export const Route = createFileRoute('/loan/history')({
  // Its screen's queries, warmed before it renders; the loader is a chunk of its own, out of the entry.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => warmMemberQueries(context.queryClient, (id) => [loanListQuery(id)]),
  component: LoanHistoryScreen,
});
