import { createFileRoute } from '@tanstack/react-router';
import { BorrowScreen } from '../pages/borrow/borrow-screen';
import { prefetchQuoteConfigAfterFirstPage } from '../pages/config-queries';

function DebtConsolidationLoanScreen() {
  return <BorrowScreen kind="debt-consolidation" />;
}

export const Route = createFileRoute('/borrow/debt-consolidation-loan')({
  loader: ({ context }) => prefetchQuoteConfigAfterFirstPage(context.queryClient),
  component: DebtConsolidationLoanScreen,
});
