import { msg } from '@lingui/core/macro';
import type { ProseSection } from '../common/prose';

export const learnMoreSections: readonly ProseSection[] = [
  {
    id: 'interest',
    heading: msg`Interest and the three ways to repay`,
    paragraphs: [
      msg`Interest is charged on the part of the loan you still owe. With equal monthly instalments you repay a little of the loan every month, so the interest falls over time. With interest first you pay only the interest each month and the loan with your last payment. With one repayment at the end you pay everything in one go when the term ends. The less of the loan you repay early on, the more interest you pay in total.`,
    ],
  },
  {
    id: 'apr',
    heading: msg`The APR, explained`,
    paragraphs: [
      msg`The annual percentage rate (APR) is the total cost of borrowing as a yearly rate. It takes into account the interest, any fees and the timing of every repayment, which is why two loans with the same interest rate can have different APRs. Use it to compare loans of similar size and length.`,
      msg`A representative APR is the rate at least 51% of customers accepted for a loan are expected to get. The rate in your own quote is the one that applies to you.`,
    ],
  },
  {
    id: 'costs',
    heading: msg`What you will and will not pay`,
    bullets: [
      msg`No fee to apply and no fee to repay early.`,
      msg`If you settle early you pay the loan left plus interest for the current month only.`,
      msg`Late payments cost extra interest for each day they are overdue, so tell us early if a payment is at risk.`,
    ],
  },
];
