import { createHash } from 'node:crypto';
import type { ArrangementPlanView } from '../../../domain/api/hardship';
import { canonicalJson } from '../../../domain/canonical-json';
import type { Language } from '../../../domain/errors';
import type { ArrangementTerms } from '../../../domain/forbearance/arrangement-terms';
import { VARIATION_TEXT_VERSION } from '../../../domain/forbearance/forbearance-codes';
import { dayText } from '../../../domain/loan/day-text';
import { formatMoney, type Minor } from '../../../domain/money';
import { hardshipAdvice } from '../../i18n/hardship-messages';

/**
 * The variation of a loan agreement that an arrangement is (issue 36): our own words, versioned like the
 * agreement and the statutory notices. The words are rendered per language from the same figures, so the
 * version hash — taken over the language-independent terms — is the same whoever reads it. Change the words
 * by adding a version, never by editing one that has been signed.
 */

/** What the borrower signs, whatever language they read it in. */
export interface VariationTerms {
  version: string;
  loanId: number;
  offerId: number;
  /** The terms and every line and figure of the plan shown. */
  plan: ArrangementPlanView;
}

export function variationTermsOf(loanId: number, offerId: number, plan: ArrangementPlanView): VariationTerms {
  return { version: VARIATION_TEXT_VERSION, loanId, offerId, plan };
}

/** sha256 of the terms as canonical JSON (keys sorted at every level), as the loan agreement's hash is. */
export function variationHash(terms: VariationTerms): string {
  return createHash('sha256').update(canonicalJson(terms)).digest('hex');
}

export interface VariationFigures {
  lender: string;
  contractNumber: string;
}

type Section = { heading: string; text: string };

interface Words {
  title(f: VariationFigures, plan: ArrangementPlanView): string;
  change(terms: ArrangementTerms, money: (minor: Minor) => string): string;
  sections(ctx: Ctx): Section[];
}

interface Ctx {
  f: VariationFigures;
  plan: ArrangementPlanView;
  m: (minor: Minor) => string;
  d: (day: string | null) => string;
  change: string;
}

const advice = hardshipAdvice;

/** The signposting the messages of a request carry too, in each language. */
export function adviceText(lang: Language): string {
  return advice[lang];
}

