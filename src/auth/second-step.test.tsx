// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SecondStep } from './second-step';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderStep(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
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

const step = (methods: ('totp' | 'recovery' | 'passkey')[], enrol = false) => ({
  challenge: 'c'.repeat(43),
  expiresAt: '2026-11-29T10:05:00.000Z',
  enrol,
  methods,
});

describe('the second step of a sign-in', () => {
  it('checks the code on the field before asking the server', () => {
    const fetch = answers();
    renderStep(<SecondStep step={step(['totp', 'recovery'])} onSignedIn={vi.fn()} onRestart={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(screen.getByLabelText('Code from the app').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The code is 6 digits, such as 123456')).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();
    // No passkey is offered when the member has none.
    expect(screen.queryByRole('button', { name: 'Passkey' })).toBeNull();
  });

  it('puts the server’s refusal on the field, and sends "Log in again" when the challenge ended', async () => {
    answers(
      {
        status: 400,
        body: {
          code: 'V400',
          msg: 'This code has already been used: wait for the next code in your authenticator app',
          data: {
            fields: {
              code: 'This code has already been used: wait for the next code in your authenticator app',
            },
          },
        },
      },
      {
        status: 429,
        body: {
          code: 'L429',
          msg: 'Too many wrong codes for this sign-in: log in again with your password',
          data: null,
        },
      },
    );
    const onRestart = vi.fn();
    renderStep(<SecondStep step={step(['totp', 'recovery'])} onSignedIn={vi.fn()} onRestart={onRestart} />);
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText(/already been used/)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    const again = await screen.findByRole('button', { name: 'Log in again' });
    expect(
      screen.getByText('Too many wrong codes for this sign-in: log in again with your password'),
    ).toBeDefined();
    fireEvent.click(again);
    expect(onRestart).toHaveBeenCalledOnce();
  });

  it('an operator with no factor is offered enrolment, not a code', () => {
    renderStep(<SecondStep step={step([], true)} onSignedIn={vi.fn()} onRestart={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Set up my authenticator app' })).toBeDefined();
    expect(screen.queryByLabelText('Code from the app')).toBeNull();
  });
});
