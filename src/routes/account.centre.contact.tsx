import { createFileRoute } from '@tanstack/react-router';
import { ContactsScreen } from '../account/section-screens';

export const Route = createFileRoute('/account/centre/contact')({
  component: ContactsScreen,
});
