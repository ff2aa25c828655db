import { createFileRoute } from '@tanstack/react-router';
import { notificationPreferencesQuery } from '../security/notification-settings-queries';
import { NotificationsScreen } from '../security/notifications-screen';
import { warmMemberQueries } from '../ui/route-loading';

export const Route = createFileRoute('/account/centre/settings/notifications')({
  // Its screen's query, warmed before it renders; the loader is a chunk of its own, out of the entry.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => warmMemberQueries(context.queryClient, (id) => [notificationPreferencesQuery(id)]),
  component: NotificationsScreen,
});
