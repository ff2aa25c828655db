import type { CatalogPart } from './catalog-types';

/**
 * USDT amounts and rates (decision 098): the refusals of a typed amount or rate, a rate that is missing,
 * too old or unavailable (worded for the operator, who can set one, and for the borrower, who can only wait),
 * a quote that does not fit, the settings' shapes and the agreement's section on the conversion.
 */
export const usdtMessages: CatalogPart = {
  'usdt.amount.invalid': {
    en: 'Enter a USDT amount above zero, such as 161.100000',
    cn: '请输入大于零的 USDT 金额，例如 161.100000',
    tw: '請輸入大於零的 USDT 金額，例如 161.100000',
  },
  'usdt.amount.decimals': {
    en: 'A USDT amount has at most six decimals',
    cn: 'USDT 金额最多六位小数',
    tw: 'USDT 金額最多六位小數',
  },
  'usdt.rate.invalid': {
    en: 'Enter how many USDT one pound buys, from 0.0001, such as 1.250000',
    cn: '请输入 1 英镑可兑换的 USDT 数量，不低于 0.0001，例如 1.250000',
    tw: '請輸入 1 英鎊可兌換的 USDT 數量，不低於 0.0001，例如 1.250000',
  },
  'usdt.rate.decimals': {
    en: 'A rate has at most six decimals',
    cn: '汇率最多六位小数',
    tw: '匯率最多六位小數',
  },
  'usdt.rate.missing': {
    en: 'No GBP to USDT rate has been set yet: set today’s rate in Settings first',
    cn: '尚未设置英镑兑 USDT 汇率：请先在“设置”中设置今日汇率',
    tw: '尚未設定英鎊兌 USDT 匯率：請先在「設定」中設定今日匯率',
  },
  'usdt.rate.stale': {
    en: 'The GBP to USDT rate was set at {setAt}, more than {hours} hours ago: set today’s rate in Settings first',
    cn: '英镑兑 USDT 汇率设置于 {setAt}，已超过 {hours} 小时：请先在“设置”中设置今日汇率',
    tw: '英鎊兌 USDT 匯率設定於 {setAt}，已超過 {hours} 小時：請先在「設定」中設定今日匯率',
  },
  'usdt.rate.down': {
    en: 'The rate source did not answer, so there is no GBP to USDT rate just now: try again in a few minutes',
    cn: '汇率来源未响应，目前没有英镑兑 USDT 汇率：请几分钟后再试',
    tw: '匯率來源未回應，目前沒有英鎊兌 USDT 匯率：請幾分鐘後再試',
  },
  'usdt.rate.changed': {
    en: 'The rate is now {rate} USDT a pound, not the rate shown: check the USDT to send and record it again',
    cn: '汇率现为 1 英镑兑 {rate} USDT，与所显示的不同：请核对应发送的 USDT 后重新记录',
    tw: '匯率現為 1 英鎊兌 {rate} USDT，與所顯示的不同：請核對應發送的 USDT 後重新記錄',
  },
  'usdt.rate.moveUnconfirmed': {
    en: 'This rate is {percent}% away from the current {rate}: confirm the move to set it',
    cn: '此汇率与当前汇率 {rate} 相差 {percent}%：请确认后再设置',
    tw: '此匯率與目前匯率 {rate} 相差 {percent}%：請確認後再設定',
  },
  'usdt.rate.feedConfigured': {
    en: 'The rate comes from the rate source at FX_RATE_URL and cannot be set here',
    cn: '汇率取自 FX_RATE_URL 所指的汇率来源，不能在此设置',
    tw: '匯率取自 FX_RATE_URL 所指的匯率來源，不能在此設定',
  },
  'usdt.quote.rateUnavailable': {
    en: 'We cannot tell you how much USDT to send just now, because today’s rate is not available. Please try again later or contact us',
    cn: '由于今日汇率暂不可用，我们目前无法告诉您应发送多少 USDT。请稍后再试或联系我们',
    tw: '由於今日匯率暫不可用，我們目前無法告訴您應發送多少 USDT。請稍後再試或聯絡我們',
  },
  'usdt.quote.notForThese': {
    en: 'This USDT figure was for other bills: refresh it and send the amount then shown',
    cn: '此 USDT 金额对应的是其他账单：请刷新后按新显示的金额发送',
    tw: '此 USDT 金額對應的是其他帳單：請重新整理後按新顯示的金額發送',
  },
  'usdt.received.oneOfTwo': {
    en: 'Enter the pounds or the USDT received, not both',
    cn: '请填写收到的英镑或 USDT，二者只填其一',
    tw: '請填寫收到的英鎊或 USDT，二者只填其一',
  },
  'usdt.received.underAPenny': {
    en: 'At {rate} USDT a pound this is worth less than a penny',
    cn: '按 1 英镑兑 {rate} USDT 计算，此金额不足一便士',
    tw: '按 1 英鎊兌 {rate} USDT 計算，此金額不足一便士',
  },
  'config.hours.invalid': {
    en: 'Hours must be a whole number from 1 to 720',
    cn: '小时数必须是 1 到 720 之间的整数',
    tw: '小時數必須是 1 到 720 之間的整數',
  },
  'config.minutes.invalid': {
    en: 'Minutes must be a whole number from 1 to 120',
    cn: '分钟数必须是 1 到 120 之间的整数',
    tw: '分鐘數必須是 1 到 120 之間的整數',
  },
  'contract.usdt.heading': {
    en: 'Pounds and USDT',
    cn: '英镑与 USDT',
    tw: '英鎊與 USDT',
  },
  'contract.usdt.text': {
    en: 'This credit, its interest and every bill are in pounds sterling; the money moves in USDT (the stablecoin Tether), to the address you gave us and to ours. We convert at our GBP to USDT rate of the moment, which we show with the time it was set. When we send the money, we send the pounds converted and rounded down to the millionth of a USDT. When you repay, we show the USDT to send, rounded up to the millionth so that it always covers your bill, and the figure holds for the minutes shown; what arrives is credited to you in pounds at the rate of the figure you were shown, if you reported the payment while it held, otherwise at our rate on the day we confirm it, rounded down to the penny. Any difference is treated as an ordinary part payment or overpayment. Network fees for your own transfers are yours to pay.',
    cn: '本借款、利息及各期账单均以英镑计价；资金以 USDT（泰达币稳定币）划转，发送至您提供的地址及我们的地址。我们按当时的英镑兑 USDT 汇率换算，并显示该汇率的设置时间。放款时，我们将英镑换算后向下取整至 USDT 的百万分之一发送。还款时，我们显示应发送的 USDT，向上取整至百万分之一，确保足以支付您的账单，该金额在所示分钟内有效；到账款项按您所见金额的汇率折算为英镑记入（如您在其有效期内提交还款），否则按我们确认当日的汇率折算，向下取整至便士。任何差额均按一般的部分还款或多付款项处理。您自行转账的网络手续费由您承担。',
    tw: '本借款、利息及各期帳單均以英鎊計價；資金以 USDT（泰達幣穩定幣）劃轉，發送至您提供的地址及我們的地址。我們按當時的英鎊兌 USDT 匯率換算，並顯示該匯率的設定時間。撥款時，我們將英鎊換算後向下取整至 USDT 的百萬分之一發送。還款時，我們顯示應發送的 USDT，向上取整至百萬分之一，確保足以支付您的帳單，該金額在所示分鐘內有效；到帳款項按您所見金額的匯率折算為英鎊記入（如您在其有效期內提交還款），否則按我們確認當日的匯率折算，向下取整至便士。任何差額均按一般的部分還款或多付款項處理。您自行轉帳的網路手續費由您承擔。',
  },
};
