import type { CatalogPart } from './catalog-types';

/**
 * A borrower in difficulty (issue 36, decision 103): the request's fields, the arrangement's terms, and the
 * refusals of domain/forbearance. Field names are lower case: they are set into "Please enter …".
 */
export const forbearanceMessages: CatalogPart = {
  'field.whatChanged': { en: 'what has changed', cn: '发生了什么变化', tw: '發生了什麼變化' },
  'field.hardshipDetails': { en: 'more about what happened', cn: '具体情况', tw: '具體情況' },
  'field.hardshipSince': { en: 'since when', cn: '开始日期', tw: '開始日期' },
  'field.monthlyIncome': { en: 'monthly income', cn: '每月收入', tw: '每月收入' },
  'field.spendHousing': {
    en: 'housing (rent or mortgage)',
    cn: '住房（房租或房贷）',
    tw: '住房（房租或房貸）',
  },
  'field.spendCouncilTax': { en: 'Council Tax', cn: '市政税', tw: '市政稅' },
  'field.spendEnergy': { en: 'energy', cn: '水电燃气', tw: '水電燃氣' },
  'field.spendFood': { en: 'food', cn: '食品', tw: '食品' },
  'field.spendTransport': { en: 'transport', cn: '交通', tw: '交通' },
  'field.spendOtherCredit': { en: 'other credit', cn: '其他借款还款', tw: '其他借款還款' },
  'field.spendOther': { en: 'other essentials', cn: '其他必要开支', tw: '其他必要開支' },
  'field.canPay': { en: 'what you could pay each month', cn: '您每月能还的金额', tw: '您每月能還的金額' },
  'field.reducedPayment': { en: 'reduced monthly payment', cn: '减少后的月还款额', tw: '減少後的月還款額' },
  'field.waiveAmount': { en: 'amount to waive', cn: '减免金额', tw: '減免金額' },
  'field.waiveReason': { en: 'reason for the waiver', cn: '减免原因', tw: '減免原因' },
  'field.hardshipDeclineReason': { en: 'reason for declining', cn: '拒绝原因', tw: '拒絕原因' },
  'forbearance.loanNotRunning': {
    en: 'This loan has nothing left to re-plan: it is settled, charged off or not yet paid out',
    cn: '这笔借款已无可调整的还款：已结清、已核销或尚未放款',
    tw: '這筆借款已無可調整的還款：已結清、已核銷或尚未撥款',
  },
  'forbearance.termTooLong': {
    en: 'This would take the loan past 60 months from its payout',
    cn: '这样会使借款期限超过放款后 60 个月',
    tw: '這樣會使借款期限超過撥款後 60 個月',
  },
  'forbearance.extensionNotLonger': {
    en: 'An extension must give more monthly payments than the loan has left',
    cn: '延期后的月供期数必须多于目前剩余的期数',
    tw: '延期後的月付期數必須多於目前剩餘的期數',
  },
  'forbearance.holidayMonths': {
    en: 'A payment holiday is 1, 2 or 3 months',
    cn: '还款假期为 1、2 或 3 个月',
    tw: '還款假期為 1、2 或 3 個月',
  },
  'forbearance.reducedMonths': {
    en: 'A reduced-payment plan runs for 1 to 12 months',
    cn: '减少还款计划为期 1 至 12 个月',
    tw: '減少還款計畫為期 1 至 12 個月',
  },
  'forbearance.reducedPayment': {
    en: 'The reduced payment must be more than zero and less than the regular payment',
    cn: '减少后的还款额必须大于零且低于正常月供',
    tw: '減少後的還款額必須大於零且低於正常月付',
  },
  'forbearance.nothingToSpreadOver': {
    en: 'No payments are left after the reduced months to spread the rest over: extend the term instead',
    cn: '减少还款期之后没有剩余的还款期可分摊余额，请改为延长期限',
    tw: '減少還款期之後沒有剩餘的還款期可分攤餘額，請改為延長期限',
  },
  'forbearance.wholePounds': {
    en: 'Please enter whole pounds, without pence',
    cn: '请输入整数英镑，不含便士',
    tw: '請輸入整數英鎊，不含便士',
  },
  'forbearance.spendingOverIncome': {
    en: 'Your spending adds up to more than ten times this income: please check the figures',
    cn: '您的开支合计超过这项收入的十倍，请核对数字',
    tw: '您的開支合計超過這項收入的十倍，請核對數字',
  },
  'forbearance.sinceInFuture': {
    en: 'Please give a date that is not in the future',
    cn: '日期不能晚于今天',
    tw: '日期不能晚於今天',
  },
  'forbearance.requestOpen': {
    en: 'You have already asked for help with this loan: we are looking at it and will answer by {answerBy}',
    cn: '您已为这笔借款申请过帮助，我们正在处理，将在{answerBy}前答复',
    tw: '您已為這筆借款申請過協助，我們正在處理，將在{answerBy}前答覆',
  },
  'forbearance.offerLapsed': {
    en: 'This offer is no longer open: please ask us again and we will look at it afresh',
    cn: '此方案已失效，请重新提出申请，我们会重新评估',
    tw: '此方案已失效，請重新提出申請，我們會重新評估',
  },
  'forbearance.arrangementInForce': {
    en: 'An arrangement is already in force on this loan',
    cn: '这笔借款已有生效中的还款安排',
    tw: '這筆借款已有生效中的還款安排',
  },
};
