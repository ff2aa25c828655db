import { createFileRoute } from '@tanstack/react-router';
import { AccountCentreLayout } from '../account/account-centre-layout';
import { memberInfoQuery } from '../lib/queries/member-queries';
import { warmMemberQueries } from '../ui/route-loading';

export const Route = createFileRoute('/account/centre')({
  // Its screen's queries, warmed before it renders; the loader is a chunk of its own, out of the entry.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => warmMemberQueries(context.queryClient, (id) => [memberInfoQuery(id)]),
  component: AccountCentreLayout,
});
