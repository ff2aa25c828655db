import { useLingui } from '@lingui/react/macro';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { AppLink } from '../ui/app-link';
import { accountSections } from '../ui/member/account-sections';
import './account.css';

/** Account centre: every section as a chip in a scrollable bar above the chosen one. */
export function AccountCentreLayout() {
  const { t, i18n } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const barRef = useRef<HTMLElement>(null);
  // On a phone the bar is wider than the screen: the chosen section's chip is scrolled into sight, so the
  // bar always shows where the borrower is (the page itself does not move).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each new section (the active chip moves)
  useEffect(() => {
    const bar = barRef.current;
    const active = bar?.querySelector<HTMLElement>('.is-active');
    if (!bar || !active) return;
    bar.scrollLeft = active.offsetLeft - (bar.clientWidth - active.offsetWidth) / 2 - bar.offsetLeft;
  }, [pathname]);
  return (
    <div className="account-centre">
      <nav ref={barRef} className="segment-bar" aria-label={t`Account centre`}>
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
