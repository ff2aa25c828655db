import { createFileRoute } from '@tanstack/react-router';
import { ContactsScreen } from '../account/contacts-screen';

export const Route = createFileRoute('/account/centre/contact')({
  component: ContactsScreen,
});
