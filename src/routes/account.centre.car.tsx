import { createFileRoute } from '@tanstack/react-router';
import { CarScreen } from '../account/car-screen';

export const Route = createFileRoute('/account/centre/car')({
  component: CarScreen,
});
