import type { CatalogPart } from './catalog-types';

/**
 * Loan lifecycle words: refusals, statuses, eligibility reasons, the agreement's sections and the borrower's
 * notifications (rendered when read, in the reader's language).
 */
export const loanMessages: CatalogPart = {
  'transition.notAllowed': {
    en: 'This application cannot go from "{from}" to "{to}"',
    cn: '该申请无法从“{from}”变为“{to}”',
    tw: '該申請無法從「{from}」變為「{to}」',
  },
  'bill.transition.notAllowed': {
    en: 'This bill cannot go from "{from}" to "{to}"',
    cn: '该账单无法从“{from}”变为“{to}”',
    tw: '該帳單無法從「{from}」變為「{to}」',
  },
  'bill.status.TO_BE_REPAID': { en: 'To be repaid', cn: '待还款', tw: '待還款' },
  'bill.status.TO_BE_CONFIRMED': { en: 'To be confirmed', cn: '待确认', tw: '待確認' },
  'bill.status.REPAID': { en: 'Repaid', cn: '已还款', tw: '已還款' },
  'bill.status.CANCELLED': { en: 'No longer owed', cn: '无需还款（已撤回）', tw: '無需還款（已撤回）' },
  'bill.cancelled.withdrawal': {
    en: 'No longer owed: the agreement was withdrawn and one payoff bill replaces the open instalments',
    cn: '无需再还：合同已撤回，由一笔撤回结清账单取代未还的分期账单',
    tw: '無需再還：合約已撤回，由一筆撤回結清帳單取代未還的分期帳單',
  },
  'loan.status.DRAFT': { en: 'Draft', cn: '草稿', tw: '草稿' },
  'loan.status.PENDING_REVIEW': { en: 'Pending review', cn: '待审核', tw: '待審核' },
  'loan.status.APPROVED': { en: 'Approved', cn: '已批准', tw: '已核准' },
  'loan.status.REJECTED': { en: 'Rejected', cn: '已拒绝', tw: '已拒絕' },
  'loan.status.EXPIRED': { en: 'Offer expired', cn: '要约已过期', tw: '要約已過期' },
  'loan.status.SIGNED': { en: 'Signed', cn: '已签约', tw: '已簽約' },
  'loan.status.DISBURSED': { en: 'Repayment in progress', cn: '还款中', tw: '還款中' },
  'loan.status.SETTLED': { en: 'Settled', cn: '已结清', tw: '已結清' },
  'loan.status.WITHDRAWN': { en: 'Withdrawn', cn: '已撤回', tw: '已撤回' },
  'loan.method.ONE_TIME': {
    en: 'One-time principal and interest',
    cn: '一次性还本付息',
    tw: '一次性還本付息',
  },
  'loan.method.EQUAL_INSTALLMENT': { en: 'Equal principal and interest', cn: '等额本息', tw: '等額本息' },
  'loan.method.INTEREST_FIRST': {
    en: 'Interest first, then principal',
    cn: '先息后本',
    tw: '先息後本',
  },
  'loan.method.unknown': {
    en: 'Please select a repayment method',
    cn: '请选择还款方式',
    tw: '請選擇還款方式',
  },
  'loan.term.range': {
    en: 'The loan term must be between {min} and {max} months',
    cn: '借款期限须在{min}至{max}个月之间',
    tw: '借款期限須在{min}至{max}個月之間',
  },
  'field.loanPurpose': { en: 'the loan purpose', cn: '借款用途', tw: '借款用途' },
  'field.fullName': { en: 'your full name', cn: '您的全名', tw: '您的全名' },
  'loan.quote.required': {
    en: 'Please get a quote first',
    cn: '请先获取报价',
    tw: '請先取得報價',
  },
  'loan.quote.expired': {
    en: 'This quote has expired, please get a new quote',
    cn: '该报价已过期，请重新获取报价',
    tw: '該報價已過期，請重新取得報價',
  },
  'loan.profile.incomplete': {
    en: 'Please complete your profile before applying',
    cn: '申请前请先完善您的资料',
    tw: '申請前請先完善您的資料',
  },
  'loan.profile.base.missing': {
    en: 'Please complete your basic information, including both ID photos',
    cn: '请完善基本信息，包括证件正反面照片',
    tw: '請完善基本資料，包括證件正反面照片',
  },
  'loan.profile.contactAddress.missing': {
    en: 'Please complete your contact address',
    cn: '请完善联系地址',
    tw: '請完善聯絡地址',
  },
  'loan.profile.employment.missing': {
    en: 'Please complete your employment information',
    cn: '请完善工作信息',
    tw: '請完善工作資料',
  },
  'loan.apply.ineligible': {
    en: 'You are not eligible for a loan: {reason}',
    cn: '您暂不符合借款条件：{reason}',
    tw: '您暫不符合借款條件：{reason}',
  },
  'age.under21': {
    en: 'you must be at least 21 years old',
    cn: '年龄须满21周岁',
    tw: '年齡須滿21歲',
  },
  'account.notUk': {
    en: 'a UK address and account are required',
    cn: '须有英国地址和账户',
    tw: '須有英國地址和帳戶',
  },
  'address.under3Years': {
    en: 'you must have lived at your address for at least 3 years',
    cn: '须在现住址居住满3年',
    tw: '須在現住址居住滿3年',
  },
  'income.tooLow': {
    en: 'a fixed income above {wholeMoney} a year is required',
    cn: '固定年收入须高于{wholeMoney}',
    tw: '固定年收入須高於{wholeMoney}',
  },
  'eligibility.dateOfBirth.missing': {
    en: 'your date of birth is missing from your basic information',
    cn: '基本信息中缺少出生日期',
    tw: '基本資料中缺少出生日期',
  },
  'eligibility.address.missing': {
    en: 'your contact address and years at that address are missing',
    cn: '缺少联系地址及居住年限',
    tw: '缺少聯絡地址及居住年限',
  },
  'eligibility.income.missing': {
    en: 'your annual income is missing from your employment information',
    cn: '工作信息中缺少年收入',
    tw: '工作資料中缺少年收入',
  },
  'eligibility.profile.invalid': {
    en: 'your profile information could not be read, please check it',
    cn: '无法读取您的资料，请检查',
    tw: '無法讀取您的資料，請檢查',
  },
  'debt.withdrawalPayoffOwed': {
    en: 'the amount owed on a withdrawn loan must be repaid and the payment confirmed first',
    cn: '须先还清已撤回借款的应还款项，并经我们确认',
    tw: '須先還清已撤回借款的應還款項，並經我們確認',
  },
  'debt.billOverdue': {
    en: 'overdue bills must be repaid and the payment confirmed first',
    cn: '须先还清逾期账单，并经我们确认',
    tw: '須先還清逾期帳單，並經我們確認',
  },
  'loan.apply.activeExists': {
    en: 'You already have an application in progress; only one can be open at a time',
    cn: '您已有一笔正在处理的申请，同一时间只能有一笔申请',
    tw: '您已有一筆正在處理的申請，同一時間只能有一筆申請',
  },
  'loan.apply.reapplyTooSoon': {
    en: 'A new application is possible 3 months after the previous one, from {date}',
    cn: '上一笔申请结束3个月后方可再次申请，可申请日期：{date}',
    tw: '上一筆申請結束3個月後方可再次申請，可申請日期：{date}',
  },
  'loan.apply.topUpTooSoon': {
    en: 'A top-up of your current loan is possible from {date}, once it has been paid out for {months} months with every payment on time',
    cn: '当前借款放款满{months}个月且每期均按时还款后，方可追加借款，可申请日期：{date}',
    tw: '目前借款撥款滿{months}個月且每期均按時還款後，方可追加借款，可申請日期：{date}',
  },
  'loan.apply.withdrawalPayoffOwed': {
    en: 'You still owe the amount due on a withdrawn loan. A new application is possible once it has been repaid and we have confirmed the payment',
    cn: '您已撤回的借款仍有应还款项未结清。还款并经我们确认后，方可再次申请',
    tw: '您已撤回的借款仍有應還款項未結清。還款並經我們確認後，方可再次申請',
  },
  'loan.apply.billOverdue': {
    en: 'You have an overdue bill. A new application is possible once it has been repaid and we have confirmed the payment',
    cn: '您有逾期账单。还款并经我们确认后，方可再次申请',
    tw: '您有逾期帳單。還款並經我們確認後，方可再次申請',
  },
  'loan.offer.rateInvalid': {
    en: 'Please enter the rate as an annual fraction, e.g. 0.099',
    cn: '请以年利率小数形式输入，例如0.099',
    tw: '請以年利率小數形式輸入，例如0.099',
  },
  'loan.offer.amountAboveQuote': {
    en: 'The offer cannot exceed the amount applied for',
    cn: '批准金额不能高于申请金额',
    tw: '核准金額不能高於申請金額',
  },
  'loan.offer.rateAboveQuote': {
    en: 'The offer rate cannot exceed the quoted rate',
    cn: '批准利率不能高于报价利率',
    tw: '核准利率不能高於報價利率',
  },
  'loan.offer.aprCap': {
    en: 'The APR of this offer would be {apr}%, above the maximum of {cap}%',
    cn: '该要约的年化利率将为{apr}%，超过上限{cap}%',
    tw: '該要約的年化利率將為{apr}%，超過上限{cap}%',
  },
  'loan.reject.reasonRequired': {
    en: 'Please enter the reason for the rejection',
    cn: '请输入拒绝原因',
    tw: '請輸入拒絕原因',
  },
  'loan.offer.expired': {
    en: 'This offer has expired; you can restore your credit request',
    cn: '该要约已过期，您可以恢复借款申请',
    tw: '該要約已過期，您可以恢復借款申請',
  },
  'loan.settlement.notRunning': {
    en: 'An early settlement figure is available only for a loan in repayment',
    cn: '仅还款中的借款可查询提前结清金额',
    tw: '僅還款中的借款可查詢提前結清金額',
  },
  'loan.contract.notAvailable': {
    en: 'The loan agreement is available once your application has been approved',
    cn: '申请获批后方可查看借款合同',
    tw: '申請核准後方可查看借款合約',
  },
  'loan.sign.nameMismatch': {
    en: 'The name you typed does not match the name on your profile',
    cn: '您输入的姓名与资料中的姓名不一致',
    tw: '您輸入的姓名與資料中的姓名不一致',
  },
  'loan.sign.contractChanged': {
    en: 'The agreement has changed since you opened it; please read it again before signing',
    cn: '合同在您打开后已变更，请重新阅读后再签署',
    tw: '合約在您開啟後已變更，請重新閱讀後再簽署',
  },
  'loan.withdraw.periodOver': {
    en: 'The {days}-day withdrawal period has ended',
    cn: '{days}天撤回期已结束',
    tw: '{days}天撤回期已結束',
  },
  'loan.withdraw.repaymentPending': {
    en: 'A repayment of this loan is waiting for review. You can withdraw once we have decided on it',
    cn: '该笔借款有一笔还款正在等待审核，审核完成后方可撤回',
    tw: '該筆借款有一筆還款正在等待審核，審核完成後方可撤回',
  },
  'loan.withdraw.byBorrower': {
    en: 'Withdrawn by the borrower',
    cn: '借款人撤回',
    tw: '借款人撤回',
  },
  'loan.restore.requested': {
    en: 'Credit request restored by the borrower',
    cn: '借款人恢复借款申请',
    tw: '借款人恢復借款申請',
  },
  'apply.approved': {
    en: 'Your loan is approved: your offer is ready to sign',
    cn: '您的借款已获批，要约已可签署',
    tw: '您的借款已核准，要約已可簽署',
  },
  'apply.counterOffer': {
    en: 'We can offer you a lower amount: your offer is ready to sign',
    cn: '我们可以为您提供较低的借款金额，要约已可签署',
    tw: '我們可以為您提供較低的借款金額，要約已可簽署',
  },
  'apply.declined': {
    en: 'We cannot offer you this loan',
    cn: '我们无法向您提供这笔借款',
    tw: '我們無法向您提供這筆借款',
  },
  'loan.review.requested': {
    en: 'Submitted successfully: a person will look at your application again within 5 working days',
    cn: '提交成功：工作人员将在5个工作日内重新审核您的申请',
    tw: '提交成功：工作人員將在5個工作日內重新審核您的申請',
  },
  'loan.review.alreadyRequested': {
    en: 'You have already asked for a person to look at this application again',
    cn: '您已申请人工重新审核此申请',
    tw: '您已申請人工重新審核此申請',
  },
  'loan.review.notAvailable': {
    en: 'A person can be asked to look again only at a decision made by our automatic assessment',
    cn: '只有自动评估作出的决定才可申请人工重新审核',
    tw: '只有自動評估作出的決定才可申請人工重新審核',
  },
  'loan.disburse.identityNotVerified': {
    en: 'The money cannot be sent until the borrower’s identity check is verified',
    cn: '借款人实名认证通过前不能放款',
    tw: '借款人實名認證通過前不能撥款',
  },
  'loan.signed': { en: 'Signed successfully', cn: '签署成功', tw: '簽署成功' },
  'loan.withdrawn': { en: 'Withdrawn successfully', cn: '撤回成功', tw: '撤回成功' },
  'loan.restored': {
    en: 'Credit request restored, waiting for review',
    cn: '借款申请已恢复，等待审核',
    tw: '借款申請已恢復，等待審核',
  },

  'contract.preview.title': {
    en: 'Your agreement with {lender}, as it would read',
    cn: '您与{lender}的借款合同（预览）',
    tw: '您與{lender}的借款合約（預覽）',
  },
  'contract.preview.number': {
    en: '(numbered when we make the offer)',
    cn: '（编号在发出要约时确定）',
    tw: '（編號在發出要約時確定）',
  },
  'contract.preview.borrower': { en: 'you', cn: '您', tw: '您' },
  'contract.parties.heading': { en: 'Parties', cn: '合同双方', tw: '合約雙方' },
  'contract.parties.text': {
    en: 'Credit agreement {contractNumber} between {lender} (the lender) and {borrower} (the borrower).',
    cn: '借款合同{contractNumber}，由{lender}（出借人）与{borrower}（借款人）订立。',
    tw: '借款合約{contractNumber}，由{lender}（出借人）與{borrower}（借款人）訂立。',
  },
  'contract.credit.heading': { en: 'The credit', cn: '借款内容', tw: '借款內容' },
  'contract.credit.text': {
    en: 'Amount of credit {amount}, over {termMonths} months, repaid by {method}.',
    cn: '借款金额{amount}，期限{termMonths}个月，还款方式：{method}。',
    tw: '借款金額{amount}，期限{termMonths}個月，還款方式：{method}。',
  },
  'contract.cost.heading': { en: 'Cost of the credit', cn: '借款成本', tw: '借款成本' },
  'contract.cost.text': {
    en: 'Annual interest rate {rate} (fixed); APR {apr}. Total interest {totalInterest}; total amount payable {totalPayable}. There are no fees.',
    cn: '年利率{rate}（固定）；年化利率（APR）{apr}。利息合计{totalInterest}；应还总额{totalPayable}。无其他费用。',
    tw: '年利率{rate}（固定）；年化利率（APR）{apr}。利息合計{totalInterest}；應還總額{totalPayable}。無其他費用。',
  },
  'contract.repayment.heading': { en: 'Repayments', cn: '还款安排', tw: '還款安排' },
  'contract.repayment.text': {
    en: '{count} monthly payments, as set out in the repayment schedule of this agreement: the first of {instalment} and the last of {lastTotal}.',
    cn: '按本合同还款计划共{count}期按月还款，首期{instalment}，末期{lastTotal}。',
    tw: '按本合約還款計畫共{count}期按月還款，首期{instalment}，末期{lastTotal}。',
  },
  'contract.dueDates.heading': { en: 'When payments are due', cn: '还款日期', tw: '還款日期' },
  'contract.dueDates.text': {
    en: 'The first payment is due one month after the day we send you the money, and each later payment on the same day of each following month (on the last day of a shorter month). The dates in the repayment schedule of this agreement assume the money is sent on {payoutDate}; if it is sent on another day, every date moves with it and the amounts stay the same. Your bills show the actual dates once the money has been sent.',
    cn: '首期还款日为我们向您放款之日起满一个月之日，此后每期为随后各月的同一日（当月无该日的，为当月最后一日）。本合同还款计划中的日期以{payoutDate}放款为前提；如实际放款日不同，各期日期随之顺延或提前，金额不变。放款后，您的账单将显示实际还款日期。',
    tw: '首期還款日為我們向您撥款之日起滿一個月之日，此後每期為隨後各月的同一日（當月無該日的，為當月最後一日）。本合約還款計畫中的日期以{payoutDate}撥款為前提；如實際撥款日不同，各期日期隨之順延或提前，金額不變。撥款後，您的帳單將顯示實際還款日期。',
  },
  'contract.withdrawal.heading': { en: 'Right of withdrawal', cn: '撤回权', tw: '撤回權' },
  'contract.withdrawal.text': {
    en: 'You may withdraw from this agreement within {days} days of signing, without giving a reason. If we have not yet sent the money, you owe nothing. If we have, you repay the amount sent plus the interest accrued day by day from the day it was sent until the day you repay, within {repayDays} days of telling us.',
    cn: '您可在签署后{days}天内无理由撤回本合同。如我们尚未放款，您无需支付任何款项；如已放款，您需在通知我们之日起{repayDays}天内归还已放款金额，以及自放款之日起至实际还款日按日计算的利息。',
    tw: '您可在簽署後{days}天內無理由撤回本合約。如我們尚未撥款，您無需支付任何款項；如已撥款，您需在通知我們之日起{repayDays}天內歸還已撥款金額，以及自撥款之日起至實際還款日按日計算的利息。',
  },
  'contract.settlement.heading': { en: 'Early settlement', cn: '提前结清', tw: '提前結清' },
  'contract.settlement.text': {
    en: 'You may repay early at any time. You pay the remaining principal, the interest of the current monthly cycle only, and anything overdue.',
    cn: '您可随时提前还款，只需支付剩余本金、当期利息以及逾期款项。',
    tw: '您可隨時提前還款，只需支付剩餘本金、當期利息以及逾期款項。',
  },
  'contract.overdue.heading': { en: 'Late payment', cn: '逾期还款', tw: '逾期還款' },
  'contract.overdue.text': {
    en: 'An unpaid bill after its due date is charged overdue interest at {rate} a year on the unpaid amount, per day overdue.',
    cn: '账单逾期未还的，按未还金额以年利率{rate}按日计收逾期利息。',
    tw: '帳單逾期未還的，按未還金額以年利率{rate}按日計收逾期利息。',
  },
  'contract.validity.heading': { en: 'Validity of this offer', cn: '要约有效期', tw: '要約有效期' },
  'contract.validity.text': {
    en: 'This offer can be signed until {date}. After that it expires and you may restore your credit request.',
    cn: '本要约可在{date}前签署，逾期失效，您可恢复借款申请。',
    tw: '本要約可在{date}前簽署，逾期失效，您可恢復借款申請。',
  },

  'notify.loan.PENDING_REVIEW.title': {
    en: 'Application received',
    cn: '申请已提交',
    tw: '申請已提交',
  },
  'notify.loan.PENDING_REVIEW.body': {
    en: 'Your application no. {loanId} is waiting for review. We decide within 5 working days.',
    cn: '您的申请（编号{loanId}）正在等待审核，我们将在5个工作日内给出结果。',
    tw: '您的申請（編號{loanId}）正在等待審核，我們將在5個工作日內給出結果。',
  },
  'notify.loan.PENDING_REVIEW.review.body': {
    en: 'You asked for a person to look at your application no. {loanId} again. We decide within 5 working days.',
    cn: '您已申请人工重新审核您的申请（编号{loanId}），我们将在5个工作日内给出结果。',
    tw: '您已申請人工重新審核您的申請（編號{loanId}），我們將在5個工作日內給出結果。',
  },
  'notify.loan.APPROVED.counterOffer.body': {
    en: 'We cannot lend you the {amount} you asked for, but we can offer you {offerAmount}. Your offer {contractNumber} is ready: read and sign it within 14 days, or let it lapse.',
    cn: '我们无法向您提供所申请的{amount}，但可以为您提供{offerAmount}。您的要约{contractNumber}已生成：请在14天内阅读并签署，或任其失效。',
    tw: '我們無法向您提供所申請的{amount}，但可以為您提供{offerAmount}。您的要約{contractNumber}已產生：請在14天內閱讀並簽署，或任其失效。',
  },
  'notify.loan.REJECTED.policy.body': {
    en: 'We cannot offer you this loan: its monthly cost would be more than our assessment of your income allows. The loan’s page shows the figures, and you can ask for a person to look at it again. A new application is possible from {date}.',
    cn: '我们无法向您提供这笔借款：按您的收入评估，其每月还款额超出可承受范围。借款详情页列出了相关数字，您也可以申请人工重新审核。您可于{date}起重新申请。',
    tw: '我們無法向您提供這筆借款：按您的收入評估，其每月還款額超出可承受範圍。借款詳情頁列出了相關數字，您也可以申請人工重新審核。您可於{date}起重新申請。',
  },
  'notify.loan.APPROVED.title': { en: 'Your loan is approved', cn: '您的借款已获批', tw: '您的借款已核准' },
  'notify.loan.APPROVED.body': {
    en: 'Your offer {contractNumber} is ready. Read and sign the agreement within 14 days.',
    cn: '您的要约{contractNumber}已生成，请在14天内阅读并签署合同。',
    tw: '您的要約{contractNumber}已產生，請在14天內閱讀並簽署合約。',
  },
  'notify.loan.REJECTED.title': {
    en: 'Your application was not approved',
    cn: '您的申请未获批准',
    tw: '您的申請未獲核准',
  },
  'notify.loan.REJECTED.body': {
    en: 'Reason: {reason}. You may submit a new application from {date}.',
    cn: '原因：{reason}。您可于{date}起重新提交申请。',
    tw: '原因：{reason}。您可於{date}起重新提交申請。',
  },
  'notify.loan.EXPIRED.title': { en: 'Your offer has expired', cn: '您的要约已过期', tw: '您的要約已過期' },
  'notify.loan.EXPIRED.body': {
    en: 'The offer {contractNumber} was not signed within 14 days. You can restore your credit request.',
    cn: '要约{contractNumber}未在14天内签署，您可以恢复借款申请。',
    tw: '要約{contractNumber}未在14天內簽署，您可以恢復借款申請。',
  },
  'notify.loan.SIGNED.title': { en: 'Agreement signed', cn: '合同已签署', tw: '合約已簽署' },
  'notify.loan.SIGNED.body': {
    en: 'You signed agreement {contractNumber}. You may withdraw within 14 days.',
    cn: '您已签署合同{contractNumber}，可在14天内撤回。',
    tw: '您已簽署合約{contractNumber}，可在14天內撤回。',
  },
  'notify.loan.DISBURSED.title': { en: 'Your money is on its way', cn: '款项已发放', tw: '款項已撥付' },
  'notify.loan.DISBURSED.body': {
    en: 'The loan {contractNumber} has been paid out; it arrives by 18:00 on the next working day. Your bills are ready: the first payment, {instalment}, is due on {firstDueDate}.',
    cn: '借款{contractNumber}已放款，将于下一个工作日18:00前到账。您的账单已生成：首期还款{instalment}，还款日为{firstDueDate}。',
    tw: '借款{contractNumber}已撥款，將於下一個工作日18:00前到帳。您的帳單已產生：首期還款{instalment}，還款日為{firstDueDate}。',
  },
  'notify.loan.SETTLED.title': { en: 'Loan settled', cn: '借款已结清', tw: '借款已結清' },
  'notify.loan.SETTLED.body': {
    en: 'Every bill of loan {contractNumber} is repaid. Thank you.',
    cn: '借款{contractNumber}的所有账单均已还清，感谢您。',
    tw: '借款{contractNumber}的所有帳單均已還清，感謝您。',
  },
  'notify.loan.WITHDRAWN.title': { en: 'Agreement withdrawn', cn: '合同已撤回', tw: '合約已撤回' },
  'notify.loan.WITHDRAWN.body': {
    en: 'You withdrew from agreement {contractNumber}. You owe nothing under it.',
    cn: '您已撤回合同{contractNumber}，无需支付任何款项。',
    tw: '您已撤回合約{contractNumber}，無需支付任何款項。',
  },
  'notify.loan.WITHDRAWN.payoff.body': {
    en: 'You withdrew from agreement {contractNumber}. Please repay {payoff} (as of {asOf}) plus interest for each further day until you pay, by {dueDate} at the latest. Your other bills are no longer owed.',
    cn: '您已撤回合同{contractNumber}。请最迟于{dueDate}前归还{payoff}（截至{asOf}），以及此后至实际还款日按日计算的利息。其余账单无需再还。',
    tw: '您已撤回合約{contractNumber}。請最遲於{dueDate}前歸還{payoff}（截至{asOf}），以及此後至實際還款日按日計算的利息。其餘帳單無需再還。',
  },
};
