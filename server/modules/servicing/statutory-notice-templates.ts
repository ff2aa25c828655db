import type { Language } from '../../../domain/errors';
import type { IsoDate } from '../../../domain/loan/dates';
import { formatMoney, type Minor } from '../../../domain/money';
import type { StatutoryNoticeKind } from '../../db/schema';

/**
 * The words of the statutory notices (CCA 1974 s86B arrears, s87 default), written for Quayside and
 * versioned: a notice stores the id and version it was made with and every figure it was filled with, so
 * it can be shown again exactly as it went. Change the words by adding a version, never by editing one
 * that has been sent.
 */

export interface NoticeLine {
  period: number;
  dueDate: IsoDate;
  due: Minor;
  paid: Minor;
  /** What is left of the bill, overdue interest included. */
  outstanding: Minor;
}

export interface ArrearsNoticeFigures {
  lender: string;
  supportEmail: string;
  supportPhone: string;
  currency: string;
  contractNumber: string;
  /** The business date the notice is given on. */
  noticeDate: IsoDate;
  /** The day the borrower first met the conditions of s86B in this spell of arrears. */
  arrearsFrom: IsoDate;
  /** The first notice of this spell is 1; the six-monthly ones that follow count on. */
  sequence: number;
  /** Instalments fallen due and unpaid (principal and interest). */
  shortfall: Minor;
  overdueInterest: Minor;
  /** Everything now past due: shortfall and overdue interest. */
  arrears: Minor;
  overdueInterestPerDay: Minor;
  overdueRatePercent: string;
  daysPastDue: number;
  pastDueSince: IsoDate | null;
  principalOutstanding: Minor;
  bills: NoticeLine[];
}

export interface DefaultNoticeFigures {
  lender: string;
  supportEmail: string;
  supportPhone: string;
  currency: string;
  contractNumber: string;
  noticeDate: IsoDate;
  /** The breach, in the operator's words. */
  breach: string;
  /** The sum to pay to remedy the breach. */
  sum: Minor;
  remedyDate: IsoDate;
  arrears: Minor;
  principalOutstanding: Minor;
}

export interface RenderedNotice {
  subject: string;
  body: string;
}

export interface NoticeTemplate<F> {
  id: string;
  version: number;
  render(figures: F, lang: Language): RenderedNotice;
}

const money = (minor: Minor, currency: string, lang: Language) => formatMoney(minor, lang, { currency });

function billTable(figures: ArrearsNoticeFigures, lang: Language): string[] {
  const m = (minor: Minor) => money(minor, figures.currency, lang);
  return figures.bills.map((bill) => {
    if (lang === 'cn') {
      return `  第${bill.period}期，${bill.dueDate}到期：应还${m(bill.due)}，已还${m(bill.paid)}，尚欠${m(bill.outstanding)}`;
    }
    if (lang === 'tw') {
      return `  第${bill.period}期，${bill.dueDate}到期：應還${m(bill.due)}，已還${m(bill.paid)}，尚欠${m(bill.outstanding)}`;
    }
    return `  Bill ${bill.period}, due ${bill.dueDate}: due ${m(bill.due)}, paid ${m(bill.paid)}, still owed ${m(bill.outstanding)}`;
  });
}

