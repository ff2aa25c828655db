// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Member } from '../../domain/api/members';
import { preparingPhoto } from '../offline/member/photos-preparing';
import { accountForms, ProfileForm } from './section-screens';
import { KycForm, KycStatusCard } from './verified-screen';

// What the account centre adds to a profile section (whose fields and messages src/profile tests once):
// the check before anything is sent, the save button, waiting for photos, the identity check's status.

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

describe('account centre forms check before sending', () => {
  it('puts the messages on the fields and sends nothing while a field is wrong', async () => {
    const fetchSpy = await show(<ProfileForm member={member} form={accountForms.address} />);
    save();
    expect(await screen.findByText('Please enter address')).toBeVisible();
    expect(messageOf('Years at this address')).toBe('Please enter years at this address');
    type('Years at this address', 'six');
    save();
    expect(await screen.findByText('Please enter the correct years at this address')).toBeVisible();
    expect(fetchSpy).not.toHaveBeenCalled();
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
    expect(screen.getByTestId('kyc-failed').textContent).toBe(
      'Authentication failed, please fill in the correct information and resubmit.',
    );
    expect(screen.getByText('Reason: The photo is blurred')).toBeVisible();
    save();
    expect(await screen.findByText('Please enter real name')).toBeVisible();
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
    expect(await screen.findByRole('button', { name: 'Sending your photos…' })).toBeDisabled();
    expect(screen.queryByText('Please upload your ID photo')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    prepared();
    // Prepared, it never reached the form (here: no photo came of it), and the save says so, on the fields.
    expect(await screen.findAllByText('Please upload your ID photo')).toHaveLength(2);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
