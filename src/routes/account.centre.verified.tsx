import { createFileRoute } from '@tanstack/react-router';
import { VerifiedScreen } from '../account/verified-screen';

export const Route = createFileRoute('/account/centre/verified')({
  component: VerifiedScreen,
});
