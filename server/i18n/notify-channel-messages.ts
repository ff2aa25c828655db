import type { CatalogPart } from './catalog-types';

/**
 * The words of a notification on a lock screen (push) and the frame of its e-mail (decision 104). The
 * message itself — an e-mail's subject and text — is the in-app message's own title and body: one source per
 * message. A push shows only these short texts, which name the borrower's first name and the loan's short
 * number and never an amount, unless the borrower chose to see amounts (then the in-app words are sent).
 */
export const notifyChannelMessages: CatalogPart = {
  'push.hello': { en: 'Hello', cn: '您好', tw: '您好' },
  'push.decision.title': {
    en: 'A decision on your application',
    cn: '您的申请已有结果',
    tw: '您的申請已有結果',
  },
  'push.decision.body': {
    en: '{name}, we have decided on application {loanNumber}. Open {brand} to read it.',
    cn: '{name}，我们已对申请{loanNumber}作出决定，请打开 {brand} 查看。',
    tw: '{name}，我們已對申請{loanNumber}作出決定，請打開 {brand} 查看。',
  },
  'push.infoNeeded.title': { en: 'We need something from you', cn: '需要您补充资料', tw: '需要您補充資料' },
  'push.infoNeeded.body': {
    en: '{name}, application {loanNumber} needs more information before we can decide.',
    cn: '{name}，申请{loanNumber}需要您补充资料后我们才能作出决定。',
    tw: '{name}，申請{loanNumber}需要您補充資料後我們才能作出決定。',
  },
  'push.offerLapsing.title': { en: 'Your offer ends soon', cn: '您的要约即将到期', tw: '您的要約即將到期' },
  'push.offerLapsing.body': {
    en: '{name}, the offer for loan {loanNumber} ends in 2 days. Sign it in {brand} if you want it.',
    cn: '{name}，借款{loanNumber}的要约将在 2 天后到期。如需借款，请在 {brand} 中签署。',
    tw: '{name}，借款{loanNumber}的要約將在 2 天後到期。如需借款，請在 {brand} 中簽署。',
  },
  'push.offerLapsed.title': { en: 'Your offer has ended', cn: '您的要约已过期', tw: '您的要約已過期' },
  'push.offerLapsed.body': {
    en: '{name}, the offer for loan {loanNumber} has ended without being signed.',
    cn: '{name}，借款{loanNumber}的要约未签署，现已过期。',
    tw: '{name}，借款{loanNumber}的要約未簽署，現已過期。',
  },
  'push.moneySent.title': { en: 'Your money is on its way', cn: '款项已发放', tw: '款項已撥付' },
  'push.moneySent.body': {
    en: '{name}, we have sent the money for loan {loanNumber}.',
    cn: '{name}，借款{loanNumber}的款项已发放。',
    tw: '{name}，借款{loanNumber}的款項已撥付。',
  },
  'push.billDueSoon.title': { en: 'A bill is due soon', cn: '账单即将到期', tw: '帳單即將到期' },
  'push.billDueSoon.body': {
    en: '{name}, a bill on loan {loanNumber} is due in the next few days.',
    cn: '{name}，借款{loanNumber}有一期账单将在几天内到期。',
    tw: '{name}，借款{loanNumber}有一期帳單將在幾天內到期。',
  },
  'push.billOverdue.title': { en: 'A bill is overdue', cn: '账单已逾期', tw: '帳單已逾期' },
  'push.billOverdue.body': {
    en: '{name}, a bill on loan {loanNumber} is overdue. Please pay it as soon as you can, or talk to us.',
    cn: '{name}，借款{loanNumber}有一期账单已逾期。请尽快还款，或与我们联系。',
    tw: '{name}，借款{loanNumber}有一期帳單已逾期。請盡快還款，或與我們聯絡。',
  },
  'push.paymentConfirmed.title': { en: 'Payment received', cn: '已收到还款', tw: '已收到還款' },
  'push.paymentConfirmed.body': {
    en: '{name}, we have received a payment on loan {loanNumber}.',
    cn: '{name}，我们已收到借款{loanNumber}的一笔还款。',
    tw: '{name}，我們已收到借款{loanNumber}的一筆還款。',
  },
  'push.paymentRefused.title': {
    en: 'A payment did not go through',
    cn: '一笔还款未能完成',
    tw: '一筆還款未能完成',
  },
  'push.paymentRefused.body': {
    en: '{name}, a payment on loan {loanNumber} was not accepted. Open {brand} to see why.',
    cn: '{name}，借款{loanNumber}的一笔还款未被接受，请打开 {brand} 查看原因。',
    tw: '{name}，借款{loanNumber}的一筆還款未被接受，請打開 {brand} 查看原因。',
  },
  'push.arrearsNotice.title': {
    en: 'An important notice about your loan',
    cn: '关于您借款的重要通知',
    tw: '關於您借款的重要通知',
  },
  'push.arrearsNotice.body': {
    en: '{name}, we have sent you a notice about arrears on loan {loanNumber}. It is in {brand} and in your e-mail.',
    cn: '{name}，我们已向您发出借款{loanNumber}的欠款通知，您可在 {brand} 及电子邮件中查看。',
    tw: '{name}，我們已向您發出借款{loanNumber}的欠款通知，您可在 {brand} 及電子郵件中查看。',
  },
  'push.defaultNotice.title': {
    en: 'An important notice about your loan',
    cn: '关于您借款的重要通知',
    tw: '關於您借款的重要通知',
  },
  'push.defaultNotice.body': {
    en: '{name}, we have sent you a default notice on loan {loanNumber}. It is in {brand} and in your e-mail.',
    cn: '{name}，我们已向您发出借款{loanNumber}的违约通知，您可在 {brand} 及电子邮件中查看。',
    tw: '{name}，我們已向您發出借款{loanNumber}的違約通知，您可在 {brand} 及電子郵件中查看。',
  },
  'push.hardshipOfferReady.title': {
    en: 'Help with your payments is ready',
    cn: '还款协助方案已准备好',
    tw: '還款協助方案已準備好',
  },
  'push.hardshipOfferReady.body': {
    en: '{name}, we have an offer of help for loan {loanNumber}. Open {brand} to see it.',
    cn: '{name}，我们为借款{loanNumber}准备了协助方案，请打开 {brand} 查看。',
    tw: '{name}，我們為借款{loanNumber}準備了協助方案，請打開 {brand} 查看。',
  },
  'push.complaintReceived.title': {
    en: 'We have your complaint',
    cn: '我们已收到您的投诉',
    tw: '我們已收到您的投訴',
  },
  'push.complaintReceived.body': {
    en: '{name}, we have your complaint and will answer it on time. The details are in {brand} and your e-mail.',
    cn: '{name}，我们已收到您的投诉，会按时答复。详情请见 {brand} 及电子邮件。',
    tw: '{name}，我們已收到您的投訴，會按時答覆。詳情請見 {brand} 及電子郵件。',
  },
  'push.complaintAnswered.title': {
    en: 'We have answered your complaint',
    cn: '我们已回复您的投诉',
    tw: '我們已回覆您的投訴',
  },
  'push.complaintAnswered.body': {
    en: '{name}, our answer to your complaint is in {brand} and in your e-mail.',
    cn: '{name}，我们对您投诉的回复已发送至 {brand} 及您的电子邮件。',
    tw: '{name}，我們對您投訴的回覆已發送至 {brand} 及您的電子郵件。',
  },
  'push.loanUpdate.title': { en: 'News about your loan', cn: '您的借款有新消息', tw: '您的借款有新消息' },
  'push.loanUpdate.body': {
    en: '{name}, there is news about loan {loanNumber} in {brand}.',
    cn: '{name}，借款{loanNumber}有新消息，请在 {brand} 中查看。',
    tw: '{name}，借款{loanNumber}有新消息，請在 {brand} 中查看。',
  },
  'push.loanUpdate.noLoan.body': {
    en: '{name}, there is news about your account in {brand}.',
    cn: '{name}，您的账户有新消息，请在 {brand} 中查看。',
    tw: '{name}，您的帳戶有新消息，請在 {brand} 中查看。',
  },
  'push.paymentUpdate.title': {
    en: 'News about your payments',
    cn: '您的还款有新消息',
    tw: '您的還款有新消息',
  },
  'push.paymentUpdate.body': {
    en: '{name}, there is news about the payments on loan {loanNumber} in {brand}.',
    cn: '{name}，借款{loanNumber}的还款有新消息，请在 {brand} 中查看。',
    tw: '{name}，借款{loanNumber}的還款有新消息，請在 {brand} 中查看。',
  },
  'push.paymentUpdate.noLoan.body': {
    en: '{name}, there is news about your payments in {brand}.',
    cn: '{name}，您的还款有新消息，请在 {brand} 中查看。',
    tw: '{name}，您的還款有新消息，請在 {brand} 中查看。',
  },
  'push.news.title': { en: 'News from {brand}', cn: '{brand} 新消息', tw: '{brand} 新消息' },
  'push.news.body': {
    en: '{name}, there is something new to read in {brand}.',
    cn: '{name}，{brand} 有新内容可供阅读。',
    tw: '{name}，{brand} 有新內容可供閱讀。',
  },
  'push.test.title': { en: 'Notifications are on', cn: '通知已开启', tw: '通知已開啟' },
  'push.test.body': {
    en: '{name}, this is a test. This is how {brand} will tell you about your loans.',
    cn: '{name}，这是一条测试通知。{brand} 将以这种方式通知您借款的最新情况。',
    tw: '{name}，這是一則測試通知。{brand} 將以這種方式通知您借款的最新情況。',
  },

  'email.greeting': { en: 'Hello {firstName},', cn: '{firstName}，您好：', tw: '{firstName}，您好：' },
  'email.greeting.noName': { en: 'Hello,', cn: '您好：', tw: '您好：' },
  'email.open': {
    en: 'Open it in the app: {link}',
    cn: '在应用中查看：{link}',
    tw: '在應用程式中查看：{link}',
  },
  'email.openButton': { en: 'Open in {brand}', cn: '在 {brand} 中查看', tw: '在 {brand} 中查看' },
  'email.signOff': { en: 'The {brand} team', cn: '{brand} 团队', tw: '{brand} 團隊' },
  'email.why.optional': {
    en: 'You get this e-mail because you chose to hear about {group} by e-mail. To stop these e-mails, use the unsubscribe link or change Notifications in your settings: {settingsLink}',
    cn: '您收到此邮件，是因为您选择通过电子邮件接收“{group}”类通知。如不想再收到此类邮件，请使用退订链接，或在设置的“通知”中更改：{settingsLink}',
    tw: '您收到此郵件，是因為您選擇透過電子郵件接收「{group}」類通知。如不想再收到此類郵件，請使用退訂連結，或在設定的「通知」中變更：{settingsLink}',
  },
  'email.why.statutory': {
    en: 'The law requires us to give you this notice in writing, so we send it by e-mail whatever your notification settings are.',
    cn: '法律要求我们以书面形式向您发出此通知，因此无论您的通知设置如何，我们都会通过电子邮件发送。',
    tw: '法律要求我們以書面形式向您發出此通知，因此無論您的通知設定如何，我們都會透過電子郵件發送。',
  },
  'email.test.subject': {
    en: 'A test e-mail from {brand}',
    cn: '来自 {brand} 的测试邮件',
    tw: '來自 {brand} 的測試郵件',
  },
  'email.test.body': {
    en: 'You asked for a test. This is how {brand} will write to you about the things you chose in Notifications.',
    cn: '这是您要求的测试邮件。{brand} 将以这种方式就您在“通知”中选择的事项与您联系。',
    tw: '這是您要求的測試郵件。{brand} 將以這種方式就您在「通知」中選擇的事項與您聯絡。',
  },
  'notify.group.decisions': { en: 'decisions and offers', cn: '审批结果与要约', tw: '審批結果與要約' },
  'notify.group.payments': { en: 'payments', cn: '款项与还款', tw: '款項與還款' },
  'notify.group.reminders': { en: 'reminders', cn: '提醒', tw: '提醒' },
  'notify.group.news': { en: 'news', cn: '新闻资讯', tw: '新聞資訊' },

  'notify.loan.offerLapsing.title': {
    en: 'Your offer ends in 2 days',
    cn: '您的要约将在 2 天后到期',
    tw: '您的要約將在 2 天後到期',
  },
  'notify.loan.offerLapsing.body': {
    en: 'The offer for loan {contractNumber} ends on {expiresOn}. If you want the loan, read and sign the agreement before then; after that you would need to ask for the offer again.',
    cn: '借款{contractNumber}的要约将于{expiresOn}到期。如需借款，请在此之前阅读并签署合同；过期后需重新申请要约。',
    tw: '借款{contractNumber}的要約將於{expiresOn}到期。如需借款，請在此之前閱讀並簽署合約；過期後需重新申請要約。',
  },
  'notify.hardship.offerReady.title': {
    en: 'Help with your payments is ready',
    cn: '还款协助方案已准备好',
    tw: '還款協助方案已準備好',
  },
  'notify.hardship.offerReady.body': {
    en: 'We have looked at your request for help with loan {contractNumber} and have an arrangement to offer you. Open it to read the terms and accept or decline.',
    cn: '我们已审阅您就借款{contractNumber}提出的协助请求，并为您准备了还款安排。请打开查看条款，并选择接受或拒绝。',
    tw: '我們已審閱您就借款{contractNumber}提出的協助請求，並為您準備了還款安排。請打開查看條款，並選擇接受或拒絕。',
  },
  'notify.complaint.received.title': {
    en: 'We have your complaint',
    cn: '我们已收到您的投诉',
    tw: '我們已收到您的投訴',
  },
  'notify.complaint.received.body': {
    en: 'We received your complaint {complaintReference} on {receivedOn}. We aim to settle it by {summaryBy}; if it needs longer, our final response will reach you by {finalBy}. You can follow it under Complaints.',
    cn: '我们于{receivedOn}收到您的投诉{complaintReference}。我们力争在{summaryBy}前解决；如需更长时间，我们会在{finalBy}前给您最终答复。您可在“投诉”中查看进展。',
    tw: '我們於{receivedOn}收到您的投訴{complaintReference}。我們力爭在{summaryBy}前解決；如需更長時間，我們會在{finalBy}前給您最終答覆。您可在「投訴」中查看進展。',
  },
  'notify.complaint.answered.title': {
    en: 'We have answered your complaint',
    cn: '我们已回复您的投诉',
    tw: '我們已回覆您的投訴',
  },
  'notify.complaint.answered.body': {
    en: 'Our answer to your complaint {complaintReference} is ready. If you are not happy with it, you can refer your complaint to the Financial Ombudsman Service within six months.',
    cn: '我们对您的投诉{complaintReference}的回复已准备好。如您对回复不满意，可在六个月内将投诉提交至金融申诉专员服务机构（Financial Ombudsman Service）。',
    tw: '我們對您的投訴{complaintReference}的回覆已準備好。如您對回覆不滿意，可在六個月內將投訴提交至金融申訴專員服務機構（Financial Ombudsman Service）。',
  },

  'push.subscription.invalid': {
    en: 'This is not a push subscription from a browser',
    cn: '这不是浏览器的推送订阅',
    tw: '這不是瀏覽器的推播訂閱',
  },
  'push.endpoint.invalid': {
    en: 'The push address is missing or too long',
    cn: '推送地址缺失或过长',
    tw: '推播位址缺失或過長',
  },
  'push.endpoint.notHttps': {
    en: 'The push address must be a secure (https) address',
    cn: '推送地址必须是安全的（https）地址',
    tw: '推播位址必須是安全的（https）位址',
  },
  'push.key.invalid': {
    en: 'The device key of this subscription is not a valid P-256 public key',
    cn: '此订阅的设备密钥不是有效的 P-256 公钥',
    tw: '此訂閱的裝置金鑰不是有效的 P-256 公鑰',
  },
  'push.auth.invalid': {
    en: 'The authentication secret of this subscription is not 16 bytes of base64url',
    cn: '此订阅的认证密钥不是 16 字节的 base64url 数据',
    tw: '此訂閱的認證金鑰不是 16 位元組的 base64url 資料',
  },
  'push.notSubscribed': {
    en: 'This device is not signed up for notifications',
    cn: '此设备尚未开启通知',
    tw: '此裝置尚未開啟通知',
  },
  'notify.unsubscribed': {
    en: 'You will no longer get these e-mails',
    cn: '您将不再收到此类邮件',
    tw: '您將不再收到此類郵件',
  },
  'notify.unsubscribe.invalid': {
    en: 'This unsubscribe link is not valid',
    cn: '此退订链接无效',
    tw: '此退訂連結無效',
  },
};
