import { createFileRoute } from '@tanstack/react-router';
import { AccountCentreLayout } from '../account/account-centre-layout';

export const Route = createFileRoute('/account/centre')({
  component: AccountCentreLayout,
});
