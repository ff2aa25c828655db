import type { CatalogPart } from './catalog-types';

/**
 * Borrowers in difficulty (issue 36): the operators' refusals on the Hardship queue, and the messages a
 * request, an offer and an arrangement send (the request's fields and the rules' refusals are in
 * forbearance-messages.ts).
 */

/** The free debt-advice services a request's messages and the variation document name: names and public routes only. */
export const hardshipAdvice = {
  en: 'Free, independent debt advice: MoneyHelper (moneyhelper.org.uk, 0800 138 7777), StepChange Debt Charity (stepchange.org, 0800 138 1111) and National Debtline (nationaldebtline.org, 0808 808 4000).',
  cn: '免费的独立债务咨询：MoneyHelper（moneyhelper.org.uk，0800 138 7777）、StepChange Debt Charity（stepchange.org，0800 138 1111）和 National Debtline（nationaldebtline.org，0808 808 4000）。',
  tw: '免費的獨立債務諮詢：MoneyHelper（moneyhelper.org.uk，0800 138 7777）、StepChange Debt Charity（stepchange.org，0800 138 1111）和 National Debtline（nationaldebtline.org，0808 808 4000）。',
} as const;
const advice = hardshipAdvice;

export const hardshipMessages: CatalogPart = {
  'hardship.notOpen': {
    en: 'This request is no longer waiting for an answer: refresh to see what has happened to it',
    cn: '此申请已不在等待答复：请刷新查看其最新状态',
    tw: '此申請已不在等待答覆：請重新整理查看其最新狀態',
  },
  'hardship.offerOut': {
    en: 'An offer on this request is waiting: withdraw it first',
    cn: '此申请有一个待处理的方案，请先撤回',
    tw: '此申請有一個待處理的方案，請先撤回',
  },
  'hardship.waiverPending': {
    en: 'A waiver on this request is waiting for a second operator: approve or withdraw it first',
    cn: '此申请有一项减免等待第二位操作员批准，请先批准或撤回',
    tw: '此申請有一項減免等待第二位操作員核准，請先核准或撤回',
  },
  'hardship.sameOperator': {
    en: 'A different operator must approve this: you made it',
    cn: '此项须由另一位操作员批准：您是发起人',
    tw: '此項須由另一位操作員核准：您是發起人',
  },
  'hardship.nothingToApprove': {
    en: 'There is nothing waiting for approval here: refresh to see where it stands',
    cn: '此处没有待批准的事项，请刷新查看最新状态',
    tw: '此處沒有待核准的事項，請重新整理查看最新狀態',
  },
  'hardship.offerNotLive': {
    en: 'This offer is no longer open: refresh to see where it stands',
    cn: '此方案已不再有效，请刷新查看最新状态',
    tw: '此方案已不再有效，請重新整理查看最新狀態',
  },
  'hardship.waiverTooLarge': {
    en: 'Waive at most {max}: that is the overdue interest outstanding',
    cn: '减免金额最多为{max}，即尚欠的逾期利息',
    tw: '減免金額最多為{max}，即尚欠的逾期利息',
  },
  'hardship.arrangementBroken': {
    en: 'Arrangement broken: a payment due under it on {brokenOn} was missed (hardship request {requestId})',
    cn: '还款安排已中止：安排下{brokenOn}到期的还款未还（帮助申请{requestId}）',
    tw: '還款安排已中止：安排下{brokenOn}到期的還款未還（協助申請{requestId}）',
  },

  'bill.rescheduled': {
    en: 'Replaced by the payments of an arrangement',
    cn: '已由还款安排的新还款取代',
    tw: '已由還款安排的新還款取代',
  },
  'bill.arrangement': {
    en: 'A payment of an arrangement you accepted',
    cn: '您接受的还款安排中的一期还款',
    tw: '您接受的還款安排中的一期還款',
  },

  'notify.hardship.received.title': {
    en: 'We have your request for help',
    cn: '我们已收到您的帮助申请',
    tw: '我們已收到您的協助申請',
  },
  'notify.hardship.received.body': {
    en: `Thank you for telling us about your situation with loan {contractNumber}. A member of our team will look at it and answer by {answerBy}. While we do, we will not press you for payment or send a default notice. ${advice.en}`,
    cn: `感谢您告知借款{contractNumber}的情况。我们的团队成员会审阅并在{answerBy}前答复。在此期间，我们不会催收，也不会发出违约通知。${advice.cn}`,
    tw: `感謝您告知借款{contractNumber}的情況。我們的團隊成員會審閱並在{answerBy}前答覆。在此期間，我們不會催收，也不會發出違約通知。${advice.tw}`,
  },
  'notify.hardship.offer.title': {
    en: 'An arrangement is ready for you to read',
    cn: '还款安排方案已可查看',
    tw: '還款安排方案已可查看',
  },
  'notify.hardship.offer.body': {
    en: 'We have worked out an arrangement for loan {contractNumber}. Read the old and new payments side by side, and accept or decline it by {expiresOn}. Nothing changes until you accept.',
    cn: '我们为借款{contractNumber}制定了还款安排。请对照查看新旧还款，并在{expiresOn}前接受或拒绝。在您接受之前一切不变。',
    tw: '我們為借款{contractNumber}制定了還款安排。請對照查看新舊還款，並在{expiresOn}前接受或拒絕。在您接受之前一切不變。',
  },
  'notify.hardship.declined.title': {
    en: 'About your request for help',
    cn: '关于您的帮助申请',
    tw: '關於您的協助申請',
  },
  'notify.hardship.declined.body': {
    en: `We have looked at your request for help with loan {contractNumber} and cannot offer an arrangement now: {reason}. Your payments stay as they were. If things change, you can ask again at any time, and we are here to talk. ${advice.en}`,
    cn: `我们已审阅您就借款{contractNumber}提出的帮助申请，目前无法提供还款安排：{reason}。您的还款保持不变。如情况有变，您可以随时再次申请，我们也随时愿意与您沟通。${advice.cn}`,
    tw: `我們已審閱您就借款{contractNumber}提出的協助申請，目前無法提供還款安排：{reason}。您的還款保持不變。如情況有變，您可以隨時再次申請，我們也隨時願意與您溝通。${advice.tw}`,
  },
  'notify.hardship.waived.title': {
    en: 'We have waived overdue interest',
    cn: '我们已减免逾期利息',
    tw: '我們已減免逾期利息',
  },
  'notify.hardship.waived.body': {
    en: 'In answer to your request for help, we have waived {amount} of overdue interest on loan {contractNumber}. You do not owe it any more. The rest of your payments stay as they were.',
    cn: '根据您的帮助申请，我们已减免借款{contractNumber}的逾期利息{amount}，您无需再支付这部分款项。其余还款保持不变。',
    tw: '根據您的協助申請，我們已減免借款{contractNumber}的逾期利息{amount}，您無需再支付這部分款項。其餘還款保持不變。',
  },
  'notify.hardship.accepted.title': {
    en: 'Your arrangement is in place',
    cn: '您的还款安排已生效',
    tw: '您的還款安排已生效',
  },
  'notify.hardship.accepted.body': {
    en: 'You accepted the arrangement for loan {contractNumber}. Your new schedule is on the loan page: the next payment is {amount}, due on {dueDate}. If you cannot keep to it, tell us before a payment is missed.',
    cn: '您已接受借款{contractNumber}的还款安排。新的还款计划可在借款页面查看：下一期为{amount}，于{dueDate}到期。如无法按安排还款，请在逾期之前告诉我们。',
    tw: '您已接受借款{contractNumber}的還款安排。新的還款計畫可在借款頁面查看：下一期為{amount}，於{dueDate}到期。如無法按安排還款，請在逾期之前告訴我們。',
  },
  'notify.hardship.broken.title': {
    en: 'A payment under your arrangement was missed',
    cn: '还款安排下有一期未还',
    tw: '還款安排下有一期未還',
  },
  'notify.hardship.broken.body': {
    en: `A payment due on {brokenOn} under the arrangement for loan {contractNumber} was not made, so the arrangement has ended. Please contact us as soon as you can: we will talk about what you can pay. You can also ask for help again from the app. ${advice.en}`,
    cn: `借款{contractNumber}的还款安排下于{brokenOn}到期的一期未还，该安排已终止。请尽快联系我们，我们会与您商量能还多少。您也可以在应用内再次申请帮助。${advice.cn}`,
    tw: `借款{contractNumber}的還款安排下於{brokenOn}到期的一期未還，該安排已終止。請盡快與我們聯絡，我們會與您商量能還多少。您也可以在應用程式內再次申請協助。${advice.tw}`,
  },
};
