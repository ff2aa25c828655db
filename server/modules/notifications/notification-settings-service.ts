import { randomUUID } from 'node:crypto';
import {
  DEFAULT_EMAIL_GROUPS,
  type DevicePreferences,
  type NotificationGroup,
  type NotificationPreferences,
  type PushDevice,
  type PushSubscriptionBody,
} from '../../../domain/api/notification-settings';
import type { Language } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { translate } from '../../i18n/catalog';
import { AppError } from '../../lib/app-error';
import type { SessionMember } from '../auth/sessions';
import { BRAND_MARK } from '../mail/outbox-links';
import { enqueueMessage } from '../mail/outbox-repository';
import { readUnsubscribeToken, serverKeys } from '../mail/server-keys';
import { notificationEmail, pushPayloadFor, SETTINGS_PATH } from './notification-channels';
import {
  deleteMemberSubscription,
  deleteOtherSessionsSubscriptions,
  deleteSessionSubscriptions,
  emailGroupsOf,
  type PushSubscriptionRow,
  recipientOf,
  saveEmailGroups,
  subscriptionsOf,
  upsertSubscription,
} from './push-repository';

function deviceView(row: PushSubscriptionRow): PushDevice {
  return {
    id: row.id,
    endpoint: row.endpoint,
    groups: row.groups,
    anyTimeGroups: row.anyTimeGroups,
    showAmounts: row.showAmounts,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function preferencesOf(db: Executor, memberId: number): Promise<NotificationPreferences> {
  const [emailGroups, devices] = await Promise.all([
    emailGroupsOf(db, memberId),
    subscriptionsOf(db, memberId),
  ]);
  return { emailGroups: emailGroups ?? [...DEFAULT_EMAIL_GROUPS], devices: devices.map(deviceView) };
}

export async function setEmailGroups(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  memberId: number,
  groups: NotificationGroup[],
): Promise<NotificationPreferences> {
  await saveEmailGroups(deps.db, memberId, groups, deps.clock.now());
  return preferencesOf(deps.db, memberId);
}

/**
 * Keeps this device's subscription (the browser's endpoint and keys) and its choices, tied to the session
 * that made it so that signing out of this device stops it. Asked again, it updates the same row.
 */
export async function subscribeDevice(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: Pick<SessionMember, 'id' | 'sessionId'>,
  lang: Language,
  input: { subscription: PushSubscriptionBody; preferences: DevicePreferences },
): Promise<PushDevice> {
  const row = await upsertSubscription(
    deps.db,
    {
      memberId: caller.id,
      sessionId: caller.sessionId,
      endpoint: input.subscription.endpoint,
      p256dh: input.subscription.keys.p256dh,
      auth: input.subscription.keys.auth,
      groups: input.preferences.groups,
      // Only a group the device hears can be heard at any time.
      anyTimeGroups: input.preferences.anyTimeGroups.filter((group) =>
        input.preferences.groups.includes(group),
      ),
      showAmounts: input.preferences.showAmounts,
      lang,
    },
    deps.clock.now(),
  );
  return deviceView(row);
}

export async function unsubscribeDevice(db: Executor, memberId: number, endpoint: string) {
  return { removed: await deleteMemberSubscription(db, memberId, endpoint) };
}

/**
 * When a password is changed or reset, every other session ends, and with them the devices they turned
 * notifications on for: a phone someone else signed in on stops hearing about the member.
 */
export function forgetOtherSessionsDevices(
  db: Executor,
  memberId: number,
  keepSessionId: number | null,
): Promise<number> {
  return deleteOtherSessionsSubscriptions(db, memberId, keepSessionId);
}

/** At logout: this session's devices stop hearing about the member. */
export function forgetSessionDevices(db: Executor, sessionId: number): Promise<number> {
  return deleteSessionSubscriptions(db, sessionId);
}

/**
 * "Send me a test notification": a push to this device (or every device of the member when none is named),
 * at once whatever the hour, or an e-mail to the member's address. Through the outbox like any other.
 */
export async function sendTest(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  memberId: number,
  input: { channel: 'push' | 'email'; endpoint?: string | undefined },
): Promise<{ queued: number }> {
  const now = deps.clock.now();
  const recipient = await recipientOf(deps.db, memberId);
  if (!recipient) return { queued: 0 };
  const id = randomUUID();
  if (input.channel === 'email') {
    const email = notificationEmail({
      to: recipient.email,
      memberId,
      lang: recipient.lang,
      brand: BRAND_MARK,
      firstName: recipient.firstName,
      subject: translate('email.test.subject', recipient.lang, { brand: BRAND_MARK }),
      text: translate('email.test.body', recipient.lang, { brand: BRAND_MARK }),
      path: SETTINGS_PATH,
      group: null,
      statutory: false,
    });
    await enqueueMessage(deps.db, { ...email, dedupeKey: `test:${id}:email` }, now);
    return { queued: 1 };
  }
  const devices = (await subscriptionsOf(deps.db, memberId)).filter(
    (device) => !input.endpoint || device.endpoint === input.endpoint,
  );
  if (input.endpoint && devices.length === 0) {
    throw new AppError('C409', 'push.notSubscribed');
  }
  for (const device of devices) {
    const payload = pushPayloadFor({
      kind: 'test',
      lang: device.lang,
      brand: BRAND_MARK,
      firstName: recipient.firstName,
      loanId: null,
      full: null,
      url: SETTINGS_PATH,
      tag: `test-${id.slice(0, 8)}`,
      group: 'reminders',
    });
    await enqueueMessage(
      deps.db,
      {
        channel: 'push',
        destination: String(device.id),
        subject: null,
        body: JSON.stringify(payload),
        dedupeKey: `test:${id}:push:${device.id}`,
        expiresAt: new Date(now.getTime() + 3_600_000),
      },
      now,
    );
  }
  return { queued: devices.length };
}

/**
 * The one-click unsubscribe of an e-mail (RFC 8058): the signed token names the member and the group, which
 * stops coming by e-mail. Statutory notices carry no such link and keep coming.
 */
export async function unsubscribeByToken(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  token: string,
): Promise<{ group: NotificationGroup }> {
  const { unsubscribeSecret } = await serverKeys(deps);
  const read = readUnsubscribeToken(unsubscribeSecret, token);
  if (!read) {
    throw new AppError('V400', 'notify.unsubscribe.invalid', {
      fields: { token: 'notify.unsubscribe.invalid' },
    });
  }
  const current = (await emailGroupsOf(deps.db, read.memberId)) ?? [...DEFAULT_EMAIL_GROUPS];
  const recipient = await recipientOf(deps.db, read.memberId);
  if (recipient) {
    await saveEmailGroups(
      deps.db,
      read.memberId,
      current.filter((group) => group !== read.group),
      deps.clock.now(),
    );
  }
  return { group: read.group };
}

export async function vapidPublicKey(deps: Pick<AppDeps, 'db' | 'config'>): Promise<string> {
  return (await serverKeys(deps)).vapid.publicKey;
}
