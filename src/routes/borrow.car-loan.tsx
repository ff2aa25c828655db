import { createFileRoute } from '@tanstack/react-router';
import { loadQuoteConfig } from '../lib/queries/config-queries';
import { BorrowScreen } from '../pages/borrow/borrow-screen';

function CarLoanScreen() {
  return <BorrowScreen kind="car" />;
}

export const Route = createFileRoute('/borrow/car-loan')({
  staticData: { tab: 'booking', catalogs: ['shell', 'pages'], access: 'public', prerender: true },
  loader: ({ context }) => loadQuoteConfig(context.queryClient),
  component: CarLoanScreen,
});
