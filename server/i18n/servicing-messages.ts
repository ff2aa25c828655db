import type { CatalogPart } from './catalog-types';

/** A loan's ledger: payments as received, refunds, reversals, the borrower's s94 choice. */
export const servicingMessages: CatalogPart = {
  'field.amountReceived': { en: 'amount received', cn: '实收金额', tw: '實收金額' },
  'field.receivedOn': { en: 'date received', cn: '到账日期', tw: '到帳日期' },
  'field.prepaymentMode': {
    en: 'how to use the credit',
    cn: '余款的使用方式',
    tw: '餘款的使用方式',
  },
  'servicing.reason.required': {
    en: 'Please give a reason',
    cn: '请填写原因',
    tw: '請填寫原因',
  },
  'servicing.amountInvalid': {
    en: 'The amount must be more than zero, in whole pence',
    cn: '金额必须大于零，且精确到便士',
    tw: '金額必須大於零，且精確到便士',
  },
  'servicing.beforePayout': {
    en: 'The date cannot be before the loan was paid out ({payoutOn})',
    cn: '日期不能早于放款日（{payoutOn}）',
    tw: '日期不能早於撥款日（{payoutOn}）',
  },
  'servicing.afterAsOf': {
    en: 'The date cannot be after today’s business date ({businessDate})',
    cn: '日期不能晚于当前营业日（{businessDate}）',
    tw: '日期不能晚於目前營業日（{businessDate}）',
  },
  'servicing.noPayout': {
    en: 'This loan has not been paid out, so there is nothing on its account yet',
    cn: '该贷款尚未放款，账户中暂无记录',
    tw: '該貸款尚未撥款，帳戶中暫無紀錄',
  },
  'servicing.payoutRepeated': {
    en: 'This loan has already been paid out',
    cn: '该贷款已放款',
    tw: '該貸款已撥款',
  },
  'servicing.payoutMismatch': {
    en: 'The payout does not match the loan’s agreement',
    cn: '放款金额与贷款合同不符',
    tw: '撥款金額與貸款合約不符',
  },
  'servicing.duplicateId': {
    en: 'This entry is already on the loan’s account',
    cn: '该记录已在贷款账户中',
    tw: '該紀錄已在貸款帳戶中',
  },
  'servicing.reversalUnknown': {
    en: 'There is no such entry on this loan’s account to reverse',
    cn: '该贷款账户中没有可冲正的此条记录',
    tw: '該貸款帳戶中沒有可沖正的此筆紀錄',
  },
  'servicing.reversalRepeated': {
    en: 'This entry has already been reversed',
    cn: '该记录已冲正',
    tw: '該紀錄已沖正',
  },
  'servicing.reversalNotAllowed': {
    en: 'A payout or a reversal cannot be reversed',
    cn: '放款记录和冲正记录不能冲正',
    tw: '撥款紀錄和沖正紀錄不能沖正',
  },
  'servicing.refundExceedsCredit': {
    en: 'A refund cannot be more than the credit held on the loan',
    cn: '退款金额不能超过贷款账户中的余款',
    tw: '退款金額不能超過貸款帳戶中的餘款',
  },
  'servicing.waiverExceedsDue': {
    en: 'A waiver cannot be more than is due',
    cn: '减免金额不能超过应还金额',
    tw: '減免金額不能超過應還金額',
  },
  'servicing.prepaymentExceedsCredit': {
    en: 'You can pay off at most the credit we hold for you',
    cn: '提前还本金额不能超过我们为您保留的余款',
    tw: '提前還本金額不能超過我們為您保留的餘款',
  },
  'servicing.prepaymentCoversLoan': {
    en: 'This would repay the whole loan: please ask for the early settlement figure instead',
    cn: '此金额已足以还清全部贷款，请改为申请提前结清',
    tw: '此金額已足以還清全部貸款，請改為申請提前結清',
  },
  'servicing.prepaymentMode': {
    en: 'This choice is not available for this loan’s repayment method',
    cn: '该还款方式不支持此选项',
    tw: '該還款方式不支援此選項',
  },
  'servicing.chargedOff': {
    en: 'This loan has been charged off',
    cn: '该贷款已核销',
    tw: '該貸款已核銷',
  },
  'servicing.notChargedOff': {
    en: 'A recovery can only be recorded on a loan that has been charged off',
    cn: '只有已核销的贷款才能记录追回款项',
    tw: '只有已核銷的貸款才能記錄追回款項',
  },
  'servicing.terms': {
    en: 'This loan’s terms cannot be serviced',
    cn: '该贷款的条款无法处理',
    tw: '該貸款的條款無法處理',
  },
  'servicing.buckets': {
    en: 'The arrears bands are not valid',
    cn: '逾期分档设置无效',
    tw: '逾期分檔設定無效',
  },
  'servicing.allocationOrder': {
    en: 'The order in which payments are applied is not valid',
    cn: '还款分配顺序设置无效',
    tw: '還款分配順序設定無效',
  },
  'servicing.loanSettled': {
    en: 'This loan is settled: an entry that would leave it owing again cannot be made',
    cn: '该贷款已结清，不能录入会使其再次欠款的记录',
    tw: '該貸款已結清，不能錄入會使其再次欠款的紀錄',
  },
  'bill.followsLedger': {
    en: 'Updated from the loan’s account',
    cn: '根据贷款账户更新',
    tw: '根據貸款帳戶更新',
  },
};
