import { createFileRoute } from '@tanstack/react-router';
import { MemberCentreScreen } from '../tabs/mine/member-centre-screen';

export const Route = createFileRoute('/member/centre')({
  component: MemberCentreScreen,
});
