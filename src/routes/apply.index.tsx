import { createFileRoute } from '@tanstack/react-router';
import { ApplyStartScreen } from '../tabs/booking/apply-screens';

export const Route = createFileRoute('/apply/')({
  component: ApplyStartScreen,
});
