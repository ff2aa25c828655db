import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Member, memberSchema, type profileSectionBodies } from '../../domain/api/members';
import { apiRequest } from '../lib/api/api-client';
import { memberKeys } from '../lib/queries/member-queries';
import { updateMember } from '../lib/stores/session-store';

export type SectionRoute = keyof typeof profileSectionBodies;

/** PUT member/<route>: each profile section is written whole; the answer is the member as now stored. */
export function saveSection(route: SectionRoute, body: unknown, signal?: AbortSignal): Promise<Member> {
  return apiRequest(`/member/${route}`, { method: 'PUT', body, schema: memberSchema, signal });
}

/**
 * Saving a section: the stored member the server answers replaces the cached one at once, so every screen
 * that shows the profile (member centre, apply start) agrees with what was saved without another call.
 */
export function useSaveSection(route: SectionRoute) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['member', 'save', route],
    mutationFn: (body: unknown) => saveSection(route, body),
    onSuccess: (member) => {
      client.setQueryData(memberKeys.info(member.id), member);
      updateMember(member);
    },
  });
}
