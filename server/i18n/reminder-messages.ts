import type { CatalogPart } from './catalog-types';

/** Bill reminders (server/modules/notifications/bill-reminders.ts), rendered when read. */
export const reminderMessages: CatalogPart = {
  'notify.bill.dueSoon.title': { en: 'A bill is due soon', cn: '账单即将到期', tw: '帳單即將到期' },
  'notify.bill.dueSoon.body': {
    en: 'Bill {period} of loan {contractNumber}, {amount}, is due on {dueDate}. Pay it on time to avoid overdue interest.',
    cn: '借款{contractNumber}的第{period}期账单{amount}将于{dueDate}到期，请按时还款，以免产生逾期利息。',
    tw: '借款{contractNumber}的第{period}期帳單{amount}將於{dueDate}到期，請按時還款，以免產生逾期利息。',
  },
  'notify.bill.dueSoon.payoff.body': {
    en: 'The amount owed on withdrawn agreement {contractNumber}, {amount} plus daily interest, is due on {dueDate}.',
    cn: '已撤回合同{contractNumber}的应还款项{amount}（另加按日计算的利息）将于{dueDate}到期。',
    tw: '已撤回合約{contractNumber}的應還款項{amount}（另加按日計算的利息）將於{dueDate}到期。',
  },
  'notify.bill.overdue.title': { en: 'A bill is overdue', cn: '账单已逾期', tw: '帳單已逾期' },
  'notify.bill.overdue.body': {
    en: 'Bill {period} of loan {contractNumber}, {amount}, was due on {dueDate} and is unpaid. Overdue interest is charged for each day late; please repay as soon as you can, or contact us if you are struggling.',
    cn: '借款{contractNumber}的第{period}期账单{amount}已于{dueDate}到期且尚未还款。逾期每天都会产生逾期利息，请尽快还款；如有困难，请联系我们。',
    tw: '借款{contractNumber}的第{period}期帳單{amount}已於{dueDate}到期且尚未還款。逾期每天都會產生逾期利息，請盡快還款；如有困難，請與我們聯絡。',
  },
  'notify.bill.overdue.payoff.body': {
    en: 'The amount owed on withdrawn agreement {contractNumber}, {amount} plus daily interest, was due on {dueDate} and is unpaid. Overdue interest is charged for each day late; please repay as soon as you can, or contact us if you are struggling.',
    cn: '已撤回合同{contractNumber}的应还款项{amount}（另加按日计算的利息）已于{dueDate}到期且尚未还款。逾期每天都会产生逾期利息，请尽快还款；如有困难，请联系我们。',
    tw: '已撤回合約{contractNumber}的應還款項{amount}（另加按日計算的利息）已於{dueDate}到期且尚未還款。逾期每天都會產生逾期利息，請盡快還款；如有困難，請與我們聯絡。',
  },
};
