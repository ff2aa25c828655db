import { createHash } from 'node:crypto';
import type { TopUpView } from '../../../domain/api/top-up';
import { accountNumberLastFour, formatSortCode } from '../../../domain/bank/uk-bank-account';
import { canonicalJson } from '../../../domain/canonical-json';
import type { Language } from '../../../domain/errors';
import { brandDate } from '../../../domain/loan/brand-date';
import { WITHDRAWAL_DAYS, WITHDRAWAL_REPAY_DAYS } from '../../../domain/loan/lifecycle';
import type { RepaymentMethod } from '../../../domain/loan/methods';
import { formatMoney, formatRatePercent } from '../../../domain/money';
import type { Config } from '../../config';
import type { StoredScheduleLine } from '../../db/schema/loans';
import { translate } from '../../i18n/catalog';
import { AppError } from '../../lib/app-error';
import { brandOf } from '../config/config-service';
import type { LoanRow } from './loan-repository';

/** Bump when the wording of the agreement changes: the version hash then changes with it. */
// 3: the agreement says how pounds become USDT and back (decision 098).
export const CONTRACT_TEMPLATE_VERSION = 'quayside-credit-agreement-3';

/** The terms a borrower signs, independent of the language they read them in. */
export interface ContractTerms {
  template: string;
  contractNumber: string;
  lender: string;
  borrower: string;
  amount: number;
  termMonths: number;
  method: RepaymentMethod;
  annualRate: string;
  apr: string;
  overdueRate: string;
  schedule: StoredScheduleLine[];
  /**
   * The payout day the schedule's dates assume (the day of the offer). The agreement sets due dates
   * relative to the actual payout — the first one month after it — so the dates are an illustration and
   * the amounts are the terms: a monthly rate does not depend on the day the months start.
   */
  schedulePayoutDate: string;
  totalInterest: number;
  totalPayable: number;
  withdrawalDays: number;
  withdrawalRepayDays: number;
  offerExpiresAt: string;
  /**
   * A top-up: the loan its payout settles first. Present only then, so the terms (and the version hash) of
   * every other agreement are as they were. The settlement figure is not a term: it depends on the payout
   * day, and the agreement says how it is worked out.
   */
  replaces?: { loanId: number; contractNumber: string };
  /**
   * Paid into a UK bank account (decision 099): the account holder, sort code and the account number's last
   * four digits are terms the borrower signs. Present only then, so every USDT agreement's hash is unchanged.
   */
  payoutBank?: { accountHolderName: string; sortCode: string; accountNumberLast4: string };
}

export function contractTermsOf(
  loan: LoanRow,
  borrowerName: string,
  config: Config,
  replaced: { id: number; contractNumber: string | null } | null = null,
): ContractTerms {
  if (
    !loan.offerAmount ||
    !loan.offerRate ||
    !loan.offerApr ||
    !loan.offerSchedule ||
    !loan.offerExpiresAt ||
    !loan.decidedAt ||
    !loan.contractNumber
  ) {
    throw new AppError('C409', 'loan.contract.notAvailable');
  }
  const totalInterest = loan.offerSchedule.reduce((sum, line) => sum + line.interest, 0);
  return {
    template: CONTRACT_TEMPLATE_VERSION,
    contractNumber: loan.contractNumber,
    lender: brandOf(config).name,
    borrower: borrowerName,
    amount: loan.offerAmount,
    termMonths: loan.termMonths,
    method: loan.method,
    annualRate: loan.offerRate,
    apr: loan.offerApr,
    overdueRate: loan.overdueRate,
    schedule: loan.offerSchedule,
    // The offer's schedule is generated from the brand-local day of the approval (loan-service).
    schedulePayoutDate: brandDate(loan.decidedAt),
    totalInterest,
    totalPayable: loan.offerAmount + totalInterest,
    withdrawalDays: WITHDRAWAL_DAYS,
    withdrawalRepayDays: WITHDRAWAL_REPAY_DAYS,
    offerExpiresAt: loan.offerExpiresAt.toISOString(),
    ...(loan.payoutBankAccount
      ? {
          payoutBank: {
            accountHolderName: loan.payoutBankAccount.accountHolderName,
            sortCode: loan.payoutBankAccount.sortCode,
            accountNumberLast4: accountNumberLastFour(loan.payoutBankAccount.accountNumber),
          },
        }
      : {}),
    ...(replaced
      ? { replaces: { loanId: replaced.id, contractNumber: replaced.contractNumber ?? String(replaced.id) } }
      : {}),
  };
}

/**
 * sha256 of the terms as canonical JSON (domain/canonical-json: keys sorted at every level). The words are
 * rendered per language from the same terms, so a borrower reading Chinese signs the same version as one
 * reading English. Signed agreements are checked against it again: its test pins the hash.
 */
export function contractVersionHash(terms: ContractTerms): string {
  return createHash('sha256').update(canonicalJson(terms)).digest('hex');
}

/**
 * The pre-contract information and the agreement, section by section, in `lang`. A top-up's agreement says
 * which loan it replaces and, with `topUp`'s figures, what settles it and what is paid to the borrower.
 */
export function contractSections(terms: ContractTerms, lang: Language, topUp?: TopUpView) {
  const money = (minor: number) => formatMoney(minor, lang, { currency: 'GBP' });
  const last = terms.schedule[terms.schedule.length - 1];
  const first = terms.schedule[0];
  const section = (name: string, params: Record<string, string | number> = {}) => ({
    heading: translate(`contract.${name}.heading`, lang),
    text: translate(`contract.${name}.text`, lang, params),
  });
  const refinance = terms.replaces
    ? [
        section('refinance', { replacedContractNumber: terms.replaces.contractNumber }),
        ...(topUp
          ? [
              section(topUp.estimate ? 'refinanceEstimate' : 'refinancePaid', {
                replacedContractNumber: terms.replaces.contractNumber,
                payoutOn: topUp.payoutOn,
                settlement: money(topUp.settlement),
                toBorrower: money(topUp.toBorrower),
              }),
            ]
          : []),
      ]
    : [];
  return [
    section('parties', {
      lender: terms.lender,
      borrower: terms.borrower,
      contractNumber: terms.contractNumber,
    }),
    section('credit', {
      amount: money(terms.amount),
      termMonths: terms.termMonths,
      method: `loan.method.${terms.method}`,
    }),
    ...refinance,
    section('cost', {
      rate: formatRatePercent(terms.annualRate),
      apr: `${terms.apr}%`,
      totalInterest: money(terms.totalInterest),
      totalPayable: money(terms.totalPayable),
    }),
    section('repayment', {
      count: terms.schedule.length,
      instalment: money(first?.total ?? 0),
      lastTotal: money(last?.total ?? 0),
    }),
    section('dueDates', { payoutDate: terms.schedulePayoutDate }),
    ...(terms.payoutBank
      ? [
          section('payoutBank', {
            name: terms.payoutBank.accountHolderName,
            sortCode: formatSortCode(terms.payoutBank.sortCode),
            last4: terms.payoutBank.accountNumberLast4,
          }),
        ]
      : [section('usdt')]),
    section('withdrawal', { days: terms.withdrawalDays, repayDays: terms.withdrawalRepayDays }),
    section('settlement'),
    section('overdue', { rate: formatRatePercent(terms.overdueRate) }),
    section('validity', { date: terms.offerExpiresAt.slice(0, 10) }),
  ];
}
