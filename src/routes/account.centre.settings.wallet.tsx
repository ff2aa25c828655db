import { createFileRoute } from '@tanstack/react-router';
import { WalletScreen } from '../security/wallet-screen';

export const Route = createFileRoute('/account/centre/settings/wallet')({
  component: WalletScreen,
});
