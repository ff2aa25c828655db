import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '../auth/require-login';
import { LoanContractScreen } from '../tabs/orders/loan-contract-screen';

export const Route = createFileRoute('/loan-contract')({
  beforeLoad: requireLogin,
  component: LoanContractScreen,
});
