import type { CatalogPart } from './catalog-types';

/** Words of the content modules: system notifications anyone may send, article types. */
export const contentMessages: CatalogPart = {
  'notification.welcome.title': {
    en: 'Welcome to Quayside',
    cn: '欢迎来到 Quayside',
    tw: '歡迎來到 Quayside',
  },
  'notification.welcome.body': {
    en: 'Your account is ready. A quote takes a couple of minutes and does not affect your credit score.',
    cn: '您的账户已开通。获取报价只需几分钟，且不会影响您的信用评分。',
    tw: '您的帳戶已開通。取得報價只需幾分鐘，且不會影響您的信用評分。',
  },
  'notification.maintenance.title': {
    en: 'Planned maintenance',
    cn: '计划维护',
    tw: '計劃維護',
  },
  'notification.maintenance.body': {
    en: 'Our service will be unavailable on {date} from {from} to {to} (UK time) while we carry out maintenance.',
    cn: '我们将于 {date} {from} 至 {to}（英国时间）进行系统维护，届时服务将暂停。',
    tw: '我們將於 {date} {from} 至 {to}（英國時間）進行系統維護，屆時服務將暫停。',
  },
  'notification.profileReminder.title': {
    en: 'Finish your profile',
    cn: '完善您的资料',
    tw: '完善您的資料',
  },
  'notification.profileReminder.body': {
    en: 'Add your {section} details so that we can assess an application quickly.',
    cn: '请补充您的{section}信息，以便我们尽快审核申请。',
    tw: '請補充您的{section}資料，以便我們盡快審核申請。',
  },
  'news.type.blog': { en: 'Blog', cn: '博客', tw: '部落格' },
  'news.type.press': { en: 'Press release', cn: '新闻稿', tw: '新聞稿' },
};
