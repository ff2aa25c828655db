import { createFileRoute } from '@tanstack/react-router';
import { BorrowScreen } from '../pages/borrow/borrow-screen';
import { quoteConfigQuery } from '../pages/config-queries';

function CarLoanScreen() {
  return <BorrowScreen kind="car" />;
}

export const Route = createFileRoute('/borrow/car-loan')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(quoteConfigQuery()),
  component: CarLoanScreen,
});
