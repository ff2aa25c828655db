import { createFileRoute } from '@tanstack/react-router';
import { repaymentListQuery } from '../lib/loan-queries';
import { optionalPositiveInt } from '../lib/search-params';
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
