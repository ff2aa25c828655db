import { createFileRoute } from '@tanstack/react-router';
import { BookingScreen } from '../pages/booking/booking-screen';
import { quoteConfigQuery } from '../pages/config-queries';

export const Route = createFileRoute('/booking')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(quoteConfigQuery()),
  component: BookingScreen,
});
