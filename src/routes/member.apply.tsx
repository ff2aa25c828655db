import { createFileRoute } from '@tanstack/react-router';
import { MemberApplyScreen } from '../tabs/booking/member-apply-screen';

export const Route = createFileRoute('/member/apply')({
  component: MemberApplyScreen,
});
