import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/borrow/')({
  staticData: { tab: 'booking', catalogs: ['shell', 'pages'], access: 'public' },
  beforeLoad: () => {
    throw redirect({ to: '/borrow/personal-loan', replace: true });
  },
});
