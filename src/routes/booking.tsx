import { createFileRoute } from '@tanstack/react-router';
import { BookingScreen } from '../pages/booking/booking-screen';
import { prefetchQuoteConfigAfterFirstPage } from '../pages/config-queries';

export const Route = createFileRoute('/booking')({
  loader: ({ context }) => prefetchQuoteConfigAfterFirstPage(context.queryClient),
  component: BookingScreen,
});
