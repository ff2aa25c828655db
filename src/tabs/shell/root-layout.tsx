import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { markFirstRenderDone } from '../../lib/first-paint/first-render';
import { unreadCountQuery } from '../../lib/queries/notification-queries';
import { useOnline } from '../../lib/stores/online-state';
import { useUser } from '../../lib/stores/session-store';
import { AfterFirstRender } from '../../ui/after-first-render';
import { ToastHost } from '../../ui/toast-host';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { RouterNavContext } from './nav-context-provider';
import { TabBar } from './tab-bar';
import { useDocumentTitle } from './use-document-title';
import { usePageTransition } from './use-page-transition';

/** SPEC §2: header, the routed page, footer; on phones the bottom tab bar (DESIGN §5). */
export function RootLayout() {
  const direction = usePageTransition();
  const online = useOnline();
  const user = useUser();
  const unread = useQuery(unreadCountQuery(user.id)).data?.count;
  const main = useRef<HTMLElement>(null);
  const deskShell = useRef<HTMLDivElement>(null);
  const desk = useRouterState({
    select: (state) =>
      state.matches.some((match) => match.staticData?.frame === 'desk' && match.status === 'success'),
  });
  // The title follows the h1 of whichever frame is on screen (the console's main is inside its frame).
  useDocumentTitle(desk ? deskShell : main, 'Quayside');
  useEffect(markFirstRenderDone, []);
  if (desk) {
    // The console's own frame (its header, menu and main): nothing of the borrower site's around it.
    return (
      <RouterNavContext>
        <div className="app-shell" ref={deskShell}>
          <a className="skip-link" href="#main">
            <Trans>Skip to content</Trans>
          </a>
          <Outlet />
          <ToastHost />
        </div>
      </RouterNavContext>
    );
  }
  return (
    <RouterNavContext>
      <div className="app-shell">
        <a className="skip-link" href="#main">
          <Trans>Skip to content</Trans>
        </a>
        <AppHeader />
        {online ? null : (
          <p className="offline-banner" role="status">
            <Trans>You are offline.</Trans>
          </p>
        )}
        <main
          ref={main}
          id="main"
          className={['page-container', direction ?? ''].join(' ').trim()}
          data-testid="page-container"
          tabIndex={-1}
        >
          <Outlet />
        </main>
        {/* In the first commit, and so in a page rendered at build time: on a short page (/login) the footer is
            in view, and painted a commit later its legal line was the page's largest paint (LCP 2.6 s against
            0.8 s for the form, Lighthouse mobile). */}
        <AppFooter />
        <AfterFirstRender>
          <TabBar badges={{ mine: unread }} />
        </AfterFirstRender>
        <ToastHost />
      </div>
    </RouterNavContext>
  );
}
