import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../router';
import { NotFoundScreen } from '../tabs/shell/not-found-screen';
import { RootLayout } from '../tabs/shell/root-layout';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
});
