import { createFileRoute } from '@tanstack/react-router';
import { PayoutScreen } from '../security/payout-screen';

export const Route = createFileRoute('/account/centre/settings/payout')({
  component: PayoutScreen,
});
