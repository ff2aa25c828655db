import { createFileRoute } from '@tanstack/react-router';
import { BorrowScreen } from '../pages/borrow/borrow-screen';
import { quoteConfigQuery } from '../pages/config-queries';

function PersonalLoanScreen() {
  return <BorrowScreen kind="personal" />;
}

export const Route = createFileRoute('/borrow/personal-loan')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(quoteConfigQuery()),
  component: PersonalLoanScreen,
});
