import { creditAgencyOfRecord } from '../../../domain/credit/agency-of-record';
import type { ArticleInput } from '../../modules/news/news-repository';

/** Blog posts, written for Quayside in English, Simplified Chinese and Traditional Chinese. */
export const blogArticles: ArticleInput[] = [
  {
    slug: 'how-our-quote-works',
    type: 'blog',
    pinned: true,
    publishedAt: new Date('2026-01-12T09:00:00Z'),
    texts: {
      en: {
        title: 'How our quote works, and why it leaves your credit file alone',
        summary:
          'A Quayside quote uses a soft search. Here is what we look at, what we show you and what happens next.',
        bodyHtml: `<p>When you ask for a quote, you tell us how much you would like to borrow, for how long and how you would prefer to repay. We answer straight away with the monthly payment, the total you would pay back, the annual percentage rate (APR) and a full schedule, month by month.</p>
<h2>A soft search, not a hard one</h2>
<p>To give you a realistic figure we run a soft search. Only you can see it on your credit file, and other lenders cannot. It does not affect your credit score, so you can get a quote, think it over and come back another day without any harm done.</p>
<p>A hard search only happens if you decide to apply: submitting your application makes one, and other lenders can see it. We will always tell you clearly before that step, and you can stop at any point before you submit.</p>
<p>The soft search also shows whether your file holds records we do not lend past, such as a default in the last year or a county court judgment. If it does, the last step of the application says so before you submit, so you need not leave a hard search for an application we would decline. We search with ${creditAgencyOfRecord.name}, a credit reference agency, and you can ask them for a copy of your file.</p>
<h2>What the quote is based on</h2>
<ul><li>The amount and term you choose, between one and five years.</li><li>The repayment method: equal monthly instalments, interest first with the principal at the end, or a single repayment at maturity.</li><li>Basic eligibility: you are at least 21, live in the UK, have a UK bank account and a regular income.</li></ul>
<p>Your quote stays valid for 30 days. If you apply within that time, the figures you saw are the figures we use, unless the information in your application turns out to be different.</p>`,
      },
      cn: {
        title: '我们的报价如何运作，以及为什么不会影响您的信用记录',
        summary: 'Quayside 报价采用软查询。以下是我们查看的内容、向您展示的信息以及后续步骤。',
        bodyHtml: `<p>当您申请报价时，只需告诉我们您想借多少钱、借多长时间以及希望采用哪种还款方式。我们会立即给出每月还款额、还款总额、年化利率（APR）以及逐月的完整还款计划。</p>
<h2>软查询，而非硬查询</h2>
<p>为了给出切合实际的数字，我们会进行一次软查询。软查询只有您本人能在信用报告中看到，其他贷款机构无法看到。它不会影响您的信用评分，因此您可以先获取报价、慢慢考虑，改天再来也不会有任何影响。</p>
<p>只有在您决定正式申请时，才会进行硬查询：提交申请时会进行一次，其他贷款机构可以看到。在这一步之前我们一定会清楚地告知您，而且在提交之前您可以随时停止。</p>
<p>软查询还会显示您的信用档案中是否有我们不予放贷的记录，例如最近一年内的违约或郡法院判决。如果有，申请的最后一步会在您提交之前告诉您，这样您就不必为一份会被拒绝的申请留下硬查询记录。我们通过信用资料机构 ${creditAgencyOfRecord.name} 进行查询，您可以向其索取您的信用档案副本。</p>
<h2>报价依据</h2>
<ul><li>您选择的金额和期限（一至五年）。</li><li>还款方式：等额本息、先息后本，或到期一次性还本付息。</li><li>基本资格：年满 21 岁、居住在英国、拥有英国银行账户并有稳定收入。</li></ul>
<p>报价有效期为 30 天。如果您在此期间提交申请，我们将沿用您看到的数字，除非申请中的信息与报价时不同。</p>`,
      },
      tw: {
        title: '我們的報價如何運作，以及為什麼不會影響您的信用紀錄',
        summary: 'Quayside 報價採用軟查詢。以下是我們查看的內容、向您顯示的資訊以及後續步驟。',
        bodyHtml: `<p>當您申請報價時，只需告訴我們您想借多少錢、借多長時間以及希望採用哪種還款方式。我們會立即提供每月還款額、還款總額、年化利率（APR）以及逐月的完整還款計畫。</p>
<h2>軟查詢，而非硬查詢</h2>
<p>為了提供貼近實際的數字，我們會進行一次軟查詢。軟查詢只有您本人能在信用報告中看到，其他貸款機構無法看到。它不會影響您的信用評分，因此您可以先取得報價、慢慢考慮，改天再來也不會有任何影響。</p>
<p>只有在您決定正式申請時，才會進行硬查詢：送出申請時會進行一次，其他貸款機構可以看到。在這一步之前我們一定會清楚告知您，而且在送出之前您可以隨時停止。</p>
<p>軟查詢也會顯示您的信用檔案中是否有我們不予放貸的紀錄，例如最近一年內的違約或郡法院判決。如果有，申請的最後一步會在您送出之前告訴您，這樣您就不必為一份會被拒絕的申請留下硬查詢紀錄。我們透過信用資料機構 ${creditAgencyOfRecord.name} 進行查詢，您可以向其索取您的信用檔案副本。</p>
<h2>報價依據</h2>
<ul><li>您選擇的金額和期限（一至五年）。</li><li>還款方式：等額本息、先息後本，或到期一次還本付息。</li><li>基本資格：年滿 21 歲、居住在英國、擁有英國銀行帳戶並有穩定收入。</li></ul>
<p>報價有效期為 30 天。如果您在此期間送出申請，我們將沿用您看到的數字，除非申請中的資料與報價時不同。</p>`,
      },
    },
  },
  {
    slug: 'understanding-apr',
    type: 'blog',
    pinned: false,
    publishedAt: new Date('2025-12-03T09:00:00Z'),
    texts: {
      en: {
        title: 'Understanding APR: one number to compare loans',
        summary:
          'The annual percentage rate puts interest and fees on the same footing, so two loans can be compared fairly.',
        bodyHtml: `<p>Two loans can have the same interest rate and still cost different amounts. One might charge a fee up front; another might collect interest in a different pattern. The annual percentage rate, or APR, exists so that you do not have to work all of that out yourself.</p>
<h2>What APR includes</h2>
<p>APR takes every payment you make and every charge you must pay to get the loan, and expresses the total cost as a yearly rate. It is calculated the same way by every lender in the UK, following the rules of the Financial Conduct Authority, which is why it is the fairest single number for comparison.</p>
<h2>Interest rate and APR are not the same</h2>
<p>The interest rate tells you how interest is charged on the balance. The APR tells you what the loan costs overall, once timing and fees are taken into account. At Quayside we charge no arrangement fee, so the difference between the two comes only from how repayments are spread over time.</p>
<p>Our quotes always show the APR alongside the monthly payment and the total you will repay. We calculate it; nobody types it in. If a figure ever looks wrong to you, ask us and we will walk you through it.</p>`,
      },
      cn: {
        title: '读懂年化利率（APR）：比较贷款的一个数字',
        summary: '年化利率把利息和费用放在同一标准下衡量，让两笔贷款可以公平比较。',
        bodyHtml: `<p>两笔贷款即使利率相同，实际成本也可能不同。一笔可能要预先收取手续费，另一笔的计息方式可能不同。年化利率（APR）的意义，就是让您不必亲自计算这些差别。</p>
<h2>APR 包含什么</h2>
<p>APR 把您需要支付的每一笔还款以及为获得贷款必须支付的每一项费用都计算在内，并将总成本表示为年利率。英国所有贷款机构都按照金融行为监管局（FCA）的规则以相同方式计算 APR，因此它是用于比较的最公平的单一数字。</p>
<h2>利率与 APR 并不相同</h2>
<p>利率说明的是余额如何计息；APR 说明的是在考虑还款时间和费用之后贷款的总体成本。Quayside 不收取任何手续费，因此两者之间的差别只来自还款在时间上的分布。</p>
<p>我们的报价总会同时显示 APR、每月还款额和还款总额。APR 由系统计算得出，而不是人工填写。如果您觉得某个数字有疑问，欢迎联系我们，我们会为您逐步讲解。</p>`,
      },
      tw: {
        title: '讀懂年化利率（APR）：比較貸款的一個數字',
        summary: '年化利率把利息和費用放在同一標準下衡量，讓兩筆貸款可以公平比較。',
        bodyHtml: `<p>兩筆貸款即使利率相同，實際成本也可能不同。一筆可能要預先收取手續費，另一筆的計息方式可能不同。年化利率（APR）的意義，就是讓您不必親自計算這些差別。</p>
<h2>APR 包含什麼</h2>
<p>APR 把您需要支付的每一筆還款以及為取得貸款必須支付的每一項費用都計算在內，並將總成本表示為年利率。英國所有貸款機構都依照金融行為監管局（FCA）的規則以相同方式計算 APR，因此它是用於比較的最公平的單一數字。</p>
<h2>利率與 APR 並不相同</h2>
<p>利率說明的是餘額如何計息；APR 說明的是在考慮還款時間和費用之後貸款的整體成本。Quayside 不收取任何手續費，因此兩者之間的差別只來自還款在時間上的分布。</p>
<p>我們的報價總會同時顯示 APR、每月還款額和還款總額。APR 由系統計算得出，而不是人工填寫。如果您覺得某個數字有疑問，歡迎聯絡我們，我們會為您逐步說明。</p>`,
      },
    },
  },
  {
    slug: 'budgeting-for-repayments',
    type: 'blog',
    pinned: false,
    publishedAt: new Date('2025-11-10T09:00:00Z'),
    texts: {
      en: {
        title: 'Budgeting for repayments before you borrow',
        summary:
          'A simple monthly budget is the best way to know whether a loan will fit comfortably, not just on paper.',
        bodyHtml: `<p>A loan should make life easier, not tighter. Before you apply, it is worth spending twenty minutes on a plain monthly budget. It will tell you more than any calculator about whether a repayment fits.</p>
<h2>Start with what comes in</h2>
<p>Write down your take-home pay and any other regular income after tax. Use the lowest figure you can count on each month, not the best month of the year.</p>
<h2>Then what goes out</h2>
<ul><li>Essentials: rent or mortgage, council tax, energy, water, food, travel to work.</li><li>Commitments: other loans, credit cards, phone contracts, childcare.</li><li>Everyday spending, and something for the bills that arrive once a year, such as car insurance.</li></ul>
<h2>Leave room for surprises</h2>
<p>What is left is what you could put towards a repayment, but do not plan to use all of it. A boiler repair or a week of reduced hours should not put a payment at risk. Choosing a slightly longer term lowers the monthly payment, though you will pay more interest overall; our quote shows both figures so you can weigh them up.</p>
<p>If the numbers do not work, that is useful to know too. Borrowing less, or waiting a few months, is often the better decision.</p>`,
      },
      cn: {
        title: '借款之前，先为还款做好预算',
        summary: '一份简单的月度预算，是判断一笔贷款能否轻松负担（而不仅仅是账面上可行）的最好方法。',
        bodyHtml: `<p>贷款应该让生活更轻松，而不是更拮据。在申请之前，不妨花二十分钟做一份简单的月度预算。它比任何计算器都更能告诉您每月还款是否负担得起。</p>
<h2>先算收入</h2>
<p>写下您的税后到手工资以及其他稳定收入。请使用每个月都能确定拿到的最低数字，而不是一年中收入最好的那个月。</p>
<h2>再算支出</h2>
<ul><li>必要开支：房租或房贷、市政税、能源费、水费、食品、通勤交通。</li><li>固定负担：其他贷款、信用卡、手机合约、托儿费用。</li><li>日常消费，以及为每年一次的账单（例如车险）预留的资金。</li></ul>
<h2>为意外留出余地</h2>
<p>剩下的部分就是您可以用来还款的金额，但不要打算全部用完。一次锅炉维修或一周工时减少，都不应该让还款陷入困难。选择稍长的期限可以降低每月还款额，但总利息会更多；我们的报价会同时显示这两个数字，方便您权衡。</p>
<p>如果算下来负担不了，这同样是有价值的信息。少借一些，或者等几个月再说，往往是更好的选择。</p>`,
      },
      tw: {
        title: '借款之前，先為還款做好預算',
        summary: '一份簡單的每月預算，是判斷一筆貸款能否輕鬆負擔（而不只是帳面上可行）的最好方法。',
        bodyHtml: `<p>貸款應該讓生活更輕鬆，而不是更拮据。在申請之前，不妨花二十分鐘做一份簡單的每月預算。它比任何計算機都更能告訴您每月還款是否負擔得起。</p>
<h2>先算收入</h2>
<p>寫下您的稅後實領薪資以及其他穩定收入。請使用每個月都能確定拿到的最低數字，而不是一年中收入最好的那個月。</p>
<h2>再算支出</h2>
<ul><li>必要開支：房租或房貸、市政稅、能源費、水費、食物、通勤交通。</li><li>固定負擔：其他貸款、信用卡、手機合約、托育費用。</li><li>日常消費，以及為每年一次的帳單（例如車險）預留的資金。</li></ul>
<h2>為意外留出餘地</h2>
<p>剩下的部分就是您可以用來還款的金額，但不要打算全部用完。一次鍋爐維修或一週工時減少，都不應該讓還款陷入困難。選擇稍長的期限可以降低每月還款額，但總利息會更多；我們的報價會同時顯示這兩個數字，方便您權衡。</p>
<p>如果算下來負擔不了，這同樣是有價值的資訊。少借一些，或者等幾個月再說，往往是更好的選擇。</p>`,
      },
    },
  },
  {
    slug: 'struggling-to-pay',
    type: 'blog',
    pinned: true,
    publishedAt: new Date('2025-10-20T09:00:00Z'),
    texts: {
      en: {
        title: 'Struggling to pay? Talk to us early, and know where to find free advice',
        summary:
          'If a repayment is going to be difficult, the sooner you tell us the more we can do. Free, confidential debt advice is available too.',
        bodyHtml: `<p>Money worries can happen to anyone: a job change, an illness, a relationship ending, a rise in the cost of living. If you think you may miss a repayment, please get in touch before the due date. It is never too early, and it will not count against you to ask.</p>
<h2>What we can do</h2>
<ul><li>Talk through your situation with someone trained to help, without judgement.</li><li>Look at whether a short break, a reduced payment for a while or a new repayment date would help.</li><li>Put any extra collection activity on hold while you get advice.</li></ul>
<p>If you have told us about circumstances that make things harder, such as a health condition or a bereavement, we will take them into account and note how you would like us to contact you.</p>
<h2>Free, independent advice</h2>
<p>You do not have to work it out alone. These services are free and confidential, and they will never sell you anything:</p>
<ul><li><a href="https://www.moneyhelper.org.uk" target="_blank">MoneyHelper</a>, backed by the government, with a debt advice locator.</li><li><a href="https://www.stepchange.org" target="_blank">StepChange Debt Charity</a>.</li><li><a href="https://www.nationaldebtline.org" target="_blank">National Debtline</a>.</li><li><a href="https://www.citizensadvice.org.uk" target="_blank">Citizens Advice</a>.</li></ul>
<p>Be wary of companies that charge to manage your debts or promise to write them off: the free services above can do the same, and more.</p>`,
      },
      cn: {
        title: '还款有困难？请尽早联系我们，并了解哪里可以获得免费建议',
        summary:
          '如果某期还款可能有困难，越早告诉我们，我们能提供的帮助就越多。您还可以获得免费、保密的债务咨询。',
        bodyHtml: `<p>任何人都可能遇到经济压力：换工作、生病、感情变故或生活成本上涨。如果您觉得可能会错过某期还款，请在到期日之前与我们联系。联系我们永远不会太早，询问也不会对您产生任何不利影响。</p>
<h2>我们可以提供的帮助</h2>
<ul><li>由受过专业培训的工作人员与您沟通您的情况，不带任何评判。</li><li>评估短期暂停还款、一段时间内降低还款额或调整还款日期是否对您有帮助。</li><li>在您寻求建议期间，暂停额外的催收行动。</li></ul>
<p>如果您告诉过我们一些让情况更困难的因素，例如健康问题或亲人离世，我们会将其纳入考虑，并记录您希望我们采用的联系方式。</p>
<h2>免费、独立的咨询服务</h2>
<p>您不必独自面对。以下服务免费且保密，绝不会向您推销任何产品：</p>
<ul><li><a href="https://www.moneyhelper.org.uk" target="_blank">MoneyHelper</a>，由政府支持，可帮您查找债务咨询服务。</li><li><a href="https://www.stepchange.org" target="_blank">StepChange 债务慈善机构</a>。</li><li><a href="https://www.nationaldebtline.org" target="_blank">National Debtline</a>。</li><li><a href="https://www.citizensadvice.org.uk" target="_blank">Citizens Advice</a>。</li></ul>
<p>请警惕那些收费代管债务或承诺帮您免除债务的公司：上述免费服务同样能做到，而且做得更多。</p>`,
      },
      tw: {
        title: '還款有困難？請盡早聯絡我們，並了解哪裡可以獲得免費建議',
        summary:
          '如果某期還款可能有困難，越早告訴我們，我們能提供的協助就越多。您還可以獲得免費、保密的債務諮詢。',
        bodyHtml: `<p>任何人都可能遇到經濟壓力：換工作、生病、感情變故或生活成本上漲。如果您覺得可能會錯過某期還款，請在到期日之前與我們聯絡。聯絡我們永遠不嫌早，詢問也不會對您產生任何不利影響。</p>
<h2>我們可以提供的協助</h2>
<ul><li>由受過專業訓練的人員與您討論您的情況，不帶任何評判。</li><li>評估短期暫停還款、一段時間內降低還款額或調整還款日期是否對您有幫助。</li><li>在您尋求建議期間，暫停額外的催收行動。</li></ul>
<p>如果您告訴過我們一些讓情況更困難的因素，例如健康問題或親人離世，我們會將其納入考量，並記錄您希望我們採用的聯絡方式。</p>
<h2>免費、獨立的諮詢服務</h2>
<p>您不必獨自面對。以下服務免費且保密，絕不會向您推銷任何產品：</p>
<ul><li><a href="https://www.moneyhelper.org.uk" target="_blank">MoneyHelper</a>，由政府支持，可協助您尋找債務諮詢服務。</li><li><a href="https://www.stepchange.org" target="_blank">StepChange 債務慈善機構</a>。</li><li><a href="https://www.nationaldebtline.org" target="_blank">National Debtline</a>。</li><li><a href="https://www.citizensadvice.org.uk" target="_blank">Citizens Advice</a>。</li></ul>
<p>請提防那些收費代管債務或承諾幫您免除債務的公司：上述免費服務同樣能做到，而且做得更多。</p>`,
      },
    },
  },
  {
    slug: 'paying-off-early',
    type: 'blog',
    pinned: false,
    publishedAt: new Date('2026-02-09T09:00:00Z'),
    texts: {
      en: {
        title: 'Paying off early: how settlement works at Quayside',
        summary:
          'You can settle your loan at any time. You pay what you still owe plus interest for the current month only.',
        bodyHtml: `<p>If your circumstances improve, you can repay your Quayside loan in full whenever you like. There is no early repayment charge.</p>
<h2>What the settlement figure covers</h2>
<ul><li>The principal you have not yet repaid.</li><li>Interest for the current monthly cycle only, not for the months that would have followed.</li><li>Anything that is overdue, including overdue interest.</li></ul>
<p>Every repayment method runs on monthly cycles, so even a loan repaid in one payment at maturity is settled on the same basis: settle it in its fourth month and you pay the principal plus four months' interest.</p>
<h2>How to settle</h2>
<p>Open the loan in My loans and choose "Settle early". You will see the exact figure and the date until which it is valid. Make the payment, upload the confirmation, and we will check it and close the loan once it has arrived. We will send you a notification when the loan is settled.</p>`,
      },
      cn: {
        title: '提前还款：Quayside 的结清方式',
        summary: '您可以随时结清贷款，只需支付尚欠本金以及当期一个月的利息。',
        bodyHtml: `<p>如果您的经济状况有所改善，可以随时全额偿还 Quayside 贷款，且不收取任何提前还款费用。</p>
<h2>结清金额包括</h2>
<ul><li>尚未偿还的本金。</li><li>仅当前月度周期的利息，不包括之后各月的利息。</li><li>任何逾期款项，包括逾期利息。</li></ul>
<p>所有还款方式都按月度周期计算，因此即使是到期一次性还款的贷款，也按同样的方法结清：在第四个月结清，就支付本金加四个月的利息。</p>
<h2>如何结清</h2>
<p>在"我的贷款"中打开该笔贷款，选择"提前结清"。您会看到准确的结清金额及其有效日期。完成付款并上传付款凭证后，我们会在款项到账后进行核对并结清贷款。贷款结清后，我们会向您发送通知。</p>`,
      },
      tw: {
        title: '提前還款：Quayside 的結清方式',
        summary: '您可以隨時結清貸款，只需支付尚欠本金以及當期一個月的利息。',
        bodyHtml: `<p>如果您的經濟狀況有所改善，可以隨時全額償還 Quayside 貸款，且不收取任何提前還款費用。</p>
<h2>結清金額包括</h2>
<ul><li>尚未償還的本金。</li><li>僅當前每月週期的利息，不包括之後各月的利息。</li><li>任何逾期款項，包括逾期利息。</li></ul>
<p>所有還款方式都按每月週期計算，因此即使是到期一次還款的貸款，也按同樣的方法結清：在第四個月結清，就支付本金加四個月的利息。</p>
<h2>如何結清</h2>
<p>在「我的貸款」中開啟該筆貸款，選擇「提前結清」。您會看到準確的結清金額及其有效日期。完成付款並上傳付款憑證後，我們會在款項入帳後進行核對並結清貸款。貸款結清後，我們會向您發送通知。</p>`,
      },
    },
  },
];
