// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BusinessDatePanel } from './business-date-panel';

// The business date in the console's Settings, against the API's answers as the server sends them.

const posted: unknown[] = [];

function serve(view: object, move: () => { code: string; msg?: string; data: unknown }) {
  posted.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    expect(path).toBe('/api/operator/business-date');
    if (init?.method === 'POST') posted.push(JSON.parse(String(init.body)));
    const answer = init?.method === 'POST' ? move() : { code: '0', data: view };
    return new Response(JSON.stringify({ msg: 'Success', ...answer }), {
      status: answer.code === '0' ? 200 : answer.code === 'V400' ? 400 : 409,
      headers: { 'content-type': 'application/json' },
    });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <BusinessDatePanel />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const view = (movable: boolean) => ({
  businessDate: '2026-11-28',
  movable,
  movedBy: null,
  movedAt: null,
  lastCob: {
    businessDate: '2026-11-27',
    startedAt: '2026-11-28T00:05:00Z',
    finishedAt: '2026-11-28T00:05:02Z',
    loans: 12,
  },
});

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the business date in Settings', () => {
  it('shows the date and the last close of business; in production it offers no way to move it', async () => {
    serve(view(false), () => ({ code: '0', data: null }));
    expect(await screen.findByTestId('business-date-value')).toHaveTextContent('28 Nov 2026');
    expect(screen.getByTestId('last-cob')).toHaveTextContent('27 Nov 2026');
    expect(screen.getByTestId('last-cob')).toHaveTextContent('12 loans');
    expect(screen.getByTestId('business-date-fixed')).toBeVisible();
    expect(screen.queryByLabelText('New business date')).toBeNull();
  });

  it('refuses a day that is not after the business date on the field, and sends nothing', async () => {
    serve(view(true), () => ({ code: '0', data: null }));
    const field = await screen.findByLabelText('New business date');
    fireEvent.change(field, { target: { value: '2026-11-28' } });
    fireEvent.click(screen.getByTestId('move-business-date'));
    expect(await screen.findByRole('alert')).toHaveTextContent('only moves forward');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);
  });

  it('moves the date after one confirmation and lists each day closed', async () => {
    serve(view(true), () => ({
      code: '0',
      data: {
        businessDate: '2026-11-30',
        closesOfBusiness: [
          { businessDate: '2026-11-28', loans: 12, notices: 0, failed: 0 },
          { businessDate: '2026-11-29', loans: 12, notices: 1, failed: 0 },
        ],
      },
    }));
    const field = await screen.findByLabelText('New business date');
    fireEvent.change(field, { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByTestId('move-business-date'));
    expect(screen.getByTestId('confirm-panel')).toHaveTextContent('2 days');
    fireEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() =>
      expect(screen.getByTestId('cob-days')).toHaveTextContent(
        '29 Nov 2026 closed: 12 loans, 1 notice sent.',
      ),
    );
    expect(posted).toEqual([{ date: '2026-11-30' }]);
  });

  it("puts the server's refusal of the date on the field", async () => {
    serve(view(true), () => ({
      code: 'V400',
      msg: 'Please correct the business date',
      data: { fields: { date: 'The business date can only move forward.' } },
    }));
    fireEvent.change(await screen.findByLabelText('New business date'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByTestId('move-business-date'));
    fireEvent.click(screen.getByTestId('confirm-action'));
    expect(await screen.findByText('The business date can only move forward.')).toBeVisible();
  });
});
