import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../tabs/shell/not-found-screen';

export const Route = createFileRoute('/$')({
  component: NotFoundScreen,
});
