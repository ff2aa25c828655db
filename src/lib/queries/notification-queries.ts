import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { contract } from '../api/contracts';

/**
 * The unread count lives here, not in the messages feature: the shell's tab bar shows it as the Me tab's
 * badge, and the shell may not import a feature. Every key starts with `notification`, so a screen that
 * reads a message refreshes the list and the badge with one invalidation.
 */
export const notificationKeys = {
  all: ['notification'] as const,
  unread: (memberId: number) => ['notification', 'unreadCount', memberId] as const,
};

export function unreadCountQuery(memberId: number) {
  return queryOptions({
    queryKey: notificationKeys.unread(memberId),
    queryFn: ({ signal }) =>
      apiRequest('/notification/unreadCount', {
        schema: contract('notifications', 'unreadCount'),
        signal,
      }),
    enabled: memberId > 0,
    refetchInterval: 60_000,
    meta: { silent: true },
  });
}
