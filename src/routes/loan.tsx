import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/loan')({
  staticData: { tab: 'orders', catalogs: ['shell', 'member'], access: 'member' },
});
