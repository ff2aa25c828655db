import { createFileRoute } from '@tanstack/react-router';
import { AccountCentreLayout } from '../tabs/mine/account-centre-layout';

export const Route = createFileRoute('/account/centre')({
  component: AccountCentreLayout,
});
