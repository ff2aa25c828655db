import { createFileRoute } from '@tanstack/react-router';
import { optionalPositiveInt } from '../lib/search-params';
import { LoanDetailScreen } from '../loans/loan-detail-screen';

export const Route = createFileRoute('/loan/detail')({
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({
    id: optionalPositiveInt(search.id),
  }),
  component: LoanDetailScreen,
});
