import type { CatalogPart } from './catalog-types';

/** The operators' borrower desk (issue 38 §3, decision 107): the search box and notes. */
export const borrowerDeskMessages: CatalogPart = {
  'field.borrowerQuery': {
    en: 'a name, e-mail, phone, loan or contract number, or address',
    cn: '姓名、邮箱、电话、借款或合同编号或地址',
    tw: '姓名、電郵、電話、借款或合約編號或地址',
  },
  'borrowers.query.tooShort': {
    en: 'Enter at least 2 characters to search',
    cn: '请至少输入 2 个字符进行搜索',
    tw: '請至少輸入 2 個字元進行搜尋',
  },
  'borrowers.query.tooLong': {
    en: 'A search can be at most 100 characters',
    cn: '搜索内容最多 100 个字符',
    tw: '搜尋內容最多 100 個字元',
  },
  'field.note': { en: 'the note', cn: '备注', tw: '備註' },
  'notes.tooLong': {
    en: 'A note can be at most 4,000 characters',
    cn: '备注最多 4,000 个字符',
    tw: '備註最多 4,000 個字元',
  },
  'notes.loanNotTheirs': {
    en: 'That loan is not this borrower’s',
    cn: '该借款不属于此借款人',
    tw: '該借款不屬於此借款人',
  },
  'notes.correctsUnknown': {
    en: 'The note to correct is not one of this borrower’s notes',
    cn: '要更正的备注不属于此借款人',
    tw: '要更正的備註不屬於此借款人',
  },
};
