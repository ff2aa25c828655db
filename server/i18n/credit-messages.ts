import type { CatalogPart } from './catalog-types';

/**
 * The credit file (decision 095): an operator's offer without one, a search again refused, and the
 * borrower's notices of a decline on the agency's data (CCA s157: the agency named, with how to reach it)
 * and of proof of income asked for.
 */
export const creditMessages: CatalogPart = {
  'loan.offer.noCreditFile': {
    en: 'No credit file has been found for this application yet: search the file again before making an offer',
    cn: '尚未取得此申请的信用档案：请先重新查询信用档案，再发出要约',
    tw: '尚未取得此申請的信用檔案：請先重新查詢信用檔案，再發出要約',
  },
  'credit.search.notInReview': {
    en: 'The credit file can be searched again only while the application is waiting for review',
    cn: '仅在申请等待审核期间可重新查询信用档案',
    tw: '僅在申請等待審核期間可重新查詢信用檔案',
  },
  'credit.search.noPerson': {
    en: 'The applicant’s name, date of birth and address are incomplete, so the file cannot be searched',
    cn: '申请人的姓名、出生日期和地址不完整，无法查询信用档案',
    tw: '申請人的姓名、出生日期和地址不完整，無法查詢信用檔案',
  },
  'notify.loan.REJECTED.creditFile.body': {
    en: 'We cannot offer you this loan because of what your credit file at {agency} shows. You have the right to a copy of your file from them: {agencyContact}. If anything on it is wrong, they can correct it. The loan’s page says more, and you can ask for a person to look at your application again. A new application is possible from {date}.',
    cn: '根据您在{agency}的信用档案，我们无法向您提供这笔借款。您有权向该机构索取信用档案副本：{agencyContact}。如档案有误，该机构可予更正。借款详情页有更多说明，您也可以申请人工重新审核。您可于{date}起重新申请。',
    tw: '根據您在{agency}的信用檔案，我們無法向您提供這筆借款。您有權向該機構索取信用檔案副本：{agencyContact}。如檔案有誤，該機構可予更正。借款詳情頁有更多說明，您也可以申請人工重新審核。您可於{date}起重新申請。',
  },
  'notify.loan.PENDING_REVIEW.proofNeeded.body': {
    en: 'To decide on your application no. {loanId} we need proof of your income for the last 60 days: payslips or bank statements. Please upload them on the loan’s page. A person decides within 5 working days of receiving them.',
    cn: '为审核您的申请（编号{loanId}），我们需要您最近60天的收入证明：工资单或银行流水。请在借款详情页上传。我们收到后将在5个工作日内由专人作出决定。',
    tw: '為審核您的申請（編號{loanId}），我們需要您最近60天的收入證明：薪資單或銀行對帳單。請在借款詳情頁上傳。我們收到後將在5個工作日內由專人作出決定。',
  },
};
