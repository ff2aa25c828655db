// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../domain/api/members';
import { messageText } from '../ui/member/field-message';
import { addressSection } from './address-section';
import { basicSection } from './basic-section';
import { carSection } from './car-section';
import { contactsSection } from './contacts-section';
import { familySection } from './family-section';
import { houseSection } from './house-section';
import { identitySection } from './identity-section';
import { checkSection, type ProfileSection } from './profile-section';
import { ProfileSectionView } from './section-view';
import { workSection } from './work-section';

// Each section once, as every form shows it (the wizard's steps and the account centre's screens render
// these same fields): the shared contract's SPEC §5 messages on the fields they are about, the values a
// stored section opens with and the body they go back as, and the read-only view the console shows.

const member = {
  id: 42,
  email: 'ann@quayside.test',
  mobile: '+447700900123',
  walletAddress: null,
  kycStatus: 'UNVERIFIED',
  kycRejectReason: null,
  base: {
    firstName: 'Ann',
    lastName: 'Lee',
    dateOfBirth: '1990-04-07',
    nationality: 'British',
    idNumber: 'AB123456C',
    idFrontUploadId: 11,
    idBackUploadId: 12,
    phone: '+447700900123',
    email: 'ann@quayside.test',
    country: 'United Kingdom',
    city: 'Bristol',
    address: '12 Harbour Row',
    postcode: 'BS1 4RW',
  },
  contactAddress: {
    country: 'United Kingdom',
    city: 'Bristol',
    address: '12 Harbour Row',
    postcode: 'BS1 4RW',
    yearsAtAddress: 6,
  },
  employment: {
    status: 'FULL_TIME',
    employerName: 'Quayside Ferries Ltd',
    employerAddress: '1 Dock Road',
    industry: 'Transport',
    employerContact: 'Pat Hale',
    employerPhone: '+441174960000',
    workingYears: 8,
    personalAnnualIncome: 3_250_050,
    familyAnnualIncome: 5_100_000,
  },
  family: { maritalStatus: 'MARRIED', hasChildren: false },
  estate: {
    type: 'RENT',
    address: '12 Harbour Row, Bristol BS1 4RW',
    residenceSince: '2019-03-14',
    monthlyPayment: 95_000,
    area: '64.5',
    certificateUploadIds: [],
    photoUploadIds: [13, 14],
  },
  car: {
    licensePlate: 'BD51 SMR',
    vin: 'WVWZZZ1JZXW000001',
    firstRegistrationDate: '2021-06-02',
    purchasePrice: 1_425_000,
    vehiclePhotoUploadIds: [15],
    registrationDocumentUploadIds: [],
    driverLicenseUploadIds: [16],
  },
  kyc: { realName: 'Ann Lee', idNumber: 'AB123456C', idFrontUploadId: 17, idBackUploadId: 18 },
  contacts: [{ relationship: 'Friend', name: 'Tom Price', phone: '+447700900456', employer: 'Harbourside' }],
} as unknown as Member;

const empty = { ...member, base: null, contactAddress: null, employment: null } as unknown as Member;

beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
});
afterEach(cleanup);

