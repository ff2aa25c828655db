import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/account/centre/')({
  beforeLoad: () => {
    throw redirect({ to: '/account/centre/basic', replace: true });
  },
});
