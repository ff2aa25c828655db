import type { AgreementPreview, AgreementPreviewRequest } from '../../../domain/api/loans';
import type { TopUpView } from '../../../domain/api/top-up';
import { accountNumberLastFour } from '../../../domain/bank/uk-bank-account';
import type { Language } from '../../../domain/errors';
import { aprOfSchedule } from '../../../domain/loan/apr';
import { brandDate } from '../../../domain/loan/brand-date';
import { addDays } from '../../../domain/loan/dates';
import { OFFER_VALID_DAYS, WITHDRAWAL_DAYS, WITHDRAWAL_REPAY_DAYS } from '../../../domain/loan/lifecycle';
import { generateSchedule } from '../../../domain/loan/schedule';
import { expectedPayoutDay } from '../../../domain/loan/top-up';
import type { AppDeps } from '../../app-deps';
import { translate } from '../../i18n/catalog';
import { brandOf } from '../config/config-service';
import { businessDateOf } from '../servicing/servicing-front-door';
import { legalNameOf } from './applicant-profile';
import { CONTRACT_TEMPLATE_VERSION, type ContractTerms, contractSections } from './loan-contract';
import { findApplicantProfile } from './loan-repository';
import { loanSettings } from './loan-settings';
import { checkAmountRange, storedLines } from './quote-service';
import { runningLoansOfMember } from './top-up-eligibility';
import { replacedLoanFigures } from './top-up-figures';

/**
 * The agreement a borrower would sign for the loan the wizard holds, read before applying: the offer's own
 * template (`contractSections`) with today's rates, the schedule as if paid out today, and an offer open for
 * the days an offer is. Nothing is stored and no credit file is searched; the agreement that is signed is
 * the offer's, with its number and the figures the decision gives.
 */
export async function agreementPreview(
  deps: AppDeps,
  memberId: number,
  request: AgreementPreviewRequest,
  lang: Language,
): Promise<AgreementPreview> {
  const settings = await loanSettings(deps.db);
  checkAmountRange(settings, request.amount);
  const today = brandDate(deps.clock.now());
  const annualRate = settings.rateOf(request.method);
  const schedule = generateSchedule({
    principal: request.amount,
    annualRate,
    termMonths: request.termMonths,
    method: request.method,
    startDate: today,
  });
  const profile = await findApplicantProfile(deps.db, memberId);
  const borrower =
    request.borrower ||
    (profile ? legalNameOf(profile) : null) ||
    translate('contract.preview.borrower', lang);
  const lender = brandOf(deps.config).name;
  const topUp = await topUpPreviewOf(deps, memberId, request.amount);
  const terms: ContractTerms = {
    template: CONTRACT_TEMPLATE_VERSION,
    contractNumber: translate('contract.preview.number', lang),
    lender,
    borrower,
    amount: request.amount,
    termMonths: request.termMonths,
    method: request.method,
    annualRate,
    apr: aprOfSchedule(schedule),
    overdueRate: settings.overdueRate,
    schedule: storedLines(schedule),
    schedulePayoutDate: today,
    totalInterest: schedule.totalInterest,
    totalPayable: schedule.totalPayable,
    withdrawalDays: WITHDRAWAL_DAYS,
    withdrawalRepayDays: WITHDRAWAL_REPAY_DAYS,
    offerExpiresAt: `${addDays(today, OFFER_VALID_DAYS)}T12:00:00.000Z`,
    // The agreement as this borrower would sign it: a top-up names the loan it settles, and a borrower paid
    // into their bank account (decision 099) reads that account, not a USDT address.
    ...(topUp ? { replaces: topUp.replaces } : {}),
    ...(profile?.payoutMethod === 'BANK' && profile.bankAccount
      ? {
          payoutBank: {
            accountHolderName: profile.bankAccount.accountHolderName,
            sortCode: profile.bankAccount.sortCode,
            accountNumberLast4: accountNumberLastFour(profile.bankAccount.accountNumber),
          },
        }
      : {}),
  };
  return {
    contractNumber: terms.contractNumber,
    lang,
    title: translate('contract.preview.title', lang, { lender }),
    parties: { lender, borrower },
    amount: terms.amount,
    termMonths: terms.termMonths,
    method: terms.method,
    annualRate: terms.annualRate,
    apr: terms.apr,
    overdueRate: terms.overdueRate,
    schedule: terms.schedule,
    schedulePayoutDate: terms.schedulePayoutDate,
    totalInterest: terms.totalInterest,
    totalPayable: terms.totalPayable,
    withdrawalDays: terms.withdrawalDays,
    offerExpiresAt: terms.offerExpiresAt,
    sections: contractSections(terms, lang, topUp?.view),
  };
}

/**
 * A borrower with one loan running applies for a top-up of it (top-up-eligibility.ts): the agreement names
 * that loan, and — while the amount is above it — estimates what settles it and what is paid to the borrower
 * on the payout day we expect, as the offer's agreement will. Several loans running cannot be topped up
 * (the quote says so); a loan with no book yet has no figure to give.
 */
async function topUpPreviewOf(
  deps: AppDeps,
  memberId: number,
  amount: number,
): Promise<{ replaces: NonNullable<ContractTerms['replaces']>; view?: TopUpView } | null> {
  const running = await runningLoansOfMember(deps.db, memberId);
  const loan = running.length === 1 ? running[0] : undefined;
  if (!loan) return null;
  const replaces = { loanId: loan.id, contractNumber: loan.contractNumber ?? '' };
  const payoutOn = expectedPayoutDay(await businessDateOf(deps));
  const figures = await replacedLoanFigures(deps.db, loan.id, payoutOn);
  if (!figures || amount <= figures.settlement) return { replaces };
  return {
    replaces,
    view: {
      replacesLoanId: loan.id,
      replacesContractNumber: loan.contractNumber,
      settlement: figures.settlement,
      toBorrower: amount - figures.settlement,
      payoutOn,
      estimate: true,
    },
  };
}
