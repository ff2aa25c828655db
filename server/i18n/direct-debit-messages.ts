import type { CatalogPart } from './catalog-types';

/** Direct Debit (decision 100): the rules' refusals and the messages close of business sends. */
export const directDebitMessages: CatalogPart = {
  'directDebit.collectionDay': {
    en: 'Choose a collection day from 1 to 28',
    cn: '请选择1至28日之间的扣款日',
    tw: '請選擇1至28日之間的扣款日',
  },
  'directDebit.sameCollectionDay': {
    en: 'Your payments are already collected on day {day}',
    cn: '您的还款已经在每月{day}日扣取',
    tw: '您的還款已經在每月{day}日扣取',
  },
  'directDebit.dayChangeNotice': {
    en: 'A new collection day needs 10 working days’ notice: your next collection on {collection} is too soon to move. The earliest collection that can move is on or after {earliest}.',
    cn: '更改扣款日需提前10个工作日通知：您{collection}的下一次扣款太近，无法更改。可更改的最早一次扣款须在{earliest}或之后。',
    tw: '更改扣款日需提前10個工作日通知：您{collection}的下一次扣款太近，無法更改。可更改的最早一次扣款須在{earliest}或之後。',
  },
  'directDebit.nothingToMove': {
    en: 'There are no payments left to move',
    cn: '没有可更改日期的还款',
    tw: '沒有可更改日期的還款',
  },
  'directDebit.holderConfirmation': {
    en: 'Confirm that you hold this account and can authorise Direct Debits from it on your own',
    cn: '请确认您是该账户的持有人，且可独自授权从该账户直接扣款',
    tw: '請確認您是該帳戶的持有人，且可獨自授權從該帳戶直接扣款',
  },
  'directDebit.accountClosed': {
    en: 'The bank reports this account as closed. Give an account that is open.',
    cn: '银行显示该账户已关闭，请提供仍在使用的账户。',
    tw: '銀行顯示該帳戶已關閉，請提供仍在使用的帳戶。',
  },
  'directDebit.instructionRefused': {
    en: 'The bank will not take Direct Debits from this account. Give another account.',
    cn: '银行不接受从该账户直接扣款，请提供其他账户。',
    tw: '銀行不接受從該帳戶直接扣款，請提供其他帳戶。',
  },
  'directDebit.bureauUnavailable': {
    en: 'We could not reach the Direct Debit service just now. Nothing was changed; please try again in a few minutes.',
    cn: '暂时无法连接直接扣款服务，未作任何更改，请几分钟后再试。',
    tw: '暫時無法連線直接扣款服務，未作任何更改，請幾分鐘後再試。',
  },
  'directDebit.mandateExists': {
    en: 'This loan already has a Direct Debit',
    cn: '此借款已设置直接扣款',
    tw: '此借款已設定直接扣款',
  },
  'directDebit.noMandate': {
    en: 'This loan has no Direct Debit in force',
    cn: '此借款没有生效中的直接扣款',
    tw: '此借款沒有生效中的直接扣款',
  },
  'directDebit.loanNotServiced': {
    en: 'A Direct Debit can be set up only on a loan being repaid',
    cn: '只有还款中的借款才能设置直接扣款',
    tw: '只有還款中的借款才能設定直接扣款',
  },
  'notify.dd.notice.title': {
    en: 'Your next Direct Debit',
    cn: '您的下一次直接扣款',
    tw: '您的下一次直接扣款',
  },
  'notify.dd.notice.body': {
    en: 'We will collect {amount} for bill {period} of loan {contractNumber} by Direct Debit on {collectionDate}, from your account ending {accountEnding} (reference {reference}).',
    cn: '我们将于{collectionDate}通过直接扣款从您尾号{accountEnding}的账户扣取借款{contractNumber}第{period}期账单{amount}（参考号{reference}）。',
    tw: '我們將於{collectionDate}透過直接扣款從您尾號{accountEnding}的帳戶扣取借款{contractNumber}第{period}期帳單{amount}（參考號{reference}）。',
  },
  'notify.dd.retry.title': {
    en: 'A Direct Debit was not paid',
    cn: '一笔直接扣款未能扣款',
    tw: '一筆直接扣款未能扣款',
  },
  'notify.dd.retry.body': {
    en: 'Your bank did not pay the Direct Debit of {amount} for bill {period} of loan {contractNumber} due on {collectionDate} (not enough funds). We will try once more on {retryDate}, for {amount}. Please make sure the money is in your account, or pay the bill another way before then.',
    cn: '您的银行未支付{collectionDate}借款{contractNumber}第{period}期账单的直接扣款{amount}（余额不足）。我们将于{retryDate}再扣款一次，金额{amount}。请确保账户内有足够资金，或在此之前以其他方式还款。',
    tw: '您的銀行未支付{collectionDate}借款{contractNumber}第{period}期帳單的直接扣款{amount}（餘額不足）。我們將於{retryDate}再扣款一次，金額{amount}。請確保帳戶內有足夠資金，或在此之前以其他方式還款。',
  },
  'notify.dd.failedAgain.title': {
    en: 'A Direct Debit was not paid again',
    cn: '直接扣款再次未能扣款',
    tw: '直接扣款再次未能扣款',
  },
  'notify.dd.failedAgain.body': {
    en: 'Your bank did not pay the second try of {amount} for bill {period} of loan {contractNumber}. We will not try again: please pay the bill another way as soon as you can, or contact us if you are struggling.',
    cn: '您的银行未支付借款{contractNumber}第{period}期账单第二次扣款{amount}。我们不会再次扣款，请尽快以其他方式还款；如有困难，请联系我们。',
    tw: '您的銀行未支付借款{contractNumber}第{period}期帳單第二次扣款{amount}。我們不會再次扣款，請盡快以其他方式還款；如有困難，請與我們聯絡。',
  },
  'notify.dd.endedCancelled.title': {
    en: 'Your Direct Debit has ended',
    cn: '您的直接扣款已终止',
    tw: '您的直接扣款已終止',
  },
  'notify.dd.endedCancelled.body': {
    en: 'Your bank returned the Direct Debit of {amount} for bill {period} of loan {contractNumber}: the instruction was cancelled at the bank. Direct Debit {reference} has ended. Please pay the bill another way, or set up a new Direct Debit in the app.',
    cn: '您的银行退回了借款{contractNumber}第{period}期账单的直接扣款{amount}：该指令已在银行取消。直接扣款{reference}已终止。请以其他方式还款，或在应用内重新设置直接扣款。',
    tw: '您的銀行退回了借款{contractNumber}第{period}期帳單的直接扣款{amount}：該指示已在銀行取消。直接扣款{reference}已終止。請以其他方式還款，或在應用程式內重新設定直接扣款。',
  },
  'notify.dd.endedClosed.title': {
    en: 'Your Direct Debit has ended',
    cn: '您的直接扣款已终止',
    tw: '您的直接扣款已終止',
  },
  'notify.dd.endedClosed.body': {
    en: 'Your bank returned the Direct Debit of {amount} for bill {period} of loan {contractNumber}: the account is closed. Direct Debit {reference} has ended. Please pay the bill another way, or set up a new Direct Debit from an open account.',
    cn: '您的银行退回了借款{contractNumber}第{period}期账单的直接扣款{amount}：该账户已关闭。直接扣款{reference}已终止。请以其他方式还款，或使用仍在使用的账户重新设置直接扣款。',
    tw: '您的銀行退回了借款{contractNumber}第{period}期帳單的直接扣款{amount}：該帳戶已關閉。直接扣款{reference}已終止。請以其他方式還款，或使用仍在使用的帳戶重新設定直接扣款。',
  },
};
