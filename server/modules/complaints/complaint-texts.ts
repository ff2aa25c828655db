import { COMPLAINT_TEXT_VERSION, type ComplaintOutcome } from '../../../domain/complaints/complaint-codes';
import type { Language } from '../../../domain/errors';
import type { IsoDate } from '../../../domain/loan/dates';
import { dayText } from '../../../domain/loan/day-text';
import { formatMoney, type Minor } from '../../../domain/money';

/**
 * The letters of the complaints register (FCA DISP 1.6 and 1.5, decision 108), in our own words and
 * versioned like the statutory notices (servicing/statutory-notice-templates.ts) and the variation texts
 * (hardship/variation-texts.ts): an answer stores the version it was sent with and is shown again in it.
 * Change the words by adding a version, never by editing one that has been sent. The ombudsman's name,
 * address, phone and website are public facts, not words copied from anyone.
 */

export interface LetterFigures {
  lender: string;
  supportEmail: string;
  supportPhone: string;
  currency: string;
  reference: string;
  name: string;
  receivedOn: IsoDate;
  summaryBy: IsoDate;
  finalBy: IsoDate;
}

export interface AnswerFigures extends LetterFigures {
  kind: 'SUMMARY' | 'FINAL';
  outcome: ComplaintOutcome | null;
  redress: Minor;
  /** The operator's own words. */
  text: string;
  answeredOn: IsoDate;
  ombudsmanBy: IsoDate;
}

export type Section = { heading: string; text: string };
export interface Letter {
  subject: string;
  sections: Section[];
}

interface Words {
  acknowledgement(f: LetterFigures, d: (day: IsoDate) => string): Letter;
  answer(f: AnswerFigures, d: (day: IsoDate) => string, m: (minor: Minor) => string): Letter;
}

const FOS = {
  site: 'www.financial-ombudsman.org.uk',
  phone: '0800 023 4567',
  address: 'Financial Ombudsman Service, Exchange Tower, London E14 9SR',
};

const outcomeWords: Record<Language, Record<ComplaintOutcome, string>> = {
  en: {
    UPHELD: 'We uphold your complaint: we got this wrong.',
    PARTLY_UPHELD: 'We uphold part of your complaint: we got some of this wrong, though not all of it.',
    REJECTED: 'We do not uphold your complaint: having looked into it, we believe we acted fairly.',
  },
  cn: {
    UPHELD: '我们支持您的投诉：这是我们的错。',
    PARTLY_UPHELD: '我们部分支持您的投诉：其中有些是我们的错，但并非全部。',
    REJECTED: '我们不支持您的投诉：经过调查，我们认为我们的处理是公平的。',
  },
  tw: {
    UPHELD: '我們支持您的投訴：這是我們的錯。',
    PARTLY_UPHELD: '我們部分支持您的投訴：其中有些是我們的錯，但並非全部。',
    REJECTED: '我們不支持您的投訴：經過調查，我們認為我們的處理是公平的。',
  },
};

