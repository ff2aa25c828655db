import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  cardOutline,
  keyOutline,
  mailOutline,
  notificationsOutline,
  phonePortraitOutline,
  shieldCheckmarkOutline,
  walletOutline,
} from 'ionicons/icons';
import type { ReactNode } from 'react';
import { secondFactorStatusQuery } from '../lib/queries/second-factor-queries';
import { MenuLink } from '../ui/menu-link';
import { Screen } from '../ui/screen';
import { maskMobile, shortenAddress } from './masking';
import { useMember } from './use-member';
import './security.css';

interface Row {
  id: 'mail' | 'phone' | 'password' | 'two-factor' | 'wallet' | 'payout' | 'notifications';
  icon: string;
  label: ReactNode;
  value: ReactNode;
}

/** Security settings: the things that prove or move money for the borrower, each with what is on file. */
export function SettingsIndexScreen() {
  const { t } = useLingui();
  const member = useMember();
  const secondFactor = useQuery(secondFactorStatusQuery());
  const notAdded = <Trans>Not added yet</Trans>;
  const rows: Row[] = [
    {
      id: 'mail',
      icon: mailOutline,
      label: <Trans>E-mail address</Trans>,
      // The e-mail is how the borrower signs in and is shown whole on Me already; masking it here hides nothing.
      value: member ? member.email : notAdded,
    },
    {
      id: 'phone',
      icon: phonePortraitOutline,
      label: <Trans>Mobile number</Trans>,
      value: member?.mobile ? maskMobile(member.mobile) : notAdded,
    },
    { id: 'password', icon: keyOutline, label: <Trans>Login password</Trans>, value: '••••••••' },
    {
      id: 'two-factor',
      icon: shieldCheckmarkOutline,
      label: <Trans>Two-step sign-in</Trans>,
      value:
        secondFactor.data === undefined ? null : secondFactor.data.totp ? (
          <Trans>Turned on</Trans>
        ) : (
          <Trans>Turned off</Trans>
        ),
    },
    {
      id: 'wallet',
      icon: walletOutline,
      label: <Trans>Wallet address</Trans>,
      value: member?.walletAddress ? shortenAddress(member.walletAddress) : notAdded,
    },
    {
      id: 'payout',
      icon: cardOutline,
      label: <Trans>Where we pay you</Trans>,
      value:
        member?.payoutMethod === 'BANK' && member.bankAccount ? (
          <Trans>Bank account ending {member.bankAccount.accountNumberLast4}</Trans>
        ) : member?.walletAddress ? (
          <Trans>USDT address</Trans>
        ) : (
          notAdded
        ),
    },
    {
      id: 'notifications',
      icon: notificationsOutline,
      label: <Trans>Notifications</Trans>,
      value: <Trans>On this device and by e-mail</Trans>,
    },
  ];
  return (
    <Screen
      title={<Trans>Security settings</Trans>}
      lead={<Trans>Changes here take effect at once. We ask you to prove each one first.</Trans>}
      width="narrow"
      testId="account-settings"
    >
      <nav aria-label={t`Security settings`}>
        <ul className="menu-list">
          {rows.map((row) => (
            <li key={row.id}>
              <MenuLink
                to={`/account/centre/settings/${row.id}`}
                icon={row.icon}
                detail={<span data-testid={`setting-value-${row.id}`}>{row.value}</span>}
                data-testid={`setting-link-${row.id}`}
              >
                <strong>{row.label}</strong>
              </MenuLink>
            </li>
          ))}
        </ul>
      </nav>
    </Screen>
  );
}
