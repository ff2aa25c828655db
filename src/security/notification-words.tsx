import { Trans } from '@lingui/react/macro';
import type { NotificationGroup, PushDevice } from '../../domain/api/notification-settings';
import type { notificationPermission, pushSupport } from '../offline/push-subscription';

/** The Notifications screen's words that depend on a state: this device's, and each group's name and scope. */
export function DeviceState({
  support,
  permission,
  device,
}: {
  support: ReturnType<typeof pushSupport>;
  permission: ReturnType<typeof notificationPermission>;
  device: PushDevice | null;
}) {
  if (support === 'needs-home-screen') {
    return (
      <p className="notice notice--info" role="status" data-testid="notify-state">
        <Trans>
          On iPhone and iPad, notifications work once Quayside is on your Home Screen: tap Share, then Add to
          Home Screen, and open Quayside from there.
        </Trans>
      </p>
    );
  }
  if (support === 'unsupported') {
    return (
      <p className="notice notice--info" role="status" data-testid="notify-state">
        <Trans>
          This browser cannot show notifications. You will still hear from us by e-mail and in Messages.
        </Trans>
      </p>
    );
  }
  if (permission === 'denied') {
    return (
      <p className="notice notice--warning" role="status" data-testid="notify-state">
        <Trans>
          Notifications are blocked for Quayside in this browser. To get them, allow notifications for this
          site in your browser's or phone's settings, then come back here.
        </Trans>
      </p>
    );
  }
  return (
    <p className="security-current" role="status" data-testid="notify-state">
      {device ? (
        <Trans>Notifications are on for this device.</Trans>
      ) : (
        <Trans>Notifications are off for this device.</Trans>
      )}
    </p>
  );
}

export function GroupName({ group }: { group: NotificationGroup }) {
  switch (group) {
    case 'decisions':
      return <Trans>Decisions and offers</Trans>;
    case 'payments':
      return <Trans>Payments</Trans>;
    case 'reminders':
      return <Trans>Reminders</Trans>;
    case 'news':
      return <Trans>News</Trans>;
  }
}

export function GroupDescription({ group }: { group: NotificationGroup }) {
  switch (group) {
    case 'decisions':
      return (
        <Trans>
          Decisions on your applications, offers and when they run out, offers of help with payments, and our
          answers to complaints.
        </Trans>
      );
    case 'payments':
      return <Trans>Money sent to you, and your repayments received or refused.</Trans>;
    case 'reminders':
      return <Trans>A bill due in 3 days, and a bill overdue.</Trans>;
    case 'news':
      return <Trans>News and articles from Quayside.</Trans>;
  }
}
