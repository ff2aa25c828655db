import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/member')({
  staticData: { tab: 'mine', catalogs: ['shell', 'member'], access: 'member' },
});
