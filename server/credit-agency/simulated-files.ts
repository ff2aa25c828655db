import { createHash } from 'node:crypto';
import { canonicalJson } from '../../domain/canonical-json';
import { creditAgencyOfRecord } from '../../domain/credit/agency-of-record';
import type { AgencyContact, CreditFile, SearchRequest } from '../../domain/credit/credit-file';
import { addMonths } from '../../domain/loan/dates';

/**
 * A fictional agency: its phone number is in Ofcom's range for drama, its website on `.example`. The same
 * one the public pages name, so a file the app reads comes from the agency its copy points borrowers to.
 */
export const simulatedAgencyContact: AgencyContact = creditAgencyOfRecord;

/**
 * The test people: a surname (any first name, any case) whose file differs from the clean one. The README
 * of this folder lists them; every other person's file is clean.
 */
export const testSurnames = [
  'testdefault',
  'testinsolvent',
  'testfraud',
  'testthin',
  'testbusy',
  'testlowincome',
  'testcommitted',
] as const;

/**
 * The file the simulated agency answers for a search: a pure function of the request, so the same request
 * gets the same file (reference included) whenever it is asked. Records are dated from `asOf`, the lender's
 * business date, so a test on a moved clock reads a file of the same shape.
 */
export function simulatedFile(request: SearchRequest): CreditFile {
  const { asOf } = request;
  const file: CreditFile = {
    reference: `NCR-${createHash('sha256').update(canonicalJson(request)).digest('hex').slice(0, 16)}`,
    kind: request.kind,
    searchedAt: `${asOf}T12:00:00.000Z`,
    agency: simulatedAgencyContact,
    identity: { matched: true, addressMatched: true, electoralRoll: true },
    accounts: [],
    defaults: [],
    judgments: [],
    insolvencies: [],
    searchesLast90Days: 0,
    fraudMarkers: [],
    verifiedIncome: null,
  };
  const surname = request.person.lastName.trim().toLowerCase();
  switch (surname) {
    case 'testdefault':
      return { ...file, defaults: [{ date: addMonths(asOf, -4), amount: 125_000, satisfied: false }] };
    case 'testinsolvent':
      return {
        ...file,
        insolvencies: [
          { kind: 'bankruptcy', date: addMonths(asOf, -24), dischargedOn: addMonths(asOf, -12) },
        ],
      };
    case 'testfraud':
      return { ...file, fraudMarkers: [{ date: addMonths(asOf, -8), code: 'IMPERSONATION' }] };
    case 'testthin':
      return { ...file, identity: { matched: false, addressMatched: false, electoralRoll: false } };
    case 'testbusy':
      return { ...file, searchesLast90Days: 7 };
    case 'testlowincome':
      return { ...file, verifiedIncome: { annual: 1_200_000, source: 'currentAccountTurnover' } };
    case 'testcommitted':
      return {
        ...file,
        accounts: [
          {
            lender: 'Harbour Street Finance',
            type: 'loan',
            openedOn: addMonths(asOf, -18),
            balance: 980_000,
            monthlyPayment: 55_000,
            worstStatus12Months: 0,
          },
          {
            lender: 'Lantern Card Services',
            type: 'creditCard',
            openedOn: addMonths(asOf, -40),
            balance: 420_000,
            monthlyPayment: 35_000,
            worstStatus12Months: 0,
          },
        ],
      };
    default:
      return file;
  }
}
