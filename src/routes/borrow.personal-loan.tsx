import { createFileRoute } from '@tanstack/react-router';
import { BorrowScreen } from '../pages/borrow/borrow-screen';
import { loadQuoteConfig } from '../pages/config-queries';

function PersonalLoanScreen() {
  return <BorrowScreen kind="personal" />;
}

export const Route = createFileRoute('/borrow/personal-loan')({
  staticData: { tab: 'booking', catalogs: ['shell', 'pages'], access: 'public' },
  loader: ({ context }) => loadQuoteConfig(context.queryClient),
  component: PersonalLoanScreen,
});
