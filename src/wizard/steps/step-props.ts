import type { Member } from '../../../domain/api/members';
import type { WizardDraft, WizardValues } from '../wizard-model';

export interface StepProps {
  draft: WizardDraft;
  values: WizardValues;
  memberId: number;
  /** The profile the account holds (what a step may show as already given), when known. */
  member: Member | null;
  /** The message to show on a field (already in words), or null while it is untouched or correct. */
  error(path: string): string | null;
  /** Changes the values; every change is autosaved. */
  update(change: (values: WizardValues) => void): void;
}
