import { createFileRoute } from '@tanstack/react-router';
import { BorrowScreen } from '../pages/borrow/borrow-screen';
import { loadQuoteConfigForPaintedPage } from '../pages/config-queries';

function CarLoanScreen() {
  return <BorrowScreen kind="car" />;
}

export const Route = createFileRoute('/borrow/car-loan')({
  loader: ({ context }) => loadQuoteConfigForPaintedPage(context.queryClient),
  component: CarLoanScreen,
});
