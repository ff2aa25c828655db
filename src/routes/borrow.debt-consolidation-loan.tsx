import { createFileRoute } from '@tanstack/react-router';
import { BorrowScreen } from '../pages/borrow/borrow-screen';
import { loadQuoteConfig } from '../pages/config-queries';

function DebtConsolidationLoanScreen() {
  return <BorrowScreen kind="debt-consolidation" />;
}

export const Route = createFileRoute('/borrow/debt-consolidation-loan')({
  staticData: { tab: 'booking', catalogs: ['shell', 'pages'], access: 'public' },
  loader: ({ context }) => loadQuoteConfig(context.queryClient),
  component: DebtConsolidationLoanScreen,
});
