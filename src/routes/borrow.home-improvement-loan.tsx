import { createFileRoute } from '@tanstack/react-router';
import { BorrowScreen } from '../pages/borrow/borrow-screen';
import { loadQuoteConfigForPaintedPage } from '../pages/config-queries';

function HomeImprovementLoanScreen() {
  return <BorrowScreen kind="home-improvement" />;
}

export const Route = createFileRoute('/borrow/home-improvement-loan')({
  loader: ({ context }) => loadQuoteConfigForPaintedPage(context.queryClient),
  component: HomeImprovementLoanScreen,
});
