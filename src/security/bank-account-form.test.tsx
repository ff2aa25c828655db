// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Member } from '../../domain/api/members';
import { BankAccountForm } from './bank-account-form';

// The name check's answers as the borrower meets them (decision 099): a close match offers the bank's name,
// a no match asks for an acknowledgement before the account can be saved anyway.

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const member: Member = {
  id: 7,
  email: 'ada@example.com',
  mobile: null,
  walletAddress: null,
  payoutMethod: 'BANK',
  bankAccount: {
    accountHolderName: 'Jane Smith',
    sortCode: '089999',
    accountNumberLast4: '4958',
    accountType: 'PERSONAL',
    copOutcome: 'MATCH',
    checkedAt: '2026-11-28T10:00:00.000Z',
  },
  role: 'borrower',
  accountType: 0,
  kycStatus: 'UNVERIFIED',
  kycRejectReason: null,
  lang: 'en',
  registerTime: '2026-01-01T00:00:00.000Z',
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

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <BankAccountForm />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

function answers(...bodies: { status: number; body: unknown }[]) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = bodies.shift();
    if (!next) throw new Error('no more answers');
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function sent(fetch: ReturnType<typeof answers>, call: number) {
  const init = fetch.mock.calls[call]?.[1];
  return {
    body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    key: new Headers(init?.headers).get('idempotency-key'),
  };
}

function fill(name: string) {
  fireEvent.change(screen.getByLabelText("Account holder's name"), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Sort code'), { target: { value: '08 99 99' } });
  fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '66374958' } });
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Harbour-light-9' } });
}

const ok = { status: 200, body: { code: '0', msg: 'Modified successfully', data: member } };

describe('bank account form', () => {
  it('names each empty field and sends nothing', () => {
    const fetch = answers();
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(screen.getByText('Please enter the account holder’s name')).toBeVisible();
    expect(screen.getByText('Please enter the sort code')).toBeVisible();
    expect(screen.getByText('Please enter the account number')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers the name the bank holds on a close match, and sends it with the same password', async () => {
    const message =
      'The bank holds the name Jane Smith for this account: use that name, or correct the name you typed';
    const fetch = answers(
      {
        status: 400,
        body: {
          code: 'V400',
          msg: message,
          data: {
            fields: { accountHolderName: message },
            cop: { outcome: 'CLOSE_MATCH', heldName: 'Jane Smith', heldAccountType: null },
          },
        },
      },
      ok,
    );
    renderForm();
    fill('Jayne Smith');
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    await screen.findByTestId('cop-close-match');
    expect(screen.getByLabelText("Account holder's name")).toHaveAccessibleDescription(message);
    fireEvent.click(screen.getByRole('button', { name: 'Use Jane Smith' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sent(fetch, 0).body).toMatchObject({ accountHolderName: 'Jayne Smith', sortCode: '08 99 99' });
    expect(sent(fetch, 1).body).toEqual({
      accountHolderName: 'Jane Smith',
      sortCode: '08 99 99',
      accountNumber: '66374958',
      password: 'Harbour-light-9',
    });
    expect(sent(fetch, 1).key).not.toBe(sent(fetch, 0).key);
  });

  it('saves a no match only once the borrower acknowledges the risk', async () => {
    const message =
      'This name does not match the account: the bank holds a different name. Check the name, sort code and account number';
    const fetch = answers(
      {
        status: 400,
        body: {
          code: 'V400',
          msg: message,
          data: {
            fields: { accountHolderName: message },
            cop: { outcome: 'NO_MATCH', heldName: null, heldAccountType: null },
          },
        },
      },
      ok,
    );
    renderForm();
    fill('Peter Jones');
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    const anyway = await screen.findByRole('button', { name: 'Save this account anyway' });
    expect(anyway).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(anyway);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sent(fetch, 1).body).toMatchObject({ accountHolderName: 'Peter Jones', acceptNameRisk: true });
  });
});
