// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UsdtRatePanel } from './usdt-rate-panel';

// The GBP→USDT rate in the console's Settings (decision 098), against the API's answers as the server sends them.

const posted: unknown[] = [];

function serve(
  status: object,
  set: () => { code: string; msg?: string; data: unknown } = () => ({ code: '0', data: status }),
) {
  posted.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    expect(path).toBe('/api/operator/usdt-rate');
    if (init?.method === 'POST') posted.push(JSON.parse(String(init.body)));
    const answer = init?.method === 'POST' ? set() : { code: '0', data: status };
    return new Response(JSON.stringify({ msg: 'Success', ...answer }), {
      status: answer.code === '0' ? 200 : answer.code === 'V400' ? 400 : 409,
      headers: { 'content-type': 'application/json' },
    });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <UsdtRatePanel />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const current = {
  rate: '1.250000',
  setAt: '2026-11-28T09:00:00.000Z',
  source: 'SETTINGS',
  setBy: { operatorId: 2, email: 'ops@quayside.example' },
};
const status = (extra: object = {}) => ({
  source: 'SETTINGS',
  current,
  fresh: true,
  problem: null,
  maxAgeHours: 24,
  quoteValidMinutes: 15,
  history: [current],
  ...extra,
});

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the GBP to USDT rate in Settings', () => {
  it('shows the rate, who set it and when, and how old a rate may be', async () => {
    serve(status());
    expect(await screen.findByTestId('usdt-rate-value')).toHaveTextContent('1 GBP = 1.250000 USDT');
    expect(screen.getByTestId('usdt-rate-set')).toHaveTextContent(
      'Set by ops@quayside.example at 2026-11-28 09:00:00. A rate older than 24 hours is not used; a borrower’s USDT amount holds 15 minutes.',
    );
    expect(screen.queryByTestId('usdt-rate-problem')).toBeNull();
  });

  it('says when the rate is too old to be used', async () => {
    const problem =
      'The GBP to USDT rate was set at 2026-11-27 09:00, more than 24 hours ago: set today’s rate in Settings first';
    serve(status({ fresh: false, problem }));
    expect(await screen.findByTestId('usdt-rate-problem')).toHaveTextContent(problem);
  });

  it.each([
    ['1.2500001', 'A rate has at most six decimals.'],
    ['0', 'Enter how many USDT one pound buys, from 0.0001, such as 1.250000.'],
    ['-1', 'Enter how many USDT one pound buys, from 0.0001, such as 1.250000.'],
  ])('refuses %j on the field and sends nothing', async (typed, message) => {
    serve(status());
    const field = await screen.findByLabelText('USDT for one pound');
    fireEvent.change(field, { target: { value: typed } });
    fireEvent.click(screen.getByTestId('set-usdt-rate'));
    expect(field).toHaveAccessibleDescription(message);
    expect(screen.queryByTestId('confirm-panel')).toBeNull();
    expect(posted).toEqual([]);
  });

  it('a small move is set after one question', async () => {
    serve(status());
    fireEvent.change(await screen.findByLabelText('USDT for one pound'), { target: { value: '1.26' } });
    fireEvent.click(screen.getByTestId('set-usdt-rate'));
    expect(screen.getByTestId('confirm-panel')).toHaveTextContent('Set 1 GBP = 1.260000 USDT?');
    fireEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(posted).toEqual([{ rate: '1.260000' }]));
  });

  it('a move above 5% is said with its size and sent as confirmed', async () => {
    serve(status());
    fireEvent.change(await screen.findByLabelText('USDT for one pound'), { target: { value: '12.5' } });
    fireEvent.click(screen.getByTestId('set-usdt-rate'));
    expect(screen.getByTestId('confirm-panel')).toHaveTextContent(
      'That is 900.00% away from the current 1.250000: check it is not a slip of a digit.',
    );
    fireEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(posted).toEqual([{ rate: '12.500000', confirmMove: true }]));
  });

  it('with a rate feed configured offers no form', async () => {
    serve(status({ source: 'FEED', current: { ...current, source: 'FEED', setBy: null }, history: [] }));
    expect(await screen.findByTestId('usdt-rate-set')).toHaveTextContent('From the rate source');
    expect(screen.queryByLabelText('USDT for one pound')).toBeNull();
  });
});