/** A section's fields as a form shows them once it has been checked: every message on its field. */
function Form<V>({ section, from }: { section: ProfileSection<V, unknown>; from: Member | null }) {
  const [values, setValues] = useState(() => section.valuesOf(from));
  const codes = checkSection(section, values);
  const { Fields } = section;
  return (
    <I18nProvider i18n={i18n}>
      <Fields
        values={values}
        set={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        error={(path) => (codes[path] ? messageText(i18n, codes[path], 'en') : null)}
        memberId={42}
        photoScope="test"
      />
    </I18nProvider>
  );
}

const show = <V,>(section: ProfileSection<V, unknown>, from: Member | null = null) =>
  render(<Form section={section} from={from} />);

/** The field's message, read the way a screen reader reads it. */
function messageOf(label: string | RegExp): string {
  const field = screen.getByLabelText(label);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

function type(label: string | RegExp, value: string) {
  act(() => void fireEvent.change(screen.getByLabelText(label), { target: { value } }));
}

describe('each section says what is missing, on the field', () => {
  it('basic information: names, the date of birth in three parts, ID photos, and what the account knows', () => {
    show(basicSection, { ...empty, contactAddress: member.contactAddress } as Member);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ann@quayside.test');
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('+447700900123');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Bristol');
    type('E-mail', 'ann@');
    expect(messageOf('First name')).toBe('Please enter first name');
    expect(messageOf('Day')).toBe('Please select date of birth');
    expect(messageOf('E-mail')).toBe('Incorrect email format');
    expect(screen.getAllByText('Please upload your ID photo')).toHaveLength(2);
    type('Day', '7');
    type('Month', '4');
    type('Year', '1990');
    expect(screen.getByLabelText('Day').getAttribute('aria-invalid')).toBeNull();
  });

  it('contact address: whole years at the address', () => {
    show(addressSection);
    expect(messageOf('City')).toBe('Please enter city');
    expect(messageOf('Years at this address')).toBe('Please enter years at this address');
    type('Years at this address', 'six');
    expect(messageOf('Years at this address')).toBe('Please enter the correct years at this address');
  });

  it('employment: an employer only for the employed, income in pounds through the one parser', () => {
    show(workSection);
    expect(screen.queryByLabelText('Employer name')).toBeNull();
    expect(messageOf('Employment status')).toBe('Please select employment status');
    type('Employment status', 'FULL_TIME');
    type(/Personal annual income/, '12.345');
    expect(messageOf(/Personal annual income/)).toBe('Please enter the correct personal annual income');
    type(/Personal annual income/, '32,500');
    type(/Family annual income/, '40000');
    type('Years in work', '3');
    expect(messageOf('Employer name')).toBe('Please enter employer name');
    expect(messageOf('Employer phone number')).toBe('Please enter employer phone number');
    type('Employment status', 'RETIRED');
    expect(screen.queryByLabelText('Employer name')).toBeNull();
  });

  it('family: both questions as radio groups named by their legends', () => {
    show(familySection);
    const marital = screen.getByRole('group', { name: 'Marital status' });
    expect(marital).toHaveAccessibleDescription('Please select marital status');
    act(() => void fireEvent.click(screen.getByLabelText('Married')));
    expect(screen.getByRole('group', { name: 'Marital status' }).getAttribute('aria-invalid')).toBeNull();
    const children = screen.getByRole('group', { name: 'Do you have children?' });
    expect(children).toHaveAccessibleDescription('Please select whether you have children');
  });

  it("property: SPEC's names for the types, the move-in date in SPEC's words, the area as a number", () => {
    show(houseSection);
    const options = [...(screen.getByLabelText('Property type') as HTMLSelectElement).options].map(
      (option) => option.textContent,
    );
    expect(options.slice(1)).toEqual([
      'Commercial mortgage',
      'No mortgage',
      'Self-built',
      "Relative's housing",
      'Rent',
    ]);
    type(/House area/, 'big');
    expect(messageOf('Property type')).toBe('Please select property type');
    expect(messageOf('Day')).toBe('The day you moved in. Please select check-in time');
    expect(messageOf(/House area/)).toBe('Please enter the correct house area');
    // A day the month does not have is not a date.
    type('Day', '31');
    type('Month', '2');
    type('Year', '2020');
    expect(messageOf('Day')).toBe('The day you moved in. Please select check-in time');
  });

  it('vehicle: the VIN rule', () => {
    show(carSection);
    type('Vehicle identification number (VIN)', 'WVWZZZ1JZXW00000O');
    expect(messageOf('Vehicle identification number (VIN)')).toBe(
      'Please enter the correct vehicle identification number (VIN)',
    );
    expect(messageOf('Licence plate')).toBe('Please enter licence plate');
    expect(messageOf('Day')).toBe('Please select first registration date');
  });

  it('contacts: every part of a contact, up to five of them', () => {
    show(contactsSection);
    expect(messageOf('Name')).toBe('Please fill in the complete contact information');
    type('Phone', '12');
    expect(messageOf('Phone')).toBe('Please enter the correct mobile number');
    for (let i = 0; i < 4; i++) act(() => void fireEvent.click(screen.getByText('Add another contact')));
    expect(screen.getAllByLabelText('Relationship')).toHaveLength(5);
    expect(screen.queryByText('Add another contact')).toBeNull();
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Remove contact 2' })));
    expect(screen.getAllByLabelText('Relationship')).toHaveLength(4);
  });

  it('identity check: a first one starts from the name and ID on the profile; photos are asked again', () => {
    show(identitySection, { ...member, kyc: null } as Member);
    expect((screen.getByLabelText('Real name') as HTMLInputElement).value).toBe('Ann Lee');
    expect((screen.getByLabelText('ID number') as HTMLInputElement).value).toBe('AB123456C');
    expect(screen.getAllByText('Please upload your ID photo')).toHaveLength(2);
  });
});

describe('a stored section opens as its values and goes back as the same body', () => {
  const sections = [
    basicSection,
    addressSection,
    workSection,
    familySection,
    houseSection,
    carSection,
    contactsSection,
    identitySection,
  ] as ProfileSection<unknown, unknown>[];
  for (const section of sections) {
    it(section.id, () => {
      const stored = section.stored(member);
      expect(stored).not.toBeNull();
      const values = section.valuesOf(member);
      // The identity check asks for its photos again: everything else comes back as it was stored.
      const body = section.bodyOf(values);
      expect(
        section.id === 'identity' ? { ...(body as object), idFrontUploadId: 17, idBackUploadId: 18 } : body,
      ).toEqual(stored);
    });
  }
});

describe('the read-only view', () => {
  const facts = (testId: string) =>
    [...screen.getByTestId(testId).querySelectorAll('dt')].map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
    );

  it('shows a section of an API answer with the forms’ labels, money and dates in words', () => {
    render(
      <I18nProvider i18n={i18n}>
        <ProfileSectionView section="work" data={member.employment} />
        <ProfileSectionView section="house" data={member.estate} />
        <ProfileSectionView section="basic" data={member.base} masked />
      </I18nProvider>,
    );
    expect(facts('profile-work')).toContain('Employment status: Full-time');
    expect(facts('profile-work')).toContain('Personal annual income: £32,500.50');
    expect(facts('profile-house')).toEqual([
      'Property type: Rent',
      'Property address: 12 Harbour Row, Bristol BS1 4RW',
      'Time of residence: 14 Mar 2019',
      'Monthly repayment or rent: £950.00',
      'House area (optional): 64.5 m²',
      'Property certificate (optional): —',
      'Photos of the property (optional): 2 photos',
    ]);
    expect(facts('profile-basic')).toContain('ID number: •••••456C');
  });

  it('takes contacts as a list, says when a section is not given, and lets the page show photos', () => {
    render(
      <I18nProvider i18n={i18n}>
        <ProfileSectionView section="contacts" data={member.contacts} />
        <ProfileSectionView section="car" data={null} />
        <ProfileSectionView section="identity" data={member.kyc} photos={(ids) => `#${ids.join(',')}`} />
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'Contact 1' }).textContent).toContain('Tom Price');
    expect(screen.getByText('Not given yet.')).toBeVisible();
    expect(facts('profile-identity')).toEqual([
      'Real name: Ann Lee',
      'ID number: AB123456C',
      'ID photo (front): #17',
      'ID photo (back): #18',
    ]);
  });
});
