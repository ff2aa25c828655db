import { createFileRoute } from '@tanstack/react-router';
import { loadQuoteConfig } from '../lib/queries/config-queries';
import { BorrowScreen } from '../pages/borrow/borrow-screen';

function PersonalLoanScreen() {
  return <BorrowScreen kind="personal" />;
}

export const Route = createFileRoute('/borrow/personal-loan')({
  staticData: { tab: 'booking', catalogs: ['shell', 'pages'], access: 'public', prerender: true },
  loader: ({ context }) => loadQuoteConfig(context.queryClient),
  component: PersonalLoanScreen,
});
