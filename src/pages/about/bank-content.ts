import { msg } from '@lingui/core/macro';
import type { ProseSection } from '../common/prose';

export const bankSections: readonly ProseSection[] = [
  {
    id: 'who',
    heading: msg`Who we are`,
    paragraphs: [
      msg`Quayside is the personal lending arm of a UK retail bank. We offer unsecured loans to individuals, arranged and managed entirely online, with a support team in the UK.`,
    ],
  },
  {
    id: 'regulation',
    heading: msg`How we are regulated`,
    paragraphs: [
      msg`Lending to consumers in the UK is a regulated activity. We follow the consumer credit rules, which require us to check that a loan is affordable before we lend, to explain its cost clearly, and to treat customers in financial difficulty fairly.`,
      msg`Any firm's authorisation can be checked on the financial regulator's public register. Our registered details appear in your credit agreement.`,
    ],
  },
  {
    id: 'responsible',
    heading: msg`How we decide`,
    paragraphs: [
      msg`We compare what a loan would cost you each month with your income, counting what you already repay us. Our automatic assessment decides most applications at once and tells you why; a person decides the others within 5 working days, and you can ask for a person to look again at an automatic decline.`,
      msg`We do not lend more than we think you can comfortably repay, and our maximum APR is capped at 29.9%.`,
    ],
  },
  {
    id: 'money',
    heading: msg`Keeping your money and data safe`,
    bullets: [
      msg`Payments are made only to accounts in your name.`,
      msg`Your documents are stored encrypted and seen only by the staff who need them.`,
      msg`We will never ask for your password or a full card number by phone, text or e-mail.`,
    ],
  },
  {
    id: 'demo',
    heading: msg`A note on this service`,
    paragraphs: [
      msg`Quayside is a demonstration brand. The firm, its contact details and every figure shown are fictional and no real loan can be taken out here.`,
    ],
  },
];
