import { createFileRoute } from '@tanstack/react-router';
import { optionalPositiveInt } from '../lib/navigation/search-params';
import { LoanContractScreen } from '../loans/loan-contract-screen';

export const Route = createFileRoute('/loan-contract')({
  staticData: { tab: 'orders', catalogs: ['shell', 'member'], access: 'member' },
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({
    id: optionalPositiveInt(search.id),
  }),
  component: LoanContractScreen,
});
