import { createFileRoute } from '@tanstack/react-router';
import { LoanHistoryScreen } from '../tabs/orders/loan-history-screen';

export const Route = createFileRoute('/loan/history')({
  component: LoanHistoryScreen,
});
