import { createFileRoute } from '@tanstack/react-router';
import { BorrowScreen } from '../pages/borrow/borrow-screen';
import { loadQuoteConfig } from '../pages/config-queries';

function HomeImprovementLoanScreen() {
  return <BorrowScreen kind="home-improvement" />;
}

export const Route = createFileRoute('/borrow/home-improvement-loan')({
  loader: ({ context }) => loadQuoteConfig(context.queryClient),
  component: HomeImprovementLoanScreen,
});
