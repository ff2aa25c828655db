import { createFileRoute } from '@tanstack/react-router';
import { loadQuoteConfig } from '../lib/queries/config-queries';
import { BookingScreen } from '../tabs/booking/booking-screen';

export const Route = createFileRoute('/booking')({
  staticData: { tab: 'booking', catalogs: ['shell', 'pages'], access: 'public' },
  loader: ({ context }) => loadQuoteConfig(context.queryClient),
  component: BookingScreen,
});
