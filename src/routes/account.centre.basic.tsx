import { createFileRoute } from '@tanstack/react-router';
import { BasicScreen } from '../account/section-screens';

export const Route = createFileRoute('/account/centre/basic')({
  component: BasicScreen,
});
