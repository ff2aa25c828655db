import { createFileRoute } from '@tanstack/react-router';
import { optionalPositiveInt } from '../lib/navigation/search-params';
import { repaymentListQuery } from '../lib/queries/loan-queries';
import { LoanRecordScreen } from '../loans/loan-record-screen';
import { warmMemberQueries } from '../ui/route-loading';

export const Route = createFileRoute('/loan/record')({
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({
    id: optionalPositiveInt(search.id),
  }),
  // Its screen's queries, warmed before it renders; the loader is a chunk of its own, out of the entry.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => warmMemberQueries(context.queryClient, (id) => [repaymentListQuery(id)]),
  component: LoanRecordScreen,
});
