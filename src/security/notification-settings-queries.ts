import { queryOptions } from '@tanstack/react-query';
import { configValues } from '../../domain/api/config';
import {
  type DevicePreferences,
  type NotificationGroup,
  notificationPreferences,
  pushDevice,
  testSent,
} from '../../domain/api/notification-settings';
import { apiRequest } from '../lib/api/api-client';
import type { SubscriptionJson } from '../offline/push-subscription';

/**
 * Settings → Notifications. The preferences are the member's own and start with `member`, so the copy kept
 * sealed on the device (offline/member-screens-copy.ts) opens this screen offline as it does the rest of
 * Settings; the VAPID key is public and kept like the other config answers.
 */
export const notificationSettingsKeys = {
  preferences: (memberId: number) => ['member', memberId, 'notification-preferences'] as const,
  vapidKey: () => ['config', 'vapid-public-key'] as const,
};

export function notificationPreferencesQuery(memberId: number) {
  return queryOptions({
    queryKey: notificationSettingsKeys.preferences(memberId),
    queryFn: ({ signal }) =>
      apiRequest('/notification/preferences', { schema: notificationPreferences, signal }),
    enabled: memberId > 0,
  });
}

export function vapidKeyQuery() {
  return queryOptions({
    queryKey: notificationSettingsKeys.vapidKey(),
    queryFn: async ({ signal }) => {
      const items = await apiRequest('/config/getValue', {
        query: { configCodes: 'VAPID_PUBLIC_KEY' },
        schema: configValues,
        signal,
      });
      return items.find((item) => item.configCode === 'VAPID_PUBLIC_KEY')?.configValue ?? '';
    },
    staleTime: 24 * 60 * 60 * 1000,
    meta: { silent: true },
  });
}

export function saveEmailGroups(emailGroups: NotificationGroup[]) {
  return apiRequest('/notification/preferences', {
    method: 'PUT',
    body: { emailGroups },
    schema: notificationPreferences,
  });
}

export function saveDevice(subscription: SubscriptionJson, preferences: DevicePreferences) {
  return apiRequest('/notification/push/subscribe', {
    method: 'POST',
    body: { subscription, preferences },
    schema: pushDevice,
  });
}

export function forgetDevice(endpoint: string) {
  return apiRequest('/notification/push/unsubscribe', { method: 'POST', body: { endpoint } });
}

export function sendTestNotification(channel: 'push' | 'email', endpoint?: string) {
  return apiRequest('/notification/test', {
    method: 'POST',
    body: { channel, ...(endpoint ? { endpoint } : {}) },
    schema: testSent,
  });
}
