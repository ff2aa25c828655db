import { createFileRoute } from '@tanstack/react-router';
import { loadQuoteConfig } from '../lib/queries/config-queries';
import { BorrowScreen } from '../pages/borrow/borrow-screen';

function DebtConsolidationLoanScreen() {
  return <BorrowScreen kind="debt-consolidation" />;
}

export const Route = createFileRoute('/borrow/debt-consolidation-loan')({
  staticData: { tab: 'booking', catalogs: ['shell', 'pages'], access: 'public', prerender: true },
  loader: ({ context }) => loadQuoteConfig(context.queryClient),
  component: DebtConsolidationLoanScreen,
});
