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
<p>Applications can be saved part-way and resumed on any device, and the Quayside app works offline for everything that does not need a live connection. Most applications get a decision straight away, with the reasons and the figures behind it; the rest are decided by a person within five working days. Funds are sent on the next working day after an offer is signed.</p>`,
      },
      cn: {
        title: 'Quayside 推出以清晰数字为核心的个人贷款',
        summary: '这家新贷款机构提供一至五年期贷款，即时报价不影响信用评分。',
        bodyHtml: `<p><strong>伦敦，2025 年 9 月 15 日。</strong>Quayside 今天面向全英国借款人正式开业，并作出一个简单的承诺：客户做决定所需的每一个数字，都会在申请之前清楚显示在屏幕上。</p>
<p>客户可以选择金额、一至五年的期限以及三种还款方式之一：等额本息、先息后本（到期归还本金），或到期一次性还本付息。报价会显示每月还款额、还款总额、年化利率（APR）以及完整的还款计划，并且只进行其他贷款机构无法看到的软查询。</p>
<blockquote>"人们不应该非得提交申请才能知道一笔贷款要花多少钱，"Quayside 客户团队表示，"我们先把完整情况展示出来，同时让客户拒绝也同样容易。"</blockquote>
<p>申请可以中途保存，并在任何设备上继续填写；对于不需要实时联网的功能，Quayside 应用在离线时也能使用。大多数申请提交后即可获得审批决定，并附有理由和所依据的数字；其余申请由工作人员在五个工作日内作出决定。签署贷款要约后的下一个工作日发放款项。</p>`,
      },
      tw: {
        title: 'Quayside 推出以清晰數字為核心的個人貸款',
        summary: '這家新貸款機構提供一至五年期貸款，即時報價不影響信用評分。',
        bodyHtml: `<p><strong>倫敦，2025 年 9 月 15 日。</strong>Quayside 今天面向全英國借款人正式開業，並作出一個簡單的承諾：客戶做決定所需的每一個數字，都會在申請之前清楚顯示在螢幕上。</p>
<p>客戶可以選擇金額、一至五年的期限以及三種還款方式之一：等額本息、先息後本（到期歸還本金），或到期一次還本付息。報價會顯示每月還款額、還款總額、年化利率（APR）以及完整的還款計畫，並且只進行其他貸款機構無法看到的軟查詢。</p>
<blockquote>「人們不應該非得送出申請才能知道一筆貸款要花多少錢，」Quayside 客戶團隊表示，「我們先把完整情況呈現出來，同時讓客戶拒絕也同樣容易。」</blockquote>
<p>申請可以中途儲存，並在任何裝置上繼續填寫；對於不需要即時連線的功能，Quayside 應用程式在離線時也能使用。大多數申請送出後即可獲得審核決定，並附有理由及所依據的數字；其餘申請由工作人員在五個工作天內作出決定。簽署貸款要約後的下一個工作天撥付款項。</p>`,
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
    slug: 'app-works-offline',
    type: 'press',
    pinned: false,
    publishedAt: new Date('2026-01-26T08:00:00Z'),
    texts: {
      en: {
        title: 'The Quayside app now works without a signal',
        summary:
          'Help, loan information and the repayment calculator open with no connection, so a patchy signal never stands between a customer and an answer.',
        bodyHtml: `<p><strong>London, 26 January 2026.</strong> Quayside's app can now be installed on a phone's home screen and opened without a connection.</p>
<ul><li>The help centre, the money worries page, the loan pages and our terms open offline once the app has been opened online.</li><li>The repayment calculator keeps working with the last rates it saw, and says the date they are from.</li><li>Articles a customer has already read stay available to read again.</li></ul>
<p>Anything that depends on a customer's own account, such as balances and repayments, is fetched live and never kept in a shared cache, and the copy on the phone is cleared when the customer logs out.</p>
<p>Our team is still available Monday to Friday, 8:00 to 18:00 (UK time), by phone, e-mail and text relay.</p>`,
      },
      cn: {
        title: 'Quayside 应用现已支持离线使用',
        summary: '帮助内容、贷款信息和还款计算器无需联网即可打开，信号不佳也不会妨碍客户获得答案。',
        bodyHtml: `<p><strong>伦敦，2026 年 1 月 26 日。</strong>Quayside 应用现在可以添加到手机主屏幕，并在没有网络连接时打开。</p>
<ul><li>只要曾在联网时打开过应用，帮助中心、财务困难页面、贷款页面和我们的条款即可离线查看。</li><li>还款计算器会使用最近一次获取的利率继续工作，并注明利率的日期。</li><li>客户已阅读过的文章可以再次离线阅读。</li></ul>
<p>与客户本人账户相关的内容，例如余额和还款，均实时获取，绝不存放在共享缓存中；客户退出登录时，手机上的副本会被清除。</p>
<p>我们的团队仍然在周一至周五 8:00 至 18:00（英国时间）通过电话、电子邮件和文字转接服务为您提供帮助。</p>`,
      },
      tw: {
        title: 'Quayside 應用程式現已支援離線使用',
        summary: '說明內容、貸款資訊和還款試算器無需連網即可開啟，訊號不佳也不會妨礙客戶取得解答。',
        bodyHtml: `<p><strong>倫敦，2026 年 1 月 26 日。</strong>Quayside 應用程式現在可以加入手機主畫面，並在沒有網路連線時開啟。</p>
<ul><li>只要曾在連網時開啟過應用程式，說明中心、財務困難頁面、貸款頁面和我們的條款即可離線瀏覽。</li><li>還款試算器會使用最近一次取得的利率繼續運作，並註明利率的日期。</li><li>客戶已閱讀過的文章可以再次離線閱讀。</li></ul>
<p>與客戶本人帳戶相關的內容，例如餘額和還款，均即時取得，絕不存放在共用快取中；客戶登出時，手機上的副本會被清除。</p>
<p>我們的團隊仍然在週一至週五 8:00 至 18:00（英國時間）透過電話、電子郵件和文字轉接服務為您提供協助。</p>`,
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
