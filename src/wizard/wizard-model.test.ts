import { describe, expect, it } from 'vitest';
import type { Member } from '../../domain/api/members';
import {
  carryAddressForward,
  checkStep,
  chooseNewer,
  emptyValues,
  firstIncompleteStep,
  isStepComplete,
  newDraft,
  payoutToOf,
  readDraft,
  valuesFromProfile,
  type WizardValues,
} from './wizard-model';
import { FILLED_RECEIVING_ADDRESS, filledWizardValues } from './wizard-values.fixture';

const range = { minimumAmount: 100_000, maximumAmount: 2_500_000 };
const ADDRESS = FILLED_RECEIVING_ADDRESS;

/** The filled application, with a photo still waiting in the outbox and incomes typed as people type them. */
function filled(): WizardValues {
  const values = filledWizardValues();
  values.basic = { ...values.basic, idBackUploadId: [{ key: 'waiting-in-outbox' }] };
  values.employment = {
    ...values.employment,
    personalAnnualIncome: '42,000',
    familyAnnualIncome: '60000.50',
  };
  return values;
}

describe('which step is complete', () => {
  it('counts every step of a filled application as complete, a photo still in the outbox included', () => {
    const values = filled();
    expect(firstIncompleteStep(values, range)).toBeNull();
  });

  it('names the first step with something missing', () => {
    const values = filled();
    values.family.hasChildren = '';
    values.contacts = { contacts: [{ relationship: '', name: '', phone: '', employer: '' }] };
    expect(firstIncompleteStep(values, range)).toBe('family');
    expect(isStepComplete('contacts', values, range)).toBe(false);
    expect(isStepComplete('loan', values, range)).toBe(true);
  });

  it('asks a borrower paid into their bank account for no USDT address, and one paid in USDT for one', () => {
    const values = emptyValues();
    values.loan = {
      amount: '5000',
      purpose: 'OTHER',
      termMonths: '12',
      method: 'EQUAL_INSTALLMENT',
      receivingAddress: '',
    };
    expect(checkStep('loan', values, range, undefined, 'USDT')).toEqual({
      receivingAddress: 'wallet.required',
    });
    expect(checkStep('loan', values, range, undefined, 'BANK')).toEqual({});
    expect(isStepComplete('loan', values, range, 'BANK')).toBe(true);
    expect(payoutToOf({ payoutMethod: 'BANK' })).toBe('BANK');
    expect(payoutToOf({ payoutMethod: 'USDT' })).toBe('USDT');
    // A profile that never chose is paid in USDT, as before there was a choice.
    expect(payoutToOf({})).toBe('USDT');
    expect(payoutToOf(null)).toBe('USDT');
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

  it('reads a draft written before the wizard used the profile sections, keeping what was typed', () => {
    const stored = {
      version: 1,
      step: 'contacts',
      idempotencyKey: 'k1',
      quote: null,
      updatedAt: 7,
      values: {
        basic: { firstName: 'Ada', dateOfBirth: '1990-05-14', idFront: [{ uploadId: 3 }], idBack: [] },
        property: { residenceSince: '2019-03-01', photos: [{ key: 'in-outbox' }] },
        vehicle: { hasVehicle: 'yes', firstRegistrationDate: '', driverLicenses: [{ uploadId: 4 }] },
        contacts: [{ relationship: 'Sister', name: 'Grace', phone: '1', employer: 'Harbour' }],
      },
    };
    const read = readDraft(stored);
    expect(read?.version).toBe(2);
    expect(read?.values.basic).toMatchObject({
      firstName: 'Ada',
      dateOfBirth: { day: '14', month: '5', year: '1990' },
      idFrontUploadId: [{ uploadId: 3 }],
      idBackUploadId: [],
    });
    expect(read?.values.basic).not.toHaveProperty('idFront');
    expect(read?.values.property.photoUploadIds).toEqual([{ key: 'in-outbox' }]);
    expect(read?.values.property.residenceSince).toEqual({ day: '1', month: '3', year: '2019' });
    expect(read?.values.vehicle.driverLicenseUploadIds).toEqual([{ uploadId: 4 }]);
    expect(read?.values.contacts.contacts[0]?.name).toBe('Grace');
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
    expect(values.basic.email).toBe('ada@example.com');
    expect(values.loan.receivingAddress).toBe(ADDRESS);
    expect(values.address.yearsAtAddress).toBe('5');
    expect(values.employment.personalAnnualIncome).toBe('42000.50');
    expect(values.family).toEqual({ maritalStatus: 'UNMARRIED', hasChildren: 'yes' });
  });

  it('says each rule on the step whose field it reads, the income threshold as money', () => {
    const today = '2026-11-25';
    const values = filled();
    values.basic.dateOfBirth = { day: '26', month: '11', year: '2005' };
    expect(checkStep('basic', values, range, today)).toEqual({ dateOfBirth: 'age.under21' });
    values.basic.dateOfBirth = { day: '25', month: '11', year: '2005' };
    expect(checkStep('basic', values, range, today)).toEqual({});

    values.address.yearsAtAddress = '2';
    values.address.country = 'France';
    expect(checkStep('address', values, range, today)).toEqual({
      yearsAtAddress: 'address.under3Years',
      country: 'account.notUk',
    });

    values.employment.personalAnnualIncome = '4,000';
    expect(checkStep('employment', values, range, today)).toEqual({
      personalAnnualIncome: 'income.tooLow|{"wholeMoney":1600000}',
    });
    values.employment.personalAnnualIncome = '16000.01';
    expect(checkStep('employment', values, range, today)).toEqual({});
  });

  it("leaves a value the section's own contract refuses to that contract's message", () => {
    const values = filled();
    values.address.yearsAtAddress = 'two';
    expect(checkStep('address', values, range, '2026-11-25')).toEqual({
      yearsAtAddress: 'tpl.correct|{"text":"field.yearsAtAddress"}',
    });
  });
});

describe('the loan step and the profile the account holds', () => {
  it('asks for a term to be chosen, not for a range of months', () => {
    const values = filled();
    values.loan.termMonths = '';
    expect(checkStep('loan', values, range)).toEqual({ termMonths: 'wizard.term.required' });
  });

  it("takes the demo borrower's own stored e-mail on the basic step (the seed's `.example` address)", () => {
    const values = filled();
    values.basic.email = 'demo@quayside.example';
    expect(checkStep('basic', values, range, '2026-11-25')).toEqual({});
  });

  it('opens the address step with the address given on the basic step, asking only how long', () => {
    const values = filled();
    values.address = { address: '', city: '', postcode: '', country: '', yearsAtAddress: '' };
    expect(carryAddressForward(values)).toBe(true);
    expect(values.address).toEqual({
      address: '1 Quay Street',
      city: 'London',
      postcode: 'E1 6AN',
      country: 'United Kingdom',
      yearsAtAddress: '',
    });
    // An address step already filled in is the borrower's: never overwritten.
    values.address.city = 'Leeds';
    expect(carryAddressForward(values)).toBe(false);
    expect(values.address.city).toBe('Leeds');
  });
});
