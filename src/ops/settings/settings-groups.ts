import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  decisionConfigCodes,
  forbearanceConfigCodes,
  loanConfigCodes,
  payoutConfigCodes,
  type SettingCode,
  servicingConfigCodes,
  usdtConfigCodes,
} from '../../../domain/config-codes';

/** The settings in groups an administrator looks for them by, each group with its title. */
export const settingGroups: readonly { title: MessageDescriptor; codes: readonly SettingCode[] }[] = [
  { title: msg`Loans and rates`, codes: loanConfigCodes },
  { title: msg`Credit decisions`, codes: decisionConfigCodes },
  { title: msg`Payouts and USDT`, codes: [...payoutConfigCodes, ...usdtConfigCodes] },
  { title: msg`Repayments and arrears`, codes: servicingConfigCodes },
  { title: msg`Help for borrowers in difficulty`, codes: forbearanceConfigCodes },
];

/** One line of help under each setting: what it changes, for whom, from when. */
export const settingHelp: Record<SettingCode, MessageDescriptor> = {
  LOAN_YEAR_RATE: msg`The headline rate the site shows before a way of repaying is chosen.`,
  LOAN_MAXIMUM_AMOUNT: msg`No quote or application may ask for more.`,
  LOAN_MINIMUM_AMOUNT: msg`No quote or application may ask for less; counter-offers stop here too.`,
  LOAN_OVERDUE_YEAR_RATE: msg`Charged on a bill’s unpaid amount once it is past due.`,
  LOAN_SETTLEMENT_YEAR_RATE: msg`For loans repaid in one payment at the end of the term.`,
  LOAN_EQUAL_AMOUNT_YEAR_RATE: msg`For loans repaid in equal monthly instalments.`,
  LOAN_INTEREST_FIRST_YEAR_RATE: msg`For loans paying interest monthly and the principal at the end.`,
  DECISION_MODE: msg`Manual sends every application to the Applications queue.`,
  DECISION_AUTO_APPROVE_MAX: msg`Larger applications are referred to a person, even when affordable.`,
  DECISION_MAX_REPAYMENT_SHARE: msg`Repayments to us, this loan included, may take at most this share of gross income.`,
  DECISION_COUNTER_OFFER_STEP: msg`A lower amount offered goes down from the amount asked in steps of this.`,
  DECISION_INCOME_TOLERANCE: msg`Above it, proof of income is asked for before a decision.`,
  DECISION_ESSENTIAL_SPENDING: msg`What a household needs each month before any credit, by its size.`,
  PAYOUT_SECOND_APPROVAL_ABOVE: msg`One operator marks such a payout ready, a different one sends it.`,
  HARDSHIP_SECOND_APPROVAL_ABOVE: msg`A second operator approves larger relief before the borrower is offered it.`,
  SERVICING_ALLOCATION_ORDER: msg`Applies to every loan’s book when it is next read, past payments included.`,
  SERVICING_DELINQUENCY_BUCKETS: msg`Close of business moves loans between buckets by their days past due.`,
  FX_RATE_MAX_AGE_HOURS: msg`An older rate is refused: payouts and USDT repayments wait for a new one.`,
  USDT_QUOTE_VALID_MINUTES: msg`After this a borrower paying in USDT is shown a new amount.`,
};
