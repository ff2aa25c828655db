import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Language } from '../lib/i18n/language';
import { messageText } from '../ui/member/field-message';
import { HAS_VEHICLE_REQUIRED, profileSteps, type StepId, TERM_REQUIRED } from './wizard-model';

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
  [TERM_REQUIRED]: msg`Choose a term`,
};

/** A term as a borrower says it: "1 year (12 months)", "3 years (36 months)". */
export function termLabel(i18n: I18n, months: number): string {
  const years = months / 12;
  if (!Number.isInteger(years)) return i18n._(msg`${months} months`);
  return i18n._(
    msg({
      message: plural(years, { one: `# year (${months} months)`, other: `# years (${months} months)` }),
    }),
  );
}

/** Words for a message code of a check or of the server: the wizard's own first, then the domain's. */
export function wizardMessageText(i18n: I18n, code: string, lang: Language): string {
  const own = wizardMessages[code];
  return own ? i18n._(own) : messageText(i18n, code, lang);
}
