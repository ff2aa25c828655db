import { msg } from '@lingui/core/macro';
import { creditAgencyOfRecord } from '../../../domain/credit/agency-of-record';
import type { ProseSection } from '../common/prose';

const agency = creditAgencyOfRecord.name;
const agencyAddress = creditAgencyOfRecord.address;
const agencyPhone = creditAgencyOfRecord.phone;
const agencyWebsite = creditAgencyOfRecord.website.replace(/^https?:\/\//, '');

export const privacySections: readonly ProseSection[] = [
  {
    id: 'who',
    heading: msg`Who we are`,
    paragraphs: [
      msg`Quayside is the controller of the personal information you give us when you use this app, ask for a quote, apply for a loan or contact us. This statement explains what we collect, why, and the choices you have.`,
    ],
  },
  {
    id: 'what',
    heading: msg`What we collect`,
    bullets: [
      msg`Details you give us: your name, date of birth, contact details, address history, employment, income and household information.`,
      msg`Identity documents and photos you upload so that we can confirm who you are.`,
      msg`Information about your loan and repayments, and our messages with you.`,
      msg`Information from your credit file at a credit reference agency when you get a quote and when you apply, and from fraud prevention agencies.`,
      msg`Technical information such as your device type and language, used to run and secure the service.`,
    ],
  },
  {
    id: 'why',
    heading: msg`Why we use it`,
    paragraphs: [
      msg`We use your information to give you quotes, decide whether to lend, manage your loan, meet our legal and regulatory duties, prevent fraud and money laundering, and improve our service. We rely on our contract with you, our legal obligations and our legitimate interests in running a responsible lending business.`,
    ],
  },
  {
    id: 'credit',
    heading: msg`Credit searches`,
    paragraphs: [
      msg`We search your credit file with ${agency}, a credit reference agency. A quote uses a soft search, which only you can see on your credit file. When you submit an application we make a hard search, which other lenders can see, and a person looking at your application again may make another. The agency keeps a record of each search. We share information about how you repay with credit reference agencies.`,
      msg`You can ask ${agency} for a copy of your credit file, free of charge, and for anything wrong on it to be corrected: ${agencyAddress}, telephone ${agencyPhone}, ${agencyWebsite}. Your account lists every search we have made on your file.`,
    ],
  },
  {
    id: 'sharing',
    heading: msg`Who we share it with`,
    paragraphs: [
      msg`We share only what is needed with credit reference and fraud prevention agencies, the service providers who help us run Quayside (such as hosting and e-mail), and authorities when the law requires it. We never sell your information.`,
    ],
  },
  {
    id: 'keep',
    heading: msg`How long we keep it`,
    paragraphs: [
      msg`We keep loan records for six years after your loan ends, as the law expects of lenders. Quotes and unfinished applications are deleted sooner. Application drafts saved on your device are encrypted and removed when you log out or after 30 days.`,
    ],
  },
  {
    id: 'rights',
    heading: msg`Your rights`,
    paragraphs: [
      msg`You can ask for a copy of your information, ask us to correct it, object to some uses, or ask us to delete it where we no longer need it. Contact us to use these rights. If you are unhappy with how we handle your information, you can complain to the Information Commissioner's Office (ICO), the UK's data protection regulator, at ico.org.uk.`,
    ],
  },
];
