import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LoanPurpose } from '../../domain/loan/lifecycle';
import type { RepaymentMethod } from '../../domain/loan/methods';
import type { Language } from '../lib/language';
import { messageText } from '../ui/member/field-message';
import { HAS_VEHICLE_REQUIRED, type StepId } from './wizard-model';

export const stepNames: Record<StepId, MessageDescriptor> = {
  loan: msg`Your loan`,
  basic: msg`Basic information`,
  address: msg`Contact address`,
  employment: msg`Employment`,
  family: msg`Family`,
  property: msg`Property`,
  vehicle: msg`Vehicle`,
  contacts: msg`Contacts`,
  review: msg`Review and consent`,
};

export const purposeNames: Record<LoanPurpose, MessageDescriptor> = {
  DAILY_CONSUMPTION: msg`Daily consumption`,
  EDUCATION: msg`Education`,
  MEDICAL: msg`Medical`,
  IMPROVE_QUALITY_OF_LIFE: msg`Improve quality of life`,
  OTHER: msg`Other`,
};

export const methodNames: Record<RepaymentMethod, MessageDescriptor> = {
  EQUAL_INSTALLMENT: msg`Equal principal and interest`,
  INTEREST_FIRST: msg`Interest first, then principal`,
  ONE_TIME: msg`One-time principal and interest`,
};

export const methodHints: Record<RepaymentMethod, MessageDescriptor> = {
  EQUAL_INSTALLMENT: msg`The same payment every month.`,
  INTEREST_FIRST: msg`Interest each month, the loan itself with the last payment.`,
  ONE_TIME: msg`Everything in one payment at the end of the term.`,
};

export const methodOrder: readonly RepaymentMethod[] = ['EQUAL_INSTALLMENT', 'INTEREST_FIRST', 'ONE_TIME'];

/** Reasons a borrower cannot apply now, and the eligibility rules, in words. */
const wizardMessages: Record<string, MessageDescriptor> = {
  [HAS_VEHICLE_REQUIRED]: msg`Please select whether you have a vehicle`,
};

/** Words for a message code of a check or of the server: the wizard's own first, then the domain's. */
export function wizardMessageText(i18n: I18n, code: string, lang: Language): string {
  const own = wizardMessages[code];
  return own ? i18n._(own) : messageText(i18n, code, lang);
}
