import type { CatalogPart } from './catalog-types';

/** The complaints register (issue 38 §4, decision 108): its fields and the rules' refusals. */
export const complaintMessages: CatalogPart = {
  'complaint.received': {
    en: 'We have your complaint',
    cn: '我们已收到您的投诉',
    tw: '我們已收到您的投訴',
  },
  'field.complaintName': { en: 'your name', cn: '您的姓名', tw: '您的姓名' },
  'field.complaintEmail': { en: 'your e-mail address', cn: '您的电子邮箱', tw: '您的電子郵件地址' },
  'field.complaintPhone': { en: 'phone number', cn: '电话号码', tw: '電話號碼' },
  'field.complaintLoan': { en: 'loan number', cn: '借款编号', tw: '借款編號' },
  'field.complaintWhat': { en: 'what happened', cn: '发生了什么', tw: '發生了什麼' },
  'field.complaintWanted': {
    en: 'what you would like us to do',
    cn: '您希望我们怎么做',
    tw: '您希望我們怎麼做',
  },
  'field.complaintChannel': { en: 'how it reached us', cn: '投诉渠道', tw: '投訴管道' },
  'field.complaintReceivedOn': { en: 'the day it reached us', cn: '收到日期', tw: '收到日期' },
  'field.complaintReceivedTime': {
    en: 'the time it reached us (HH:MM)',
    cn: '收到时间（时:分）',
    tw: '收到時間（時:分）',
  },
  'field.complaintNote': { en: 'note', cn: '备注', tw: '備註' },
  'field.complaintAnswer': { en: 'answer', cn: '答复', tw: '答覆' },
  'field.complaintOutcome': { en: 'the outcome', cn: '结论', tw: '結論' },
  'field.complaintRedress': { en: 'redress amount', cn: '补偿金额', tw: '補償金額' },
  'complaint.alreadyAnswered': {
    en: 'This complaint has already been answered: an answer is sent once',
    cn: '此投诉已答复：答复只能发送一次',
    tw: '此投訴已答覆：答覆只能發送一次',
  },
  'complaint.summaryTooLate': {
    en: 'The three business days for a summary resolution ended on {summaryBy}: send a final response instead',
    cn: '简易解决的三个工作日已于{summaryBy}结束：请改为发送最终答复',
    tw: '簡易解決的三個工作日已於{summaryBy}結束：請改為發送最終答覆',
  },
  'complaint.notAcknowledgeable': {
    en: 'This complaint has already been acknowledged',
    cn: '此投诉已确认收到',
    tw: '此投訴已確認收到',
  },
  'complaint.notClosable': {
    en: 'Only an answered complaint can be closed, and only once',
    cn: '只有已答复的投诉才能结案，且只能结案一次',
    tw: '只有已答覆的投訴才能結案，且只能結案一次',
  },
  'complaint.closed': {
    en: 'This complaint is closed',
    cn: '此投诉已结案',
    tw: '此投訴已結案',
  },
  'complaint.receivedInFuture': {
    en: 'The day it reached us cannot be after today’s business date',
    cn: '收到日期不能晚于今天的营业日期',
    tw: '收到日期不能晚於今天的營業日期',
  },
  'complaint.redressOnRejected': {
    en: 'A complaint we do not uphold has no redress: set the amount to 0 or choose another outcome',
    cn: '不支持的投诉没有补偿：请将金额设为 0 或选择其他结论',
    tw: '不支持的投訴沒有補償：請將金額設為 0 或選擇其他結論',
  },
  'complaint.unknownLoan': {
    en: 'That is not one of your loans',
    cn: '这不是您的借款',
    tw: '這不是您的借款',
  },
  'complaint.noContact': {
    en: 'Give an e-mail address or a phone number so that we can answer',
    cn: '请提供电子邮箱或电话号码，以便我们答复',
    tw: '請提供電子郵件地址或電話號碼，以便我們答覆',
  },
  'complaint.keyReused': {
    en: 'This form was already sent with other words: reload the page and send it again',
    cn: '此表单已以其他内容提交：请重新加载页面后再提交',
    tw: '此表單已以其他內容提交：請重新載入頁面後再提交',
  },
};
