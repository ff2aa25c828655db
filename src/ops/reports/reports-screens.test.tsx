// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInApp, serve } from '../arrears/arrears.fixture';
import { ReportScreen, ReportsScreen } from './reports-screen';

// The report screens against the API's answers as the server sends them: the chart (its own lazy chunk),
// the table that gives its figures, the period form's refusals and the CSV download.

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const zero = { loans: 0, principalOutstanding: 0, interestDue: 0, overdueInterest: 0, arrears: 0 };
const loanBook = {
  asOf: '2026-05-20',
  byState: [
    {
      key: 'RUNNING',
      loans: 2,
      principalOutstanding: 1_841_514,
      interestDue: 19_212,
      overdueInterest: 410,
      arrears: 178_108,
    },
    { key: 'CHARGED_OFF', ...zero, loans: 1, principalOutstanding: 1_000_000 },
  ],
  byBucket: [
    { key: 'CURRENT', ...zero, loans: 1, principalOutstanding: 841_514 },
    { key: 'DPD_1_29', ...zero },
    {
      key: 'DPD_30_59',
      loans: 1,
      principalOutstanding: 1_000_000,
      interestDue: 19_212,
      overdueInterest: 410,
      arrears: 178_108,
    },
    { key: 'DPD_60_89', ...zero },
    { key: 'DPD_90_PLUS', ...zero },
    { key: 'CHARGED_OFF', ...zero, loans: 1, principalOutstanding: 1_000_000 },
  ],
  total: {
    loans: 3,
    principalOutstanding: 2_841_514,
    interestDue: 19_212,
    overdueInterest: 410,
    arrears: 178_108,
  },
  tookMs: 12,
};

const outcomes = (values: Partial<Record<string, number>>) => ({
  APPROVED: 0,
  DECLINED: 0,
  REFERRED: 0,
  IN_REVIEW: 0,
  LAPSED: 0,
  WITHDRAWN: 0,
  ...values,
});
const applications = (from: string, to: string) => ({
  from,
  to,
  businessDate: '2026-05-20',
  months: [
    { month: '2026-03', submitted: 6, outcomes: outcomes({ APPROVED: 4, DECLINED: 1, REFERRED: 1 }) },
    { month: '2026-04', submitted: 0, outcomes: outcomes({}) },
  ],
  total: { month: 'total', submitted: 6, outcomes: outcomes({ APPROVED: 4, DECLINED: 1, REFERRED: 1 }) },
  declineReasons: [
    { reason: 'credit.judgment', count: 2 },
    { reason: 'operator.affordability', count: 1 },
  ],
});

describe('the Reports screen', () => {
  it('lists the reports that are ready, each linking to its screen; the complaints slot waits', () => {
    renderInApp(<ReportsScreen />);
    return waitFor(() => {
      const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links).toEqual([
        ['Loan book', '/ops/reports/loan-book'],
        ['Applications by outcome', '/ops/reports/applications'],
        ['Payouts against their deadline', '/ops/reports/payouts'],
        ['Arrears roll rates', '/ops/reports/roll-rates'],
      ]);
    });
  });

  it('says a report it does not know (or the complaints slot, not yet ready) is not found', async () => {
    renderInApp(<ReportScreen id="complaints" />);
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Complaints');
    expect(screen.queryByTestId('report-csv')).toBeNull();
  });
});

describe('the loan book report', () => {
  it('draws a bar per bucket and gives every figure in the tables, totals in their foot', async () => {
    serve({ 'GET /api/operator/reports/loan-book': { data: loanBook } });
    renderInApp(<ReportScreen id="loan-book" />);
    const chart = await screen.findByTestId('loan-book-chart');
    expect(within(chart).getByRole('img', { name: /Principal outstanding by days past due/ })).toBeVisible();
    expect(within(chart).getAllByTestId('chart-category')).toHaveLength(6);
    const buckets = screen.getByRole('table', { name: 'By days past due' });
    const rows = within(buckets).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Up to date1£8,415.14£0.00£0.00£0.00');
    expect(rows[3]).toHaveTextContent('30–59 days1£10,000.00£192.12£4.10£1,781.08');
    expect(rows.at(-1)).toHaveTextContent('All loans3£28,415.14£192.12£4.10£1,781.08');
    const states = screen.getByRole('table', { name: 'By state' });
    expect(
      within(states)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Running', 'Charged off', 'All loans']);
    expect(screen.getByText(/On the business date, 20 May 2026/)).toBeVisible();
  });

  it('downloads the server’s CSV under the name the server gives it', async () => {
    serve({ 'GET /api/operator/reports/loan-book': { data: loanBook } });
    renderInApp(<ReportScreen id="loan-book" />);
    await screen.findByTestId('loan-book-chart');
    const csv = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('section,key\r\n', {
        headers: { 'content-disposition': 'attachment; filename="loan-book-2026-05-20.csv"' },
      }),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('loan-book-2026-05-20.csv');
      expect(this.href).toBe('blob:csv');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(String(csv.mock.calls.at(-1)?.[0])).toContain('/api/operator/reports/loan-book.csv');
  });

  it('says when the file could not be downloaded', async () => {
    serve({ 'GET /api/operator/reports/loan-book': { data: loanBook } });
    renderInApp(<ReportScreen id="loan-book" />);
    await screen.findByTestId('loan-book-chart');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 500 }));
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be downloaded. Try again.',
    );
  });
});

