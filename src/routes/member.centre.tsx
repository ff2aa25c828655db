import { createFileRoute } from '@tanstack/react-router';
import { MemberCentreScreen } from '../member-centre/member-centre-screen';

export const Route = createFileRoute('/member/centre')({
  component: MemberCentreScreen,
});
