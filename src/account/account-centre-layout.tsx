import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { AppLink } from '../ui/app-link';
import { accountSections } from '../ui/member/account-sections';
import './account.css';

/** Account centre: every section as a chip in a scrollable bar above the chosen one. */
export function AccountCentreLayout() {
  const { t, i18n } = useLingui();
  return (
    <div className="account-centre">
      <nav className="segment-bar" aria-label={t`Account centre`}>
        {accountSections.map((section) => (
          <AppLink
            key={section.id}
            href={`/account/centre/${section.id}`}
            activeMatch={`/account/centre/${section.id}`}
            className="segment-bar__item"
          >
            {i18n._(section.label)}
          </AppLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