const reasons = {
  decline: [{ code: 'affordability', label: 'The repayments would not be affordable' }],
  kyc: [],
  refusal: [],
};

describe('the applications report', () => {
  it('shows the server’s period, stacks outcomes by month and names each decline reason', async () => {
    serve({
      'GET /api/operator/reports/applications': { data: applications('2026-03', '2026-04') },
      'GET /api/operator/reasons': { data: reasons },
    });
    renderInApp(<ReportScreen id="applications" />);
    await waitFor(() => expect(screen.getByLabelText('First month')).toHaveValue('2026-03'));
    expect(screen.getByLabelText('Last month')).toHaveValue('2026-04');
    const months = screen.getByRole('table', { name: 'Applications by month' });
    expect(within(months).getAllByRole('row')[1]).toHaveTextContent('Mar 20266411000');
    const reasonTable = screen.getByRole('table', { name: 'Why applications were declined' });
    expect(within(reasonTable).getAllByRole('row')[1]).toHaveTextContent(
      'County court judgment on the credit file in the last 6 years2',
    );
    await waitFor(() =>
      expect(within(reasonTable).getAllByRole('row')[2]).toHaveTextContent(
        'Declined by an operator: The repayments would not be affordable1',
      ),
    );
  });

  it('refuses a backward or too long period on its field and asks the server nothing', async () => {
    const sent = serve({
      'GET /api/operator/reports/applications': (request) => ({
        data: applications(request.query.get('from') ?? '2026-03', request.query.get('to') ?? '2026-04'),
      }),
      'GET /api/operator/reasons': { data: reasons },
    });
    const asked = () => sent.filter((request) => request.url === '/api/operator/reports/applications');
    renderInApp(<ReportScreen id="applications" />);
    const from = await screen.findByLabelText('First month');
    const to = screen.getByLabelText('Last month');
    fireEvent.change(from, { target: { value: '2026-05' } });
    fireEvent.change(to, { target: { value: '2026-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The last month cannot be before the first.')).toBeVisible();
    expect(to).toHaveAccessibleDescription('The last month cannot be before the first.');
    fireEvent.change(from, { target: { value: '2023-01' } });
    fireEvent.change(to, { target: { value: '2026-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Choose at most 24 months.')).toBeVisible();
    fireEvent.change(from, { target: { value: 'March' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Enter the first month as year and month, like 2026-03.')).toBeVisible();
    expect(asked()).toHaveLength(1);
    fireEvent.change(from, { target: { value: '2026-01' } });
    fireEvent.change(to, { target: { value: '2026-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(asked().at(-1)?.query.get('from')).toBe('2026-01'));
    expect(asked().at(-1)?.query.get('to')).toBe('2026-02');
  });
});

describe('the payouts and roll-rate reports', () => {
  it('counts payouts by month against the deadline', async () => {
    const month = (name: string, values: object) => ({
      month: name,
      signed: 4,
      outcomes: { ON_TIME: 3, LATE: 0, WAITING: 0, WAITING_LATE: 1, WITHDRAWN: 0, ...values },
      longestLateHours: 0,
    });
    serve({
      'GET /api/operator/reports/payouts': {
        data: {
          from: '2026-03',
          to: '2026-03',
          businessDate: '2026-05-20',
          months: [month('2026-03', {})],
          total: month('total', {}),
        },
      },
    });
    renderInApp(<ReportScreen id="payouts" />);
    const table = await screen.findByRole('table', { name: 'Payouts by month signed' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Month',
      'Agreements signed',
      'Sent on time',
      'Sent late',
      'Waiting, within the deadline',
      'Waiting, past the deadline',
      'Withdrawn before payout',
      'Longest delay (hours)',
    ]);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Mar 20264300100');
  });

  it('gives each month and bucket its shares as percentages, and the chart a bar per bucket', async () => {
    const cell = (place: string, loans: number, balance: number) => ({ place, loans, balance });
    serve({
      'GET /api/operator/reports/roll-rates': {
        data: {
          from: '2026-05',
          to: '2026-05',
          businessDate: '2026-05-20',
          places: ['CURRENT', 'DPD_1_29', 'DPD_30_59', 'CHARGED_OFF', 'CLOSED'],
          rows: [
            {
              month: '2026-05',
              start: '2026-04-30',
              end: '2026-05-20',
              from: 'DPD_1_29',
              loans: 3,
              balance: 3_000_000,
              to: [cell('CURRENT', 1, 1_000_000), cell('DPD_30_59', 2, 2_000_000)],
              cured: 0.3333,
              stayed: 0,
              rolledForward: 0.6667,
              improved: 0,
            },
          ],
          tookMs: 40,
        },
      },
    });
    renderInApp(<ReportScreen id="roll-rates" />);
    const table = await screen.findByRole('table', { name: 'Where each bucket’s loans were a month later' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('May 2026 · 1–29 days');
    expect(row).toHaveTextContent('3£30,000.0033.3%0.0%66.7%0.0%Up to date: 1, 30–59 days: 2');
    const chart = await screen.findByTestId('roll-rates-chart');
    expect(within(chart).getByText('1–29 days')).toBeVisible();
  });
});
