import { createFileRoute } from '@tanstack/react-router';
import { BasicScreen } from '../account/basic-screen';

export const Route = createFileRoute('/account/centre/basic')({
  component: BasicScreen,
});
