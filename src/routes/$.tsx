import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../ui/not-found-screen';

export const Route = createFileRoute('/$')({
  // The not-found screen is part of the frame: its messages are in the shell catalog.
  staticData: { tab: 'none', catalogs: ['shell'], access: 'public' },
  component: NotFoundScreen,
});
