import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { AppLink } from '../ui/app-link';
import { NotFoundScreen } from '../ui/not-found-screen';
import { ApplicationScreen } from './applications/application-screen';
import { ApplicationsScreen } from './applications/applications-screen';
import { ArrearsCaseScreen } from './arrears/arrears-case-screen';
import { ArrearsScreen } from './arrears/arrears-screen';
import { AuditScreen } from './audit/audit-screen';
import { businessDateQuery } from './business-date/business-date-queries';
import { HardshipCase, HardshipQueue } from './hardship/hardship-screens';
import { IdentityCheckScreen } from './identity/identity-check-screen';
import { IdentityScreen } from './identity/identity-screen';
// The console's styles travel with its code, not in the app's one stylesheet that every borrower's first
// page loads (decision 080).
import styles from './ops.css?inline';
import { OpsHome } from './ops-home';
import { type OpsView, opsViewOf } from './ops-paths';
import { PayoutsScreen } from './payouts/payouts-screen';
import { RepaymentScreen } from './repayments/repayment-screen';
import { RepaymentsScreen } from './repayments/repayments-screen';
import { SettingsScreen } from './settings/settings-screen';
import { queuesQuery } from './shared/ops-queries';

function screenOf(view: OpsView): ReactNode {
  switch (view.screen) {
    case 'home':
      return <OpsHome />;
    case 'applications':
      return <ApplicationsScreen />;
    case 'application':
      return <ApplicationScreen key={view.id} loanId={view.id} />;
    case 'identity':
      return <IdentityScreen />;
    case 'identity-check':
      return <IdentityCheckScreen key={view.memberId} memberId={view.memberId} />;
    case 'repayments':
      return <RepaymentsScreen />;
    case 'repayment':
      return <RepaymentScreen key={view.id} repaymentId={view.id} />;
    case 'payouts':
      return <PayoutsScreen />;
    case 'arrears':
      return <ArrearsScreen />;
    case 'arrears-case':
      return <ArrearsCaseScreen key={view.loanId} loanId={view.loanId} />;
    case 'hardship':
      return <HardshipQueue />;
    case 'hardship-case':
      return <HardshipCase key={view.requestId} requestId={view.requestId} />;
    case 'settings':
      return <SettingsScreen />;
    case 'audit':
      return <AuditScreen />;
  }
}

const sectionOf: Record<OpsView['screen'], string> = {
  home: '/ops',
  applications: '/ops/applications',
  application: '/ops/applications',
  identity: '/ops/identity',
  'identity-check': '/ops/identity',
  repayments: '/ops/repayments',
  repayment: '/ops/repayments',
  payouts: '/ops/payouts',
  arrears: '/ops/arrears',
  'arrears-case': '/ops/arrears',
  hardship: '/ops/hardship',
  'hardship-case': '/ops/hardship',
  settings: '/ops/settings',
  audit: '/ops/audit',
};

/** The operators' console at /ops: its menu with each queue's count beside the screen the path names. */
export function OpsConsole() {
  const { _splat } = useParams({ strict: false });
  const view = opsViewOf(_splat);
  return (
    <div className="ops" data-testid="ops-console">
      <style>{styles}</style>
      <OpsMenu current={view ? sectionOf[view.screen] : null} />
      <div className="ops__screen">{view ? screenOf(view) : <NotFoundScreen />}</div>
    </div>
  );
}

/** 1 when the earliest answer promised is already behind the business date: the count shows as urgent. */
function lateAnswer(oldestAt: string | null | undefined, today: string | undefined): number | undefined {
  return oldestAt && today && oldestAt < today ? 1 : undefined;
}

function OpsMenu({ current }: { current: string | null }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const queues = useQuery(queuesQuery()).data;
  const businessDate = useQuery(businessDateQuery()).data;
  const items: { href: string; label: ReactNode; count?: number; urgent?: number }[] = [
    { href: '/ops', label: <Trans>Today’s work</Trans> },
    { href: '/ops/applications', label: <Trans>Applications</Trans>, count: queues?.applications.count },
    { href: '/ops/identity', label: <Trans>Identity checks</Trans>, count: queues?.kyc.count },
    { href: '/ops/repayments', label: <Trans>Repayments</Trans>, count: queues?.repayments.count },
    {
      href: '/ops/payouts',
      label: <Trans>Payouts</Trans>,
      count: queues?.payouts.count,
      urgent: queues?.payouts.overdue,
    },
    { href: '/ops/arrears', label: <Trans>Arrears</Trans>, count: queues?.arrears.count },
    {
      href: '/ops/hardship',
      label: <Trans>Hardship</Trans>,
      count: queues?.hardship.count,
      // An answer promised before the business date is late.
      urgent: lateAnswer(queues?.hardship.oldestAt, businessDate?.businessDate),
    },
    { href: '/ops/settings', label: <Trans>Settings</Trans> },
    { href: '/ops/audit', label: <Trans>Audit log</Trans> },
  ];
  return (
    <nav className="ops-menu" aria-label={t`Console`}>
      {businessDate ? (
        <p className="ops-menu__date" data-testid="console-business-date">
          <Trans>Business date {formatDate(businessDate.businessDate, lang)}</Trans>
        </p>
      ) : null}
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <AppLink
              href={item.href}
              className="ops-menu__link"
              aria-current={current === item.href ? 'page' : undefined}
            >
              <span>{item.label}</span>
              {item.count !== undefined ? (
                <span className={`ops-count${item.urgent ? ' ops-count--urgent' : ''}`}>{item.count}</span>
              ) : null}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
