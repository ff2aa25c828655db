import { createFileRoute } from '@tanstack/react-router';
import { ComplaintsScreen } from '../pages/legal/complaints-screen';

export const Route = createFileRoute('/complaints')({
  component: ComplaintsScreen,
});
