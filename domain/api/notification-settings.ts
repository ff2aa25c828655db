import { z } from 'zod';
import { M } from '../messages';

/**
 * What a borrower can choose to hear about, and on which channel (issue 39, decision 104). Every event still
 * goes to the in-app messages; these groups decide push (per device) and e-mail (per member).
 */
export const notificationGroups = ['decisions', 'payments', 'reminders', 'news'] as const;
export type NotificationGroup = (typeof notificationGroups)[number];

/** Groups a member hears by e-mail before choosing anything: all but news. */
export const DEFAULT_EMAIL_GROUPS: readonly NotificationGroup[] = ['decisions', 'payments', 'reminders'];

const groupList = z
  .array(z.enum(notificationGroups, { message: M.validationFailed }), { message: M.validationFailed })
  .max(notificationGroups.length, { message: M.validationFailed })
  .transform((groups) => [...new Set(groups)]);

/** Unpadded base64url, as PushSubscription.toJSON() spells keys. */
const base64url = /^[A-Za-z0-9_-]+$/;

function base64urlBytes(text: string): number {
  const padding = text.length % 4;
  return Math.floor(text.length / 4) * 3 + (padding === 0 ? 0 : padding - 1);
}

/**
 * A browser's push subscription (PushSubscription.toJSON()). The endpoint is the push service's https URL;
 * p256dh is the device's uncompressed P-256 public key (65 bytes, first byte 0x04) and auth its 16-byte
 * secret (RFC 8291). Anything else cannot be encrypted to, so it is refused here with a message per field.
 */
export const pushSubscriptionBody = z.object(
  {
    endpoint: z
      .string({ message: 'push.endpoint.invalid' })
      .max(2048, { message: 'push.endpoint.invalid' })
      .refine(isHttpsUrl, { message: 'push.endpoint.notHttps' }),
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      {
        p256dh: z
          .string({ message: 'push.key.invalid' })
          .regex(base64url, { message: 'push.key.invalid' })
          .refine((key) => base64urlBytes(key) === 65 && key.startsWith('B'), {
            message: 'push.key.invalid',
          }),
        auth: z
          .string({ message: 'push.auth.invalid' })
          .regex(base64url, { message: 'push.auth.invalid' })
          .refine((key) => base64urlBytes(key) === 16, { message: 'push.auth.invalid' }),
      },
      { message: 'push.subscription.invalid' },
    ),
  },
  { message: 'push.subscription.invalid' },
);
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** `https://host[:port]/path…`, with a host and no user name or password (no URL class in domain/). */
const httpsUrl = /^https:\/\/[A-Za-z0-9.-]+(?::[0-9]{1,5})?(?:[/?#]\S*)?$/;

function isHttpsUrl(value: string): boolean {
  return httpsUrl.test(value);
}

/** This device's choices: which groups it shows, which of them even in quiet hours, and amounts or not. */
export const devicePreferences = z.object({
  groups: groupList,
  anyTimeGroups: groupList,
  showAmounts: z.boolean({ message: M.validationFailed }),
});
export type DevicePreferences = z.infer<typeof devicePreferences>;

export const subscribeBody = z.object({
  subscription: pushSubscriptionBody,
  preferences: devicePreferences,
});

export const unsubscribeBody = z.object({
  endpoint: z.string({ message: 'push.endpoint.invalid' }).max(2048, { message: 'push.endpoint.invalid' }),
});

export const emailPreferencesBody = z.object({ emailGroups: groupList });

export const testSendBody = z.object({
  channel: z.enum(['push', 'email'], { message: M.validationFailed }),
  /** The device asking, so a push test reaches it; without one, every device of the member. */
  endpoint: z.string({ message: 'push.endpoint.invalid' }).max(2048).optional(),
});

export const pushDevice = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  groups: z.array(z.enum(notificationGroups)),
  anyTimeGroups: z.array(z.enum(notificationGroups)),
  showAmounts: z.boolean(),
  createdAt: z.string(),
});
export type PushDevice = z.infer<typeof pushDevice>;

export const notificationPreferences = z.object({
  emailGroups: z.array(z.enum(notificationGroups)),
  devices: z.array(pushDevice),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** How many messages the test queued: 0 when the channel has nowhere to go (no device, no address). */
export const testSent = z.object({ queued: z.number().int() });

/** `POST /api/notification/email/unsubscribe?token=…` (RFC 8058 one-click; the body is ignored). */
export const unsubscribeQuery = z.object({
  token: z
    .string({ message: M.validationFailed })
    .max(200, { message: M.validationFailed })
    .regex(/^[A-Za-z0-9_.-]+$/, { message: M.validationFailed }),
});

export const emailUnsubscribed = z.object({ group: z.enum(notificationGroups) });
