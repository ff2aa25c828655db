/**
 * Who may call each /api route, one line per route. The security suites (server/routes.*.test.ts) read
 * the routes Fastify registered and the OpenAPI document, and fail for any route missing here: a new
 * route is covered the day it is added, or the suite says which line to write.
 *
 * - `PUBLIC`: no session needed (reads of public content, sign-up and sign-in, health).
 * - `SELF`: a member route that acts on the caller alone; nothing in the request names a record.
 * - `owned({...})`: a member route that names records — in the path, the query or the body. Each entry
 *   says which record kind a parameter or field holds, so the suite can put another member's id there.
 * - `operator({...})`: operators only; a borrower gets F403. Path ids named for the odd-spelling checks.
 */

/** Records a member owns, which the access suite builds for two members. */
export type RecordKind = 'member' | 'loan' | 'bill' | 'repayment' | 'upload' | 'notification' | 'quote';
/** A body field holding one id (`'loan'`) or a list of ids (`'bill[]'`). */
export type IdField = RecordKind | `${RecordKind}[]`;

export type Access =
  | { kind: 'public' }
  | { kind: 'self' }
  | {
      kind: 'owned';
      path?: Record<string, RecordKind>;
      query?: Record<string, RecordKind>;
      body?: Record<string, IdField>;
      /** A body valid in every other field, so that only the named ids decide the answer. */
      example?: Record<string, unknown>;
    }
  | { kind: 'operator'; path?: Record<string, RecordKind> };

const PUBLIC: Access = { kind: 'public' };
const SELF: Access = { kind: 'self' };
const owned = (rule: Omit<Extract<Access, { kind: 'owned' }>, 'kind'>): Access => ({
  kind: 'owned',
  ...rule,
});
const operator = (path?: Record<string, RecordKind>): Access => ({
  kind: 'operator',
  ...(path ? { path } : {}),
});

const baseExample = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-05-14',
  nationality: 'British',
  idNumber: 'AB123456C',
  phone: '+447700900123',
  email: 'ada@example.com',
  country: 'United Kingdom',
  city: 'London',
  address: '1 Quay Street',
  postcode: 'E1 6AN',
};

