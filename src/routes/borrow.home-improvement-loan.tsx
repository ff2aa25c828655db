import { createFileRoute } from '@tanstack/react-router';
import { loadQuoteConfig } from '../lib/queries/config-queries';
import { BorrowScreen } from '../pages/borrow/borrow-screen';

function HomeImprovementLoanScreen() {
  return <BorrowScreen kind="home-improvement" />;
}

export const Route = createFileRoute('/borrow/home-improvement-loan')({
  staticData: { tab: 'booking', catalogs: ['shell', 'pages'], access: 'public', prerender: true },
  loader: ({ context }) => loadQuoteConfig(context.queryClient),
  component: HomeImprovementLoanScreen,
});
