import { describe, expect, it } from 'vitest';
import type { Member } from '../../domain/api/members';
import {
  checkStep,
  chooseNewer,
  eligibilityOfValues,
  emptyValues,
  firstIncompleteStep,
  isStepComplete,
  minorToPounds,
  newDraft,
  poundsToMinor,
  readDraft,
  valuesFromProfile,
  type WizardValues,
} from './wizard-model';

const range = { minimumAmount: 100_000, maximumAmount: 2_500_000 };
const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

function filled(): WizardValues {
  const values = emptyValues();
  values.loan = {
    amount: '5000',
    purpose: 'EDUCATION',
    termMonths: '36',
    method: 'EQUAL_INSTALLMENT',
    receivingAddress: ADDRESS,
  };
  values.basic = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1990-05-14',
    nationality: 'British',
    idNumber: 'AB123456C',
    idFront: [{ uploadId: 1 }],
    idBack: [{ key: 'waiting-in-outbox' }],
    phone: '+447700900123',
    email: 'ada@example.com',
    country: 'United Kingdom',
    city: 'London',
    address: '1 Quay Street',
    postcode: 'E1 6AN',
  };
  values.address = {
    country: 'United Kingdom',
    city: 'London',
    address: '1 Quay Street',
    postcode: 'E1 6AN',
    yearsAtAddress: '5',
  };
  values.employment = {
    ...values.employment,
    status: 'RETIRED',
    workingYears: '30',
    personalAnnualIncome: '42,000',
    familyAnnualIncome: '60000.50',
  };
  values.family = { maritalStatus: 'MARRIED', hasChildren: 'no' };
  values.property = {
    ...values.property,
    type: 'RENT',
    address: '1 Quay Street',
    residenceSince: '2019-03-01',
    monthlyPayment: '950',
  };
  values.vehicle = { ...values.vehicle, hasVehicle: 'no' };
  values.contacts = [{ relationship: 'Sister', name: 'Grace', phone: '+447700900789', employer: 'Harbour' }];
  values.consent = { terms: true, agreement: true };
  return values;
}

describe('money as typed', () => {
  it('reads pounds and pence digit by digit, never through a float', () => {
    expect(poundsToMinor('5,000')).toBe(500_000);
    expect(poundsToMinor('£1234.5')).toBe(123_450);
    expect(poundsToMinor('0.07')).toBe(7);
    expect(poundsToMinor('')).toBeUndefined();
    expect(poundsToMinor('12.345')).toBeNaN();
    expect(poundsToMinor('abc')).toBeNaN();
  });

  it('writes minor units back as a borrower would type them', () => {
    expect(minorToPounds(500_000)).toBe('5000');
    expect(minorToPounds(123_405)).toBe('1234.05');
    expect(minorToPounds(null)).toBe('');
  });
});

describe('which step is complete', () => {
  it('counts every step of a filled application as complete, a photo still in the outbox included', () => {
    const values = filled();
    expect(firstIncompleteStep(values, range)).toBeNull();
  });

  it('names the first step with something missing', () => {
    const values = filled();
    values.family.hasChildren = '';
    values.contacts = [{ relationship: '', name: '', phone: '', employer: '' }];
    expect(firstIncompleteStep(values, range)).toBe('family');
    expect(isStepComplete('contacts', values, range)).toBe(false);
    expect(isStepComplete('loan', values, range)).toBe(true);
  });

  it("gives each field the server's message code", () => {
    const values = emptyValues();
    expect(checkStep('loan', values, range)).toMatchObject({
      amount: 'amount.required',
      purpose: 'tpl.select|{"text":"field.loanPurpose"}',
      receivingAddress: 'wallet.required',
    });
    values.loan.amount = '500';
    values.loan.receivingAddress = '0x1234';
    expect(checkStep('loan', values, range)).toMatchObject({
      amount: 'amount.min|{"money":100000}',
      receivingAddress: 'wallet.usdtOnly',
    });
    expect(checkStep('basic', values, range)).toMatchObject({
      firstName: 'tpl.enter|{"text":"field.firstName"}',
      idFrontUploadId: 'idPhoto.required',
    });
    expect(checkStep('contacts', values, range)).toMatchObject({ 'contacts.0.name': 'contact.incomplete' });
    expect(checkStep('review', values, range)).toEqual({
      terms: 'consent.required',
      agreement: 'consent.required',
    });
  });

  it('asks for employer details only of the employed, and for a vehicle only of those who have one', () => {
    const values = filled();
    values.employment.status = 'FULL_TIME';
    expect(Object.keys(checkStep('employment', values, range))).toEqual(['employerName', 'employerPhone']);
    values.vehicle.hasVehicle = '';
    expect(checkStep('vehicle', values, range)).toEqual({ hasVehicle: 'wizard.hasVehicle.required' });
    values.vehicle.hasVehicle = 'yes';
    expect(checkStep('vehicle', values, range)).toHaveProperty('vin');
  });
});

