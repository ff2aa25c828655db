import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  staticData: { tab: 'home', catalogs: ['shell'], access: 'public' },
  beforeLoad: () => {
    throw redirect({ href: '/home', replace: true });
  },
});
