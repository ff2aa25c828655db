import type { FastifyInstance } from 'fastify';
import { payoutDestinationRoutes } from './modules/bank/payout-destination-routes';
import { complaintRoutes } from './modules/complaints/complaints-routes';
import { configRoutes } from './modules/config/config-routes';
import { creditRoutes } from './modules/credit/credit-routes';
import { directDebitCobStep } from './modules/direct-debit/collection-cob';
import { directDebitOperatorRoutes } from './modules/direct-debit/direct-debit-operator-routes';
import { directDebitRoutes } from './modules/direct-debit/direct-debit-routes';
import { forbearanceHold, hardshipCobStep } from './modules/hardship/hardship-front-door';
import { hardshipRoutes } from './modules/hardship/hardship-routes';
import { docsRoutes } from './modules/health/docs-routes';
import { healthRoutes } from './modules/health/health-routes';
import { incomeProofRoutes } from './modules/income-proof/income-proof-routes';
import { loanRoutes } from './modules/loans/loan-routes';
import { followBookAtClose } from './modules/loans/loans-front-door';
import { memberRoutes } from './modules/members/member-routes';
import { signInRoutes } from './modules/members/sign-in-routes';
import { newsRoutes } from './modules/news/news-routes';
import { notificationRoutes } from './modules/notifications/notification-routes';
import {
  emailUnsubscribeRoutes,
  notificationSettingsRoutes,
} from './modules/notifications/notification-settings-routes';
import { arrearsRoutes } from './modules/operator/arrears-routes';
import { borrowerDeskRoutes } from './modules/operator/borrowers/borrowers-routes';
import { complaintOperatorRoutes } from './modules/operator/complaints/complaints-routes';
import { creditFileRoutes } from './modules/operator/credit-file-routes';
import { hardshipOperatorRoutes } from './modules/operator/hardship-routes';
import { operatorRoutes } from './modules/operator/operator-routes';
import { reportsRoutes } from './modules/operator/reports/reports-routes';
import { repaymentRoutes } from './modules/repayments/repayment-routes';
import { secondFactorRoutes } from './modules/second-factor/second-factor-routes';
import { businessDateRoutes } from './modules/servicing/business-date-routes';
import { noticeRoutes } from './modules/servicing/notice-routes';
import { uploadRoutes } from './modules/uploads/upload-routes';
import { usdtRateRoutes } from './modules/usdt/usdt-rate-routes';
import { verificationRoutes } from './modules/verification/verification-routes';

/** The whole route table of /api, in one place so it can be read (STYLE §7). */
export async function registerApiRoutes(api: FastifyInstance): Promise<void> {
  await api.register(healthRoutes);
  await api.register(docsRoutes);
  await api.register(memberRoutes);
  await api.register(signInRoutes);
  await api.register(secondFactorRoutes);
  await api.register(payoutDestinationRoutes);
  await api.register(verificationRoutes);
  await api.register(uploadRoutes);
  await api.register(configRoutes);
  await api.register(newsRoutes);
  await api.register(notificationRoutes);
  await api.register(notificationSettingsRoutes);
  await api.register(emailUnsubscribeRoutes);
  await api.register(loanRoutes);
  await api.register(repaymentRoutes);
  await api.register(operatorRoutes);
  // A close of business run by a move of the date collects the Direct Debits due, then brings each loan's
  // stored bills in line with its book, then lapses hardship offers and follows arrangements; no default
  // notice is sent on a loan under forbearance.
  await api.register(businessDateRoutes, {
    followBills: followBookAtClose,
    collect: directDebitCobStep,
    afterLoans: hardshipCobStep,
    forbearanceHold,
  });
  await api.register(noticeRoutes);
  await api.register(arrearsRoutes);
  await api.register(reportsRoutes);
  await api.register(creditRoutes);
  await api.register(creditFileRoutes);
  await api.register(incomeProofRoutes);
  await api.register(usdtRateRoutes);
  await api.register(directDebitRoutes);
  await api.register(directDebitOperatorRoutes);
  await api.register(hardshipRoutes);
  await api.register(hardshipOperatorRoutes);
  await api.register(complaintRoutes);
  await api.register(complaintOperatorRoutes);
  await api.register(borrowerDeskRoutes);
}
