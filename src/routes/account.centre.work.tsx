import { createFileRoute } from '@tanstack/react-router';
import { WorkScreen } from '../account/section-screens';

export const Route = createFileRoute('/account/centre/work')({
  component: WorkScreen,
});
