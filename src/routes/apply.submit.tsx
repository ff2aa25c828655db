import { createFileRoute } from '@tanstack/react-router';
import { ApplySubmitScreen } from '../tabs/booking/apply-screens';

export const Route = createFileRoute('/apply/submit')({
  component: ApplySubmitScreen,
});
