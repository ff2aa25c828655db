import { createFileRoute } from '@tanstack/react-router';
import { BorrowScreen } from '../pages/borrow/borrow-screen';
import { loadQuoteConfigForPaintedPage } from '../pages/config-queries';

function DebtConsolidationLoanScreen() {
  return <BorrowScreen kind="debt-consolidation" />;
}

export const Route = createFileRoute('/borrow/debt-consolidation-loan')({
  loader: ({ context }) => loadQuoteConfigForPaintedPage(context.queryClient),
  component: DebtConsolidationLoanScreen,
});
