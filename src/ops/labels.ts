import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DecisionReason } from '../../domain/decision/outcomes';

/** Why the policy referred or declined, as the operator reads it in a queue and on the item. */
export const decisionReasonLabels: Record<DecisionReason, MessageDescriptor> = {
  'affordability.unaffordable': msg`Unaffordable even at the minimum amount`,
  'amount.overAutoLimit': msg`Amount above the automatic approval limit`,
  'employment.selfEmployedUnder2Years': msg`Self-employed for under two years`,
  'mode.manual': msg`Every application goes to a person (manual mode)`,
  'affordability.counterOffer': msg`Affordable only at a lower amount`,
  'offer.aprCap': msg`The offer would pass the APR cap`,
  'operator.approved': msg`Approved by an operator`,
  'operator.counterOffer': msg`Offered a lower amount by an operator`,
  'operator.declined': msg`Declined by an operator`,
};
