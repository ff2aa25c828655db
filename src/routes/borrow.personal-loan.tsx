import { createFileRoute } from '@tanstack/react-router';
import { BorrowScreen } from '../pages/borrow/borrow-screen';
import { loadQuoteConfigForPaintedPage } from '../pages/config-queries';

function PersonalLoanScreen() {
  return <BorrowScreen kind="personal" />;
}

export const Route = createFileRoute('/borrow/personal-loan')({
  loader: ({ context }) => loadQuoteConfigForPaintedPage(context.queryClient),
  component: PersonalLoanScreen,
});
