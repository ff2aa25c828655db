import { createFileRoute } from '@tanstack/react-router';
import { optionalOneOf, optionalPositiveInt } from '../lib/search-params';
import { MessagesScreen } from '../messages/messages-screen';

const types = ['all', 'loan', 'repayment', 'account', 'system'] as const;

/** SPEC §2 names "message notifications" in the member centre but gives no route; this is theirs. */
export const Route = createFileRoute('/member/messages/')({
  validateSearch: (search: Record<string, unknown>): { type?: (typeof types)[number]; page?: number } => ({
    type: optionalOneOf(search.type, types),
    page: optionalPositiveInt(search.page),
  }),
  component: MessagesRoute,
});

function MessagesRoute() {
  const search = Route.useSearch();
  return <MessagesScreen type={search.type ?? 'all'} page={search.page ?? 1} />;
}
