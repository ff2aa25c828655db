import type { CatalogPart } from './catalog-types';

/** Repayments, the operator's decisions and the notifications they send. */
export const repaymentMessages: CatalogPart = {
  'repayment.submitted': {
    en: 'Submitted successfully, waiting for review',
    cn: '提交成功，等待审核',
    tw: '提交成功，等待審核',
  },
  'repayment.target.required': {
    en: 'Choose the bills to repay, or the early settlement of a loan',
    cn: '请选择要还款的账单，或选择提前结清贷款',
    tw: '請選擇要還款的帳單，或選擇提前結清貸款',
  },
  'repayment.nothingOpen': {
    en: 'There is nothing left to repay on this loan',
    cn: '这笔贷款已没有待还款项',
    tw: '這筆貸款已沒有待還款項',
  },
  'repayment.oneLoan': {
    en: 'One repayment can only cover bills of one loan',
    cn: '一次还款只能包含同一笔贷款的账单',
    tw: '一次還款只能包含同一筆貸款的帳單',
  },
  'repayment.bill.repaid': {
    en: 'This bill has already been repaid',
    cn: '该账单已还清',
    tw: '該帳單已還清',
  },
  'repayment.bill.cancelled': {
    en: 'This bill is no longer owed because the agreement was withdrawn. Please repay the withdrawal bill instead',
    cn: '合同已撤回，该账单无需再还，请改为归还撤回结清账单',
    tw: '合約已撤回，該帳單無需再還，請改為歸還撤回結清帳單',
  },
  'repayment.bill.pending': {
    en: 'A repayment of this bill is already waiting for review',
    cn: '该账单已有一笔还款正在等待审核',
    tw: '該帳單已有一筆還款正在等待審核',
  },
  'repayment.voucher.used': {
    en: 'This voucher has already been used for a repayment. Please upload the voucher of this payment',
    cn: '该凭证已用于一笔还款，请上传本次付款的凭证',
    tw: '該憑證已用於一筆還款，請上傳本次付款的憑證',
  },
  'repayment.notPending': {
    en: 'This repayment has already been reviewed',
    cn: '该笔还款已审核',
    tw: '該筆還款已審核',
  },
  'repayment.reason.required': {
    en: 'Please give a reason',
    cn: '请填写原因',
    tw: '請填寫原因',
  },
  'notify.repayment.confirmed.title': {
    en: 'Repayment confirmed',
    cn: '还款已确认',
    tw: '還款已確認',
  },
  'notify.repayment.confirmed.body': {
    en: 'We have received your repayment of {amount}. Thank you.',
    cn: '我们已收到您的还款 {amount}，谢谢。',
    tw: '我們已收到您的還款 {amount}，謝謝。',
  },
  'notify.repayment.refused.title': {
    en: 'Repayment not confirmed',
    cn: '还款未获确认',
    tw: '還款未獲確認',
  },
  'notify.repayment.refused.body': {
    en: 'We could not confirm your repayment of {amount}: {reason}. The bills are open again.',
    cn: '我们无法确认您的还款 {amount}：{reason}。相关账单已重新变为待还款。',
    tw: '我們無法確認您的還款 {amount}：{reason}。相關帳單已重新變為待還款。',
  },
  'operator.done': { en: 'Done', cn: '操作成功', tw: '操作成功' },
  'kyc.notPending': {
    en: 'These identity details are not waiting for review',
    cn: '该实名信息不在待审核状态',
    tw: '該實名資訊不在待審核狀態',
  },
  'notify.kyc.VERIFIED.title': { en: 'Identity verified', cn: '实名认证已通过', tw: '實名認證已通過' },
  'notify.kyc.VERIFIED.body': {
    en: 'Your identity details have been checked and verified.',
    cn: '您的实名信息已审核通过。',
    tw: '您的實名資訊已審核通過。',
  },
  'notify.kyc.REJECTED.title': {
    en: 'Identity not verified',
    cn: '实名认证未通过',
    tw: '實名認證未通過',
  },
  'notify.kyc.REJECTED.body': {
    en: 'We could not verify your identity details: {reason}. Please check them and submit again.',
    cn: '您的实名信息未通过审核：{reason}。请核对后重新提交。',
    tw: '您的實名資訊未通過審核：{reason}。請核對後重新提交。',
  },
  'operator.itemChanged': {
    en: 'This item has changed since you opened it: reload it and decide again',
    cn: '您打开此事项后它已发生变化：请刷新后重新处理',
    tw: '您開啟此事項後它已有變動：請重新整理後再處理',
  },
  'operator.itemChangedBy': {
    en: '{email} dealt with this item at {time}, after you opened it: reload it to see what changed',
    cn: '{email} 已于 {time} 处理了此事项（在您打开之后）：请刷新查看变化',
    tw: '{email} 已於 {time} 處理了此事項（在您開啟之後）：請重新整理查看變動',
  },
  'payout.notSigned': {
    en: 'This loan is not signed and waiting for its money',
    cn: '该借款不是已签约待放款状态',
    tw: '該借款不是已簽約待撥款狀態',
  },
  'payout.secondApprovalNotNeeded': {
    en: 'This payout is within one operator’s limit: send it directly',
    cn: '此笔放款在单人审批额度内：可直接放款',
    tw: '此筆撥款在單人審核額度內：可直接撥款',
  },
  'payout.alreadyReady': {
    en: 'This payout is already marked ready',
    cn: '此笔放款已标记为可放款',
    tw: '此筆撥款已標記為可撥款',
  },
  'payout.secondApprovalRequired': {
    en: 'This payout needs two operators: mark it ready first, then another operator sends it',
    cn: '此笔放款需两位操作员：请先标记为可放款，再由另一位操作员放款',
    tw: '此筆撥款需兩位操作員：請先標記為可撥款，再由另一位操作員撥款',
  },
  'payout.sameOperator': {
    en: 'You marked this payout ready: a different operator must send it',
    cn: '此笔放款由您标记为可放款：须由另一位操作员放款',
    tw: '此筆撥款由您標記為可撥款：須由另一位操作員撥款',
  },
  'field.payoutReference': { en: 'transaction reference', cn: '交易编号', tw: '交易編號' },
  'field.statedAmount': { en: 'amount you sent', cn: '您转出的金额', tw: '您轉出的金額' },
  'field.transferReference': { en: 'transaction reference', cn: '交易编号', tw: '交易編號' },
  'reason.withWords': { en: '{reason}: {words}', cn: '{reason}：{words}', tw: '{reason}：{words}' },
  'reason.decline.affordability': {
    en: 'The loan would cost more than you can comfortably repay',
    cn: '该借款的还款额超出您可轻松承受的范围',
    tw: '該借款的還款額超出您可輕鬆負擔的範圍',
  },
  'reason.decline.incomeUnverified': {
    en: 'We could not verify your income',
    cn: '我们无法核实您的收入',
    tw: '我們無法核實您的收入',
  },
  'reason.decline.detailsInconsistent': {
    en: 'The details in your application do not match each other or your documents',
    cn: '您申请中的信息前后不一致或与证件不符',
    tw: '您申請中的資訊前後不一致或與證件不符',
  },
  'reason.decline.employmentUnsettled': {
    en: 'Your work or income is not settled enough yet',
    cn: '您的工作或收入尚不够稳定',
    tw: '您的工作或收入尚不夠穩定',
  },
  'reason.decline.other': { en: 'Another reason', cn: '其他原因', tw: '其他原因' },
  'reason.kyc.photoUnreadable': {
    en: 'The ID photos cannot be read clearly',
    cn: '证件照片无法清晰辨认',
    tw: '證件照片無法清晰辨識',
  },
  'reason.kyc.detailsMismatch': {
    en: 'The name, date of birth or ID number does not match the document',
    cn: '姓名、出生日期或证件号码与证件不符',
    tw: '姓名、出生日期或證件號碼與證件不符',
  },
  'reason.kyc.documentExpired': { en: 'The document has expired', cn: '证件已过期', tw: '證件已過期' },
  'reason.kyc.documentUnsupported': {
    en: 'This kind of document cannot be accepted',
    cn: '不接受此类证件',
    tw: '不接受此類證件',
  },
  'reason.kyc.other': { en: 'Another reason', cn: '其他原因', tw: '其他原因' },
  'reason.refusal.voucherUnreadable': {
    en: 'The voucher cannot be read clearly',
    cn: '还款凭证无法清晰辨认',
    tw: '還款憑證無法清晰辨識',
  },
  'reason.refusal.amountMismatch': {
    en: 'The amount on the voucher does not match what is due',
    cn: '凭证上的金额与应还金额不符',
    tw: '憑證上的金額與應還金額不符',
  },
  'reason.refusal.paymentNotReceived': {
    en: 'We have not received this payment',
    cn: '我们尚未收到这笔款项',
    tw: '我們尚未收到這筆款項',
  },
  'reason.refusal.referenceMismatch': {
    en: 'The transfer reference does not match a payment to our address',
    cn: '转账编号与向我们地址的付款不符',
    tw: '轉帳編號與向我們地址的付款不符',
  },
  'reason.refusal.other': { en: 'Another reason', cn: '其他原因', tw: '其他原因' },
  'config.code.unknown': {
    en: 'There is no setting with this code',
    cn: '不存在该配置项',
    tw: '不存在該設定項',
  },
  'config.amount.invalid': {
    en: 'An amount must be a whole positive number of pence',
    cn: '金额必须为正整数（以便士计）',
    tw: '金額必須為正整數（以便士計）',
  },
  'config.amount.order': {
    en: 'The minimum amount must be less than the maximum amount',
    cn: '最低金额必须小于最高金额',
    tw: '最低金額必須小於最高金額',
  },
  'config.rate.invalid': {
    en: 'A rate must be a decimal between 0 and 1, such as 0.099',
    cn: '利率必须是 0 到 1 之间的小数，例如 0.099',
    tw: '利率必須是 0 到 1 之間的小數，例如 0.099',
  },
  'config.share.invalid': {
    en: 'A share of income must be a decimal above 0 and at most 1, such as 0.2',
    cn: '收入占比必须是大于 0 且不超过 1 的小数，例如 0.2',
    tw: '收入占比必須是大於 0 且不超過 1 的小數，例如 0.2',
  },
  'config.mode.invalid': {
    en: 'The decision mode must be auto or manual',
    cn: '审批方式必须为 auto（自动）或 manual（人工）',
    tw: '審批方式必須為 auto（自動）或 manual（人工）',
  },
  'config.allocation.invalid': {
    en: 'The allocation order must be one the servicing supports, such as BILL_BY_BILL:OVERDUE_INTEREST,INTEREST,PRINCIPAL',
    cn: '还款分配顺序必须是系统支持的顺序，例如 BILL_BY_BILL:OVERDUE_INTEREST,INTEREST,PRINCIPAL',
    tw: '還款分配順序必須是系統支援的順序，例如 BILL_BY_BILL:OVERDUE_INTEREST,INTEREST,PRINCIPAL',
  },
  'config.buckets.invalid': {
    en: 'Delinquency buckets must be the days each starts on, whole numbers rising strictly from 1, such as 1,30,60,90',
    cn: '逾期分组必须是每组起始的天数，从 1 开始严格递增的整数，例如 1,30,60,90',
    tw: '逾期分組必須是每組起始的天數，從 1 開始嚴格遞增的整數，例如 1,30,60,90',
  },
  'config.aprCap': {
    en: 'With this value the APR of {method} would be {apr}%, above the {cap}% cap',
    cn: '按此数值，{method} 的年化利率（APR）将为 {apr}%，超过 {cap}% 的上限',
    tw: '按此數值，{method} 的年化利率（APR）將為 {apr}%，超過 {cap}% 的上限',
  },
};
