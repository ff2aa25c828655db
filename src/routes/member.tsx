import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '../auth/require-login';

export const Route = createFileRoute('/member')({
  beforeLoad: requireLogin,
});
