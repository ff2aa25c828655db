import { createFileRoute } from '@tanstack/react-router';
import { BankScreen } from '../pages/about/bank-screen';

export const Route = createFileRoute('/bank')({
  component: BankScreen,
});