describe('the newer copy wins', () => {
  const older = { ...newDraft('key-1', 1_000), step: 'basic' as const };
  const newer = { ...newDraft('key-1', 2_000), step: 'family' as const };

  it('picks the copy changed last, and says where it came from', () => {
    expect(chooseNewer(older, newer)).toEqual({ draft: newer, source: 'server', both: true });
    expect(chooseNewer(newer, older)).toEqual({ draft: newer, source: 'device', both: true });
    expect(chooseNewer(older, null)).toEqual({ draft: older, source: 'device', both: false });
    expect(chooseNewer(null, newer)).toEqual({ draft: newer, source: 'server', both: false });
    expect(chooseNewer(null, null)).toEqual({ draft: null, source: 'new', both: false });
  });

  it('keeps the device copy on a tie: it is the one this borrower last touched here', () => {
    expect(chooseNewer(older, { ...older }).source).toBe('device');
  });

  it('ignores a stored copy that is not a draft, and fills sections an older copy lacks', () => {
    expect(readDraft({ version: 2 })).toBeNull();
    expect(readDraft('text')).toBeNull();
    const stored = JSON.parse(JSON.stringify(newDraft('k', 5)));
    delete stored.values.vehicle;
    const read = readDraft(stored);
    expect(read?.values.vehicle.hasVehicle).toBe('');
    expect(read?.idempotencyKey).toBe('k');
  });
});

describe('prefill and eligibility', () => {
  it('takes the profile sections as wizard values', () => {
    const member = {
      walletAddress: ADDRESS,
      email: 'ada@example.com',
      mobile: null,
      base: null,
      contactAddress: {
        country: 'United Kingdom',
        city: 'London',
        address: '1 Quay Street',
        postcode: 'E1 6AN',
        yearsAtAddress: 5,
      },
      employment: {
        status: 'FULL_TIME',
        workingYears: 8,
        personalAnnualIncome: 4_200_050,
        familyAnnualIncome: 6_000_000,
      },
      family: { maritalStatus: 'UNMARRIED', hasChildren: true },
      estate: null,
      car: null,
      contacts: null,
    } as unknown as Member;
    const values = valuesFromProfile(member);
    expect(values.loan.receivingAddress).toBe(ADDRESS);
    expect(values.address.yearsAtAddress).toBe('5');
    expect(values.employment.personalAnnualIncome).toBe('42000.50');
    expect(values.family).toEqual({ maritalStatus: 'UNMARRIED', hasChildren: 'yes' });
  });

  it('gives every failed rule, in the words of the domain', () => {
    const values = filled();
    expect(eligibilityOfValues(values, '2026-11-25')).toEqual([]);
    values.basic.dateOfBirth = '2010-01-01';
    values.address.country = 'France';
    values.address.yearsAtAddress = '2';
    values.employment.personalAnnualIncome = '16000';
    expect(eligibilityOfValues(values, '2026-11-25')).toEqual([
      'age.under21',
      'account.notUk',
      'address.under3Years',
      'income.tooLow',
    ]);
  });
});