const cr1: Record<Language, Words> = {
  en: {
    acknowledgement: (f, d) => ({
      subject: `We have your complaint ${f.reference}`,
      sections: [
        {
          heading: 'We have your complaint',
          text: `Dear ${f.name}, thank you for telling us. We received your complaint on ${d(f.receivedOn)} and its reference is ${f.reference}: please quote it if you contact us about it.`,
        },
        {
          heading: 'What happens next',
          text: `Someone who was not involved in what happened will look into it. If we can settle it quickly, we will write to you by ${d(f.summaryBy)}. Otherwise we will send you our final response by ${d(f.finalBy)} at the latest, and keep you told how it is going.`,
        },
        {
          heading: 'The Financial Ombudsman Service',
          text: `If we have not sent our final response by ${d(f.finalBy)}, or you are not happy with it, you can ask the Financial Ombudsman Service to look at your complaint. It is free and independent of us: ${FOS.site}, ${FOS.phone}, ${FOS.address}.`,
        },
        {
          heading: 'Talk to us',
          text: `You can reach us at ${f.supportEmail} or ${f.supportPhone}. Tell us if you need our letters in another format or any extra help. ${f.lender}.`,
        },
      ],
    }),
    answer: (f, d, m) => {
      const finding =
        f.kind === 'FINAL' && f.outcome
          ? `${outcomeWords.en[f.outcome]} ${f.redress > 0 ? `We will pay you ${m(f.redress)} to put things right.` : ''}`.trim()
          : 'We believe we have settled your complaint to your satisfaction.';
      return {
        subject:
          f.kind === 'FINAL'
            ? `Our final response to your complaint ${f.reference}`
            : `Your complaint ${f.reference} is settled`,
        sections: [
          {
            heading: f.kind === 'FINAL' ? 'Our final response' : 'How we settled your complaint',
            text: `Dear ${f.name}, this is our answer to the complaint you made on ${d(f.receivedOn)} (reference ${f.reference}). ${finding}`,
          },
          { heading: 'What we found and what we will do', text: f.text },
          f.kind === 'FINAL'
            ? {
                heading: 'Your right to go to the Financial Ombudsman Service',
                text: `This is our final response. If you are not happy with it, you can ask the Financial Ombudsman Service to look at your complaint. It is free and independent of us. You must contact it within six months of the date of this response, that is by ${d(f.ombudsmanBy)}: after that we do not agree to it looking at your complaint, so it can only do so in exceptional circumstances. Its website ${FOS.site} explains what it does and how; you can also call ${FOS.phone} or write to ${FOS.address}.`,
              }
            : {
                heading: 'If you change your mind',
                text: `If you later feel your complaint has not been settled, you may be able to ask the Financial Ombudsman Service to look at it. It is free and independent of us. You should contact it within six months of the date of this letter, that is by ${d(f.ombudsmanBy)}: after that we do not agree to it looking at your complaint. Its website ${FOS.site} explains more; you can also call ${FOS.phone}.`,
              },
        ],
      };
    },
  },
  cn: {
    acknowledgement: (f, d) => ({
      subject: `我们已收到您的投诉 ${f.reference}`,
      sections: [
        {
          heading: '我们已收到您的投诉',
          text: `${f.name}，您好！感谢您告诉我们。我们于${d(f.receivedOn)}收到您的投诉，编号为${f.reference}：与我们联系时请提供此编号。`,
        },
        {
          heading: '接下来会怎样',
          text: `一位未参与此事的同事将进行调查。如果我们能尽快解决，会在${d(f.summaryBy)}前写信给您。否则我们最迟会在${d(f.finalBy)}前给您最终答复，并随时告知您进展。`,
        },
        {
          heading: '金融申诉专员服务机构',
          text: `如果我们在${d(f.finalBy)}前未给出最终答复，或您对答复不满意，您可以请金融申诉专员服务机构（Financial Ombudsman Service）审理您的投诉。该服务免费且独立于我们：${FOS.site}，${FOS.phone}，${FOS.address}。`,
        },
        {
          heading: '联系我们',
          text: `您可以通过${f.supportEmail}或${f.supportPhone}联系我们。如您需要其他格式的信件或任何额外帮助，请告诉我们。${f.lender}。`,
        },
      ],
    }),
    answer: (f, d, m) => {
      const finding =
        f.kind === 'FINAL' && f.outcome
          ? `${outcomeWords.cn[f.outcome]}${f.redress > 0 ? `我们将向您支付${m(f.redress)}作为补偿。` : ''}`
          : '我们相信已按您满意的方式解决了您的投诉。';
      return {
        subject:
          f.kind === 'FINAL' ? `我们对您的投诉 ${f.reference} 的最终答复` : `您的投诉 ${f.reference} 已解决`,
        sections: [
          {
            heading: f.kind === 'FINAL' ? '我们的最终答复' : '我们如何解决您的投诉',
            text: `${f.name}，您好！这是我们对您于${d(f.receivedOn)}提出的投诉（编号${f.reference}）的答复。${finding}`,
          },
          { heading: '我们的调查结果和处理', text: f.text },
          f.kind === 'FINAL'
            ? {
                heading: '您有权向金融申诉专员服务机构申诉',
                text: `这是我们的最终答复。如您不满意，可以请金融申诉专员服务机构（Financial Ombudsman Service）审理您的投诉。该服务免费且独立于我们。您必须在本答复日期起六个月内，即${d(f.ombudsmanBy)}前与其联系：逾期我们不同意其审理您的投诉，因此只有在特殊情况下才能审理。其网站${FOS.site}介绍了其职能和流程；您也可以致电${FOS.phone}或写信至${FOS.address}。`,
              }
            : {
                heading: '如果您改变主意',
                text: `如果您之后认为投诉并未解决，您或可请金融申诉专员服务机构（Financial Ombudsman Service）审理。该服务免费且独立于我们。您应在本信日期起六个月内，即${d(f.ombudsmanBy)}前与其联系：逾期我们不同意其审理您的投诉。详情请见其网站${FOS.site}；您也可以致电${FOS.phone}。`,
              },
        ],
      };
    },
  },
  tw: {
    acknowledgement: (f, d) => ({
      subject: `我們已收到您的投訴 ${f.reference}`,
      sections: [
        {
          heading: '我們已收到您的投訴',
          text: `${f.name}，您好！感謝您告訴我們。我們於${d(f.receivedOn)}收到您的投訴，編號為${f.reference}：與我們聯絡時請提供此編號。`,
        },
        {
          heading: '接下來會怎樣',
          text: `一位未參與此事的同事將進行調查。如果我們能盡快解決，會在${d(f.summaryBy)}前寫信給您。否則我們最遲會在${d(f.finalBy)}前給您最終答覆，並隨時告知您進展。`,
        },
        {
          heading: '金融申訴專員服務機構',
          text: `如果我們在${d(f.finalBy)}前未給出最終答覆，或您對答覆不滿意，您可以請金融申訴專員服務機構（Financial Ombudsman Service）審理您的投訴。該服務免費且獨立於我們：${FOS.site}，${FOS.phone}，${FOS.address}。`,
        },
        {
          heading: '聯絡我們',
          text: `您可以透過${f.supportEmail}或${f.supportPhone}聯絡我們。如您需要其他格式的信件或任何額外協助，請告訴我們。${f.lender}。`,
        },
      ],
    }),
    answer: (f, d, m) => {
      const finding =
        f.kind === 'FINAL' && f.outcome
          ? `${outcomeWords.tw[f.outcome]}${f.redress > 0 ? `我們將向您支付${m(f.redress)}作為補償。` : ''}`
          : '我們相信已按您滿意的方式解決了您的投訴。';
      return {
        subject:
          f.kind === 'FINAL' ? `我們對您的投訴 ${f.reference} 的最終答覆` : `您的投訴 ${f.reference} 已解決`,
        sections: [
          {
            heading: f.kind === 'FINAL' ? '我們的最終答覆' : '我們如何解決您的投訴',
            text: `${f.name}，您好！這是我們對您於${d(f.receivedOn)}提出的投訴（編號${f.reference}）的答覆。${finding}`,
          },
          { heading: '我們的調查結果和處理', text: f.text },
          f.kind === 'FINAL'
            ? {
                heading: '您有權向金融申訴專員服務機構申訴',
                text: `這是我們的最終答覆。如您不滿意，可以請金融申訴專員服務機構（Financial Ombudsman Service）審理您的投訴。該服務免費且獨立於我們。您必須在本答覆日期起六個月內，即${d(f.ombudsmanBy)}前與其聯絡：逾期我們不同意其審理您的投訴，因此只有在特殊情況下才能審理。其網站${FOS.site}介紹了其職能和流程；您也可以致電${FOS.phone}或寫信至${FOS.address}。`,
              }
            : {
                heading: '如果您改變主意',
                text: `如果您之後認為投訴並未解決，您或可請金融申訴專員服務機構（Financial Ombudsman Service）審理。該服務免費且獨立於我們。您應在本信日期起六個月內，即${d(f.ombudsmanBy)}前與其聯絡：逾期我們不同意其審理您的投訴。詳情請見其網站${FOS.site}；您也可以致電${FOS.phone}。`,
              },
        ],
      };
    },
  },
};

const versions: Record<string, Record<Language, Words>> = { [COMPLAINT_TEXT_VERSION]: cr1 };

function wordsOf(version: string, lang: Language): Words {
  const words = versions[version];
  // An answer names the version it was sent in; one we no longer have is a deployment error, not a fallback.
  if (!words) throw new Error(`complaint texts ${version} missing`);
  return words[lang];
}

const dayIn = (lang: Language) => (day: IsoDate) => dayText(day, lang);

export function acknowledgementLetter(
  lang: Language,
  f: LetterFigures,
  version = COMPLAINT_TEXT_VERSION,
): Letter {
  return wordsOf(version, lang).acknowledgement(f, dayIn(lang));
}

export function answerLetter(lang: Language, f: AnswerFigures, version: string): Letter {
  return wordsOf(version, lang).answer(f, dayIn(lang), (minor) =>
    formatMoney(minor, lang, { currency: f.currency }),
  );
}

/** A letter as the plain text of an e-mail: its sections, each under its heading, and the version. */
export function letterText(letter: Letter, version: string): string {
  return [...letter.sections.flatMap((s) => [s.heading, s.text, '']), `(${version})`].join('\n');
}
