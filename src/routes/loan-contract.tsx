import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '../auth/require-login';
import { optionalPositiveInt } from '../lib/search-params';
import { LoanContractScreen } from '../loans/loan-contract-screen';

export const Route = createFileRoute('/loan-contract')({
  beforeLoad: requireLogin,
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({
    id: optionalPositiveInt(search.id),
  }),
  component: LoanContractScreen,
});
