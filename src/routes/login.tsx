import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../auth/login-screen';
import { optionalOneOf, optionalString } from '../lib/navigation/search-params';

const views = ['login', 'register', 'forgot'] as const;

export const Route = createFileRoute('/login')({
  // Rendered at build time, each of its three views (issue 40 §1): the form is in the first HTML, and the
  // remembered e-mail and a signed-in reader's way on come after hydration (src/auth/login-screen.tsx).
  staticData: {
    tab: 'none',
    catalogs: ['shell', 'member'],
    access: 'public',
    prerender: true,
    prerenderViews: ['register', 'forgot'],
  },
  validateSearch: (
    search: Record<string, unknown>,
  ): { redirect?: string; view?: (typeof views)[number] } => ({
    redirect: optionalString(search.redirect),
    view: optionalOneOf(search.view, views),
  }),
  component: LoginScreen,
});
