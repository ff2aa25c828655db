import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Member } from '../../domain/api/members';
import { memberInfoQuery, memberKeys } from '../lib/queries/member-queries';
import { updateMember, useUser } from '../lib/stores/session-store';

/** The signed-in member as the server last described them, the stored copy meanwhile. */
export function useMember(): Member | null {
  const user = useUser();
  return useQuery(memberInfoQuery(user.id)).data ?? user.member;
}

/** After a change the server answered with the whole member: every copy on this device takes it. */
export function useStoreMember(): (member: Member) => void {
  const queryClient = useQueryClient();
  return (member) => {
    queryClient.setQueryData(memberKeys.info(member.id), member);
    updateMember(member);
  };
}
