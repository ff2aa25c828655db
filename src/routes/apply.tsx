import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/apply')({
  staticData: { tab: 'booking', catalogs: ['shell', 'member', 'apply'], access: 'member' },
});
