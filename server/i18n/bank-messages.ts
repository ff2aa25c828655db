import type { CatalogPart } from './catalog-types';

/**
 * UK bank accounts as a payout destination (issue 35 §2, decision 099): the format of each field, the
 * Vocalink modulus check and the Confirmation of Payee outcomes, each worded for the field it is shown on.
 */
export const bankMessages: CatalogPart = {
  'bank.holderName.required': {
    en: 'Please enter the account holder’s name',
    cn: '请输入账户持有人姓名',
    tw: '請輸入帳戶持有人姓名',
  },
  'bank.holderName.format': {
    en: 'Enter the name on the account as the bank holds it, 2 to 70 letters',
    cn: '请按银行登记的账户名填写，2 至 70 个字母',
    tw: '請按銀行登記的帳戶名稱填寫，2 至 70 個字母',
  },
  'bank.sortCode.required': {
    en: 'Please enter the sort code',
    cn: '请输入银行分行代码',
    tw: '請輸入銀行分行代碼',
  },
  'bank.sortCode.format': {
    en: 'A sort code is 6 digits, such as 12-34-56',
    cn: '银行分行代码为 6 位数字，例如 12-34-56',
    tw: '銀行分行代碼為 6 位數字，例如 12-34-56',
  },
  'bank.accountNumber.required': {
    en: 'Please enter the account number',
    cn: '请输入账号',
    tw: '請輸入帳號',
  },
  'bank.accountNumber.format': {
    en: 'An account number is 8 digits, such as 31926819 (6 or 7 digits are filled with leading zeros; for a longer one ask your bank for the 8-digit number)',
    cn: '账号为 8 位数字，例如 31926819（6 或 7 位会在前面补零；更长的账号请向银行索取 8 位账号）',
    tw: '帳號為 8 位數字，例如 31926819（6 或 7 位會在前面補零；更長的帳號請向銀行索取 8 位帳號）',
  },
  'bank.accountNumber.modulus': {
    en: 'This account number does not belong with this sort code: please check both against your bank statement',
    cn: '此账号与该银行分行代码不符：请对照银行对账单核对两者',
    tw: '此帳號與該銀行分行代碼不符：請對照銀行對帳單核對兩者',
  },
  'bank.cop.closeMatch': {
    en: 'The bank holds the name {name} for this account: use that name, or correct the name you typed',
    cn: '银行登记的此账户名为 {name}：请使用该名称，或更正您填写的姓名',
    tw: '銀行登記的此帳戶名稱為 {name}：請使用該名稱，或更正您填寫的姓名',
  },
  'bank.cop.noMatch': {
    en: 'This name does not match the account: the bank holds a different name. Check the name, sort code and account number',
    cn: '此姓名与账户不符：银行登记的是另一个名称。请核对姓名、银行分行代码和账号',
    tw: '此姓名與帳戶不符：銀行登記的是另一個名稱。請核對姓名、銀行分行代碼和帳號',
  },
  'bank.cop.unavailable': {
    en: 'The name on this account could not be checked with the bank just now: try again later',
    cn: '目前无法向银行核对此账户的名称：请稍后再试',
    tw: '目前無法向銀行核對此帳戶的名稱：請稍後再試',
  },
  'payout.method.missing': {
    en: 'Add this way of being paid first',
    cn: '请先添加此收款方式',
    tw: '請先新增此收款方式',
  },
  'payout.bank.referenceRequired': {
    en: 'Enter the Faster Payments reference of the transfer you made',
    cn: '请输入您所做转账的快速支付参考号',
    tw: '請輸入您所做轉帳的快速支付參考號',
  },
  'payout.bank.noUsdt': {
    en: 'This payout goes to a UK bank account in pounds: it has no USDT amount or rate',
    cn: '此笔放款以英镑汇入英国银行账户：没有 USDT 金额或汇率',
    tw: '此筆撥款以英鎊匯入英國銀行帳戶：沒有 USDT 金額或匯率',
  },
  'contract.payoutBank.heading': {
    en: 'Where we pay the credit',
    cn: '借款发放账户',
    tw: '借款撥付帳戶',
  },
  'contract.payoutBank.text': {
    en: 'We pay the credit in pounds sterling by Faster Payments into the UK bank account you gave us: {name}, sort code {sortCode}, account number ending {last4}. This credit, its interest and every bill are in pounds sterling.',
    cn: '我们以英镑通过快速支付将借款汇入您提供的英国银行账户：{name}，银行分行代码 {sortCode}，账号尾号 {last4}。本借款、利息及各期账单均以英镑计价。',
    tw: '我們以英鎊透過快速支付將借款匯入您提供的英國銀行帳戶：{name}，銀行分行代碼 {sortCode}，帳號尾號 {last4}。本借款、利息及各期帳單均以英鎊計價。',
  },
};
