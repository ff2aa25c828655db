import { createFileRoute } from '@tanstack/react-router';
import { optionalPositiveInt } from '../lib/search-params';
import { MessageDetailScreen } from '../messages/message-detail-screen';

export const Route = createFileRoute('/member/messages/$id')({
  component: MessageRoute,
});

function MessageRoute() {
  const { id } = Route.useParams();
  return <MessageDetailScreen id={optionalPositiveInt(id) ?? 0} />;
}
