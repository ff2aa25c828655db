import { createFileRoute } from '@tanstack/react-router';
import { ApplyErrorScreen } from '../tabs/booking/apply-screens';

export const Route = createFileRoute('/apply/error')({
  component: ApplyErrorScreen,
});
