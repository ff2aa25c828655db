import type { CatalogPart } from './catalog-types';

/**
 * Proof of income (SPEC §9, decision 097): a document's kind and number refused on the form's field, an
 * upload the application no longer takes, and the borrower's receipt for each document.
 */
export const incomeProofMessages: CatalogPart = {
  'document.type': {
    en: 'Please choose a PDF, JPG or PNG file',
    cn: '请选择 PDF、JPG 或 PNG 格式的文件',
    tw: '請選擇 PDF、JPG 或 PNG 格式的檔案',
  },
  'document.count': {
    en: 'You can send up to {num} documents',
    cn: '最多可发送 {num} 份文件',
    tw: '最多可傳送 {num} 份文件',
  },
  'incomeProof.notAsked': {
    en: 'This application is not waiting for proof of income, so no document can be added to it',
    cn: '此申请并未等待收入证明，因此无法再添加文件',
    tw: '此申請並未等待收入證明，因此無法再新增文件',
  },
  'notify.loan.incomeProof.title': {
    en: 'Proof of income received',
    cn: '已收到收入证明',
    tw: '已收到收入證明',
  },
  'notify.loan.incomeProof.body': {
    en: 'We have received document {count} of your proof of income for application no. {loanId}. A person decides within 5 working days of receiving your documents, by {date}, and will send you a message.',
    cn: '我们已收到您为申请（编号{loanId}）提交的第{count}份收入证明文件。我们收到文件后将在5个工作日内（{date}前）由专人作出决定，并会给您发送消息。',
    tw: '我們已收到您為申請（編號{loanId}）提交的第{count}份收入證明文件。我們收到文件後將在5個工作日內（{date}前）由專人作出決定，並會傳送訊息給您。',
  },
};
