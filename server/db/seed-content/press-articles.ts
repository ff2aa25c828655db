import type { ArticleInput } from '../../modules/news/news-repository';

/** Press releases, written for Quayside in English, Simplified Chinese and Traditional Chinese. */
export const pressArticles: ArticleInput[] = [
  {
    slug: 'quayside-launches',
    type: 'press',
    pinned: true,
    publishedAt: new Date('2025-09-15T08:00:00Z'),
    texts: {
      en: {
        title: 'Quayside launches personal loans built around clear numbers',
        summary:
          'The new lender offers loans of one to five years, with an instant quote that does not affect credit scores.',
        bodyHtml: `<p><strong>London, 15 September 2025.</strong> Quayside today opens to borrowers across the UK with a simple promise: every number a customer needs to decide is on the screen before they apply.</p>
<p>Customers choose an amount, a term of one to five years and one of three repayment methods: equal monthly instalments, interest first with the principal repaid at the end, or a single repayment at maturity. The quote shows the monthly payment, the total repayable, the APR and the whole schedule, and it uses a soft search that other lenders cannot see.</p>
<blockquote>"People should not have to apply for a loan to find out what it costs," said the Quayside customer team. "We show the full picture first, and we make it just as easy to say no."</blockquote>
<p>Applications can be saved part-way and resumed on any device, and the Quayside app works offline for everything that does not need a live connection. Decisions are made within five working days, and funds are sent on the next working day after an offer is signed.</p>`,
      },
      cn: {
        title: 'Quayside 推出以清晰数字为核心的个人贷款',
        summary: '这家新贷款机构提供一至五年期贷款，即时报价不影响信用评分。',
        bodyHtml: `<p><strong>伦敦，2025 年 9 月 15 日。</strong>Quayside 今天面向全英国借款人正式开业，并作出一个简单的承诺：客户做决定所需的每一个数字，都会在申请之前清楚显示在屏幕上。</p>
<p>客户可以选择金额、一至五年的期限以及三种还款方式之一：等额本息、先息后本（到期归还本金），或到期一次性还本付息。报价会显示每月还款额、还款总额、年化利率（APR）以及完整的还款计划，并且只进行其他贷款机构无法看到的软查询。</p>
<blockquote>"人们不应该非得提交申请才能知道一笔贷款要花多少钱，"Quayside 客户团队表示，"我们先把完整情况展示出来，同时让客户拒绝也同样容易。"</blockquote>
<p>申请可以中途保存，并在任何设备上继续填写；对于不需要实时联网的功能，Quayside 应用在离线时也能使用。我们会在五个工作日内作出审批决定，并在签署贷款要约后的下一个工作日发放款项。</p>`,
      },
      tw: {
        title: 'Quayside 推出以清晰數字為核心的個人貸款',
        summary: '這家新貸款機構提供一至五年期貸款，即時報價不影響信用評分。',
        bodyHtml: `<p><strong>倫敦，2025 年 9 月 15 日。</strong>Quayside 今天面向全英國借款人正式開業，並作出一個簡單的承諾：客戶做決定所需的每一個數字，都會在申請之前清楚顯示在螢幕上。</p>
<p>客戶可以選擇金額、一至五年的期限以及三種還款方式之一：等額本息、先息後本（到期歸還本金），或到期一次還本付息。報價會顯示每月還款額、還款總額、年化利率（APR）以及完整的還款計畫，並且只進行其他貸款機構無法看到的軟查詢。</p>
<blockquote>「人們不應該非得送出申請才能知道一筆貸款要花多少錢，」Quayside 客戶團隊表示，「我們先把完整情況呈現出來，同時讓客戶拒絕也同樣容易。」</blockquote>
<p>申請可以中途儲存，並在任何裝置上繼續填寫；對於不需要即時連線的功能，Quayside 應用程式在離線時也能使用。我們會在五個工作天內作出審核決定，並在簽署貸款要約後的下一個工作天撥付款項。</p>`,
      },
    },
  },
  {
    slug: 'chinese-language-service',
    type: 'press',
    pinned: false,
    publishedAt: new Date('2025-11-24T08:00:00Z'),
    texts: {
      en: {
        title: 'Quayside now serves customers in Simplified and Traditional Chinese',
        summary:
          'Every screen, message and document is now available in English, Simplified Chinese and Traditional Chinese.',
        bodyHtml: `<p><strong>London, 24 November 2025.</strong> Quayside customers can now use the whole service in Simplified Chinese or Traditional Chinese as well as English, from the first quote to the final repayment.</p>
<p>The language can be changed at any time from the top of any page. Quotes, the application, offer documents, notifications and messages from our team all follow the chosen language, and amounts and dates are shown in the same clear format throughout.</p>
<p>Customer-service staff who speak Mandarin and Cantonese are available during our normal opening hours, by chat and by phone. A customer can switch language part-way through an application without losing anything already entered.</p>
<p>Important legal documents remain binding in their English version; translated versions are provided so that customers understand exactly what they are agreeing to.</p>`,
      },
      cn: {
        title: 'Quayside 现已提供简体中文和繁体中文服务',
        summary: '所有页面、消息和文件现在均提供英文、简体中文和繁体中文版本。',
        bodyHtml: `<p><strong>伦敦，2025 年 11 月 24 日。</strong>从第一次报价到最后一笔还款，Quayside 客户现在可以使用简体中文或繁体中文（以及英文）享受全部服务。</p>
<p>您可以随时在任意页面顶部切换语言。报价、申请、贷款要约文件、通知以及我们团队发送的消息都会跟随所选语言，金额和日期在各处都以统一清晰的格式显示。</p>
<p>在正常营业时间内，会讲普通话和粤语的客服人员可通过在线聊天和电话为您提供服务。客户在申请过程中切换语言，已填写的内容不会丢失。</p>
<p>重要法律文件以英文版本为准；我们提供翻译版本，是为了让客户准确了解自己所同意的内容。</p>`,
      },
      tw: {
        title: 'Quayside 現已提供簡體中文和繁體中文服務',
        summary: '所有頁面、訊息和文件現在均提供英文、簡體中文和繁體中文版本。',
        bodyHtml: `<p><strong>倫敦，2025 年 11 月 24 日。</strong>從第一次報價到最後一筆還款，Quayside 客戶現在可以使用簡體中文或繁體中文（以及英文）享受全部服務。</p>
<p>您可以隨時在任何頁面頂端切換語言。報價、申請、貸款要約文件、通知以及我們團隊發送的訊息都會跟隨所選語言，金額和日期在各處都以一致清晰的格式顯示。</p>
<p>在正常營業時間內，會說普通話和粵語的客服人員可透過線上聊天和電話為您提供服務。客戶在申請過程中切換語言，已填寫的內容不會遺失。</p>
<p>重要法律文件以英文版本為準；我們提供翻譯版本，是為了讓客戶準確了解自己所同意的內容。</p>`,
      },
    },
  },
  {
    slug: 'customer-service-hours',
    type: 'press',
    pinned: false,
    publishedAt: new Date('2026-01-26T08:00:00Z'),
    texts: {
      en: {
        title: 'Longer customer-service hours, including Saturdays',
        summary:
          'From February our team is available on weekday evenings and on Saturdays, by chat and by phone.',
        bodyHtml: `<p><strong>London, 26 January 2026.</strong> From 2 February 2026 Quayside's customer-service team will be available for longer, so customers can reach a person outside their own working day.</p>
<ul><li>Monday to Friday: 8:00 to 20:00 (UK time).</li><li>Saturday: 9:00 to 17:00.</li><li>Sunday and bank holidays: closed. Messages sent through the app are answered the next working day.</li></ul>
<p>Customers who are worried about a repayment can ask to speak to a member of our financial-support team during any of these hours. Calls to our support number cost the same as a call to a standard UK landline.</p>
<p>Quotes, applications, uploads and repayment confirmations can still be made in the app at any time of day.</p>`,
      },
      cn: {
        title: '客户服务时间延长，周六也提供服务',
        summary: '自二月起，我们的团队将在工作日晚间和周六通过在线聊天和电话为您服务。',
        bodyHtml: `<p><strong>伦敦，2026 年 1 月 26 日。</strong>自 2026 年 2 月 2 日起，Quayside 客户服务团队的服务时间将延长，让客户在自己的工作时间之外也能联系到工作人员。</p>
<ul><li>周一至周五：8:00 至 20:00（英国时间）。</li><li>周六：9:00 至 17:00。</li><li>周日及银行假日：休息。通过应用发送的消息将在下一个工作日回复。</li></ul>
<p>担心还款问题的客户，可以在上述任何时间要求与我们的财务支持团队成员通话。拨打我们的客服电话，费用与拨打英国普通固定电话相同。</p>
<p>报价、申请、上传文件和还款确认仍然可以在一天中的任何时间通过应用完成。</p>`,
      },
      tw: {
        title: '客戶服務時間延長，週六也提供服務',
        summary: '自二月起，我們的團隊將在平日晚間和週六透過線上聊天和電話為您服務。',
        bodyHtml: `<p><strong>倫敦，2026 年 1 月 26 日。</strong>自 2026 年 2 月 2 日起，Quayside 客戶服務團隊的服務時間將延長，讓客戶在自己的工作時間之外也能聯絡到服務人員。</p>
<ul><li>週一至週五：8:00 至 20:00（英國時間）。</li><li>週六：9:00 至 17:00。</li><li>週日及銀行假日：休息。透過應用程式發送的訊息將在下一個工作天回覆。</li></ul>
<p>擔心還款問題的客戶，可以在上述任何時間要求與我們的財務支援團隊成員通話。撥打我們的客服電話，費用與撥打英國一般市內電話相同。</p>
<p>報價、申請、上傳檔案和還款確認仍然可以在一天中的任何時間透過應用程式完成。</p>`,
      },
    },
  },
  {
    slug: 'money-skills-partnership',
    type: 'press',
    pinned: false,
    publishedAt: new Date('2026-02-16T08:00:00Z'),
    texts: {
      en: {
        title: 'Quayside partners with the Harbour Lights Money Skills Trust',
        summary:
          'A three-year partnership will fund free budgeting workshops for young adults and new arrivals to the UK.',
        bodyHtml: `<p><strong>London, 16 February 2026.</strong> Quayside has begun a three-year partnership with the Harbour Lights Money Skills Trust, a charity that teaches practical money skills in community centres, colleges and libraries.</p>
<p>The partnership will fund free evening workshops on budgeting, understanding credit files and spotting financial scams. Sessions are aimed at young adults managing money on their own for the first time and at people who have recently moved to the UK and are getting to know its banking system. Workshops will be offered in English, Mandarin and Cantonese.</p>
<p>Quayside staff will volunteer as workshop helpers, and the workshops will never promote Quayside or any other lender's products. The trust keeps full control of what is taught.</p>
<p>Details of upcoming sessions will be published on the trust's website and shared in the Quayside app.</p>`,
      },
      cn: {
        title: 'Quayside 与 Harbour Lights 理财技能信托基金建立合作',
        summary: '为期三年的合作将资助面向年轻人和新到英国人士的免费预算管理讲座。',
        bodyHtml: `<p><strong>伦敦，2026 年 2 月 16 日。</strong>Quayside 已与 Harbour Lights 理财技能信托基金开展为期三年的合作。该慈善机构在社区中心、学院和图书馆教授实用的理财技能。</p>
<p>此次合作将资助关于预算管理、读懂信用报告以及识别金融诈骗的免费晚间讲座。课程面向第一次独立管理财务的年轻人，以及刚到英国、正在熟悉当地银行体系的人士。讲座将以英语、普通话和粤语进行。</p>
<p>Quayside 员工将以志愿者身份协助讲座，讲座绝不会推广 Quayside 或任何其他贷款机构的产品。授课内容完全由该信托基金决定。</p>
<p>后续课程的详情将在该信托基金的网站上公布，并在 Quayside 应用中同步发布。</p>`,
      },
      tw: {
        title: 'Quayside 與 Harbour Lights 理財技能信託基金建立合作',
        summary: '為期三年的合作將資助以年輕人和新抵英國人士為對象的免費預算管理講座。',
        bodyHtml: `<p><strong>倫敦，2026 年 2 月 16 日。</strong>Quayside 已與 Harbour Lights 理財技能信託基金展開為期三年的合作。該慈善機構在社區中心、學院和圖書館教授實用的理財技能。</p>
<p>此次合作將資助關於預算管理、讀懂信用報告以及辨識金融詐騙的免費晚間講座。課程以第一次獨立管理財務的年輕人，以及剛抵達英國、正在熟悉當地銀行體系的人士為對象。講座將以英語、普通話和粵語進行。</p>
<p>Quayside 員工將以志工身分協助講座，講座絕不會推廣 Quayside 或任何其他貸款機構的產品。授課內容完全由該信託基金決定。</p>
<p>後續課程的詳情將在該信託基金的網站上公布，並在 Quayside 應用程式中同步發布。</p>`,
      },
    },
  },
];
