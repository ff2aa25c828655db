import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CalculatorPreset } from '../../ui/calculator/quote-calculator';
import { type LoanKind, type LoanKindCard, loanKindOf } from '../../ui/lending/loan-kinds';

export type { LoanKind };

/** A loan kind's page: its card (src/ui/lending/loan-kinds.ts) and the content of its own page. */
export interface LoanProduct extends LoanKindCard {
  headline: MessageDescriptor;
  intro: MessageDescriptor;
  whoFor: MessageDescriptor[];
  uses: MessageDescriptor[];
  faq: { question: MessageDescriptor; answer: MessageDescriptor }[];
  /** Where the calculator starts on this page. */
  preset: CalculatorPreset;
}

const pages: readonly Omit<LoanProduct, keyof Omit<LoanKindCard, 'kind'>>[] = [
  {
    kind: 'personal',
    headline: msg`A personal loan with the cost fixed from day one`,
    intro: msg`Borrow a fixed amount, unsecured, and repay it over one to five years. Your rate is fixed when you sign, so the repayments in your agreement are the repayments you make.`,
    whoFor: [
      msg`You know roughly what you need and want a clear end date.`,
      msg`You would rather not put your home or car up as security.`,
      msg`You want to see the full cost before you commit.`,
    ],
    uses: [
      msg`A wedding or a milestone celebration`,
      msg`Moving house: deposits, removals and new furniture`,
      msg`Replacing a boiler or a broken appliance`,
      msg`Course fees and training`,
    ],
    faq: [
      {
        question: msg`Can I repay early?`,
        answer: msg`Yes, at any time. We charge interest only for the current monthly cycle, and your account shows the settlement figure for today.`,
      },
      {
        question: msg`Does the rate change during the loan?`,
        answer: msg`No. The rate in your agreement is fixed for the whole term.`,
      },
    ],
    preset: { amount: 500_000, termMonths: 36, method: 'EQUAL_INSTALLMENT' },
  },
  {
    kind: 'debt-consolidation',
    headline: msg`One loan, one payment date, one rate`,
    intro: msg`Use one Quayside loan to repay cards, overdrafts or other loans, and keep track of a single monthly repayment instead of several. It helps most when the new total cost is lower than what you pay today, so compare before you decide.`,
    whoFor: [
      msg`You juggle several repayments on different dates.`,
      msg`Your current borrowing costs more than our quoted rate.`,
      msg`You want a date when the debt is fully repaid.`,
    ],
    uses: [
      msg`Clearing credit and store card balances`,
      msg`Paying off an overdraft you keep dipping into`,
      msg`Replacing two or three smaller loans`,
    ],
    faq: [
      {
        question: msg`Will consolidating always save me money?`,
        answer: msg`Not always. A longer term can mean lower payments but more interest overall. Compare the total amount payable in your quote with what you would pay on your current debts.`,
      },
      {
        question: msg`What if I am already struggling to pay?`,
        answer: msg`Please talk to us or a free debt adviser first. Borrowing more is not always the answer, and our money worries page explains where to get free, impartial help.`,
      },
    ],
    preset: { amount: 1_000_000, termMonths: 60, method: 'EQUAL_INSTALLMENT' },
  },
  {
    kind: 'car',
    headline: msg`Pay for the car and own it from the start`,
    intro: msg`With an unsecured car loan the money is paid to you, so you can buy from a dealer or a private seller and own the car outright. Nothing is secured on the car, and there is no balloon payment at the end.`,
    whoFor: [
      msg`You have found a car, new or used, and want to buy it outright.`,
      msg`You want to negotiate as a cash buyer.`,
      msg`You prefer fixed repayments to a finance agreement with a final payment.`,
    ],
    uses: [
      msg`A used car from a private seller`,
      msg`A new car from a dealer`,
      msg`A motorbike or a campervan`,
    ],
    faq: [
      {
        question: msg`Is the loan secured on the car?`,
        answer: msg`No. The car is yours from the moment you buy it, and you can sell it whenever you like.`,
      },
      {
        question: msg`Can I use it for a car from a private seller?`,
        answer: msg`Yes. The money goes to you, so you choose where to buy.`,
      },
    ],
    preset: { amount: 800_000, termMonths: 48, method: 'EQUAL_INSTALLMENT' },
  },
  {
    kind: 'home-improvement',
    headline: msg`Improve your home without remortgaging`,
    intro: msg`Fund a project at home with an unsecured loan, so your home is not used as security and your mortgage stays as it is. Fixed repayments make the budget easy to plan alongside the builders' invoices.`,
    whoFor: [
      msg`You own your home or have your landlord's permission for the work.`,
      msg`You want to keep your mortgage as it is.`,
      msg`You have quotes from tradespeople and know what the project costs.`,
    ],
    uses: [
      msg`A new kitchen or bathroom`,
      msg`A loft conversion or an extension`,
      msg`Insulation, solar panels or a heat pump`,
      msg`Repairs to a roof, windows or doors`,
    ],
    faq: [
      {
        question: msg`Do I need to send the builder's quote?`,
        answer: msg`No, but it helps you borrow the right amount. Allow a margin for the unexpected rather than applying twice.`,
      },
      {
        question: msg`Is my home at risk if I cannot repay?`,
        answer: msg`The loan is unsecured, so it is not secured on your home. Missed payments can still harm your credit record and lead to recovery action, so tell us early if things get difficult.`,
      },
    ],
    preset: { amount: 1_500_000, termMonths: 60, method: 'EQUAL_INSTALLMENT' },
  },
];

export const loanProducts: readonly LoanProduct[] = pages.map((page) => ({
  ...loanKindOf(page.kind),
  ...page,
}));

export function productOf(kind: LoanKind): LoanProduct {
  const product = loanProducts.find((item) => item.kind === kind);
  if (!product) throw new Error(`Unknown loan kind ${kind}`);
  return product;
}
