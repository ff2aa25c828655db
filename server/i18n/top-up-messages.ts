import type { CatalogPart } from './catalog-types';

/**
 * Top-ups (decision 096): the quote's reasons and field error, the refusals at submit and at payout, the
 * agreement's sections and the notice of the replaced loan settled. The eligibility reasons and the field
 * error are copied word for word into the app (src/ui/member/field-message.ts).
 */
export const topUpMessages: CatalogPart = {
  'topUp.tooSoon': {
    en: 'a top-up of your current loan is possible from {date}, {months} months after it was paid out',
    cn: '当前借款放款满{months}个月后（{date}起）方可追加借款',
    tw: '目前借款撥款滿{months}個月後（{date}起）方可追加借款',
  },
  'topUp.latePayment': {
    en: 'a top-up needs every payment of your current loan made on time, and one was late',
    cn: '追加借款要求当前借款每期均按时还款，而您有一期逾期还款',
    tw: '追加借款要求目前借款每期均按時還款，而您有一期逾期還款',
  },
  'topUp.severalRunning': {
    en: 'you have more than one loan running and a top-up replaces only one; please settle one of them first',
    cn: '您有多笔借款正在还款，而追加借款只能取代其中一笔；请先结清其中一笔',
    tw: '您有多筆借款正在還款，而追加借款只能取代其中一筆；請先結清其中一筆',
  },
  'topUp.amountNotAboveSettlement': {
    en: 'The amount must be more than {money}, the figure that settles your current loan',
    cn: '借款金额须高于{money}，即结清当前借款所需的金额',
    tw: '借款金額須高於{money}，即結清目前借款所需的金額',
  },
  'loan.apply.topUpLatePayment': {
    en: 'A top-up needs every payment of your current loan made on time, and one was late. You can settle that loan early from its page instead',
    cn: '追加借款要求当前借款每期均按时还款，而您有一期逾期还款。您可以在该借款页面办理提前结清',
    tw: '追加借款要求目前借款每期均按時還款，而您有一期逾期還款。您可以在該借款頁面辦理提前結清',
  },
  'loan.apply.topUpQuoteStale': {
    en: 'Your loans have changed since this quote, and a top-up must show the loan it settles. Please get a new quote',
    cn: '报价后您的借款情况已有变化，而追加借款须列明其结清的借款。请重新获取报价',
    tw: '報價後您的借款情況已有變化，而追加借款須列明其結清的借款。請重新取得報價',
  },
  'loan.apply.topUpSeveralRunning': {
    en: 'You have more than one loan running and a top-up replaces only one. Please settle one of them first',
    cn: '您有多笔借款正在还款，而追加借款只能取代其中一笔。请先结清其中一笔',
    tw: '您有多筆借款正在還款，而追加借款只能取代其中一筆。請先結清其中一筆',
  },
  'payout.topUp.replacedNotRunning': {
    en: 'This top-up cannot be paid out: loan {contractNumber}, which it settles, is no longer running ({status}). Nothing was sent or booked',
    cn: '该追加借款无法放款：其须结清的借款{contractNumber}已不在还款中（{status}）。未发放款项，也未记账',
    tw: '該追加借款無法撥款：其須結清的借款{contractNumber}已不在還款中（{status}）。未撥付款項，也未記帳',
  },
  'payout.topUp.replacedInArrears': {
    en: 'This top-up cannot be paid out: loan {contractNumber}, which it settles, has fallen behind since the offer ({arrears} overdue). Nothing was sent or booked',
    cn: '该追加借款无法放款：其须结清的借款{contractNumber}自要约后出现逾期（逾期{arrears}）。未发放款项，也未记账',
    tw: '該追加借款無法撥款：其須結清的借款{contractNumber}自要約後出現逾期（逾期{arrears}）。未撥付款項，也未記帳',
  },
  'payout.topUp.replacedPaymentUnderReview': {
    en: 'This top-up cannot be paid out yet: loan {contractNumber}, which it settles, has a payment waiting for review. Confirm or refuse it first',
    cn: '该追加借款暂无法放款：其须结清的借款{contractNumber}有一笔还款待审核。请先确认或拒绝该笔还款',
    tw: '該追加借款暫無法撥款：其須結清的借款{contractNumber}有一筆還款待審核。請先確認或拒絕該筆還款',
  },
  'payout.topUp.settlementNotBelowAmount': {
    en: 'This top-up cannot be paid out: the settlement figure of loan {contractNumber} ({settlement}) is no longer below the loan amount ({amount}). Nothing was sent or booked',
    cn: '该追加借款无法放款：借款{contractNumber}的结清金额（{settlement}）已不低于借款金额（{amount}）。未发放款项，也未记账',
    tw: '該追加借款無法撥款：借款{contractNumber}的結清金額（{settlement}）已不低於借款金額（{amount}）。未撥付款項，也未記帳',
  },
  'bill.settledByRefinance': {
    en: 'Repaid by the payout of a top-up loan',
    cn: '已由追加借款的放款还清',
    tw: '已由追加借款的撥款還清',
  },
  'loan.settledByRefinance': {
    en: 'Settled by the payout of a top-up loan',
    cn: '已由追加借款的放款结清',
    tw: '已由追加借款的撥款結清',
  },
  'notify.loan.SETTLED.refinance.body': {
    en: 'Loan {contractNumber} is settled: {settlement} of your top-up loan {topUpContractNumber} paid it off on its payout day. Its bills are no longer owed.',
    cn: '借款{contractNumber}已结清：您的追加借款{topUpContractNumber}在放款当日以{settlement}将其还清。其账单无需再还。',
    tw: '借款{contractNumber}已結清：您的追加借款{topUpContractNumber}在撥款當日以{settlement}將其還清。其帳單無需再還。',
  },
  'contract.refinance.heading': {
    en: 'The loan this one replaces',
    cn: '本借款取代的借款',
    tw: '本借款取代的借款',
  },
  'contract.refinance.text': {
    en: 'This is a top-up: it replaces your loan {replacedContractNumber}. On the day we pay this loan out we first use it to settle that loan at its early-settlement figure on that day (the principal left, interest of the current month only and anything overdue, less any credit held), and pay the rest to you. That loan then closes as settled.',
    cn: '本借款为追加借款，取代您的借款{replacedContractNumber}。放款当日，我们先以本借款按该借款当日的提前结清金额（剩余本金、仅当月利息及任何逾期款项，减去已存余款）将其结清，余额支付给您。该借款随即结清。',
    tw: '本借款為追加借款，取代您的借款{replacedContractNumber}。撥款當日，我們先以本借款按該借款當日的提前結清金額（剩餘本金、僅當月利息及任何逾期款項，減去已存餘款）將其結清，餘額支付給您。該借款隨即結清。',
  },
  'contract.refinanceEstimate.heading': {
    en: 'What settles it and what you receive',
    cn: '结清金额与您实收的金额',
    tw: '結清金額與您實收的金額',
  },
  'contract.refinanceEstimate.text': {
    en: 'Paid out on {payoutOn}, {settlement} of this loan would settle loan {replacedContractNumber} and {toBorrower} would be paid to you. This is an estimate valid until {payoutOn}: the figure is worked out again on the day we pay out.',
    cn: '若于{payoutOn}放款，本借款中{settlement}将用于结清借款{replacedContractNumber}，{toBorrower}将支付给您。此为估算，有效期至{payoutOn}；结清金额将于放款当日重新计算。',
    tw: '若於{payoutOn}撥款，本借款中{settlement}將用於結清借款{replacedContractNumber}，{toBorrower}將支付給您。此為估算，有效期至{payoutOn}；結清金額將於撥款當日重新計算。',
  },
  'contract.refinancePaid.heading': {
    en: 'What settled it and what you received',
    cn: '结清金额与您实收的金额',
    tw: '結清金額與您實收的金額',
  },
  'contract.refinancePaid.text': {
    en: 'On {payoutOn}, {settlement} of this loan settled loan {replacedContractNumber} and {toBorrower} was paid to you.',
    cn: '于{payoutOn}，本借款中{settlement}已用于结清借款{replacedContractNumber}，{toBorrower}已支付给您。',
    tw: '於{payoutOn}，本借款中{settlement}已用於結清借款{replacedContractNumber}，{toBorrower}已支付給您。',
  },
};
