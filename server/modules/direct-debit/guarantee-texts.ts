import type { Language } from '../../../domain/errors';

/**
 * The Direct Debit Guarantee in our own words, covering the scheme's points: advance notice of the amount
 * and date; notice before any change; an immediate refund from the bank of a payment taken in error; and
 * cancelling at any time through the bank (and telling us). Versioned like the statutory notices: a mandate
 * stores the version the borrower was shown, so it can be shown again as it was. Change the words by adding
 * a version, never by editing one that has been shown.
 *
 * What the words promise is what the code does (domain/direct-debit/collection-dates.ts): notice at least 3
 * working days before every collection, the one retry included.
 */
export const GUARANTEE_VERSION = 'DDG-1';

type Words = { title: string; paragraphs: (lender: string) => string[] };

const versions: Record<string, Record<Language, Words>> = {
  'DDG-1': {
    en: {
      title: 'The Direct Debit Guarantee',
      paragraphs: (lender) => [
        'Every bank and building society that takes Direct Debit instructions gives you this Guarantee.',
        `${lender} will tell you the amount and the date of each payment at least 3 working days before it is taken. If a payment fails and we try it once more, we tell you that amount and date first, just as far ahead.`,
        'If we need to change the amount, the date or how often we collect, we will tell you at least 3 working days before the change.',
        `If a payment is taken in error, by ${lender} or by your bank or building society, your bank or building society will refund the full amount at once. If you are later found not to be owed that refund, you will have to pay it back when ${lender} asks.`,
        `You can cancel a Direct Debit at any time by contacting your bank or building society (they may ask you to confirm it in writing). Please tell ${lender} as well — you can cancel it here in the app.`,
      ],
    },
    cn: {
      title: '直接扣款保证',
      paragraphs: (lender) => [
        '所有接受直接扣款指令的银行和房屋互助协会都向您提供本保证。',
        `${lender}会在每笔款项扣取前至少3个工作日告知您金额和日期。如果某笔扣款失败、我们再尝试扣取一次，也会提前同样的时间先告知您金额和日期。`,
        '如果我们需要更改扣款金额、日期或频率，会在更改生效前至少3个工作日告知您。',
        `如果${lender}或您的银行或房屋互助协会错误扣款，您的银行或房屋互助协会将立即全额退款。如果事后确认您不应获得该退款，在${lender}要求时您须予以退还。`,
        `您可以随时联系您的银行或房屋互助协会取消直接扣款（对方可能要求书面确认）。请同时告知${lender}——您也可以在应用内取消。`,
      ],
    },
    tw: {
      title: '直接扣款保證',
      paragraphs: (lender) => [
        '所有接受直接扣款指示的銀行和房屋互助協會都向您提供本保證。',
        `${lender}會在每筆款項扣取前至少3個工作日告知您金額和日期。如果某筆扣款失敗、我們再嘗試扣取一次，也會提前同樣的時間先告知您金額和日期。`,
        '如果我們需要更改扣款金額、日期或頻率，會在更改生效前至少3個工作日告知您。',
        `如果${lender}或您的銀行或房屋互助協會錯誤扣款，您的銀行或房屋互助協會將立即全額退款。如果事後確認您不應獲得該退款，在${lender}要求時您須予以退還。`,
        `您可以隨時聯絡您的銀行或房屋互助協會取消直接扣款（對方可能要求書面確認）。請同時告知${lender}——您也可以在應用程式內取消。`,
      ],
    },
  },
};

export function isGuaranteeVersion(version: string): boolean {
  return Object.hasOwn(versions, version);
}

/** The Guarantee of `version` (the current one by default) in `lang`, naming the lender. */
export function guaranteeText(lang: Language, lender: string, version = GUARANTEE_VERSION) {
  const words = (versions[version] ?? versions[GUARANTEE_VERSION]!)[lang];
  return { version, title: words.title, paragraphs: words.paragraphs(lender) };
}
