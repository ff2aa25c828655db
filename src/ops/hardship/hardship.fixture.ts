import { arrearsCase, BUSINESS_DATE } from '../arrears/arrears.fixture';

// The Hardship queue's and a request's answers as the server sends them (for tests only).

export { BUSINESS_DATE };

export function queueRow(requestId: number, extra: object = {}) {
  return {
    requestId,
    loanId: 7 + requestId,
    contractNumber: `QS-2027-${String(7 + requestId).padStart(4, '0')}`,
    borrowerName: `Borrower ${requestId}`,
    status: 'OPEN',
    receivedOn: '2027-03-08',
    answerBy: '2027-03-15',
    late: false,
    daysPastDue: 42,
    arrears: 45_012,
    leftOver: 12_000,
    canPay: 10_000,
    claim: null,
    ...extra,
  };
}

const line = (period: number, dueDate: string, principal: number, interest: number, balance: number) => ({
  period,
  dueDate,
  principal,
  interest,
  total: principal + interest,
  balance,
});

/** A plan as the preview answers it: three bills left become three, a month later each. */
export function plan(terms: object, extra: object = {}) {
  return {
    terms,
    on: BUSINESS_DATE,
    before: [
      line(1, '2027-02-01', 40_000, 5_012, 460_000),
      line(2, '2027-04-01', 40_000, 4_100, 420_000),
      line(3, '2027-05-01', 420_000, 3_800, 0),
    ],
    after: [
      line(1, '2027-05-01', 40_000, 5_012, 460_000),
      line(2, '2027-06-01', 40_000, 4_100, 420_000),
      line(3, '2027-07-01', 420_000, 3_800, 0),
    ],
    carried: { principal: 40_000, interest: 4_500, overdueInterest: 512 },
    totalPayableBefore: 512_912,
    totalPayableAfter: 512_912,
    instalmentBefore: 44_100,
    instalmentAfter: 44_100,
    lastDueBefore: '2027-05-01',
    lastDueAfter: '2027-07-01',
    windowEnds: '2027-06-14',
    relief: 89_112,
    needsSecondOperator: false,
    ...extra,
  };
}

const variationDocument = {
  version: 'HV-1',
  title: 'Variation of your loan agreement',
  sections: [],
  versionHash: 'a'.repeat(64),
};

export function offer(id: number, extra: object = {}) {
  const terms = { kind: 'PAYMENT_HOLIDAY', months: 3, freezeInterest: true };
  const { needsSecondOperator: _, ...planView } = plan(terms);
  return {
    id,
    requestId: 5,
    status: 'OFFERED',
    kind: 'PAYMENT_HOLIDAY',
    plan: planView,
    offeredOn: '2027-03-14',
    expiresOn: '2027-03-28',
    decidedAt: null,
    document: variationDocument,
    createdBy: 99,
    approvedBy: null,
    needsSecondOperator: false,
    ...extra,
  };
}

/** Request 5 on loan 7 (the arrears fixture's loan, £5.12 of overdue interest owed), open and on time. */
export function hardshipCase(extra: { request?: object; [key: string]: unknown } = {}) {
  const loan = arrearsCase();
  const { request, ...rest } = extra;
  return {
    request: {
      id: 5,
      loanId: 7,
      status: 'OPEN',
      outcome: null,
      changes: ['JOB', 'HEALTH'],
      details: 'Hours cut at work since February.',
      since: '2027-02-01',
      statement: {
        income: 180_000,
        spending: {
          housing: 80_000,
          councilTax: 15_000,
          energy: 12_000,
          food: 30_000,
          transport: 8_000,
          otherCredit: 5_000,
          other: 3_000,
        },
        canPay: 20_000,
      },
      leftOver: 27_000,
      receivedOn: '2027-03-08',
      answerBy: '2027-03-15',
      closedOn: null,
      declineReason: null,
      ...request,
    },
    businessDate: BUSINESS_DATE,
    loan: {
      id: 7,
      contractNumber: 'QS-2027-0007',
      borrowerName: 'Amelia Hart',
      status: 'DISBURSED',
      termMonths: 12,
      repaymentMethod: 'EQUAL_INSTALLMENT',
    },
    book: loan.book,
    ledger: loan.entries,
    offers: [],
    arrangement: null,
    secondApprovalAbove: 100_000,
    waiver: null,
    claim: null,
    ...rest,
  };
}
