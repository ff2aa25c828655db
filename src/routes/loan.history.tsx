import { createFileRoute } from '@tanstack/react-router';
import { LoanHistoryScreen } from '../loans/loan-history-screen';

export const Route = createFileRoute('/loan/history')({
  component: LoanHistoryScreen,
});
