import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { memberInfoQuery } from '../../lib/member-queries';
import { useUser } from '../../lib/session-store';
import { AppLink } from '../../ui/app-link';
import { Card, Screen } from '../../ui/screen';

const settings = [
  { id: 'mail', label: msg`E-mail address` },
  { id: 'phone', label: msg`Mobile number` },
  { id: 'password', label: msg`Login password` },
  { id: 'wallet', label: msg`Wallet address` },
] as const;
type Setting = (typeof settings)[number]['id'];

export function AccountSettingsLayout() {
  return <Outlet />;
}

function useSettingValues(): Record<Setting, string | null> {
  const { t } = useLingui();
  const user = useUser();
  const member = useQuery(memberInfoQuery(user.id)).data ?? user.member;
  return {
    mail: member?.email ?? null,
    phone: member?.mobile ?? null,
    password: member ? t`Set` : null,
    wallet: member?.walletAddress ?? null,
  };
}

/** Security settings: what is on file for each, each leading to its own page. */
export function AccountSettingsScreen() {
  const { i18n } = useLingui();
  const values = useSettingValues();
  return (
    <Screen title={<Trans>Security settings</Trans>} width="narrow" testId="account-settings">
      <ul className="menu-list">
        {settings.map((setting) => (
          <li key={setting.id}>
            <AppLink href={`/account/centre/settings/${setting.id}`} className="menu-list__item">
              <span className="menu-list__text">
                <strong>{i18n._(setting.label)}</strong>
                <small>{values[setting.id] ?? <Trans>Not added yet</Trans>}</small>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </Screen>
  );
}

export function SettingDetailScreen({ setting }: { setting: Setting }) {
  const { i18n } = useLingui();
  const values = useSettingValues();
  const meta = settings.find((entry) => entry.id === setting)!;
  return (
    <Screen title={i18n._(meta.label)} width="narrow" testId={`setting-${setting}`}>
      <Card>
        <p>
          <Trans>On file:</Trans> <strong>{values[setting] ?? <Trans>Not added yet</Trans>}</strong>
        </p>
        <p className="muted">
          <Trans>
            To change this, contact our support team from the Help tab; we will confirm it is you first.
          </Trans>
        </p>
      </Card>
      <Link to="/account/centre/settings" className="button button--secondary">
        <Trans>Back to security settings</Trans>
      </Link>
    </Screen>
  );
}
