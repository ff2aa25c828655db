// Complaints as the server's register and case answers send them (for tests only).

export const BUSINESS_DATE = '2026-12-07';

export function clock(extra: object = {}) {
  return {
    receivedOn: '2026-11-30',
    receivedTime: '10:00',
    countsFrom: '2026-11-30',
    summaryBy: '2026-12-03',
    finalBy: '2027-01-25',
    summaryDaysLeft: -2,
    finalDaysLeft: 49,
    summaryPassed: true,
    finalOverdue: false,
    nextDeadline: '2027-01-25',
    ...extra,
  };
}

export function registerRow(id: number, extra: Record<string, unknown> = {}) {
  const { clock: clockExtra, ...rest } = extra;
  return {
    id,
    reference: `CMP-${String(id).padStart(6, '0')}`,
    channel: 'PHONE',
    status: 'ACKNOWLEDGED',
    name: 'Ada Lovelace',
    memberId: null,
    contractNumber: null,
    clock: clock((clockExtra as object | undefined) ?? {}),
    ...rest,
  };
}

export function complaintCase(extra: Record<string, unknown> = {}) {
  return {
    ...registerRow(4),
    email: 'ada@quayside.example',
    phone: '020 7946 0000',
    loanId: null,
    loanNumberGiven: null,
    whatHappened: 'Nobody called me back about my arrears.',
    wanted: 'An apology and a call.',
    lang: 'en',
    acknowledgedOn: '2026-11-30',
    summaryAllowed: false,
    answer: null,
    events: [
      { kind: 'RECEIVED', text: null, operatorName: 'ops@quayside.example', at: '2026-11-30T10:05:00.000Z' },
      {
        kind: 'ACKNOWLEDGED',
        text: null,
        operatorName: 'ops@quayside.example',
        at: '2026-11-30T10:06:00.000Z',
      },
    ],
    businessDate: BUSINESS_DATE,
    ...extra,
  };
}

export const finalAnswer = {
  kind: 'FINAL',
  outcome: 'PARTLY_UPHELD',
  redress: 5_000,
  answeredOn: '2026-12-07',
  ombudsmanBy: '2027-06-07',
  textVersion: 'CR-1',
  sections: [
    { heading: 'Our final response', text: 'Dear Ada Lovelace, this is our answer.' },
    { heading: 'What we found and what we will do', text: 'We should have called.' },
    {
      heading: 'Your right to go to the Financial Ombudsman Service',
      text: 'You must contact it within six months of the date of this response, that is by 7 Jun 2027.',
    },
  ],
};
