import { createFileRoute } from '@tanstack/react-router';
import { HouseScreen } from '../account/house-screen';

export const Route = createFileRoute('/account/centre/house')({
  component: HouseScreen,
});
