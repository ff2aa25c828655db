import { createFileRoute } from '@tanstack/react-router';
import { AccountSectionScreen } from '../tabs/mine/account-section-screen';

export const Route = createFileRoute('/account/centre/basic')({
  component: () => <AccountSectionScreen section="basic" />,
});
