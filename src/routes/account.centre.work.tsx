import { createFileRoute } from '@tanstack/react-router';
import { WorkScreen } from '../account/work-screen';

export const Route = createFileRoute('/account/centre/work')({
  component: WorkScreen,
});
