import { createFileRoute } from '@tanstack/react-router';
import { ContactChangeScreen } from '../security/contact-change-screen';

export const Route = createFileRoute('/account/centre/settings/phone')({
  component: () => <ContactChangeScreen kind="mobile" />,
});
