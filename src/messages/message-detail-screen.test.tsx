// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Member } from '../../domain/api/members';
import type { NotificationItem } from '../../domain/api/notifications';
import { clearUser, signIn } from '../lib/stores/session-store';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to, search }: { children: ReactNode; to: string; search?: { id?: number } }) => (
    <a href={search?.id ? `${to}?id=${search.id}` : to}>{children}</a>
  ),
}));

const { MessageDetailScreen } = await import('./message-detail-screen');

const member = { id: 41, email: 'ada@quayside.test', role: 'borrower', lang: 'en' } as Member;

function message(extra: Partial<NotificationItem>): NotificationItem {
  return {
    id: 7,
    type: 'repayment',
    title: 'Repayment confirmed',
    body: 'We have confirmed your repayment of £888.49.',
    read: true,
    readAt: '2026-04-02T10:00:00.000Z',
    loanId: null,
    createdAt: '2026-04-02T09:00:00.000Z',
    ...extra,
  };
}

function serve(item: NotificationItem) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ code: '0', msg: 'Success', data: item }), { status: 200 }),
    ),
  );
}

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MessageDetailScreen id={7} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('a message', () => {
  it('about a loan opens that loan', async () => {
    signIn('token', member);
    serve(message({ loanId: 9 }));
    renderScreen();
    expect(await screen.findByText('We have confirmed your repayment of £888.49.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View the loan' }).getAttribute('href')).toBe(
      '/loan/detail?id=9',
    );
  });

  it('about no loan offers no such link', async () => {
    signIn('token', member);
    serve(message({ type: 'system', title: 'Welcome to Quayside', body: 'Welcome.', loanId: null }));
    renderScreen();
    expect(await screen.findByText('Welcome.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'View the loan' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute(
      'href',
      '/member/messages',
    );
  });
});
