import type { CatalogPart } from './catalog-types';

/**
 * Collections (the Arrears queue, a loan's case, promises to pay, charge-off): the fields an operator fills
 * in, the refusals, and what a borrower is told when their loan is charged off.
 */
export const collectionsMessages: CatalogPart = {
  'field.contactAt': { en: 'time of the contact', cn: '联系时间', tw: '聯絡時間' },
  'field.contactChannel': { en: 'contact channel', cn: '联系方式', tw: '聯絡方式' },
  'field.contactDirection': { en: 'who made the contact', cn: '联系发起方', tw: '聯絡發起方' },
  'field.contactSummary': { en: 'what was said', cn: '沟通内容', tw: '溝通內容' },
  'field.contactOutcome': { en: 'outcome', cn: '联系结果', tw: '聯絡結果' },
  'field.promisedOn': { en: 'promised payment date', cn: '承诺还款日期', tw: '承諾還款日期' },
  'field.promiseAmount': { en: 'promised amount', cn: '承诺还款金额', tw: '承諾還款金額' },
  'field.nextActionOn': { en: 'next action date', cn: '下次跟进日期', tw: '下次跟進日期' },
  'field.nextActionNote': { en: 'next action note', cn: '下次跟进备注', tw: '下次跟進備註' },
  'field.chargeOffReason': { en: 'reason for the charge-off', cn: '核销原因', tw: '核銷原因' },
  'collections.noOpenCase': {
    en: 'This loan has no open collection case: it is not in arrears.',
    cn: '该笔借款没有进行中的催收案件：目前没有逾期欠款。',
    tw: '該筆借款沒有進行中的催收案件：目前沒有逾期欠款。',
  },
  'collections.dateBeforeBusinessDate': {
    en: 'Choose {date} (the business date) or a later day.',
    cn: '请选择{date}（当前营业日期）或之后的日期。',
    tw: '請選擇{date}（目前營業日期）或之後的日期。',
  },
  'chargeOff.already': {
    en: 'This loan has already been charged off.',
    cn: '该笔借款已经核销。',
    tw: '該筆借款已經核銷。',
  },
  'chargeOff.notRunning': {
    en: 'Only a loan that is being repaid can be charged off.',
    cn: '只能核销正在还款中的借款。',
    tw: '只能核銷正在還款中的借款。',
  },
  'chargeOff.noDefaultNotice': {
    en: 'A loan can only be charged off after a default notice has been sent and its remedy date has passed unpaid.',
    cn: '须先发出违约通知，且纠正期限届满仍未还款，才能核销该笔借款。',
    tw: '須先寄出違約通知，且糾正期限屆滿仍未還款，才能核銷該筆借款。',
  },
  'chargeOff.remedyNotPassed': {
    en: 'The default notice’s remedy date, {remedyDate}, has not passed yet: the loan can be charged off from the day after it, if it is still unpaid.',
    cn: '违约通知的纠正期限（{remedyDate}）尚未届满：若届时仍未还款，可从次日起核销。',
    tw: '違約通知的糾正期限（{remedyDate}）尚未屆滿：若屆時仍未還款，可從次日起核銷。',
  },
  'chargeOff.remedied': {
    en: 'The sum in the default notice was paid by its remedy date, so the loan cannot be charged off on that notice.',
    cn: '违约通知所列金额已在纠正期限内付清，不能据此通知核销该笔借款。',
    tw: '違約通知所列金額已在糾正期限內付清，不能據此通知核銷該筆借款。',
  },
  'chargeOff.noArrears': {
    en: 'The loan is no longer in arrears, so it cannot be charged off.',
    cn: '该笔借款已无逾期欠款，不能核销。',
    tw: '該筆借款已無逾期欠款，不能核銷。',
  },
  'chargeOff.alreadyRequested': {
    en: 'A charge-off of this loan has already been asked for and is waiting for a second operator.',
    cn: '该笔借款的核销申请已提交，正在等待另一位操作员确认。',
    tw: '該筆借款的核銷申請已提交，正在等待另一位操作員確認。',
  },
  'chargeOff.nothingToConfirm': {
    en: 'There is no charge-off of this loan waiting for confirmation.',
    cn: '该笔借款没有待确认的核销申请。',
    tw: '該筆借款沒有待確認的核銷申請。',
  },
  'chargeOff.sameOperator': {
    en: 'A different operator must confirm this charge-off: you asked for it.',
    cn: '此核销须由另一位操作员确认：申请人不能确认自己的申请。',
    tw: '此核銷須由另一位操作員確認：申請人不能確認自己的申請。',
  },
  'loan.status.CHARGED_OFF': { en: 'Charged off', cn: '已核销', tw: '已核銷' },
  'notify.loan.CHARGED_OFF.title': { en: 'Loan charged off', cn: '借款已核销', tw: '借款已核銷' },
  'notify.loan.CHARGED_OFF.body': {
    en: 'Loan {contractNumber} has been charged off after the default notice’s remedy date passed. What is left is still owed; any payment you make is recorded against it.',
    cn: '由于违约通知的纠正期限已过，借款{contractNumber}已被核销。剩余欠款仍需偿还，您之后的任何还款都会计入该笔借款。',
    tw: '由於違約通知的糾正期限已過，借款{contractNumber}已被核銷。剩餘欠款仍需償還，您之後的任何還款都會計入該筆借款。',
  },
};
