// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../lib/api/api-error';

const invalidate = vi.fn(async () => undefined);
const navigate = vi.fn(async () => undefined);
vi.mock('@tanstack/react-router', () => ({
  useRouter: () => ({ invalidate, navigate }),
  useRouterState: ({ select }: { select: (state: unknown) => unknown }) =>
    select({ location: { pathname: '/loan/history' } }),
}));

const { ErrorScreen } = await import('./error-screen');

function renderError(error: unknown, reset = vi.fn()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  render(<ErrorScreen error={error as Error} reset={reset} />, { wrapper });
  return reset;
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ErrorScreen', () => {
  it('says the page could not be shown and offers a retry that reloads its data', () => {
    const reset = renderError(new Error('boom'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('alert').textContent).toContain('This page could not be shown');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledOnce();
    expect(invalidate).toHaveBeenCalledOnce();
  });

  it('leads home through the router', () => {
    renderError(new Error('boom'));
    const home = screen.getByRole('link', { name: 'Go to the home page' });
    expect(home.getAttribute('href')).toBe('/home');
    fireEvent.click(home);
    expect(navigate).toHaveBeenCalledWith({ href: '/home' });
  });

  it("shows the server's reference for an unexpected failure, and none otherwise", () => {
    renderError(new ApiError('E500', 'Something went wrong', { requestId: 'req-42' }, 500));
    expect(screen.getByRole('alert')).toHaveTextContent(/quote this reference: req-42/);
    cleanup();
    renderError(new Error('boom'));
    expect(screen.queryByText(/reference/)).toBeNull();
  });

  it('asks for a connection when the failure was the network', () => {
    renderError(new ApiError(NETWORK_ERROR, 'offline'));
    expect(screen.getByRole('alert').textContent).toContain('This page needs a connection');
  });
});
