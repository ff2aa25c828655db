import type { CatalogPart } from './catalog-types';

/** The console's reports: the period's fields and why a period is refused. */
export const reportMessages: CatalogPart = {
  'field.reportFrom': { en: 'first month', cn: '起始月份', tw: '起始月份' },
  'field.reportTo': { en: 'last month', cn: '结束月份', tw: '結束月份' },
  'reports.periodBackwards': {
    en: 'The last month cannot be before the first.',
    cn: '结束月份不能早于起始月份。',
    tw: '結束月份不能早於起始月份。',
  },
  'reports.periodTooLong': {
    en: 'Choose at most {max} months.',
    cn: '最多选择{max}个月。',
    tw: '最多選擇{max}個月。',
  },
};
