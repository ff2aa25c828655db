import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import {
  type DevicePreferences,
  type NotificationGroup,
  type NotificationPreferences,
  notificationGroups,
  type PushDevice,
} from '../../domain/api/notification-settings';
import { useOnline } from '../lib/stores/online-state';
import { useUser } from '../lib/stores/session-store';
import { showToast } from '../lib/stores/toast-store';
import {
  currentSubscription,
  notificationPermission,
  PermissionRefusedError,
  PushServiceError,
  pushSupport,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '../offline/push-subscription';
import { DataAsOf } from '../ui/data-as-of';
import { Card, Screen } from '../ui/screen';
import { BackToSettings } from './back-to-settings';
import {
  forgetDevice,
  notificationPreferencesQuery,
  notificationSettingsKeys,
  saveDevice,
  saveEmailGroups,
  sendTestNotification,
  vapidKeyQuery,
} from './notification-settings-queries';
import { DeviceState, GroupDescription, GroupName } from './notification-words';
import { useMember } from './use-member';
import './security.css';

/** What a device hears when notifications are first turned on: everything but news. */
const FIRST_GROUPS: NotificationGroup[] = ['decisions', 'payments', 'reminders'];

/**
 * Settings → Notifications (issue 39): what the borrower hears, per group, on this device and by e-mail.
 * It explains first; the browser's permission prompt comes only from "Turn on notifications on this
 * device", never on opening the screen. Offline it shows the choices as last saved and changes nothing.
 */
export function NotificationsScreen() {
  const { t } = useLingui();
  const user = useUser();
  const member = useMember();
  const online = useOnline();
  const queryClient = useQueryClient();
  const prefsQuery = useQuery(notificationPreferencesQuery(user.id));
  const vapidKey = useQuery(vapidKeyQuery()).data;
  const prefs = prefsQuery.data;
  const email = member?.email ?? '';
  const [support] = useState(pushSupport);
  const [permission, setPermission] = useState(notificationPermission);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [deviceProblem, setDeviceProblem] = useState<ReactNode>(null);
  useEffect(() => {
    let live = true;
    void currentSubscription()
      .then((found) => live && setEndpoint(found?.endpoint ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const device = prefs?.devices.find((each) => each.endpoint === endpoint) ?? null;
  const key = notificationSettingsKeys.preferences(user.id);
  const keep = (next: NotificationPreferences) => queryClient.setQueryData(key, next);
  const keepDevice = (saved: PushDevice) => {
    const current = queryClient.getQueryData<NotificationPreferences>(key);
    if (current) {
      keep({ ...current, devices: [...current.devices.filter((d) => d.id !== saved.id), saved] });
    }
    setEndpoint(saved.endpoint);
  };

  const turnOn = useMutation({
    mutationFn: async () => {
      setDeviceProblem(null);
      if (!vapidKey) throw new PushServiceError('no key');
      const subscription = await subscribeThisDevice(vapidKey);
      return saveDevice(subscription, { groups: FIRST_GROUPS, anyTimeGroups: [], showAmounts: false });
    },
    onSuccess: (saved) => {
      setPermission(notificationPermission());
      keepDevice(saved);
      showToast('success', t`Notifications are on for this device`);
    },
    onError: (error) => {
      setPermission(notificationPermission());
      if (error instanceof PermissionRefusedError) {
        setDeviceProblem(
          <Trans>
            Notifications were not allowed, so nothing was turned on. You can allow them later in your
            browser's settings.
          </Trans>,
        );
      } else if (error instanceof PushServiceError) {
        setDeviceProblem(
          <Trans>
            This browser could not sign up for notifications just now: its notification service did not
            answer. Please try again later.
          </Trans>,
        );
      }
    },
    meta: { silent: true },
  });

  const turnOff = useMutation({
    mutationFn: async () => {
      const dropped = (await unsubscribeThisDevice()) ?? endpoint;
      if (dropped) await forgetDevice(dropped);
    },
    onSuccess: () => {
      const current = queryClient.getQueryData<NotificationPreferences>(key);
      if (current) keep({ ...current, devices: current.devices.filter((d) => d.endpoint !== endpoint) });
      setEndpoint(null);
      showToast('success', t`Notifications are off for this device`);
    },
  });

  const changeDevice = useMutation({
    mutationFn: async (next: DevicePreferences) => {
      const subscription = (await currentSubscription())?.toJSON();
      if (!subscription?.endpoint || !subscription.keys?.p256dh || !subscription.keys.auth) {
        throw new PushServiceError('no subscription');
      }
      return saveDevice(
        {
          endpoint: subscription.endpoint,
          expirationTime: subscription.expirationTime ?? null,
          keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
        },
        next,
      );
    },
    // Shown at once; put back if the server refuses it.
    onMutate: (next) => {
      const before = queryClient.getQueryData<NotificationPreferences>(key);
      if (before && device) {
        keep({ ...before, devices: before.devices.map((d) => (d.id === device.id ? { ...d, ...next } : d)) });
      }
      return before;
    },
    onError: (_error, _next, before) => before && keep(before),
    onSuccess: keepDevice,
  });

  const changeEmail = useMutation({
    mutationFn: saveEmailGroups,
    onMutate: (emailGroups) => {
      const before = queryClient.getQueryData<NotificationPreferences>(key);
      if (before) keep({ ...before, emailGroups });
      return before;
    },
    onError: (_error, _groups, before) => before && keep(before),
    onSuccess: keep,
  });

  const test = useMutation({
    mutationFn: (channel: 'push' | 'email') =>
      sendTestNotification(channel, channel === 'push' ? (endpoint ?? undefined) : undefined),
    onSuccess: (_sent, channel) =>
      showToast(
        'success',
        channel === 'push'
          ? t`Test notification sent. It should arrive within a minute.`
          : t`Test e-mail sent to ${email}.`,
      ),
  });

  const busy = turnOn.isPending || turnOff.isPending || changeDevice.isPending || changeEmail.isPending;
  const locked = !online || !prefs || busy;
  const toggled = (list: readonly NotificationGroup[], group: NotificationGroup, on: boolean) =>
    on ? [...new Set([...list, group])] : list.filter((each) => each !== group);
  const setDevice = (change: Partial<DevicePreferences>) =>
    device &&
    changeDevice.mutate({
      groups: device.groups,
      anyTimeGroups: device.anyTimeGroups,
      showAmounts: device.showAmounts,
      ...change,
    });

  return (
    <Screen
      title={<Trans>Notifications</Trans>}
      lead={
        <Trans>Choose what we tell you about, and how. Everything also appears in Messages in the app.</Trans>
      }
      width="narrow"
      testId="setting-notifications"
    >
      <DataAsOf query={prefsQuery} />
      {online ? null : (
        <p className="notice notice--info" role="status" data-testid="notify-offline">
          <Trans>You are offline. You can change these once you are back online.</Trans>
        </p>
      )}
      <Card testId="notify-device">
        <h2 className="card__title">
          <Trans>On this device</Trans>
        </h2>
        <p>
          <Trans>
            With notifications on, this phone or computer tells you about a decision, money on its way or a
            bill coming due, even when the app is closed. The lock screen shows only your first name and your
            loan's short number, never an amount unless you choose to show amounts.
          </Trans>
        </p>
        <DeviceState support={support} permission={permission} device={device} />
        {deviceProblem ? (
          <p className="form-error" role="alert" data-testid="notify-device-problem">
            {deviceProblem}
          </p>
        ) : null}
        {device ? (
          <>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={device.showAmounts}
                disabled={locked}
                onChange={(event) => setDevice({ showAmounts: event.target.checked })}
                data-testid="notify-show-amounts"
              />
              <span>
                <Trans>Show amounts on the lock screen</Trans>
              </span>
            </label>
            <div className="notify-actions">
              <button
                type="button"
                className="button button--secondary"
                disabled={!online || test.isPending}
                onClick={() => test.mutate('push')}
                data-testid="notify-test-push"
              >
                <Trans>Send me a test notification</Trans>
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={locked}
                onClick={() => turnOff.mutate()}
                data-testid="notify-turn-off"
              >
                <Trans>Turn off on this device</Trans>
              </button>
            </div>
          </>
        ) : support === 'supported' && permission !== 'denied' ? (
          <button
            type="button"
            className="button button--primary button--block"
            disabled={locked || !vapidKey}
            onClick={() => turnOn.mutate()}
            data-testid="notify-turn-on"
          >
            {turnOn.isPending ? (
              <Trans>Turning on…</Trans>
            ) : (
              <Trans>Turn on notifications on this device</Trans>
            )}
          </button>
        ) : null}
      </Card>
      {notificationGroups.map((group) => (
        <fieldset className="card notify-group" key={group} data-testid={`notify-group-${group}`}>
          <legend className="card__title">
            <GroupName group={group} />
          </legend>
          <p className="muted">
            <GroupDescription group={group} />
          </p>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={device?.groups.includes(group) ?? false}
              disabled={locked || !device}
              onChange={(event) => {
                if (!device) return;
                const groups = toggled(device.groups, group, event.target.checked);
                setDevice({ groups, anyTimeGroups: device.anyTimeGroups.filter((g) => groups.includes(g)) });
              }}
              data-testid={`notify-push-${group}`}
            />
            <span>
              <Trans>Notifications on this device</Trans>
            </span>
          </label>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={device?.anyTimeGroups.includes(group) ?? false}
              disabled={locked || !device?.groups.includes(group)}
              onChange={(event) =>
                device &&
                setDevice({ anyTimeGroups: toggled(device.anyTimeGroups, group, event.target.checked) })
              }
              data-testid={`notify-anytime-${group}`}
            />
            <span>
              <Trans>Also at night (21:00 to 08:00)</Trans>
            </span>
          </label>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={prefs?.emailGroups.includes(group) ?? false}
              disabled={locked}
              onChange={(event) =>
                prefs && changeEmail.mutate(toggled(prefs.emailGroups, group, event.target.checked))
              }
              data-testid={`notify-email-${group}`}
            />
            <span>
              <Trans>By e-mail</Trans>
            </span>
          </label>
        </fieldset>
      ))}
      <Card testId="notify-email">
        <h2 className="card__title">
          <Trans>By e-mail</Trans>
        </h2>
        <p>
          <Trans>
            We write to {email}. Notices the law requires us to give you in writing (about arrears, a default,
            or our answer to a complaint) always come by e-mail too, whatever you choose here.
          </Trans>
        </p>
        <button
          type="button"
          className="button button--secondary"
          disabled={!online || test.isPending}
          onClick={() => test.mutate('email')}
          data-testid="notify-test-email"
        >
          <Trans>Send me a test e-mail</Trans>
        </button>
      </Card>
      <BackToSettings />
    </Screen>
  );
}
