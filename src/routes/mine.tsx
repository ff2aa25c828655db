import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/mine')({
  beforeLoad: () => {
    throw redirect({ to: '/member/centre', replace: true });
  },
});
