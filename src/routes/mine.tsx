import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/mine')({
  // Only a redirect: the member centre it leads to is members-only itself, so sign-in returns there.
  staticData: { tab: 'mine', catalogs: ['shell', 'member'], access: 'public' },
  beforeLoad: () => {
    throw redirect({ to: '/member/centre', replace: true });
  },
});
