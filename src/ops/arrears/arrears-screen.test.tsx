// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { arrearsRow, BUSINESS_DATE, renderInApp, serve } from './arrears.fixture';
import { ArrearsScreen } from './arrears-screen';

// The Arrears queue against the API's answers as the server sends them.

const CURSOR = '2027-02-01T00:00:00.000000Z_9';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const page = (list: object[], next: string | null, total: number) => ({
  data: { list, total, page: 1, pageSize: 50, next, businessDate: BUSINESS_DATE },
});

describe('the Arrears queue', () => {
  it('lists loans past due most days first, with every column collections reads', async () => {
    serve({
      'GET /api/operator/arrears': page(
        [
          arrearsRow(9, 64, {
            lastContact: { at: '2027-03-10T09:30:00Z', channel: 'PHONE', outcome: 'PROMISE_TO_PAY' },
            openPromise: { id: 3, promisedOn: '2027-03-20', amount: 20_000 },
            nextActionOn: '2027-03-21',
            notices: [{ id: 5, kind: 'ARREARS_S86B', businessDate: '2027-03-02', remedyDate: null }],
            claim: {
              operatorId: 2,
              email: 'ops2@quayside.example',
              since: new Date().toISOString(),
              mine: false,
            },
          }),
          arrearsRow(4, 12, { borrowerName: null }),
        ],
        null,
        2,
      ),
    });
    renderInApp(<ArrearsScreen />);
    const rows = await screen.findAllByTestId('arrears-row');
    expect(rows.map((row) => within(row).getByTestId('arrears-dpd').textContent)).toEqual(['64', '12']);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Borrower',
      'Loan',
      'In arrears',
      'Days past due',
      'Bucket',
      'Last contact',
      'Promise to pay',
      'Next action',
      'Notices sent',
    ]);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Borrower 9' })).toHaveAttribute('href', '/ops/arrears/9');
    expect(first).toHaveTextContent('QS-2027-0009');
    expect(first).toHaveTextContent('£7,900.80');
    expect(first).toHaveTextContent('30–59 days');
    expect(first).toHaveTextContent('Phone: Promised to pay');
    expect(first).toHaveTextContent('£200.00 by 20 Mar 2027');
    expect(first).toHaveTextContent('21 Mar 2027');
    expect(first).toHaveTextContent('Arrears 2 Mar 2027');
    expect(first).toHaveTextContent('Open by ops2@quayside.example');
    const second = rows[1] as HTMLElement;
    expect(within(second).getByRole('link', { name: 'Borrower 44' })).toBeVisible();
    expect(second).toHaveTextContent('1–29 days');
    expect(second).toHaveTextContent('None yet');
    expect(screen.getByText(/Loans past due on 15 Mar 2027, most days first: 2 in all/)).toBeVisible();
    expect(screen.queryByTestId('arrears-more')).toBeNull();
  });

  it('loads the next page by key, after the rows already shown', async () => {
    const sent = serve({
      'GET /api/operator/arrears': (request) =>
        request.query.get('after') === CURSOR
          ? page([arrearsRow(3, 5)], null, 3)
          : page([arrearsRow(9, 64), arrearsRow(4, 12)], CURSOR, 3),
    });
    renderInApp(<ArrearsScreen />);
    expect(await screen.findAllByTestId('arrears-row')).toHaveLength(2);
    expect(screen.getByText('Showing 2 of 3')).toBeVisible();
    fireEvent.click(screen.getByTestId('arrears-more'));
    await waitFor(() => expect(screen.getAllByTestId('arrears-row')).toHaveLength(3));
    expect(
      screen.getAllByTestId('arrears-row').map((row) => within(row).getByTestId('arrears-dpd').textContent),
    ).toEqual(['64', '12', '5']);
    expect(sent.map((request) => request.query.get('after'))).toEqual([null, CURSOR]);
    expect(screen.queryByTestId('arrears-more')).toBeNull();
  });
});
