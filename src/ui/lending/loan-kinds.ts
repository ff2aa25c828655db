import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { carSportOutline } from '../icons/car-sport-outline';
import { constructOutline } from '../icons/construct-outline';
import { gitMergeOutline } from '../icons/git-merge-outline';
import { personOutline } from '../icons/person-outline';

// What the home page shows of each loan kind. Kept apart from the product pages' content (loan-products.ts)
// because the home page's messages load before its first paint and the product pages' only with them.

export type LoanKind = 'personal' | 'debt-consolidation' | 'car' | 'home-improvement';

export interface LoanKindCard {
  kind: LoanKind;
  href:
    | '/borrow/personal-loan'
    | '/borrow/debt-consolidation-loan'
    | '/borrow/car-loan'
    | '/borrow/home-improvement-loan';
  icon: string;
  name: MessageDescriptor;
  /** One line for the cards on the home page. */
  teaser: MessageDescriptor;
}

export const loanKinds: readonly LoanKindCard[] = [
  {
    kind: 'personal',
    href: '/borrow/personal-loan',
    icon: personOutline,
    name: msg`Personal loan`,
    teaser: msg`A fixed sum for almost anything, repaid in fixed amounts.`,
  },
  {
    kind: 'debt-consolidation',
    href: '/borrow/debt-consolidation-loan',
    icon: gitMergeOutline,
    name: msg`Debt consolidation loan`,
    teaser: msg`Bring several repayments together into one monthly payment.`,
  },
  {
    kind: 'car',
    href: '/borrow/car-loan',
    icon: carSportOutline,
    name: msg`Car loan`,
    teaser: msg`Buy your next car outright and own it from day one.`,
  },
  {
    kind: 'home-improvement',
    href: '/borrow/home-improvement-loan',
    icon: constructOutline,
    name: msg`Home improvement loan`,
    teaser: msg`Spread the cost of a new kitchen, a loft or greener heating.`,
  },
];

export function loanKindOf(kind: LoanKind): LoanKindCard {
  const card = loanKinds.find((item) => item.kind === kind);
  if (!card) throw new Error(`Unknown loan kind ${kind}`);
  return card;
}
