import { useQuery } from '@tanstack/react-query';
import type { Member } from '../../../domain/api/members';
import { memberInfoQuery } from '../../lib/queries/member-queries';
import { useUser } from '../../lib/stores/session-store';
import { type OperatorRole, rolesOf } from './roles';

export interface OperatorIdentity {
  /** Their name from their profile, else their e-mail address: never blank. */
  name: string;
  /** Their name from their profile, when it holds one. */
  givenName: string | null;
  email: string;
  /** null while the session's answer carries no roles (one operator role): shown as "Operator". */
  roles: OperatorRole[] | null;
  member: Member | null;
}

/** Who is signed in at the desk: the session's member, read afresh from the server as the app does. */
export function useOperator(): OperatorIdentity {
  const user = useUser();
  const member = useQuery(memberInfoQuery(user.id)).data ?? user.member;
  const given = [member?.base?.firstName, member?.base?.lastName].filter(Boolean).join(' ');
  const email = member?.email ?? '';
  return {
    name: given || email,
    givenName: given || null,
    email,
    roles: rolesOf(member),
    member: member ?? null,
  };
}
