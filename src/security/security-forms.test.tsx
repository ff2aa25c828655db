// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The screens leave for the settings list after a change; the router itself is not what is tested here.
vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => async () => {},
  Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a>,
}));

const { PasswordScreen } = await import('./password-screen');
const { ContactChangeScreen } = await import('./contact-change-screen');
const { WalletScreen } = await import('./wallet-screen');

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderScreen(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </I18nProvider>,
  );
}

/** The server's answers, one per call, as the API client receives them. */
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

/** The message tied to a field: its accessible description, and the field marked invalid. */
function messageOn(label: string): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/**
 * Each tick of the countdown is a render that schedules the next one, so time passes a second per act: the
 * tick then reads the clock a whole second on.
 */
async function passSeconds(seconds: number) {
  for (let second = 0; second < seconds; second++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
  }
}

describe('password form', () => {
  it('shows the SPEC §5 message on each empty field and sends nothing', () => {
    const fetch = answers();
    renderScreen(<PasswordScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(messageOn('Current password')).toBe('Please enter the current password');
    expect(messageOn('New password')).toBe('Please enter a new password');
    expect(messageOn('Confirm password')).toBe('Please enter a confirmation password');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a short new password and a confirmation that differs', () => {
    renderScreen(<PasswordScreen />);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'old-one' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'shorter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(messageOn('Current password')).toBeNull();
    expect(messageOn('New password')).toBe('The password must be 8 to 64 characters long');
    expect(messageOn('Confirm password')).toBe('The two passwords are inconsistent');
  });

  it("puts the server's refusal of the current password on that field", async () => {
    answers({
      status: 400,
      body: {
        code: 'V400',
        msg: 'The current password is incorrect',
        data: { fields: { currentPassword: 'The current password is incorrect' } },
      },
    });
    renderScreen(<PasswordScreen />);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Wrong-password-1' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Lantern-quay-77' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Lantern-quay-77' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    });
    await screen.findByText('The current password is incorrect');
    expect(messageOn('Current password')).toBe('The current password is incorrect');
    expect(messageOn('New password')).toBeNull();
  });
});

describe('e-mail change', () => {
  it('checks the new address before sending a code, then counts down before another may be sent', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const fetch = answers({
      status: 200,
      body: {
        code: '0',
        msg: 'Verification code sent successfully',
        data: { resendAfter: 60, expiresInMinutes: 10 },
      },
    });
    renderScreen(<ContactChangeScreen kind="email" />);
    const send = screen.getByRole('button', { name: 'Send code' });
    fireEvent.click(send);
    expect(messageOn('New e-mail address')).toBe('Please enter your email');
    fireEvent.change(screen.getByLabelText('New e-mail address'), { target: { value: 'not-an-address' } });
    fireEvent.click(send);
    expect(messageOn('New e-mail address')).toBe('Incorrect email format');
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('New e-mail address'), { target: { value: 'ada@quayside.test' } });
    await act(async () => {
      fireEvent.click(send);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'ada@quayside.test',
      purpose: 'changeEmail',
    });
    expect(send.textContent).toBe('Resend after 60 seconds');
    expect(send).toHaveProperty('disabled', true);
    // Ticks land a quarter second past each whole second: the last, at 59.25 s, still shows one second.
    await passSeconds(60);
    expect(send.textContent).toBe('Resend after 1 second');
    await passSeconds(1);
    expect(send.textContent).toBe('Send again');
    expect(send).toHaveProperty('disabled', false);
  }, 20_000);

  it('asks for the code before verifying', () => {
    renderScreen(<ContactChangeScreen kind="mobile" />);
    fireEvent.change(screen.getByLabelText('New mobile number'), { target: { value: '+44 7700 900123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and change' }));
    expect(messageOn('New mobile number')).toBeNull();
    expect(messageOn('Verification code')).toBe('Please enter verification code');
  });
});

describe('wallet form', () => {
  it('flags a mistyped address as soon as it is whole, and names the network of a valid one', () => {
    renderScreen(<WalletScreen />);
    const address = screen.getByLabelText('USDT receiving address');
    fireEvent.change(address, { target: { value: 'TR7NHqjeKQxGTCi8q8ZY4' } });
    expect(messageOn('USDT receiving address')).toBeNull();
    fireEvent.change(address, { target: { value: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' } });
    expect(messageOn('USDT receiving address')).toBe('Wallet address supports USDT only');
    fireEvent.change(address, { target: { value: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' } });
    expect(messageOn('USDT receiving address')).toBeNull();
    expect(screen.getByText('A valid TRC-20 (TRON) address')).toBeVisible();
    fireEvent.change(address, { target: { value: '0x52908400098527886E0F7030069857D2E4169EE7' } });
    expect(screen.getByText('A valid ERC-20 (Ethereum) address')).toBeVisible();
    fireEvent.change(address, { target: { value: '0x52908400098527886E0F7030069857D2E4169Ee7' } });
    expect(messageOn('USDT receiving address')).toBe('Wallet address supports USDT only');
  });

  it('asks for the password before sending', () => {
    const fetch = answers();
    renderScreen(<WalletScreen />);
    fireEvent.change(screen.getByLabelText('USDT receiving address'), {
      target: { value: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(messageOn('Current password')).toBe('Please enter password');
    expect(fetch).not.toHaveBeenCalled();
  });
});
