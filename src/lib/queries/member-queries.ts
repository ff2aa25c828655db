import { queryOptions } from '@tanstack/react-query';
import { type Member, memberSchema } from '../../../domain/api/members';
import { apiRequest } from '../api/api-client';
import { updateMember } from '../stores/session-store';

export const memberKeys = {
  all: ['member'] as const,
  info: (id: number) => ['member', id, 'info'] as const,
};

export function memberInfoQuery(id: number) {
  return queryOptions({
    queryKey: memberKeys.info(id),
    // The session's copy follows each fresh answer, so what a screen shows offline (sealed on the device
    // by src/offline/member-copy.ts) is the newest profile this device has seen.
    queryFn: ({ signal }) => fetchMemberInfo(id, signal),
    enabled: id > 0,
  });
}

/** The member as the server has them now; the session's copy follows (see memberInfoQuery). */
export async function fetchMemberInfo(id: number, signal?: AbortSignal): Promise<Member> {
  const member = await apiRequest(`/member/${id}/info`, {
    schema: memberSchema,
    ...(signal ? { signal } : {}),
  });
  updateMember(member);
  return member;
}
