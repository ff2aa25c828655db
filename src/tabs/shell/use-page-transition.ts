import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import {
  nextDirection,
  readHistory,
  type SlideDirection,
  TRANSITION_RESET_MS,
  writeHistory,
} from '../../lib/navigation/nav-direction';
import { routeFactsOfPath } from '../../lib/navigation/route-facts';
import { tabIndexOf } from '../../lib/navigation/tab-paths';
import { session } from '../../lib/stores/storage';

/**
 * SPEC §2: picks the slide for each route change from the page history in sessionStorage, clears it
 * 300 ms later, and scrolls smoothly to the top. `history.go(n > 0)` is not supported: it is logged as an
 * error (SPEC §2).
 */
export function usePageTransition(): SlideDirection | null {
  const router = useRouter();
  const [direction, setDirection] = useState<SlideDirection | null>(null);

  useEffect(() => {
    const start = readHistory(session);
    const here = router.state.location.pathname;
    if (start.at(-1) !== here) writeHistory(session, [...start, here]);

    let timer: ReturnType<typeof setTimeout> | undefined;
    let shown = pageOf(router.history.location);
    const unsubscribe = router.history.subscribe(({ location, action }) => {
      if (action.type === 'GO' && action.index > 0) {
        console.error('Forward navigation by number is not supported', action.index);
      }
      if (action.type === 'FORWARD')
        console.warn('Forward navigation is not supported; treated as a new page');
      // Every route change starts at the top — a redirect, the return after sign-in and another article
      // (?id=2) included; a change of the fragment alone is a jump within the page and is left alone.
      const page = pageOf(location);
      if (page !== shown) {
        shown = page;
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }
      const isBack = action.type === 'BACK' || (action.type === 'GO' && action.index < 0);
      const before = readHistory(session);
      if (before.at(-1) === location.pathname) return;
      // A redirect (/orders → /loan/history) replaces the page it came through; the slide already chosen
      // for that page stands.
      if (action.type === 'REPLACE') {
        writeHistory(session, [...before.slice(0, -1), location.pathname]);
        return;
      }
      const tabIndexOfPath = (path: string) => tabIndexOf(routeFactsOfPath(router, path).tab);
      const result = nextDirection(before, location.pathname, tabIndexOfPath, isBack);
      writeHistory(session, result.history);
      setDirection(result.direction);
      clearTimeout(timer);
      timer = setTimeout(() => setDirection(null), TRANSITION_RESET_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [router]);

  return direction;
}

/** A page is its path and query string: the fragment only moves within it. */
function pageOf(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}
