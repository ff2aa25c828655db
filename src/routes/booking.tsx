import { createFileRoute } from '@tanstack/react-router';
import { BookingScreen } from '../pages/booking/booking-screen';
import { loadQuoteConfig } from '../pages/config-queries';

export const Route = createFileRoute('/booking')({
  staticData: { tab: 'booking', catalogs: ['shell', 'pages'], access: 'public' },
  loader: ({ context }) => loadQuoteConfig(context.queryClient),
  component: BookingScreen,
});
