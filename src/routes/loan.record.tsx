import { createFileRoute } from '@tanstack/react-router';
import { optionalPositiveInt } from '../lib/search-params';
import { LoanRecordScreen } from '../loans/loan-record-screen';

export const Route = createFileRoute('/loan/record')({
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({
    id: optionalPositiveInt(search.id),
  }),
  component: LoanRecordScreen,
});
