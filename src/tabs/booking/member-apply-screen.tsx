import { ApplyStartScreen } from './apply-screens';

/** /member/apply opens the same start of an application as /apply, from inside the member centre. */
export function MemberApplyScreen() {
  return <ApplyStartScreen />;
}
