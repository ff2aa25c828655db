import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/account')({
  staticData: { tab: 'mine', catalogs: ['shell', 'member'], access: 'member' },
});
