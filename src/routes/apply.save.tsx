import { createFileRoute } from '@tanstack/react-router';
import { ApplySaveScreen } from '../tabs/booking/apply-screens';

export const Route = createFileRoute('/apply/save')({
  component: ApplySaveScreen,
});
