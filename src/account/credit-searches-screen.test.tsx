// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreditSearchView } from '../../domain/api/credit';
import { clearUser, signIn } from '../lib/stores/session-store';
import { isMemberScreenQuery } from '../offline/member-screens-copy';
import { creditSearchKeys } from './credit-search-queries';
import { CreditSearchesScreen } from './credit-searches-screen';

const MEMBER = 41;

function answer(list: CreditSearchView[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(new URL(url, 'http://app.test').pathname).toBe('/api/member/credit-searches');
      return new Response(JSON.stringify({ code: '0', msg: 'ok', data: { list } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <CreditSearchesScreen />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const search = (id: number, extra: Partial<CreditSearchView>): CreditSearchView => ({
  id,
  kind: 'soft',
  purpose: 'quote',
  searchedAt: '2026-11-20T10:00:00.000Z',
  agencyName: 'Northgate Credit Records Ltd',
  answered: true,
  ...extra,
});

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
beforeEach(() => {
  signIn('token', {
    id: MEMBER,
    email: 'ada@quayside.test',
    mobile: null,
    walletAddress: null,
    role: 'borrower',
    accountType: 0,
    kycStatus: 'UNVERIFIED',
    kycRejectReason: null,
    lang: 'en',
    registerTime: '2026-05-01T10:00:00.000Z',
    lastLoginTime: null,
    base: null,
    contactAddress: null,
    employment: null,
    family: null,
    estate: null,
    car: null,
    kyc: null,
    contacts: null,
  });
});
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('Credit searches in the account centre', () => {
  it('lists every search newest first: when, soft or hard, why, and at which agency', async () => {
    answer([
      search(1, { searchedAt: '2026-11-20T10:00:00.000Z' }),
      search(3, { kind: 'hard', purpose: 'review', searchedAt: '2026-11-24T09:30:00.000Z' }),
      search(2, { kind: 'hard', purpose: 'application', searchedAt: '2026-11-21T15:00:00.000Z' }),
    ]);
    show();
    const items = await screen.findAllByTestId('credit-search');
    expect(items.map((item) => item.getAttribute('data-kind'))).toEqual(['hard', 'hard', 'soft']);
    expect(items.map((item) => item.querySelector('.credit-search__why')?.textContent)).toEqual([
      'A person looking again at your application',
      'For your application',
      'For your quote',
    ]);
    expect(items[0]?.textContent).toContain('Hard search');
    expect(items[2]?.textContent).toContain('Soft search');
    expect(items[2]?.textContent).toContain('Searched at Northgate Credit Records Ltd');
  });

  it('says when the agency did not answer', async () => {
    answer([search(4, { kind: 'hard', purpose: 'application', answered: false, agencyName: null })]);
    show();
    expect((await screen.findByTestId('credit-search')).textContent).toContain(
      'The agency did not answer, so nothing was recorded on your credit file.',
    );
  });

  it('says what soft and hard searches mean, and when there has been none', async () => {
    answer([]);
    show();
    expect(await screen.findByTestId('credit-searches-empty')).toHaveTextContent(
      'We have not searched your credit file.',
    );
    expect(screen.getByText(/A soft search is what we make when you get a quote/)).toHaveTextContent(
      /A hard search is what we make when you apply, or when a person looks at your application again: other lenders can see it/,
    );
  });

  it('is kept on the device with the member’s other screens, for them alone', () => {
    const query = { queryKey: creditSearchKeys.list(MEMBER), state: { data: { list: [] } } };
    expect(isMemberScreenQuery(query as never, MEMBER)).toBe(true);
    expect(isMemberScreenQuery(query as never, MEMBER + 1)).toBe(false);
  });
});
