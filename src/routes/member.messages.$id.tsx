import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { optionalPositiveInt } from '../lib/navigation/search-params';
import { MessageDetailScreen } from '../messages/message-detail-screen';
import { messageDetailQuery } from '../messages/messages-queries';
import { warmMemberQueries } from '../ui/route-loading';

// Read through the route API, not `Route`: a component that names `Route` pulls this file's options into a
// chunk of their own that every first page loads.
const route = getRouteApi('/member/messages/$id');

export const Route = createFileRoute('/member/messages/$id')({
  // Its screen's queries, warmed before it renders; the loader is a chunk of its own, out of the entry.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, params }) =>
    warmMemberQueries(context.queryClient, (id) => {
      const messageId = optionalPositiveInt(params.id);
      return messageId ? [messageDetailQuery(id, messageId)] : [];
    }),
  component: MessageRoute,
});

function MessageRoute() {
  const { id } = route.useParams();
  return <MessageDetailScreen id={optionalPositiveInt(id) ?? 0} />;
}
