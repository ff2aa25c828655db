import { describe, expect, it } from 'vitest';
import {
  type CreditFile,
  type CreditPerson,
  creditFileSchema,
  monthlyCommitmentsOf,
  type SearchRequest,
} from '../../domain/credit/credit-file';
import { simulatedAgencyContact, simulatedFile, testSurnames } from './simulated-files';

const asOf = '2026-03-31';
const person = (lastName: string, firstName = 'Sam'): CreditPerson => ({
  firstName,
  lastName,
  dateOfBirth: '1988-07-21',
  address: '12 Harbour Lane, Bristol',
  postcode: 'BS1 5TT',
});
const soft = (lastName: string, firstName?: string): SearchRequest => ({
  kind: 'soft',
  person: person(lastName, firstName),
  asOf,
});
const fileOf = (lastName: string, firstName?: string): CreditFile => {
  const file = simulatedFile(soft(lastName, firstName));
  // Every file the agency writes is one the driver accepts.
  expect(creditFileSchema.parse(file)).toEqual(file);
  return file;
};

/** The file without what identifies the search, to compare one person's record with another's. */
const record = ({ reference: _reference, ...rest }: CreditFile) => rest;

describe('the simulated agency’s files', () => {
  it('a person who is not a test person has a clean file', () => {
    const file = fileOf('Example', 'Ada');
    expect(file).toEqual({
      reference: expect.stringMatching(/^NCR-[0-9a-f]{16}$/),
      kind: 'soft',
      searchedAt: '2026-03-31T12:00:00.000Z',
      agency: simulatedAgencyContact,
      identity: { matched: true, addressMatched: true, electoralRoll: true },
      accounts: [],
      defaults: [],
      judgments: [],
      insolvencies: [],
      searchesLast90Days: 0,
      fraudMarkers: [],
      verifiedIncome: null,
    });
  });

  it('names a fictional agency: a drama phone number and an .example website', () => {
    expect(simulatedAgencyContact.name).toBe('Northgate Credit Records Ltd');
    expect(simulatedAgencyContact.phone).toMatch(/^0117 496 0\d{3}$/);
    expect(new URL(simulatedAgencyContact.website).hostname).toMatch(/\.example$/);
  });

  it('Testdefault: a default of £1,250 four months before asOf, not satisfied', () => {
    expect(fileOf('Testdefault').defaults).toEqual([
      { date: '2025-11-30', amount: 125_000, satisfied: false },
    ]);
  });

  it('Testinsolvent: a bankruptcy two years before asOf, discharged one year before', () => {
    expect(fileOf('Testinsolvent').insolvencies).toEqual([
      { kind: 'bankruptcy', date: '2024-03-31', dischargedOn: '2025-03-31' },
    ]);
  });

  it('Testfraud: a fraud marker', () => {
    expect(fileOf('Testfraud').fraudMarkers).toEqual([{ date: '2025-07-31', code: 'IMPERSONATION' }]);
  });

  it('Testthin: not found — identity, address and electoral roll all unmatched', () => {
    expect(fileOf('Testthin').identity).toEqual({
      matched: false,
      addressMatched: false,
      electoralRoll: false,
    });
  });

  it('Testbusy: seven searches in 90 days', () => {
    expect(fileOf('Testbusy').searchesLast90Days).toBe(7);
  });

  it('Testlowincome: £12,000 a year from current-account turnover', () => {
    expect(fileOf('Testlowincome').verifiedIncome).toEqual({
      annual: 1_200_000,
      source: 'currentAccountTurnover',
    });
  });

  it('Testcommitted: a loan (£550) and a card (£350) elsewhere, £900 a month, up to date', () => {
    const file = fileOf('Testcommitted');
    expect(monthlyCommitmentsOf(file)).toBe(90_000);
    expect(file.accounts.map(({ type, monthlyPayment }) => [type, monthlyPayment])).toEqual([
      ['loan', 55_000],
      ['creditCard', 35_000],
    ]);
    expect(file.accounts.every((account) => account.worstStatus12Months === 0)).toBe(true);
    expect(file.accounts.every((account) => account.openedOn < asOf)).toBe(true);
  });

  it('each test person differs from the clean file in their one respect only', () => {
    const clean = record(fileOf('Example'));
    const changed = (file: CreditFile) =>
      Object.keys(clean).filter(
        (key) =>
          JSON.stringify(record(file)[key as keyof typeof clean]) !==
          JSON.stringify(clean[key as keyof typeof clean]),
      );
    expect(Object.fromEntries(testSurnames.map((surname) => [surname, changed(fileOf(surname))]))).toEqual({
      testdefault: ['defaults'],
      testinsolvent: ['insolvencies'],
      testfraud: ['fraudMarkers'],
      testthin: ['identity'],
      testbusy: ['searchesLast90Days'],
      testlowincome: ['verifiedIncome'],
      testcommitted: ['accounts'],
    });
  });

  it('knows a test person by surname in any case, whatever the first name, with spaces around', () => {
    const reference = record(fileOf('Testdefault', 'Sam'));
    for (const [lastName, firstName] of [
      ['TESTDEFAULT', 'Jo'],
      ['testdefault', 'Alexandra'],
      [' TestDefault ', 'Li'],
    ] as const) {
      expect(record(fileOf(lastName, firstName))).toEqual(reference);
    }
    expect(fileOf('Testdefaults').defaults).toEqual([]);
  });

  it('dates records from asOf with calendar arithmetic (month ends clamp)', () => {
    const file = simulatedFile({ ...soft('Testdefault'), asOf: '2024-06-30' });
    expect(file.defaults[0]!.date).toBe('2024-02-29');
    expect(file.searchedAt).toBe('2024-06-30T12:00:00.000Z');
  });

  it('is deterministic: the same request, the same file; another request, another reference', () => {
    const request: SearchRequest = {
      kind: 'hard',
      person: person('Testcommitted'),
      application: { reference: 'Q-77', amount: 250_000, termMonths: 18 },
      asOf,
    };
    const first = simulatedFile(request);
    expect(simulatedFile(structuredClone(request))).toEqual(first);
    // Key order is not part of the request: the reference is taken over its canonical JSON.
    const reordered = {
      asOf,
      application: request.application,
      person: request.person,
      kind: 'hard',
    } as const;
    expect(simulatedFile(reordered).reference).toBe(first.reference);
    expect(first.kind).toBe('hard');
    const others = [
      simulatedFile({ ...request, asOf: '2026-04-01' }),
      simulatedFile({ ...request, application: { ...request.application, reference: 'Q-78' } }),
      simulatedFile({ kind: 'soft', person: request.person, asOf }),
    ];
    expect(new Set([first, ...others].map((file) => file.reference)).size).toBe(4);
  });
});
