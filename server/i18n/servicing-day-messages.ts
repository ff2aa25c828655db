import type { CatalogPart } from './catalog-types';

/**
 * The business date, close of business and statutory notices (server/modules/servicing): refusals and the
 * in-app messages that tell a borrower a notice has been sent (the notice itself is its own document).
 */
export const servicingDayMessages: CatalogPart = {
  'businessDate.production': {
    en: 'In production the business date follows the clock and cannot be moved.',
    cn: '生产环境中的营业日期跟随时钟，不能手动调整。',
    tw: '正式環境中的營業日期跟隨時鐘，不能手動調整。',
  },
  'businessDate.notForward': {
    en: 'The business date can only move forward: choose a date after {current}.',
    cn: '营业日期只能向后调整：请选择{current}之后的日期。',
    tw: '營業日期只能向後調整：請選擇{current}之後的日期。',
  },
  'businessDate.tooFar': {
    en: 'Move the business date at most {days} days at a time: choose a date no later than {latest}.',
    cn: '营业日期每次最多调整{days}天：请选择不晚于{latest}的日期。',
    tw: '營業日期每次最多調整{days}天：請選擇不晚於{latest}的日期。',
  },
  'notice.default.remedyTooSoon': {
    en: 'The remedy date must be at least 14 days after the notice is sent, on a working day: {earliest} or later.',
    cn: '纠正违约的期限须在通知发出后至少14天，且为工作日：请选择{earliest}或之后的日期。',
    tw: '糾正違約的期限須在通知寄出後至少14天，且為工作日：請選擇{earliest}或之後的日期。',
  },
  'notice.default.notRunning': {
    en: 'A default notice can only be sent on a loan that is being repaid.',
    cn: '只能对正在还款中的借款发出违约通知。',
    tw: '只能對正在還款中的借款寄出違約通知。',
  },
  'notice.default.forbearance': {
    en: 'No default notice may be sent while the borrower’s request for help is open or an arrangement is being kept: answer the request in the Hardship queue first.',
    cn: '借款人的帮助申请尚未答复或还款安排正在执行期间，不得发出违约通知：请先在困难援助队列中答复该申请。',
    tw: '借款人的協助申請尚未答覆或還款安排正在執行期間，不得寄出違約通知：請先在困難協助佇列中答覆該申請。',
  },
  'notice.default.noArrears': {
    en: 'This loan has nothing overdue on {date}, so there is no breach to put right.',
    cn: '截至{date}，这笔借款没有逾期款项，因此没有需要纠正的违约。',
    tw: '截至{date}，這筆借款沒有逾期款項，因此沒有需要糾正的違約。',
  },
  'notice.default.sumTooLarge': {
    en: 'The sum to put the breach right cannot be more than what is overdue on {date}: {arrears}.',
    cn: '纠正违约所需金额不能超过截至{date}的逾期金额：{arrears}。',
    tw: '糾正違約所需金額不能超過截至{date}的逾期金額：{arrears}。',
  },
  'field.businessDate': { en: 'business date', cn: '营业日期', tw: '營業日期' },
  'field.breach': { en: 'breach of the agreement', cn: '违约事项', tw: '違約事項' },
  'field.noticeSum': { en: 'sum to put the breach right', cn: '纠正违约所需金额', tw: '糾正違約所需金額' },
  'field.remedyDate': { en: 'remedy date', cn: '纠正违约的期限', tw: '糾正違約的期限' },
  'notify.notice.arrears.title': {
    en: 'Notice of sums in arrears',
    cn: '欠款通知',
    tw: '欠款通知',
  },
  'notify.notice.arrears.body': {
    en: 'Loan {contractNumber} is behind by {arrears} on {date}. We have sent you a formal notice of sums in arrears, with an information sheet, by e-mail. Please pay what you can, or contact us if you are struggling.',
    cn: '截至{date}，借款{contractNumber}逾期{arrears}。我们已通过电子邮件向您发送正式的欠款通知及欠款说明。请尽力还款；如有困难，请联系我们。',
    tw: '截至{date}，借款{contractNumber}逾期{arrears}。我們已透過電子郵件向您寄送正式的欠款通知及欠款說明。請盡力還款；如有困難，請與我們聯絡。',
  },
  'notify.notice.default.title': {
    en: 'Default notice',
    cn: '违约通知',
    tw: '違約通知',
  },
  'notify.notice.default.body': {
    en: 'We have sent you a default notice for loan {contractNumber} by e-mail. To put things right, pay {sum} on or before {remedyDate}. Please contact us straight away if you cannot.',
    cn: '我们已通过电子邮件向您发送借款{contractNumber}的违约通知。请在{remedyDate}或之前还款{sum}以纠正违约；如无法做到，请立即联系我们。',
    tw: '我們已透過電子郵件向您寄送借款{contractNumber}的違約通知。請在{remedyDate}或之前還款{sum}以糾正違約；如無法做到，請立即與我們聯絡。',
  },
};