export const routeAccess: Record<string, Access> = {
  'GET /api/health': PUBLIC,
  'GET /api/ready': PUBLIC,
  'GET /api/docs': PUBLIC,
  'GET /api/config/getValue': PUBLIC,
  'GET /api/config/brand': PUBLIC,
  'GET /api/news/top': PUBLIC,
  'GET /api/news/list': PUBLIC,
  'GET /api/news/:id/detail': PUBLIC,
  'POST /api/member/register': PUBLIC,
  'POST /api/member/login': PUBLIC,
  // The second step of a sign-in: the challenge in the body is the proof of the password (decision 106).
  'POST /api/member/login/code': PUBLIC,
  'POST /api/member/login/recovery-code': PUBLIC,
  'POST /api/member/login/passkey/options': PUBLIC,
  'POST /api/member/login/passkey': PUBLIC,
  'POST /api/member/login/enrol': PUBLIC,
  'POST /api/member/login/enrol/confirm': PUBLIC,
  'POST /api/member/resetPassword': PUBLIC,
  // Public for register and resetPassword; the changeEmail purpose asks for a session in the handler.
  'POST /api/verification/emailCode': PUBLIC,

  'PUT /api/member/:id/loginOut': owned({ path: { id: 'member' } }),
  'GET /api/member/credit-searches': SELF,
  'GET /api/member/:id/info': owned({ path: { id: 'member' } }),
  'PUT /api/member/updateBase': owned({
    body: { idFrontUploadId: 'upload', idBackUploadId: 'upload' },
    example: baseExample,
  }),
  'PUT /api/member/saveOrUpdateContactAddress': SELF,
  'PUT /api/member/saveOrUpdateEmploymentInfo': SELF,
  'PUT /api/member/saveOrUpdateFamilyInfo': SELF,
  'PUT /api/member/saveOrUpdateEstateInfo': owned({
    body: { certificateUploadIds: 'upload[]', photoUploadIds: 'upload[]' },
    example: { type: 'RENT', address: '2 Dock Road', residenceSince: '2015-03-01', monthlyPayment: 90_000 },
  }),
  'PUT /api/member/saveOrUpdateCarInfo': owned({
    body: {
      vehiclePhotoUploadIds: 'upload[]',
      registrationDocumentUploadIds: 'upload[]',
      driverLicenseUploadIds: 'upload[]',
    },
    example: {
      licensePlate: 'AB12 CDE',
      vin: '1HGCM82633A004352',
      firstRegistrationDate: '2019-06-01',
      purchasePrice: 1_500_000,
    },
  }),
  'PUT /api/member/updateKyc': owned({
    body: { idFrontUploadId: 'upload', idBackUploadId: 'upload' },
    example: { realName: 'Ada Lovelace', idNumber: 'AB123456C' },
  }),
  'PUT /api/member/saveOrUpdateContactInfo': SELF,
  'PUT /api/member/updatePassword': SELF,
  'PUT /api/member/updateWalletAddress': SELF,
  'PUT /api/member/updateBankAccount': SELF,
  'PUT /api/member/payoutMethod': SELF,
  'PUT /api/member/updateMobile': SELF,
  'PUT /api/member/updateEmail': SELF,
  'GET /api/member/verifyMobile': SELF,
  'GET /api/member/verifyEmail': SELF,
  'GET /api/member/second-factor': SELF,
  'POST /api/member/second-factor/totp': SELF,
  'POST /api/member/second-factor/totp/confirm': SELF,
  'POST /api/member/second-factor/totp/disable': SELF,
  'POST /api/member/second-factor/recovery-codes': SELF,
  'POST /api/member/second-factor/passkeys/options': SELF,
  'POST /api/member/second-factor/passkeys': SELF,
  // Only the caller's own passkeys are ever found: another member's id answers N404 like an unknown one.
  'DELETE /api/member/second-factor/passkeys/:id': SELF,
  'POST /api/verification/smsCode': SELF,

  'POST /api/upload/img': SELF,
  'GET /api/upload/:id': owned({ path: { id: 'upload' } }),

  'GET /api/notification/:type/list': SELF,
  'GET /api/notification/:id/detail': owned({ path: { id: 'notification' } }),
  'PUT /api/notification/:id/read': owned({ path: { id: 'notification' } }),
  'GET /api/notification/unreadCount': SELF,
  'GET /api/notification/preferences': SELF,
  'PUT /api/notification/preferences': SELF,
  'POST /api/notification/push/subscribe': SELF,
  'POST /api/notification/push/unsubscribe': SELF,
  'POST /api/notification/test': SELF,
  // No session: the signed token in the e-mail's link says whose e-mails stop (RFC 8058 one-click).
  'POST /api/notification/email/unsubscribe': PUBLIC,

  'POST /api/loan/quote': SELF,
  'POST /api/loan/agreement-preview': SELF,
  'GET /api/loan/draft': SELF,
  'PUT /api/loan/draft': SELF,
  'POST /api/loan/apply': owned({
    body: { quoteId: 'quote' },
    example: {
      purpose: 'EDUCATION',
      receivingAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      consentTerms: true,
      consentAgreement: true,
    },
  }),
  'GET /api/loan/list': SELF,
  'GET /api/loan/:id/detail': owned({ path: { id: 'loan' } }),
  'GET /api/loan/:id/bills': owned({ path: { id: 'loan' } }),
  'GET /api/loan/:id/settlement': owned({ path: { id: 'loan' } }),
  'GET /api/loan/:id/payments': owned({ path: { id: 'loan' } }),
  'GET /api/loan/:id/notices': owned({ path: { id: 'loan' } }),
  'GET /api/loan/:id/prepayment-plan': owned({ path: { id: 'loan' } }),
  'POST /api/loan/:id/prepayment': owned({ path: { id: 'loan' }, example: { mode: 'SHORTER_TERM' } }),
  'GET /api/loan/:id/direct-debit': owned({ path: { id: 'loan' } }),
  'POST /api/loan/:id/direct-debit': owned({
    path: { id: 'loan' },
    example: {
      accountHolderName: 'Sam Taylor',
      sortCode: '089999',
      accountNumber: '66374958',
      collectionDay: 2,
      confirmHolder: true,
      guaranteeVersion: 'DDG-1',
    },
  }),
  'POST /api/loan/:id/direct-debit/cancel': owned({ path: { id: 'loan' }, example: {} }),
  'POST /api/loan/:id/direct-debit/day-change/plan': owned({
    path: { id: 'loan' },
    example: { collectionDay: 20 },
  }),
  'POST /api/loan/:id/direct-debit/day-change': owned({
    path: { id: 'loan' },
    example: { collectionDay: 20 },
  }),
  'GET /api/operator/loans/:id/direct-debit': operator({ id: 'loan' }),
  'GET /api/loan/:id/contract': owned({ path: { id: 'loan' } }),
  'POST /api/loan/:id/sign': owned({
    path: { id: 'loan' },
    example: { fullName: 'Ada Lovelace', versionHash: 'a'.repeat(64) },
  }),
  'POST /api/loan/:id/withdraw': owned({ path: { id: 'loan' } }),
  'POST /api/loan/:id/restore': owned({ path: { id: 'loan' } }),
  'POST /api/loan/:id/review': owned({ path: { id: 'loan' } }),
  'POST /api/loan/:id/income-proof': owned({ path: { id: 'loan' } }),
  'GET /api/loan/:id/income-proof': owned({ path: { id: 'loan' } }),
  'GET /api/loan/:id/hardship': owned({ path: { id: 'loan' } }),
  'POST /api/loan/:id/hardship': owned({
    path: { id: 'loan' },
    example: {
      changes: ['JOB'],
      since: '2026-01-05',
      statement: {
        income: 120_000,
        spending: {
          housing: 60_000,
          councilTax: 10_000,
          energy: 10_000,
          food: 20_000,
          transport: 5_000,
          otherCredit: 0,
          other: 0,
        },
        canPay: 10_000,
      },
    },
  }),
  // :offerId is an offer of the loan in :id; the loan decides whose it is.
  'POST /api/loan/:id/hardship/offers/:offerId/accept': owned({
    path: { id: 'loan' },
    example: { fullName: 'Ada Lovelace', versionHash: 'a'.repeat(64) },
  }),
  'POST /api/loan/:id/hardship/offers/:offerId/decline': owned({ path: { id: 'loan' }, example: {} }),

  'POST /api/complaints/public': PUBLIC,
  'GET /api/complaints': SELF,
  'POST /api/complaints': owned({
    body: { loanId: 'loan' },
    example: { whatHappened: 'A payment was taken twice.', wanted: 'Refund it.' },
  }),

  'POST /api/repayment/submit': owned({ body: { billIds: 'bill[]', voucherUploadId: 'upload' } }),
  'GET /api/repayment/list': SELF,
  'POST /api/repayment/usdt-quote': owned({ body: { billIds: 'bill[]' } }),

  'GET /api/operator/queues': operator(),
  'GET /api/operator/reasons': operator(),
  'PUT /api/operator/claims/:kind/:id': operator({ id: 'loan' }),
  'DELETE /api/operator/claims/:kind/:id': operator({ id: 'loan' }),
  'GET /api/operator/payouts': operator(),
  'POST /api/operator/loans/:id/payout-ready': operator({ id: 'loan' }),
  'GET /api/operator/repayments/:id': operator({ id: 'repayment' }),
  'GET /api/operator/kyc/:memberId': operator({ memberId: 'member' }),
  'GET /api/operator/audit.csv': operator(),
  'POST /api/operator/operators': operator(),
  'POST /api/operator/operators/:memberId/second-factor/reset': operator({ memberId: 'member' }),
  'GET /api/operator/applications': operator(),
  'GET /api/operator/applications/:id': operator({ id: 'loan' }),
  'POST /api/operator/applications/:id/approve': operator({ id: 'loan' }),
  'POST /api/operator/applications/:id/reject': operator({ id: 'loan' }),
  'GET /api/operator/applications/:id/credit-file': operator({ id: 'loan' }),
  'POST /api/operator/applications/:id/credit-search': operator({ id: 'loan' }),
  'GET /api/operator/applications/:id/income-proof': operator({ id: 'loan' }),
  'POST /api/operator/loans/:id/disburse': operator({ id: 'loan' }),
  'GET /api/operator/repayments': operator(),
  'POST /api/operator/repayments/:id/confirm': operator({ id: 'repayment' }),
  'POST /api/operator/repayments/:id/refuse': operator({ id: 'repayment' }),
  'GET /api/operator/loans/:id/ledger': operator({ id: 'loan' }),
  'POST /api/operator/loans/:id/payments': operator({ id: 'loan' }),
  'POST /api/operator/loans/:id/refunds': operator({ id: 'loan' }),
  'POST /api/operator/loans/:id/reversals': operator({ id: 'loan' }),
  'GET /api/operator/kyc': operator(),
  'POST /api/operator/kyc/:memberId/confirm': operator({ memberId: 'member' }),
  'POST /api/operator/kyc/:memberId/reject': operator({ memberId: 'member' }),
  'GET /api/operator/config': operator(),
  'PUT /api/operator/config/:code': operator(),
  'GET /api/operator/usdt-rate': operator(),
  'POST /api/operator/usdt-rate': operator(),
  'GET /api/operator/audit': operator(),
  'GET /api/operator/business-date': operator(),
  'POST /api/operator/business-date': operator(),
  'GET /api/operator/loans/:id/notices': operator({ id: 'loan' }),
  'POST /api/operator/loans/:id/default-notice': operator({ id: 'loan' }),
  'GET /api/operator/reports/loan-book': operator(),
  'GET /api/operator/reports/loan-book.csv': operator(),
  'GET /api/operator/reports/applications': operator(),
  'GET /api/operator/reports/applications.csv': operator(),
  'GET /api/operator/reports/payouts': operator(),
  'GET /api/operator/reports/payouts.csv': operator(),
  'GET /api/operator/reports/roll-rates': operator(),
  'GET /api/operator/reports/roll-rates.csv': operator(),
  'GET /api/operator/arrears': operator(),
  'GET /api/operator/arrears/:id': operator({ id: 'loan' }),
  'POST /api/operator/arrears/:id/contacts': operator({ id: 'loan' }),
  'POST /api/operator/arrears/:id/promises': operator({ id: 'loan' }),
  'PUT /api/operator/arrears/:id/next-action': operator({ id: 'loan' }),
  'POST /api/operator/loans/:id/charge-off': operator({ id: 'loan' }),
  'POST /api/operator/loans/:id/charge-off/confirm': operator({ id: 'loan' }),
  // The Hardship queue's :id is a request for help: it is spelt as a loan id is.
  'GET /api/operator/complaints': operator(),
  'POST /api/operator/complaints': operator(),
  'GET /api/operator/complaints/:id': operator({ id: 'loan' }),
  'POST /api/operator/complaints/:id/acknowledge': operator({ id: 'loan' }),
  'POST /api/operator/complaints/:id/notes': operator({ id: 'loan' }),
  'POST /api/operator/complaints/:id/summary-resolution': operator({ id: 'loan' }),
  'POST /api/operator/complaints/:id/final-response': operator({ id: 'loan' }),
  'POST /api/operator/complaints/:id/close': operator({ id: 'loan' }),
  'GET /api/operator/hardship': operator(),
  'GET /api/operator/hardship/:id': operator({ id: 'loan' }),
  'POST /api/operator/hardship/:id/preview': operator({ id: 'loan' }),
  'POST /api/operator/hardship/:id/offer': operator({ id: 'loan' }),
  'POST /api/operator/hardship/:id/offers/:offerId/approve': operator({ id: 'loan' }),
  'POST /api/operator/hardship/:id/offers/:offerId/withdraw': operator({ id: 'loan' }),
  'POST /api/operator/hardship/:id/waive': operator({ id: 'loan' }),
  'POST /api/operator/hardship/:id/waive/approve': operator({ id: 'loan' }),
  'POST /api/operator/hardship/:id/waive/withdraw': operator({ id: 'loan' }),
  'POST /api/operator/hardship/:id/decline': operator({ id: 'loan' }),
  'GET /api/operator/borrowers': operator(),
  'GET /api/operator/borrowers/:memberId': operator({ memberId: 'member' }),
  'GET /api/operator/borrowers/:memberId/notes': operator({ memberId: 'member' }),
  'POST /api/operator/borrowers/:memberId/notes': operator({ memberId: 'member' }),
};

/** The routes of `keys` with no line above, each with the line to write, for a loud failure message. */
export function unclassified(keys: Iterable<string>): string[] {
  return [...keys]
    .filter((key) => !(key in routeAccess))
    .map((key) => `'${key}': PUBLIC | SELF | owned({ path: { id: '…' } }) | operator(),`);
}
