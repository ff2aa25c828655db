// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInApp, serve } from '../arrears/arrears.fixture';
import { BUSINESS_DATE, queueRow } from './hardship.fixture';
import { HardshipScreen } from './hardship-screen';

// The Hardship queue against the API's answers as the server sends them.

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const page = (list: object[], next: string | null, total: number) => ({
  data: { list, total, page: 1, pageSize: 50, next, businessDate: BUSINESS_DATE },
});

describe('the Hardship queue', () => {
  it('lists requests in the server’s order, the late ones marked, with every figure deciding needs', async () => {
    serve({
      'GET /api/operator/hardship': page(
        [
          queueRow(3, {
            answerBy: '2027-03-12',
            late: true,
            leftOver: -4_500,
            claim: {
              operatorId: 2,
              email: 'ops2@quayside.example',
              since: new Date().toISOString(),
              mine: false,
            },
          }),
          queueRow(4, { status: 'OFFERED', daysPastDue: 0, arrears: 0 }),
        ],
        null,
        2,
      ),
    });
    renderInApp(<HardshipScreen />);
    const rows = await screen.findAllByTestId('hardship-row');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Borrower',
      'Loan',
      'Answer by',
      'State',
      'Days past due',
      'In arrears',
      'Left over a month',
      'Can pay a month',
    ]);
    const [late, offered] = rows as [HTMLElement, HTMLElement];
    expect(within(late).getByTestId('hardship-link')).toHaveAttribute('href', '/ops/hardship/3');
    expect(within(late).getByTestId('hardship-late')).toHaveTextContent('Late');
    expect(within(late).getByTestId('hardship-answer-by')).toHaveTextContent('12 Mar 2027');
    expect(within(late).getByTestId('hardship-left-over')).toHaveTextContent('-£45.00');
    expect(within(late).getByTestId('hardship-left-over')).toHaveClass('ops-bad');
    expect(late).toHaveTextContent('£450.12');
    expect(late).toHaveTextContent('£100.00');
    expect(late).toHaveTextContent('Open by ops2@quayside.example');
    expect(within(offered).queryByTestId('hardship-late')).toBeNull();
    expect(offered).toHaveTextContent('Offer made');
    expect(screen.getByText(/oldest promised answer first: 2 in all/)).toBeInTheDocument();
  });

  it('says so when nothing waits', async () => {
    serve({ 'GET /api/operator/hardship': page([], null, 0) });
    renderInApp(<HardshipScreen />);
    expect(await screen.findByText('No request for help is waiting.')).toBeInTheDocument();
  });

  it('reads the next page by its cursor', async () => {
    const sent = serve({
      'GET /api/operator/hardship': (request) =>
        request.query.get('after') ? page([queueRow(9)], null, 2) : page([queueRow(8)], 'cursor-1', 2),
    });
    renderInApp(<HardshipScreen />);
    fireEvent.click(await screen.findByTestId('hardship-more'));
    await waitFor(() => expect(screen.getAllByTestId('hardship-row')).toHaveLength(2));
    expect(sent.at(-1)?.query.get('after')).toBe('cursor-1');
    expect(sent.at(-1)?.query.get('pageSize')).toBe('50');
  });
});
