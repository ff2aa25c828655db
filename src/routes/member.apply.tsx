import { createFileRoute, redirect } from '@tanstack/react-router';

/** /member/apply is the member centre's way into the same wizard as /apply. */
export const Route = createFileRoute('/member/apply')({
  beforeLoad: () => {
    throw redirect({ to: '/apply', replace: true });
  },
});
