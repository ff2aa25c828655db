import { createFileRoute } from '@tanstack/react-router';
import { CarScreen } from '../account/section-screens';

export const Route = createFileRoute('/account/centre/car')({
  component: CarScreen,
});
