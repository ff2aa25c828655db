import { createRootRouteWithContext } from '@tanstack/react-router';
import { catalogsForPath, ensureCatalogs } from '../lib/i18n';
import type { RouterContext } from '../router';
import { NotFoundScreen } from '../tabs/shell/not-found-screen';
import { RootLayout } from '../tabs/shell/root-layout';

export const Route = createRootRouteWithContext<RouterContext>()({
  // A page renders only once its messages are in (a missing one would show as a raw id). A catalog that
  // cannot be fetched (offline before the service worker cached it) is logged, and the page still opens.
  beforeLoad: ({ location }) =>
    ensureCatalogs(catalogsForPath(location.pathname)).catch((error: unknown) => console.error(error)),
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
});
