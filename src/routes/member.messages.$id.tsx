import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { optionalPositiveInt } from '../lib/search-params';
import { MessageDetailScreen } from '../messages/message-detail-screen';

// Read through the route API, not `Route`: a component that names `Route` pulls this file's options into a
// chunk of their own that every first page loads.
const route = getRouteApi('/member/messages/$id');

export const Route = createFileRoute('/member/messages/$id')({
  component: MessageRoute,
});

function MessageRoute() {
  const { id } = route.useParams();
  return <MessageDetailScreen id={optionalPositiveInt(id) ?? 0} />;
}
