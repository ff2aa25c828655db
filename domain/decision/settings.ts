import { type DecisionMode, type SettingCode, settingValueProblem } from '../config-codes';
import { DomainError } from '../domain-error';
import type { Minor } from '../money';
import { essentialSpendingFromSetting } from './essential-spending';

/** The thresholds the policy reads (operator settings; their defaults are the server's config defaults). */
export interface DecisionSettings {
  mode: DecisionMode;
  /** Above this amount an application is referred to a person. */
  autoApproveMax: Minor;
  /** The largest share of gross monthly personal income the average monthly cost may take ("0.2"). */
  maxRepaymentShare: string;
  /** Counter-offers are whole multiples of this. */
  counterOfferStep: Minor;
  /** LOAN_MINIMUM_AMOUNT: the smallest loan we make, the test of the decline rule. */
  minimumAmount: Minor;
  /** How far stated income may exceed the agency's verified estimate ("0.10") before proof is asked for. */
  incomeTolerance: string;
  /** Essential monthly spending for households of 1–5+ people, minor units. */
  essentialSpending: Minor[];
}

/**
 * The settings from stored values. A value of the wrong shape is a fault in the settings, not in the
 * application, so it throws: nothing may be decided on a guess.
 */
export function decisionSettingsFrom(read: (code: SettingCode) => string): DecisionSettings {
  const checked = (code: SettingCode) => {
    const value = read(code);
    if (settingValueProblem(code, value) !== null) throw new DomainError('decision.settings', { code });
    return value;
  };
  return {
    mode: checked('DECISION_MODE') as DecisionMode,
    autoApproveMax: Number(checked('DECISION_AUTO_APPROVE_MAX')),
    maxRepaymentShare: checked('DECISION_MAX_REPAYMENT_SHARE'),
    counterOfferStep: Number(checked('DECISION_COUNTER_OFFER_STEP')),
    minimumAmount: Number(checked('LOAN_MINIMUM_AMOUNT')),
    incomeTolerance: checked('DECISION_INCOME_TOLERANCE'),
    essentialSpending: essentialSpendingFromSetting(checked('DECISION_ESSENTIAL_SPENDING'))!,
  };
}
