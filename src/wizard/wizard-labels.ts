import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language } from '../lib/i18n/language';
import { messageText } from '../ui/member/field-message';
import { HAS_VEHICLE_REQUIRED, profileSteps, type StepId } from './wizard-model';

/** A step's name: a profile step is named as its section is everywhere. */
export const stepNames: Record<StepId, MessageDescriptor> = {
  loan: msg`Your loan`,
  basic: profileSteps.basic.title,
  address: profileSteps.address.title,
  employment: profileSteps.employment.title,
  family: profileSteps.family.title,
  property: profileSteps.property.title,
  vehicle: profileSteps.vehicle.title,
  contacts: profileSteps.contacts.title,
  review: msg`Review and consent`,
};

/** Reasons a borrower cannot apply now, and the eligibility rules, in words. */
const wizardMessages: Record<string, MessageDescriptor> = {
  [HAS_VEHICLE_REQUIRED]: msg`Please select whether you have a vehicle`,
};

/** Words for a message code of a check or of the server: the wizard's own first, then the domain's. */
export function wizardMessageText(i18n: I18n, code: string, lang: Language): string {
  const own = wizardMessages[code];
  return own ? i18n._(own) : messageText(i18n, code, lang);
}
