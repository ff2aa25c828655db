import { createFileRoute } from '@tanstack/react-router';
import { BorrowScreen } from '../pages/borrow/borrow-screen';
import { quoteConfigQuery } from '../pages/config-queries';

function DebtConsolidationLoanScreen() {
  return <BorrowScreen kind="debt-consolidation" />;
}

export const Route = createFileRoute('/borrow/debt-consolidation-loan')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(quoteConfigQuery()),
  component: DebtConsolidationLoanScreen,
});
