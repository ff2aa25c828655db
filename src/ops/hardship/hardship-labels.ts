import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ArrangementTerms } from '../../../domain/forbearance/arrangement-terms';
import type {
  ArrangementKind,
  ArrangementOfferStatus,
  ArrangementStatus,
  HardshipChange,
  HardshipOutcome,
  HardshipRequestStatus,
  ReducedPaymentAfter,
  SpendingHeading,
} from '../../../domain/forbearance/forbearance-codes';
import { formatAmount } from '../../lib/i18n/format';
import type { Language } from '../../lib/i18n/language';

/** The words of the forbearance codes, as the operator reads them. */

export const changeLabels: Record<HardshipChange, MessageDescriptor> = {
  JOB: msg`Work or income`,
  HEALTH: msg`Health`,
  FAMILY: msg`Family circumstances`,
  OTHER: msg`Another change`,
};

export const spendingLabels: Record<SpendingHeading, MessageDescriptor> = {
  housing: msg`Rent or mortgage`,
  councilTax: msg`Council tax`,
  energy: msg`Gas, electricity and water`,
  food: msg`Food and housekeeping`,
  transport: msg`Travel`,
  otherCredit: msg`Other credit`,
  other: msg`Other essentials`,
};

export const requestStatusLabels: Record<HardshipRequestStatus, MessageDescriptor> = {
  OPEN: msg`To answer`,
  OFFERED: msg`Offer made`,
  CLOSED: msg`Answered`,
};

export const outcomeLabels: Record<HardshipOutcome, MessageDescriptor> = {
  ARRANGEMENT: msg`Arrangement accepted`,
  WAIVED: msg`Overdue interest waived`,
  DECLINED: msg`Declined`,
  WITHDRAWN: msg`Withdrawn`,
};

export const kindLabels: Record<ArrangementKind, MessageDescriptor> = {
  PAYMENT_HOLIDAY: msg`Payment holiday`,
  REDUCED_PAYMENT: msg`Reduced payments`,
  TERM_EXTENSION: msg`Term extension`,
};

export const offerStatusLabels: Record<ArrangementOfferStatus, MessageDescriptor> = {
  AWAITING_APPROVAL: msg`Waiting for a second operator`,
  OFFERED: msg`Offered to the borrower`,
  ACCEPTED: msg`Accepted`,
  DECLINED: msg`Declined by the borrower`,
  LAPSED: msg`Lapsed`,
  WITHDRAWN: msg`Withdrawn`,
};

export const arrangementStatusLabels: Record<ArrangementStatus, MessageDescriptor> = {
  ACTIVE: msg`In force`,
  COMPLETED: msg`Kept to the end`,
  BROKEN: msg`Broken`,
};

export const afterwardsLabels: Record<ReducedPaymentAfter, MessageDescriptor> = {
  SPREAD: msg`Spread the shortfall over the bills left`,
  EXTEND: msg`Extend the term by the shortfall`,
};

/** The terms in one line: "Payment holiday of 3 months, interest frozen". */
export function termsText(i18n: I18n, terms: ArrangementTerms, lang: Language): string {
  const months = terms.months;
  switch (terms.kind) {
    case 'PAYMENT_HOLIDAY':
      return terms.freezeInterest
        ? i18n._(
            msg({
              message: plural(months, {
                one: 'Payment holiday of # month, interest frozen',
                other: 'Payment holiday of # months, interest frozen',
              }),
            }),
          )
        : i18n._(
            msg({
              message: plural(months, {
                one: 'Payment holiday of # month, interest charged',
                other: 'Payment holiday of # months, interest charged',
              }),
            }),
          );
    case 'REDUCED_PAYMENT': {
      const payment = formatAmount(terms.payment, lang);
      return terms.afterwards === 'SPREAD'
        ? i18n._(
            msg({
              message: plural(months, {
                one: `${payment} a month for # month, then the shortfall spread`,
                other: `${payment} a month for # months, then the shortfall spread`,
              }),
            }),
          )
        : i18n._(
            msg({
              message: plural(months, {
                one: `${payment} a month for # month, then the term extended`,
                other: `${payment} a month for # months, then the term extended`,
              }),
            }),
          );
    }
    case 'TERM_EXTENSION':
      return i18n._(
        msg({
          message: plural(months, {
            one: 'Term extended to # monthly bill from now',
            other: 'Term extended to # monthly bills from now',
          }),
        }),
      );
  }
}

/** "1 month", "3 months": a choice of how long. */
export function monthsText(i18n: I18n, months: number): string {
  return i18n._(msg({ message: plural(months, { one: '# month', other: '# months' }) }));
}
