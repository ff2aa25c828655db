import { NavContext, type NavContextState } from '@ionic/react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { useRouteFacts } from '../../lib/navigation/route-facts';
import { tabHrefs } from '../../lib/navigation/tab-paths';

/**
 * Ionic's default NavContext reloads the page when the active tab is tapped (resetTab sets
 * window.location). Here every navigation request goes through the router instead.
 */
export function RouterNavContext({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { tab } = useRouteFacts();
  // IonTabBar selects the button whose href this is: the page's tab, or nothing outside the tabs.
  const tabPath = tab === 'none' ? pathname : tabHrefs[tab];
  const value = useMemo<NavContextState>(() => {
    const go = (path: string) => {
      if (path && path !== router.state.location.pathname) void router.navigate({ href: path });
    };
    return {
      getIonRoute: () => undefined,
      getStackManager: () => undefined,
      goBack: () => router.history.back(),
      navigate: (path) => go(path),
      hasIonicRouter: () => false,
      routeInfo: { id: pathname, pathname: tabPath, search: '' },
      setCurrentTab: () => undefined,
      changeTab: (_tab, path) => go(path),
      resetTab: (_tab, originalHref) => go(originalHref),
    };
  }, [router, pathname, tabPath]);
  return <NavContext.Provider value={value}>{children}</NavContext.Provider>;
}
