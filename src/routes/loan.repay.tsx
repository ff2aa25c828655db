import { createFileRoute } from '@tanstack/react-router';
import { optionalPositiveInt } from '../lib/search-params';
import { RepayScreen } from '../loans/repay-screen';

export const Route = createFileRoute('/loan/repay')({
  validateSearch: (search: Record<string, unknown>): { id?: number; settle?: boolean } => ({
    id: optionalPositiveInt(search.id),
    settle: search.settle === true || search.settle === 'true' ? true : undefined,
  }),
  component: RepayScreen,
});