const arrearsV1: NoticeTemplate<ArrearsNoticeFigures> = {
  id: 'ARREARS_S86B',
  version: 1,
  render(f, lang) {
    const m = (minor: Minor) => money(minor, f.currency, lang);
    const contact = `${f.supportEmail} · ${f.supportPhone}`;
    if (lang === 'cn') {
      return {
        subject: `欠款通知：借款合同 ${f.contractNumber}`,
        body: [
          `欠款通知（依据英国《1974年消费信贷法》第86B条）`,
          `出借人：${f.lender}　合同编号：${f.contractNumber}　通知日期：${f.noticeDate}`,
          '',
          `自${f.arrearsFrom}起，您的借款已有至少两期还款到期未还，且未还金额不少于最近两期应还款之和。法律要求我们以书面形式告知您这一情况。`,
          '',
          `截至${f.noticeDate}：`,
          `  已到期未还的分期款（本金和利息）：${m(f.shortfall)}`,
          `  逾期利息：${m(f.overdueInterest)}`,
          `  逾期合计：${m(f.arrears)}`,
          `  最早一笔逾期自${f.pastDueSince ?? f.arrearsFrom}起，已逾期${f.daysPastDue}天。`,
          `  如不还款，逾期利息每天约增加${m(f.overdueInterestPerDay)}（年利率${f.overdueRatePercent}）。`,
          `  尚未到期的本金：${m(f.principalOutstanding)}`,
          '',
          '各期明细：',
          ...billTable(f, 'cn'),
          '',
          '您可以怎么做：',
          '  • 尽快还清或部分偿还逾期款项。每一笔还款都会减少逾期金额和之后的逾期利息。',
          `  • 如果您还款有困难，请尽早联系我们（${contact}）。我们会了解您的情况，并与您商量可行的安排。`,
          '  • 您可以向独立的免费债务咨询机构求助，例如 MoneyHelper、StepChange 或 National Debtline。',
          '',
          '关于欠款的说明：',
          '  本通知随附欠款说明。欠款期间，我们只按合同收取逾期利息，不收取其他费用。如果欠款持续，我们可能会向您发出违约通知，并在法律允许的情况下要求您一次性偿还剩余款项；欠款记录也可能影响您的信用档案。只要欠款未清，我们至少每六个月会再向您发送一次本通知。',
          '',
          `这是本次欠款期间的第${f.sequence}份通知。模板 ${arrearsV1.id} 第${arrearsV1.version}版。`,
        ].join('\n'),
      };
    }
    if (lang === 'tw') {
      return {
        subject: `欠款通知：借款合約 ${f.contractNumber}`,
        body: [
          `欠款通知（依據英國《1974年消費信貸法》第86B條）`,
          `出借人：${f.lender}　合約編號：${f.contractNumber}　通知日期：${f.noticeDate}`,
          '',
          `自${f.arrearsFrom}起，您的借款已有至少兩期還款到期未還，且未還金額不少於最近兩期應還款之和。法律要求我們以書面形式告知您這一情況。`,
          '',
          `截至${f.noticeDate}：`,
          `  已到期未還的分期款（本金和利息）：${m(f.shortfall)}`,
          `  逾期利息：${m(f.overdueInterest)}`,
          `  逾期合計：${m(f.arrears)}`,
          `  最早一筆逾期自${f.pastDueSince ?? f.arrearsFrom}起，已逾期${f.daysPastDue}天。`,
          `  如不還款，逾期利息每天約增加${m(f.overdueInterestPerDay)}（年利率${f.overdueRatePercent}）。`,
          `  尚未到期的本金：${m(f.principalOutstanding)}`,
          '',
          '各期明細：',
          ...billTable(f, 'tw'),
          '',
          '您可以怎麼做：',
          '  • 盡快還清或部分償還逾期款項。每一筆還款都會減少逾期金額和之後的逾期利息。',
          `  • 如果您還款有困難，請盡早與我們聯絡（${contact}）。我們會了解您的情況，並與您商量可行的安排。`,
          '  • 您可以向獨立的免費債務諮詢機構求助，例如 MoneyHelper、StepChange 或 National Debtline。',
          '',
          '關於欠款的說明：',
          '  本通知隨附欠款說明。欠款期間，我們只按合約收取逾期利息，不收取其他費用。如果欠款持續，我們可能會向您發出違約通知，並在法律允許的情況下要求您一次償還剩餘款項；欠款紀錄也可能影響您的信用檔案。只要欠款未清，我們至少每六個月會再向您寄送一次本通知。',
          '',
          `這是本次欠款期間的第${f.sequence}份通知。範本 ${arrearsV1.id} 第${arrearsV1.version}版。`,
        ].join('\n'),
      };
    }
    return {
      subject: `Notice of sums in arrears: loan agreement ${f.contractNumber}`,
      body: [
        'Notice of sums in arrears (Consumer Credit Act 1974, section 86B)',
        `Lender: ${f.lender}   Agreement: ${f.contractNumber}   Date of this notice: ${f.noticeDate}`,
        '',
        `Since ${f.arrearsFrom}, at least two of your payments have fallen due and not been paid, and what is unpaid is at least the sum of your last two payments. The law asks us to tell you this in writing.`,
        '',
        `On ${f.noticeDate}:`,
        `  Instalments due and unpaid (principal and interest): ${m(f.shortfall)}`,
        `  Overdue interest: ${m(f.overdueInterest)}`,
        `  Total in arrears: ${m(f.arrears)}`,
        `  The oldest unpaid bill fell due on ${f.pastDueSince ?? f.arrearsFrom}: ${f.daysPastDue} days ago.`,
        `  If nothing is paid, overdue interest adds about ${m(f.overdueInterestPerDay)} a day (${f.overdueRatePercent} a year).`,
        `  Principal not yet due: ${m(f.principalOutstanding)}`,
        '',
        'Bill by bill:',
        ...billTable(f, 'en'),
        '',
        'What you can do:',
        '  • Pay what is overdue, or part of it, as soon as you can. Every payment lowers the arrears and the overdue interest that follows.',
        `  • If you are finding it hard to pay, talk to us early (${contact}). We will listen and work out with you what is possible.`,
        '  • Free, independent debt advice is available, for example from MoneyHelper, StepChange or National Debtline.',
        '',
        'About being in arrears:',
        '  This notice comes with our arrears information sheet. While you are in arrears we charge only the overdue interest your agreement sets out, and no other fees. If the arrears continue we may send you a default notice and, where the law allows, ask you to repay what is left all at once; missed payments may also be recorded on your credit file. For as long as the arrears remain, we will send you this notice again at least every six months.',
        '',
        `This is notice ${f.sequence} of this period of arrears. Template ${arrearsV1.id} version ${arrearsV1.version}.`,
      ].join('\n'),
    };
  },
};

