import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/orders')({
  // Only a redirect: my loans, where it leads, is members-only itself, so sign-in returns there.
  staticData: { tab: 'orders', catalogs: ['shell', 'member'], access: 'public' },
  beforeLoad: () => {
    throw redirect({ to: '/loan/history', replace: true });
  },
});
