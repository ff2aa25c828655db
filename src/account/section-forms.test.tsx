// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Member } from '../../domain/api/members';
import { preparingPhoto } from '../offline/member/photos-preparing';
import { AddressForm } from './address-screen';
import { BasicForm } from './basic-screen';
import { CarForm } from './car-screen';
import { ContactsForm } from './contacts-screen';
import { FamilyForm } from './family-screen';
import { HouseForm } from './house-screen';
import { KycForm, KycStatusCard } from './verified-screen';
import { WorkForm } from './work-screen';

// Each form's messages before anything is sent: the shared contracts' SPEC §5 wording, on the field it is
// about (aria-describedby), and no request made while a field is wrong.

const member: Member = {
  id: 42,
  email: 'ann@quayside.test',
  mobile: null,
  walletAddress: null,
  role: 'borrower',
  accountType: 0,
  kycStatus: 'UNVERIFIED',
  kycRejectReason: null,
  lang: 'en',
  registerTime: '2026-11-01T09:00:00.000Z',
  lastLoginTime: null,
  base: null,
  contactAddress: null,
  employment: null,
  family: null,
  estate: null,
  car: null,
  kyc: null,
  contacts: null,
};

beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The form inside a router (the leave guard needs one), a query client and the English catalog. */
async function show(form: ReactNode) {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const rootRoute = createRootRoute({ component: () => <>{form}</> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  await screen.findByRole('button', { name: /Save|Send for checking/ });
  return fetchSpy;
}

function save() {
  fireEvent.click(screen.getByRole('button', { name: /^(Save|Send for checking)$/ }));
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The field's message, read the way a screen reader reads it. */
function messageOf(label: string | RegExp): string {
  const field = screen.getByLabelText(label);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const id = field.getAttribute('aria-describedby') ?? '';
  return document.getElementById(id)?.textContent ?? '';
}

describe('account centre forms say what is missing, on the field, before sending', () => {
  it('contact address', async () => {
    const fetchSpy = await show(<AddressForm member={member} />);
    save();
    expect(await screen.findByText('Please enter address')).toBeTruthy();
    expect(messageOf('City')).toBe('Please enter city');
    expect(messageOf('Postcode')).toBe('Please enter postcode');
    expect(messageOf('Years at this address')).toBe('Please enter years at this address');
    type('Years at this address', 'six');
    save();
    expect(await screen.findByText('Please enter the correct years at this address')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('employment: an employer is asked for only when there is one; income in pounds', async () => {
    const fetchSpy = await show(<WorkForm member={member} />);
    expect(screen.queryByLabelText('Employer name')).toBeNull();
    save();
    expect(await screen.findByText('Please select employment status')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Employment status'), { target: { value: 'FULL_TIME' } });
    type(/Personal annual income/, '12.345');
    save();
    expect(await screen.findByText('Please enter the correct personal annual income')).toBeTruthy();
    expect(messageOf(/Family annual income/)).toBe('Please enter family annual income');
    expect(messageOf('Years in work')).toBe('Please enter years in work');
    // The employer rule is the contract's last check, once the rest is right.
    type(/Personal annual income/, '32,500');
    type(/Family annual income/, '40000');
    type('Years in work', '3');
    save();
    expect(await screen.findByText('Please enter employer name')).toBeTruthy();
    expect(messageOf('Employer phone number')).toBe('Please enter employer phone number');
    fireEvent.change(screen.getByLabelText('Employment status'), { target: { value: 'RETIRED' } });
    expect(screen.queryByLabelText('Employer name')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('family: both questions', async () => {
    await show(<FamilyForm member={member} />);
    save();
    expect(await screen.findByText('Please select marital status')).toBeTruthy();
    const children = screen.getByRole('group', { name: 'Do you have children?' });
    expect(within(children).getByText('Please select whether you have children')).toBeTruthy();
  });

  it('property: the move-in date as SPEC words it, the area as a number', async () => {
    await show(<HouseForm member={member} />);
    type(/House area/, 'big');
    save();
    expect(await screen.findByText('Please select check-in time')).toBeTruthy();
    expect(messageOf('Property type')).toBe('Please select property type');
    expect(messageOf('Property address')).toBe('Please enter property address');
    expect(messageOf(/House area/)).toBe('Please enter the correct house area');
    // A day the month does not have is not a date.
    type('Day', '31');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2' } });
    type('Year', '2020');
    save();
    expect(await screen.findByText('Please select check-in time')).toBeTruthy();
  });

  it('vehicle: the VIN rule', async () => {
    await show(<CarForm member={member} />);
    type('Vehicle identification number (VIN)', 'WVWZZZ1JZXW00000O');
    save();
    expect(
      await screen.findByText('Please enter the correct vehicle identification number (VIN)'),
    ).toBeTruthy();
    expect(messageOf('Licence plate')).toBe('Please enter licence plate');
    expect(messageOf('Day')).toBe('Please select first registration date');
  });

  it('contacts: every part of a contact, and a phone number that is one', async () => {
    await show(<ContactsForm member={member} />);
    type('Name', 'Ann Lee');
    type('Phone', '12');
    save();
    expect(await screen.findByText('Please enter the correct mobile number')).toBeTruthy();
    expect(messageOf('Relationship')).toBe('Please fill in the complete contact information');
    fireEvent.click(screen.getByRole('button', { name: 'Add another contact' }));
    expect(screen.getByRole('group', { name: 'Contact 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove contact 2' }));
    expect(screen.queryByRole('group', { name: 'Contact 2' })).toBeNull();
  });

  it('basic information: names, date of birth, ID photos, and the e-mail already known', async () => {
    await show(<BasicForm member={member} />);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ann@quayside.test');
    type('E-mail', 'ann@');
    save();
    expect(await screen.findByText('Please enter first name')).toBeTruthy();
    expect(messageOf('Last name')).toBe('Please enter last name');
    expect(messageOf('Day')).toBe('Please select date of birth');
    expect(messageOf('E-mail')).toBe('Incorrect email format');
    expect(messageOf('Mobile number')).toBe('Please enter your mobile number');
    expect(screen.getAllByText('Please upload your ID photo')).toHaveLength(2);
  });

  it('identity check: the status in words, the name and ID photos required', async () => {
    await show(
      <>
        <KycStatusCard
          member={{ ...member, kycStatus: 'REJECTED', kycRejectReason: 'The photo is blurred' }}
        />
        <KycForm member={member} />
      </>,
    );
    expect(screen.getByTestId('kyc-state').textContent).toBe('Not accepted');
    expect(screen.getByText('Reason: The photo is blurred')).toBeTruthy();
    save();
    expect(await screen.findByText('Please enter real name')).toBeTruthy();
    expect(messageOf('ID number')).toBe('Please enter ID number');
    expect(screen.getAllByText('Please upload your ID photo')).toHaveLength(2);
  });

  it('a save pressed while a photo is being prepared waits for it, then checks the form as it is then', async () => {
    const fetchSpy = await show(<KycForm member={member} />);
    type('Real name', 'Ann Lee');
    type('ID number', 'AB123456');
    const prepared = preparingPhoto();
    save();
    // Nothing is said about the photos yet and nothing is sent: the one being prepared is not in the form.
    expect(await screen.findByRole('button', { name: 'Sending your photos…' })).toBeTruthy();
    expect(screen.queryByText('Please upload your ID photo')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    prepared();
    // Prepared, it never reached the form (here: no photo came of it), and the save says so, on the fields.
    expect(await screen.findAllByText('Please upload your ID photo')).toHaveLength(2);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
