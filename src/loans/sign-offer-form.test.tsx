// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignOfferForm } from './sign-offer-form';

const HASH = 'a'.repeat(64);

function renderForm() {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <SignOfferForm loanId={7} versionHash={HASH} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the offer’s signature form', () => {
  it('has visible labels that name its controls', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeVisible();
    expect(
      screen.getByRole('checkbox', {
        name: 'I have read the pre-contract information and the loan agreement, and I agree to be bound by them',
      }),
    ).toBeVisible();
  });

  it('an empty submit puts the server contract’s message on the name and asks for consent, sending nothing', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    const name = screen.getByLabelText('Full name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const nameError = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(nameError?.textContent).toBe('Please enter your full name');
    const consent = screen.getByRole('checkbox');
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(consent.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please confirm that you have read the pre-contract information and the loan agreement and agree to them',
    );
  });

  it('a name typed in blanks only is still missing; with a name and no consent only consent is asked for', () => {
    renderForm();
    const name = screen.getByLabelText('Full name');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(name, { target: { value: 'Ada Lovelace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
  });

  it('a name the server finds unlike the one on the ID is shown on the name, in the server’s words', async () => {
    const words = 'The name does not match the name on your ID';
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ code: 'C409', msg: words, data: { fields: { fullName: words } } }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderForm();
    const name = screen.getByLabelText('Full name');
    fireEvent.change(name, { target: { value: 'Ada Byron' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(words);
  });
});
