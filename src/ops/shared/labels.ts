import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DecisionReason } from '../../../domain/decision/outcomes';

/** Why the policy referred or declined, as the operator reads it in a queue and on the item. */
export const decisionReasonLabels: Record<DecisionReason, MessageDescriptor> = {
  'affordability.unaffordable': msg`Unaffordable even at the minimum amount`,
  'amount.overAutoLimit': msg`Amount above the automatic approval limit`,
  'employment.selfEmployedUnder2Years': msg`Self-employed for under two years`,
  'mode.manual': msg`Every application goes to a person (manual mode)`,
  'affordability.counterOffer': msg`Affordable only at a lower amount`,
  'offer.aprCap': msg`The offer would pass the APR cap`,
  'credit.insolvency': msg`Insolvency on the credit file in the last 6 years`,
  'credit.judgment': msg`County court judgment on the credit file in the last 6 years`,
  'credit.recentDefault': msg`Default on the credit file in the last 12 months`,
  'credit.identityNotMatched': msg`Identity or address not matched by the credit reference agency`,
  'credit.fraudMarker': msg`Fraud marker on the credit file`,
  'credit.manySearches': msg`6 or more credit searches in the last 90 days`,
  'credit.agencyUnavailable': msg`No credit file: the agency could not be reached`,
  'fraud.sharedDetails': msg`Receiving address, phone or ID number also on another borrower`,
  'income.proofNeeded': msg`Stated income above the verified estimate: proof of income asked for`,
  'operator.approved': msg`Approved by an operator`,
  'operator.counterOffer': msg`Offered a lower amount by an operator`,
  'operator.declined': msg`Declined by an operator`,
};
