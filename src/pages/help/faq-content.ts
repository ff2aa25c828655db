import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { creditAgencyOfRecord } from '../../../domain/credit/agency-of-record';
import { REAPPLY_MONTHS, TOPUP_MONTHS } from '../../../domain/loan/lifecycle';

const agency = creditAgencyOfRecord.name;
const agencyAddress = creditAgencyOfRecord.address;
const agencyPhone = creditAgencyOfRecord.phone;
const agencyWebsite = creditAgencyOfRecord.website.replace(/^https?:\/\//, '');
const waitMonths = REAPPLY_MONTHS;
const topUpMonths = TOPUP_MONTHS;

export type FaqGroupId = 'general' | 'applying' | 'after-applying' | 'existing-loan';

export interface FaqGroup {
  id: FaqGroupId;
  title: MessageDescriptor;
  items: { question: MessageDescriptor; answer: MessageDescriptor }[];
}

/** SPEC §2: the help centre's four groups. */
export const faqGroups: readonly FaqGroup[] = [
  {
    id: 'general',
    title: msg`General`,
    items: [
      {
        question: msg`What is a Quayside loan?`,
        answer: msg`An unsecured personal loan: you borrow a fixed amount and repay it over one to five years at a fixed rate. Nothing you own is used as security.`,
      },
      {
        question: msg`What is the difference between the interest rate and the APR?`,
        answer: msg`The interest rate is what we charge on the money you owe. The APR (annual percentage rate) shows the total yearly cost of borrowing, including how and when you repay, so you can compare loans from different lenders on the same basis.`,
      },
      {
        question: msg`Which repayment methods can I choose?`,
        answer: msg`Equal monthly instalments (the same payment every month), interest first (interest each month and the loan with the last payment), or one repayment at the end of the term. Each has its own fixed rate, shown in the calculator.`,
      },
      {
        question: msg`Is there a fee to apply?`,
        answer: msg`No. Getting a quote and applying are free, and there is no fee for repaying early.`,
      },
    ],
  },
  {
    id: 'applying',
    title: msg`Applying`,
    items: [
      {
        question: msg`Who can apply?`,
        answer: msg`You need to be 21 or over, have a UK bank account, have lived at your address for at least three years and have a fixed income of more than £16,000 a year.`,
      },
      {
        question: msg`Will getting a quote affect my credit score?`,
        answer: msg`No. A quote uses a soft search of your credit file, which other lenders cannot see. When you submit an application we make a hard search, which other lenders can see: the application's last step tells you so before you submit, and if the soft search found records we do not lend past, it says that first.`,
      },
      {
        question: msg`Which credit reference agency do you use?`,
        answer: msg`We search your credit file with ${agency}, a credit reference agency: ${agencyAddress}, telephone ${agencyPhone}, ${agencyWebsite}. You can ask them for a copy of your credit file, free of charge, and for anything wrong on it to be corrected. If we decline an application because of what is on your file, the decision names them too.`,
      },
      {
        question: msg`What will I need to apply?`,
        answer: msg`Your personal details, your address history, your employment and income, and photos of your ID. You can save your application at any step and finish it later.`,
      },
      {
        question: msg`How long does my quote last?`,
        answer: msg`30 days. Within that time you can apply at the quoted rate, subject to our checks.`,
      },
    ],
  },
  {
    id: 'after-applying',
    title: msg`After applying`,
    items: [
      {
        question: msg`When will I get a decision?`,
        answer: msg`Most applications get a decision straight away, on the page you see after submitting. Some are looked at by a person, who decides within 5 working days and tells you if we need anything else from you.`,
      },
      {
        question: msg`How long is my offer open?`,
        answer: msg`14 days from approval. If it lapses before you sign, you can ask us to restore it from your account; otherwise a new application is possible ${waitMonths} months after it lapsed.`,
      },
      {
        question: msg`When will I receive the money?`,
        answer: msg`If you e-sign your agreement before 18:00 on a working day, the money arrives the next working day.`,
      },
      {
        question: msg`My application was declined. Can I apply again?`,
        answer: msg`Yes, ${waitMonths} months after the decision: the application page tells you the date. We tell you why we declined, with the figures we used, and when it was because of your credit file, which agency holds it and how to get a copy. If our automatic assessment declined it, you can ask for a person to look at it again from the loan's page; if they decline it too, the ${waitMonths} months count from their decision. The same wait follows an offer you let lapse.`,
      },
    ],
  },
  {
    id: 'existing-loan',
    title: msg`Existing loan`,
    items: [
      {
        question: msg`Can I change my mind after signing?`,
        answer: msg`Yes. You have 14 days from signing to withdraw. You repay the amount borrowed plus interest for the days you had it, and nothing more.`,
      },
      {
        question: msg`How do I repay early?`,
        answer: msg`Your account shows today's settlement figure: the remaining loan, interest for the current monthly cycle only, and anything overdue.`,
      },
      {
        question: msg`What happens if I miss a payment?`,
        answer: msg`Overdue amounts attract extra interest for each day they are late, and missed payments can harm your credit record. Contact us as soon as you can: we would much rather agree a plan with you early.`,
      },
      {
        question: msg`Can I borrow more later?`,
        answer: msg`After ${topUpMonths} months of on-time payments you can apply for a top-up, which also lets you consolidate: the new loan's payout first settles the loan you have, and the rest is paid to you. Your quote shows both parts before you apply.`,
      },
    ],
  },
];