const defaultV1: NoticeTemplate<DefaultNoticeFigures> = {
  id: 'DEFAULT_S87',
  version: 1,
  render(f, lang) {
    const m = (minor: Minor) => money(minor, f.currency, lang);
    const contact = `${f.supportEmail} · ${f.supportPhone}`;
    if (lang === 'cn') {
      return {
        subject: `违约通知：借款合同 ${f.contractNumber}`,
        body: [
          '违约通知（依据英国《1974年消费信贷法》第87条和第88条）',
          `出借人：${f.lender}　合同编号：${f.contractNumber}　通知日期：${f.noticeDate}`,
          '',
          `您违反了借款合同：${f.breach}`,
          '',
          `纠正违约的方法：请在${f.remedyDate}或之前还款${m(f.sum)}。`,
          `如果您在该日期或之前还清这笔款项，违约即视为从未发生，我们不会因此采取进一步行动。`,
          `如果您在该日期前未能纠正违约，我们可能会终止合同，并要求您立即偿还全部剩余款项（目前逾期合计${m(f.arrears)}，未到期本金${m(f.principalOutstanding)}）。在该日期之前，我们不会采取任何此类行动。`,
          '',
          '关于违约的说明：',
          `  本通知随附违约说明。如果您无法按时还款，请立即联系我们（${contact}），我们会与您商量可行的安排。您也可以向独立的免费债务咨询机构求助，例如 MoneyHelper、StepChange 或 National Debtline。如果您认为这笔款项不应由您支付，请告诉我们原因。法院也可以在您提出申请时给予您更多还款时间。`,
          '',
          `模板 ${defaultV1.id} 第${defaultV1.version}版。`,
        ].join('\n'),
      };
    }
    if (lang === 'tw') {
      return {
        subject: `違約通知：借款合約 ${f.contractNumber}`,
        body: [
          '違約通知（依據英國《1974年消費信貸法》第87條和第88條）',
          `出借人：${f.lender}　合約編號：${f.contractNumber}　通知日期：${f.noticeDate}`,
          '',
          `您違反了借款合約：${f.breach}`,
          '',
          `糾正違約的方法：請在${f.remedyDate}或之前還款${m(f.sum)}。`,
          `如果您在該日期或之前還清這筆款項，違約即視為從未發生，我們不會因此採取進一步行動。`,
          `如果您在該日期前未能糾正違約，我們可能會終止合約，並要求您立即償還全部剩餘款項（目前逾期合計${m(f.arrears)}，未到期本金${m(f.principalOutstanding)}）。在該日期之前，我們不會採取任何此類行動。`,
          '',
          '關於違約的說明：',
          `  本通知隨附違約說明。如果您無法按時還款，請立即與我們聯絡（${contact}），我們會與您商量可行的安排。您也可以向獨立的免費債務諮詢機構求助，例如 MoneyHelper、StepChange 或 National Debtline。如果您認為這筆款項不應由您支付，請告訴我們原因。法院也可以在您提出申請時給予您更多還款時間。`,
          '',
          `範本 ${defaultV1.id} 第${defaultV1.version}版。`,
        ].join('\n'),
      };
    }
    return {
      subject: `Default notice: loan agreement ${f.contractNumber}`,
      body: [
        'Default notice (Consumer Credit Act 1974, sections 87 and 88)',
        `Lender: ${f.lender}   Agreement: ${f.contractNumber}   Date of this notice: ${f.noticeDate}`,
        '',
        `You have broken your loan agreement: ${f.breach}`,
        '',
        `How to put it right: pay ${m(f.sum)} on or before ${f.remedyDate}.`,
        'If you pay that sum by that date, the breach is treated as never having happened and we will take no further step because of it.',
        `If it is not put right by that date, we may end the agreement and ask you to repay everything left at once (today ${m(f.arrears)} is overdue and ${m(f.principalOutstanding)} of principal is not yet due). We will take no such step before that date.`,
        '',
        'About this default notice:',
        `  This notice comes with our default information sheet. If you cannot pay by the date, contact us now (${contact}) and we will work out with you what is possible. Free, independent debt advice is available, for example from MoneyHelper, StepChange or National Debtline. If you think you do not owe this sum, tell us why. You may also ask a court for more time to pay.`,
        '',
        `Template ${defaultV1.id} version ${defaultV1.version}.`,
      ].join('\n'),
    };
  },
};

export const ARREARS_NOTICE_TEMPLATE = arrearsV1;
export const DEFAULT_NOTICE_TEMPLATE = defaultV1;

/** A notice in the borrower's language, followed by the same notice in English when that is another. */
export function noticeDocument<F>(template: NoticeTemplate<F>, figures: F, lang: Language): RenderedNotice {
  const own = template.render(figures, lang);
  if (lang === 'en') return own;
  const english = template.render(figures, 'en');
  return {
    subject: `${own.subject} / ${english.subject}`,
    body: `${own.body}\n\n— English —\n\n${english.body}`,
  };
}

export const noticeTemplates: Record<StatutoryNoticeKind, { id: string; version: number }> = {
  ARREARS_S86B: { id: arrearsV1.id, version: arrearsV1.version },
  DEFAULT_S87: { id: defaultV1.id, version: defaultV1.version },
};
