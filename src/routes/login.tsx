import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '../auth/login-screen';
import { optionalOneOf, optionalString } from '../lib/navigation/search-params';

const views = ['login', 'register', 'forgot'] as const;

export const Route = createFileRoute('/login')({
  staticData: { tab: 'none', catalogs: ['shell', 'member'], access: 'public' },
  validateSearch: (
    search: Record<string, unknown>,
  ): { redirect?: string; view?: (typeof views)[number] } => ({
    redirect: optionalString(search.redirect),
    view: optionalOneOf(search.view, views),
  }),
  component: LoginScreen,
});
