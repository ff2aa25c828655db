import { createFileRoute } from '@tanstack/react-router';
import { AddressScreen } from '../account/address-screen';

export const Route = createFileRoute('/account/centre/address')({
  component: AddressScreen,
});