const hv1: Record<Language, Words> = {
  en: {
    title: (f) => `Changing your loan agreement ${f.contractNumber}`,
    change: (terms, m) => {
      switch (terms.kind) {
        case 'PAYMENT_HOLIDAY':
          return `A payment holiday of ${terms.months} month${terms.months === 1 ? '' : 's'}: nothing to pay for your next ${terms.months === 1 ? 'monthly bill' : `${terms.months} monthly bills`}, which move to the end of your loan. ${terms.freezeInterest ? 'No interest is charged for the holiday months.' : 'Interest is still charged for the holiday months, and is added to the payments after them.'}`;
        case 'REDUCED_PAYMENT':
          return `Lower payments of ${m(terms.payment)} a month for ${terms.months} month${terms.months === 1 ? '' : 's'}. ${terms.afterwards === 'SPREAD' ? 'After that your payments go back to the schedule, with what you did not pay spread over the payments left.' : 'After that your payments go back to what they were, and your loan runs for longer to cover what you did not pay.'}`;
        case 'TERM_EXTENSION':
          return `Your loan is spread over ${terms.months} monthly payments from now on, so that each payment is lower.`;
      }
    },
    sections: ({ f, plan, m, d, change }) => [
      {
        heading: 'What changes',
        text: `${change} Your arrears of ${m(plan.carried.principal + plan.carried.interest + plan.carried.overdueInterest)} are part of the new plan. Your first payment under it is ${m(plan.after[0]?.total ?? 0)}, due on ${d(plan.after[0]?.dueDate ?? null)}, and your last is due on ${d(plan.lastDueAfter)}. The arrangement runs until ${d(plan.windowEnds)}: while you keep to it we add no overdue interest to the arrears it covers. If a payment under it is missed, the arrangement is broken; we will tell you and talk to you about what happens next.`,
      },
      {
        heading: 'Your payments before and after',
        text: `Before this change: ${plan.before.length} payment${plan.before.length === 1 ? '' : 's'} left, ${m(plan.instalmentBefore)} a month, ${m(plan.totalPayableBefore)} in all, the last on ${d(plan.lastDueBefore)}. After it: ${plan.after.length} payment${plan.after.length === 1 ? '' : 's'}, ${m(plan.instalmentAfter)} a month, ${m(plan.totalPayableAfter)} in all, the last on ${d(plan.lastDueAfter)}. Both schedules, payment by payment, come with this document.`,
      },
      {
        heading: 'Your credit file',
        text: `${f.lender} reports your account to credit reference agencies every month. While this arrangement runs, they are told that you are paying under an arrangement to pay, and anyone who searches your credit file can see that. Once it ends and you have kept to it, your account is reported as usual again. If it is broken, the payments you miss are reported as missed.`,
      },
      {
        heading: 'Everything else stays the same',
        text: `Every other term of your agreement ${f.contractNumber} stays as it is, including the interest rate and your right to repay early at any time. Nothing changes until you accept, and an offer you do not accept changes nothing.`,
      },
      {
        heading: 'You can ask again',
        text: `If things change for you, for better or worse, you can ask us for help again at any time from the app, and we will look at it afresh. ${advice.en}`,
      },
    ],
  },
  cn: {
    title: (f) => `变更您的借款合同 ${f.contractNumber}`,
    change: (terms, m) => {
      switch (terms.kind) {
        case 'PAYMENT_HOLIDAY':
          return `还款假期${terms.months}个月：接下来${terms.months}期月供无需支付，这几期顺延至借款期末。${terms.freezeInterest ? '假期内的月份不收取利息。' : '假期内的月份仍计利息，计入之后的还款。'}`;
        case 'REDUCED_PAYMENT':
          return `在${terms.months}个月内每月只还${m(terms.payment)}。${terms.afterwards === 'SPREAD' ? '之后恢复原还款计划，少还的部分分摊到剩余各期。' : '之后月供恢复原额，借款期限相应延长，以还清少还的部分。'}`;
        case 'TERM_EXTENSION':
          return `自现在起，您的借款分${terms.months}期按月偿还，每期月供相应降低。`;
      }
    },
    sections: ({ f, plan, m, d, change }) => [
      {
        heading: '变更内容',
        text: `${change}您逾期未还的${m(plan.carried.principal + plan.carried.interest + plan.carried.overdueInterest)}纳入新的还款计划。新计划的第一期为${m(plan.after[0]?.total ?? 0)}，于${d(plan.after[0]?.dueDate ?? null)}到期，最后一期于${d(plan.lastDueAfter)}到期。本安排持续至${d(plan.windowEnds)}：只要您按安排还款，我们不会对其涵盖的欠款加收逾期利息。如有一期未按安排还款，本安排即告中止；我们会通知您，并与您商量下一步。`,
      },
      {
        heading: '变更前后的还款',
        text: `变更前：剩余${plan.before.length}期，每月${m(plan.instalmentBefore)}，合计${m(plan.totalPayableBefore)}，最后一期于${d(plan.lastDueBefore)}到期。变更后：共${plan.after.length}期，每月${m(plan.instalmentAfter)}，合计${m(plan.totalPayableAfter)}，最后一期于${d(plan.lastDueAfter)}到期。新旧两份逐期还款计划随本文件一并提供。`,
      },
      {
        heading: '对信用档案的影响',
        text: `${f.lender}每月向信用评级机构报告您的账户情况。本安排期间，我们会报告您正在按"还款安排"还款，任何查询您信用档案的人都能看到这一点。安排结束且您一直按约还款后，您的账户恢复正常报告。如果安排中止，未还的款项将被报告为逾期未还。`,
      },
      {
        heading: '其他条款不变',
        text: `您的借款合同${f.contractNumber}的其他条款保持不变，包括利率以及您随时提前还款的权利。在您接受之前一切不变；您不接受的方案不会带来任何改变。`,
      },
      {
        heading: '您可以再次申请',
        text: `如果您的情况有变，无论好转还是变差，您都可以随时在应用内再次向我们申请帮助，我们会重新考虑。${advice.cn}`,
      },
    ],
  },
  tw: {
    title: (f) => `變更您的借款合約 ${f.contractNumber}`,
    change: (terms, m) => {
      switch (terms.kind) {
        case 'PAYMENT_HOLIDAY':
          return `還款假期${terms.months}個月：接下來${terms.months}期月付無需支付，這幾期順延至借款期末。${terms.freezeInterest ? '假期內的月份不收取利息。' : '假期內的月份仍計利息，計入之後的還款。'}`;
        case 'REDUCED_PAYMENT':
          return `在${terms.months}個月內每月只還${m(terms.payment)}。${terms.afterwards === 'SPREAD' ? '之後恢復原還款計畫，少還的部分分攤到剩餘各期。' : '之後月付恢復原額，借款期限相應延長，以還清少還的部分。'}`;
        case 'TERM_EXTENSION':
          return `自現在起，您的借款分${terms.months}期按月償還，每期月付相應降低。`;
      }
    },
    sections: ({ f, plan, m, d, change }) => [
      {
        heading: '變更內容',
        text: `${change}您逾期未還的${m(plan.carried.principal + plan.carried.interest + plan.carried.overdueInterest)}納入新的還款計畫。新計畫的第一期為${m(plan.after[0]?.total ?? 0)}，於${d(plan.after[0]?.dueDate ?? null)}到期，最後一期於${d(plan.lastDueAfter)}到期。本安排持續至${d(plan.windowEnds)}：只要您按安排還款，我們不會對其涵蓋的欠款加收逾期利息。如有一期未按安排還款，本安排即告中止；我們會通知您，並與您商量下一步。`,
      },
      {
        heading: '變更前後的還款',
        text: `變更前：剩餘${plan.before.length}期，每月${m(plan.instalmentBefore)}，合計${m(plan.totalPayableBefore)}，最後一期於${d(plan.lastDueBefore)}到期。變更後：共${plan.after.length}期，每月${m(plan.instalmentAfter)}，合計${m(plan.totalPayableAfter)}，最後一期於${d(plan.lastDueAfter)}到期。新舊兩份逐期還款計畫隨本文件一併提供。`,
      },
      {
        heading: '對信用檔案的影響',
        text: `${f.lender}每月向信用評等機構報告您的帳戶情況。本安排期間，我們會報告您正在按「還款安排」還款，任何查詢您信用檔案的人都能看到這一點。安排結束且您一直按約還款後，您的帳戶恢復正常報告。如果安排中止，未還的款項將被報告為逾期未還。`,
      },
      {
        heading: '其他條款不變',
        text: `您的借款合約${f.contractNumber}的其他條款保持不變，包括利率以及您隨時提前還款的權利。在您接受之前一切不變；您不接受的方案不會帶來任何改變。`,
      },
      {
        heading: '您可以再次申請',
        text: `如果您的情況有變，無論好轉還是變差，您都可以隨時在應用程式內再次向我們申請協助，我們會重新考慮。${advice.tw}`,
      },
    ],
  },
};

const versions: Record<string, Record<Language, Words>> = { [VARIATION_TEXT_VERSION]: hv1 };

/** The variation document of an offer in `lang`: its title, sections and the hash accepting must name. */
export function variationDocument(
  lang: Language,
  figures: VariationFigures,
  terms: VariationTerms,
): { version: string; title: string; sections: Section[]; versionHash: string } {
  const words = (versions[terms.version] ?? hv1)[lang];
  const m = (minor: Minor) => formatMoney(minor, lang, { currency: 'GBP' });
  const d = (day: string | null) => (day ? dayText(day, lang) : '—');
  const change = words.change(terms.plan.terms, m);
  return {
    version: terms.version,
    title: words.title(figures, terms.plan),
    sections: words.sections({ f: figures, plan: terms.plan, m, d, change }),
    versionHash: variationHash(terms),
  };
}
