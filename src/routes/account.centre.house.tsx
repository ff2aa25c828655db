import { createFileRoute } from '@tanstack/react-router';
import { HouseScreen } from '../account/section-screens';

export const Route = createFileRoute('/account/centre/house')({
  component: HouseScreen,
});
