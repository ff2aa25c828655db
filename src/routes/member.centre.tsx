import { createFileRoute } from '@tanstack/react-router';
import { loanListQuery } from '../lib/queries/loan-queries';
import { memberInfoQuery } from '../lib/queries/member-queries';
import { unreadCountQuery } from '../lib/queries/notification-queries';
import { MemberCentreScreen } from '../member-centre/member-centre-screen';
import { warmMemberQueries } from '../ui/route-loading';
import { serverDraftQuery } from '../wizard/wizard-queries';

export const Route = createFileRoute('/member/centre')({
  // Its screen's queries, warmed before it renders; the loader is a chunk of its own, out of the entry.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) =>
    warmMemberQueries(context.queryClient, (id) => [
      memberInfoQuery(id),
      loanListQuery(id),
      unreadCountQuery(id),
      serverDraftQuery(id),
    ]),
  component: MemberCentreScreen,
});
