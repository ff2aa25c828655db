import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  chevronForward,
  documentTextOutline,
  idCardOutline,
  logOutOutline,
  personOutline,
  shieldCheckmarkOutline,
  walletOutline,
} from 'ionicons/icons';
import { useLogout } from '../../auth/use-logout';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import { memberInfoQuery } from '../../lib/member-queries';
import { useUser } from '../../lib/session-store';
import { DataAsOf } from '../../ui/data-as-of';
import { Icon } from '../../ui/icon';
import { accountTypeLabels, kycLabels } from '../../ui/member/kyc-labels';
import { Card, Screen } from '../../ui/screen';

export function MemberCentreScreen() {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const user = useUser();
  const query = useQuery(memberInfoQuery(user.id));
  const member = query.data ?? user.member;
  const logout = useLogout();
  return (
    <Screen title={<Trans>My account</Trans>} testId="member-centre">
      {query.data ? <DataAsOf query={query} /> : null}
      <Card className="member-summary">
        <Icon icon={personOutline} aria-hidden="true" className="member-summary__avatar" />
        <dl className="facts">
          <div>
            <dt>
              <Trans>E-mail</Trans>
            </dt>
            <dd data-testid="member-email">{member?.email ?? '—'}</dd>
          </div>
          <div>
            <dt>
              <Trans>Identity check</Trans>
            </dt>
            <dd data-testid="member-kyc">{member ? i18n._(kycLabels[member.kycStatus]) : '—'}</dd>
          </div>
          <div>
            <dt>
              <Trans>Account type</Trans>
            </dt>
            <dd>{member ? i18n._(accountTypeLabels[member.accountType] ?? accountTypeLabels[0]!) : '—'}</dd>
          </div>
          <div>
            <dt>
              <Trans>Member since</Trans>
            </dt>
            <dd>{member ? formatDateTime(member.registerTime, lang) : '—'}</dd>
          </div>
        </dl>
      </Card>
      <nav aria-label={t`My account`} className="menu-list">
        <Link to="/loan/history" className="menu-list__item">
          <Icon icon={documentTextOutline} aria-hidden="true" />
          <span>
            <Trans>My loans</Trans>
          </span>
          <Icon icon={chevronForward} aria-hidden="true" />
        </Link>
        <Link to="/member/apply" className="menu-list__item">
          <Icon icon={walletOutline} aria-hidden="true" />
          <span>
            <Trans>Apply for a loan</Trans>
          </span>
          <Icon icon={chevronForward} aria-hidden="true" />
        </Link>
        <Link to="/account/centre/basic" className="menu-list__item">
          <Icon icon={idCardOutline} aria-hidden="true" />
          <span>
            <Trans>Account centre</Trans>
          </span>
          <Icon icon={chevronForward} aria-hidden="true" />
        </Link>
        <Link to="/account/centre/settings" className="menu-list__item">
          <Icon icon={shieldCheckmarkOutline} aria-hidden="true" />
          <span>
            <Trans>Security settings</Trans>
          </span>
          <Icon icon={chevronForward} aria-hidden="true" />
        </Link>
      </nav>
      <button
        type="button"
        className="button button--secondary button--block"
        data-testid="logout"
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        <Icon icon={logOutOutline} aria-hidden="true" />
        <Trans>Log out</Trans>
      </button>
    </Screen>
  );
}
