import { msg } from '@lingui/core/macro';
import type { ProseSection } from '../common/prose';

export const termsSections: readonly ProseSection[] = [
  {
    id: 'about',
    heading: msg`About these terms`,
    paragraphs: [
      msg`These terms cover your use of the Quayside website and app. Your loan itself is governed by the credit agreement you sign, which always takes priority over these terms.`,
    ],
  },
  {
    id: 'information',
    heading: msg`Information on this site`,
    paragraphs: [
      msg`Calculator results and examples are illustrations, not offers. The rate you are offered depends on your circumstances and our checks, and is confirmed in your quote and agreement.`,
    ],
  },
  {
    id: 'account',
    heading: msg`Your account`,
    paragraphs: [
      msg`Keep your password to yourself and log out on shared devices. Tell us straight away if you think someone else has used your account. We will never ask for your password by phone or e-mail.`,
    ],
  },
  {
    id: 'use',
    heading: msg`Using the service fairly`,
    bullets: [
      msg`Give us true and complete information when you apply.`,
      msg`Do not try to access other people's accounts or interfere with the service.`,
      msg`Do not upload anything that is not yours to share.`,
    ],
  },
  {
    id: 'availability',
    heading: msg`Availability`,
    paragraphs: [
      msg`We aim to keep the service available at all times, but it may occasionally be paused for maintenance. Pages you have already opened remain available offline, marked with the time they were last updated.`,
    ],
  },
  {
    id: 'law',
    heading: msg`Law and language`,
    paragraphs: [
      msg`These terms are governed by the law of England and Wales. They are available in English, Simplified Chinese and Traditional Chinese; if the versions differ, the English version applies.`,
    ],
  },
];
