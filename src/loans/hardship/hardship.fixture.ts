import type {
  ArrangementOfferView,
  ArrangementView,
  BorrowerHardshipView,
  HardshipRequestView,
} from '../../../domain/api/hardship';

/** A borrower's loan in difficulty as the API answers for it, for the screens' component tests. */

const line = (period: number, dueDate: string, total: number, balance: number) => ({
  period,
  dueDate,
  principal: total - 1_000,
  interest: 1_000,
  total,
  balance,
});

export const request: HardshipRequestView = {
  id: 5,
  loanId: 9,
  status: 'OPEN',
  outcome: null,
  changes: ['JOB'],
  details: null,
  since: '2026-10-01',
  statement: {
    income: 120_000,
    spending: {
      housing: 60_000,
      councilTax: 12_000,
      energy: 10_000,
      food: 20_000,
      transport: 5_000,
      otherCredit: 0,
      other: 3_000,
    },
    canPay: 5_000,
  },
  leftOver: 10_000,
  receivedOn: '2026-11-20',
  answerBy: '2026-11-27',
  closedOn: null,
  declineReason: null,
};

/** A three-month holiday, interest frozen: three bills left now, the same three after three months off. */
export const offer: ArrangementOfferView = {
  id: 21,
  requestId: 5,
  status: 'OFFERED',
  kind: 'PAYMENT_HOLIDAY',
  plan: {
    terms: { kind: 'PAYMENT_HOLIDAY', months: 3, freezeInterest: true },
    on: '2026-11-24',
    before: [
      line(10, '2026-12-01', 88_849, 175_000),
      line(11, '2027-01-01', 88_849, 87_000),
      line(12, '2027-02-01', 88_853, 0),
    ],
    after: [
      line(10, '2027-03-01', 88_849, 175_000),
      line(11, '2027-04-01', 88_849, 87_000),
      line(12, '2027-05-01', 88_853, 0),
    ],
    carried: { principal: 0, interest: 0, overdueInterest: 0 },
    totalPayableBefore: 266_551,
    totalPayableAfter: 266_551,
    instalmentBefore: 88_849,
    instalmentAfter: 88_849,
    lastDueBefore: '2027-02-01',
    lastDueAfter: '2027-05-01',
    windowEnds: '2027-02-28',
    relief: 266_551,
  },
  offeredOn: '2026-11-24',
  expiresOn: '2026-12-08',
  decidedAt: null,
  document: {
    version: 'HV-1',
    title: 'Variation of your loan agreement',
    sections: [
      { heading: 'What changes', text: 'No payments are due in December, January and February.' },
      { heading: 'Your right to refuse', text: 'You do not have to accept this variation.' },
    ],
    versionHash: 'b'.repeat(64),
  },
};

export const arrangement: ArrangementView = {
  id: 31,
  offerId: 21,
  kind: 'PAYMENT_HOLIDAY',
  status: 'ACTIVE',
  acceptedOn: '2026-11-25',
  windowEnds: '2027-02-28',
  brokenOn: null,
  ledgerEntryId: 400,
  signedName: 'Ada Lovelace',
  versionHash: 'b'.repeat(64),
};

export function hardshipView(extra: Partial<BorrowerHardshipView> = {}): BorrowerHardshipView {
  return {
    businessDate: '2026-11-25',
    request: null,
    offer: null,
    arrangement: null,
    canAsk: true,
    answerWorkingDays: 5,
    ...extra,
  };
}
