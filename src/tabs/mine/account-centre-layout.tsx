import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { AppLink } from '../../ui/app-link';

export const accountSections = [
  { id: 'basic', label: msg`Basic information` },
  { id: 'address', label: msg`Contact address` },
  { id: 'work', label: msg`Employment` },
  { id: 'family', label: msg`Family` },
  { id: 'house', label: msg`Property` },
  { id: 'car', label: msg`Vehicle` },
  { id: 'contact', label: msg`Contacts` },
  { id: 'verified', label: msg`Identity check` },
  { id: 'settings', label: msg`Security settings` },
] as const;
export type AccountSection = Exclude<(typeof accountSections)[number]['id'], 'settings'>;

/** Account centre: the sections as a scrollable segment bar above the chosen one. */
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
