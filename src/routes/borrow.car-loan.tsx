import { createFileRoute } from '@tanstack/react-router';
import { BorrowScreen } from '../pages/borrow/borrow-screen';
import { loadQuoteConfig } from '../pages/config-queries';

function CarLoanScreen() {
  return <BorrowScreen kind="car" />;
}

export const Route = createFileRoute('/borrow/car-loan')({
  staticData: { tab: 'booking', catalogs: ['shell', 'pages'], access: 'public' },
  loader: ({ context }) => loadQuoteConfig(context.queryClient),
  component: CarLoanScreen,
});
