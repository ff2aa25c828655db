import { createFileRoute } from '@tanstack/react-router';
import { creditSearchesQuery } from '../account/credit-search-queries';
import { CreditSearchesScreen } from '../account/credit-searches-screen';
import { warmMemberQueries } from '../ui/route-loading';

export const Route = createFileRoute('/account/centre/credit-searches')({
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => warmMemberQueries(context.queryClient, (id) => [creditSearchesQuery(id)]),
  component: CreditSearchesScreen,
});
