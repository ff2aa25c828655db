import { createFileRoute } from '@tanstack/react-router';
import { optionalPositiveInt } from '../lib/search-params';
import { LoanStatementScreen } from '../loans/loan-statement-screen';

export const Route = createFileRoute('/loan/statement')({
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({
    id: optionalPositiveInt(search.id),
  }),
  component: LoanStatementScreen,
});
