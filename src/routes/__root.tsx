import { createRootRouteWithContext } from '@tanstack/react-router';
import { requireLoginFor } from '../auth/require-login';
import { ensureCatalogs } from '../lib/i18n/i18n';
import { routeFactsOf } from '../lib/navigation/route-facts';
import type { RouterContext } from '../router';
import { RootLayout } from '../tabs/shell/root-layout';
import { NotFoundScreen } from '../ui/not-found-screen';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Runs before every page, with all of its matches: what their routes declare (staticData) decides who may
  // open it and which catalogs it waits for. A page renders only once its messages are in (a missing one
  // would show as a raw id). A catalog that cannot be fetched (offline before the service worker cached it)
  // is logged, and the page still opens.
  beforeLoad: ({ location, matches }) => {
    const facts = routeFactsOf(matches.map((match) => match.staticData));
    requireLoginFor(facts.access, location);
    return ensureCatalogs(facts.catalogs).catch((error: unknown) => console.error(error));
  },
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
});
