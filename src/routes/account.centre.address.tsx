import { createFileRoute } from '@tanstack/react-router';
import { AddressScreen } from '../account/section-screens';

export const Route = createFileRoute('/account/centre/address')({
  component: AddressScreen,
});
