import { createFileRoute } from '@tanstack/react-router';
import { BorrowScreen } from '../pages/borrow/borrow-screen';
import { prefetchQuoteConfigAfterFirstPage } from '../pages/config-queries';

function HomeImprovementLoanScreen() {
  return <BorrowScreen kind="home-improvement" />;
}

export const Route = createFileRoute('/borrow/home-improvement-loan')({
  loader: ({ context }) => prefetchQuoteConfigAfterFirstPage(context.queryClient),
  component: HomeImprovementLoanScreen,
});
