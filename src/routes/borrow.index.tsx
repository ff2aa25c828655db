import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/borrow/')({
  beforeLoad: () => {
    throw redirect({ to: '/borrow/personal-loan', replace: true });
  },
});
