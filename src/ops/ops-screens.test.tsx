// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { approveResponse, loanStatusResponse } from '../../domain/api/operator';
import { ApplicationsScreen } from './applications/applications-screen';
import { ApproveForm } from './applications/approve-form';
import { AuditScreen } from './audit/audit-screen';
import { consoleScreens } from './console-screens';
import { OpsHome } from './ops-home';
import { PayoutsScreen } from './payouts/payouts-screen';
import { useOpsAction } from './shared/ops-action';
import { postAction } from './shared/ops-queries';
import { Picture } from './shared/picture';
import { ReasonAction, type ReasonBody } from './shared/reason-action';

// The console's queue views and decision forms, against the API's answers as the server sends them
// (the browser's fetch answers from a table here; the journeys in tests/e2e/ops-console.spec.ts use the
// real server).

type Answer = { status?: number; code?: string; msg?: string; data?: unknown };
const sent: {
  url: string;
  query: URLSearchParams;
  method: string;
  body: unknown;
  key: string | null;
}[] = [];

/** The API answering from a table of path → answer (a function for answers that change). */
function serve(table: Record<string, Answer | (() => Answer)>) {
  sent.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    sent.push({
      url: url.pathname,
      query: url.searchParams,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      key: headers.get('Idempotency-Key'),
    });
    const entry = table[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!entry) return new Response('{}', { status: 404 });
    const answer = typeof entry === 'function' ? entry() : entry;
    if (answer.code === 'NETWORK') throw new TypeError('Failed to fetch');
    return new Response(
      JSON.stringify({ code: answer.code ?? '0', msg: answer.msg ?? 'Success', data: answer.data ?? null }),
      { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } },
    );
  });
}

/** The component inside the app's providers and a router (the console links by path). */
function renderInApp(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <>{node}</> }),
    history: createMemoryHistory({ initialEntries: ['/ops'] }),
  });
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const NOW = new Date('2026-11-26T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();
const claim = { operatorId: 2, email: 'ops2@quayside.example', since: hoursAgo(0.05), mine: false };

const application = (loanId: number, submittedAt: string, extra: object = {}) => ({
  loanId,
  status: 'PENDING_REVIEW',
  amount: 1_600_000,
  termMonths: 12,
  method: 'EQUAL_INSTALLMENT',
  annualRate: '0.099',
  apr: '10.4',
  purpose: 'EDUCATION',
  contractNumber: null,
  submittedAt,
  offerAmount: null,
  offerExpiresAt: null,
  memberId: 40 + loanId,
  decision: { outcome: 'REFER', reasons: ['amount.overAutoLimit'], decidedBy: 'policy' },
  reviewRequestedAt: null,
  incomeProofDocuments: 0,
  version: `PENDING_REVIEW@${submittedAt}`,
  claim: null,
  ...extra,
});

const reasons = {
  decline: [
    { code: 'affordability', label: 'We could not see that you can afford it' },
    { code: 'other', label: 'Another reason' },
  ],
  kyc: [{ code: 'other', label: 'Another reason' }],
  refusal: [
    { code: 'voucherUnreadable', label: 'The voucher cannot be read' },
    { code: 'other', label: 'Another reason' },
  ],
};

const asked = {
  loanId: 4,
  amount: 1_600_000,
  annualRate: '0.099',
  termMonths: 12,
  method: 'EQUAL_INSTALLMENT',
} as const;

function Approve() {
  const action = useOpsAction((body: object, key: string) =>
    postAction('/operator/applications/4/approve', { ...body, version: 'v1' }, key, approveResponse),
  );
  return <ApproveForm asked={asked} minimumAmount={100_000} action={action} onReload={() => undefined} />;
}

function Refuse() {
  const action = useOpsAction((body: ReasonBody, key: string) =>
    postAction('/operator/repayments/5/refuse', { ...body, version: 'v1' }, key, loanStatusResponse),
  );
  return (
    <ReasonAction
      list="refusal"
      testId="refuse"
      openLabel="Refuse…"
      confirmLabel="Yes, refuse"
      question={(reason) => `Refuse because “${reason}”?`}
      action={action}
      done={null}
      onReload={() => undefined}
    />
  );
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the console’s home', () => {
  it('shows each queue’s count and how long its oldest item has waited; payouts past their deadline are said', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    serve({
      'GET /api/operator/queues': {
        data: {
          applications: { count: 3, oldestAt: hoursAgo(3) },
          kyc: { count: 0, oldestAt: null },
          repayments: { count: 1, oldestAt: hoursAgo(50) },
          payouts: { count: 2, oldestAt: hoursAgo(0.5), overdue: 1 },
          arrears: { count: 4, oldestAt: '2026-10-01' },
          hardship: { count: 2, oldestAt: '2026-11-20' },
        },
      },
    });
    renderInApp(<OpsHome screens={consoleScreens} />);
    const applications = await screen.findByTestId('queue-applications');
    expect(within(applications).getByTestId('queue-count').textContent).toBe('3');
    expect(applications.textContent).toContain('Oldest waiting 3 h');
    expect(screen.getByTestId('queue-identity').textContent).toContain('Nothing waiting');
    expect(screen.getByTestId('queue-repayments').textContent).toContain('Oldest waiting 2 days');
    expect(screen.getByTestId('queue-payouts').textContent).toContain('Oldest waiting 30 min');
    expect(screen.getByTestId('payouts-overdue').textContent).toBe('1 past its deadline');
    const arrears = screen.getByTestId('queue-arrears');
    expect(within(arrears).getByTestId('queue-count').textContent).toBe('4');
    expect(arrears.textContent).toContain('Longest past due since 1 Oct 2026');
    const hardship = screen.getByTestId('queue-hardship');
    expect(within(hardship).getByTestId('queue-count').textContent).toBe('2');
    expect(hardship.textContent).toContain('Earliest answer promised by 20 Nov 2026');
  });
});

describe('the applications queue', () => {
  it('lists each application with why a person decides, how long it waited and who has it open', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    serve({
      'GET /api/operator/applications': {
        data: {
          list: [
            application(4, hoursAgo(26), { claim }),
            application(9, hoursAgo(1), {
              reviewRequestedAt: hoursAgo(1),
              decision: { outcome: 'DECLINE', reasons: ['affordability.unaffordable'], decidedBy: 'policy' },
            }),
          ],
          total: 2,
          page: 1,
          pageSize: 100,
          next: null,
        },
      },
    });
    renderInApp(<ApplicationsScreen />);
    const rows = await screen.findAllByTestId('application-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Application 4');
    expect(rows[0]?.textContent).toContain('£16,000.00');
    expect(rows[0]?.textContent).toContain('Amount above the automatic approval limit');
    expect(rows[0]?.textContent).toContain('Open by ops2@quayside.example, 3 min');
    expect(rows[0]?.textContent).toContain('1 day');
    expect(rows[1]?.textContent).toContain('The borrower asked a person to look again');
    expect(rows[1]?.textContent).toContain('Unaffordable even at the minimum amount');
    // The queue is asked for oldest first, pending review only.
    expect(sent[0]?.url).toBe('/api/operator/applications');
    expect(screen.getByRole('link', { name: 'Application 4' }).getAttribute('href')).toBe(
      '/ops/applications/4',
    );
  });

  it('says so when nothing waits, and offers a retry when the queue cannot be read', async () => {
    let down = true;
    serve({
      'GET /api/operator/applications': () =>
        down
          ? { status: 500, code: 'E500', msg: 'Server error' }
          : { data: { list: [], total: 0, page: 1, pageSize: 100, next: null } },
    });
    renderInApp(<ApplicationsScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('This could not be loaded.');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No application is waiting for a decision.')).toBeVisible();
  });
});

describe('the payouts queue', () => {
  const payout = (loanId: number, extra: object) => ({
    loanId,
    memberId: 7,
    contractNumber: null,
    borrowerName: 'Ada Lovelace',
    email: 'ada@quayside.test',
    kycStatus: 'VERIFIED',
    amount: 300_000,
    receivingAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    network: 'TRC20',
    addressValid: true,
    signedAt: '2026-11-23T10:00:00.000Z',
    deadline: '2026-11-24T18:00:00.000Z',
    overdue: false,
    secondApprovalNeeded: false,
    readyBy: null,
    version: `SIGNED@2026-11-23T10:00:00.000Z`,
    claim: null,
    ...extra,
  });

  it('marks a payout past its deadline, and an address whose checksum fails as not to be paid', async () => {
    serve({
      'GET /api/operator/payouts': {
        data: {
          list: [
            payout(1, { overdue: true }),
            payout(2, { addressValid: false, secondApprovalNeeded: true }),
          ],
          total: 2,
          page: 1,
          pageSize: 100,
          next: null,
        },
      },
    });
    renderInApp(<PayoutsScreen />);
    const [late, bad] = await screen.findAllByTestId('payout-row');
    expect(late?.className).toContain('ops-payout--overdue');
    expect(within(late!).getByTestId('payout-overdue').textContent).toBe('Past its deadline');
    expect(within(late!).getByTestId('address-valid').textContent).toBe('TRC20 checksum valid');
    expect(within(bad!).getByTestId('address-invalid').textContent).toBe('Checksum NOT valid: do not send');
    expect(bad?.textContent).toContain('Needs two operators');
  });

  it('asks for the transaction reference on its field before sending anything', async () => {
    serve({
      'GET /api/operator/payouts': {
        data: { list: [payout(1, {})], total: 1, page: 1, pageSize: 100, next: null },
      },
      'PUT /api/operator/claims/payout/1': { data: { claim: null } },
      'DELETE /api/operator/claims/payout/1': { data: { claim: null } },
    });
    renderInApp(<PayoutsScreen />);
    fireEvent.click(await screen.findByTestId('open-payout'));
    fireEvent.click(screen.getByTestId('disburse'));
    const field = screen.getByLabelText('Transaction reference of the payment');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter the transaction reference of the payment.',
    );
    expect(sent.filter((call) => call.url.endsWith('/disburse'))).toEqual([]);
  });

  it('shows the USDT to send at the rate of the moment and records it as sent at that rate', async () => {
    const usdt = {
      usdtToSend: 3_750_000_000,
      rate: '1.250000',
      rateSetAt: '2026-11-23T09:00:00.000Z',
      problem: null,
    };
    serve({
      'GET /api/operator/payouts': {
        data: { list: [payout(1, { usdt })], total: 1, page: 1, pageSize: 100, next: null },
      },
      'PUT /api/operator/claims/payout/1': { data: { claim: null } },
      'DELETE /api/operator/claims/payout/1': { data: { claim: null } },
      'POST /api/operator/loans/1/disburse': {
        data: {
          loanId: 1,
          status: 'DISBURSED',
          disbursedOn: '2026-11-23',
          fundsBy: '2026-11-24',
          fundsByTime: '18:00',
          firstDueDate: '2026-12-23',
          bills: 12,
          usdt: { amount: 3_750_000_000, rate: '1.250000' },
        },
      },
    });
    renderInApp(<PayoutsScreen />);
    const row = await screen.findByTestId('payout-usdt');
    expect(row.textContent).toBe(
      'USDT to send3750.000000 USDT at 1 GBP = 1.250000 USDT, set at 09:00 (rounded down to the millionth)',
    );
    fireEvent.click(screen.getByTestId('open-payout'));
    fireEvent.change(screen.getByLabelText('Transaction reference of the payment'), {
      target: { value: '0xabc' },
    });
    fireEvent.click(screen.getByTestId('disburse'));
    expect(screen.getByTestId('confirm-panel').textContent).toContain(
      'Record 3750.000000 USDT (£3,000.00) as sent to TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    );
    fireEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(sent.some((call) => call.url.endsWith('/disburse'))).toBe(true));
    expect(sent.find((call) => call.url.endsWith('/disburse'))?.body).toMatchObject({
      reference: '0xabc',
      usdtRate: '1.250000',
    });
  });

  it('without a usable rate says why and cannot be recorded as sent', async () => {
    const problem = 'No GBP to USDT rate has been set yet: set today’s rate in Settings first';
    serve({
      'GET /api/operator/payouts': {
        data: {
          list: [payout(1, { usdt: { usdtToSend: null, rate: null, rateSetAt: null, problem } })],
          total: 1,
          page: 1,
          pageSize: 100,
          next: null,
        },
      },
      'PUT /api/operator/claims/payout/1': { data: { claim: null } },
      'DELETE /api/operator/claims/payout/1': { data: { claim: null } },
    });
    renderInApp(<PayoutsScreen />);
    expect((await screen.findByTestId('payout-usdt')).textContent).toBe(`USDT to send${problem}`);
    fireEvent.click(screen.getByTestId('open-payout'));
    expect(screen.getByTestId('disburse')).toBeDisabled();
  });
});

describe('the approve form', () => {
  it('refuses an amount above the one asked on its field, sending nothing', () => {
    serve({});
    renderInApp(<Approve />);
    return waitFor(() => screen.getByLabelText(/^Offer amount/)).then(() => {
      fireEvent.change(screen.getByLabelText(/^Offer amount/), { target: { value: '16,000.01' } });
      fireEvent.click(screen.getByTestId('approve'));
      const field = screen.getByLabelText(/^Offer amount/);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'An offer may lower the amount asked (£16,000.00), never raise it.',
      );
      expect(screen.queryByTestId('confirm-panel')).toBeNull();
      expect(sent).toEqual([]);
    });
  });

  it('shows the new schedule before asking once, then sends the lower amount with one key across a retry', async () => {
    let lost = true;
    serve({
      'POST /api/operator/applications/4/approve': () =>
        lost
          ? { code: 'NETWORK' }
          : {
              data: {
                loanId: 4,
                status: 'APPROVED',
                offer: {
                  amount: 700_000,
                  annualRate: '0.099',
                  apr: '10.4',
                  totalPayable: 738_272,
                  expiresAt: '2026-12-10T12:00:00.000Z',
                },
              },
            },
    });
    renderInApp(<Approve />);
    fireEvent.change(await screen.findByLabelText(/^Offer amount/), { target: { value: '7,000' } });
    const preview = screen.getByTestId('offer-preview');
    expect(preview.textContent).toContain('The offer: £7,000.00 at 9.9% a year, APR 10.4%');
    expect(within(preview).getAllByRole('row')).toHaveLength(14);
    fireEvent.click(screen.getByTestId('approve'));
    expect(screen.getByTestId('confirm-panel').textContent).toContain(
      'Offer £7,000.00 at APR 10.4% instead of what was asked?',
    );
    expect(sent).toEqual([]);
    await act(async () => fireEvent.click(screen.getByTestId('confirm-action')));
    expect((await screen.findByTestId('action-failure')).textContent).toContain(
      'it will not be applied twice',
    );
    lost = false;
    fireEvent.click(screen.getByTestId('approve'));
    await act(async () => fireEvent.click(screen.getByTestId('confirm-action')));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((call) => call.body)).toEqual([
      { amount: 700_000, version: 'v1' },
      { amount: 700_000, version: 'v1' },
    ]);
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]?.key).toBe(sent[0]?.key);
  });
});

describe('a refusal with a reason', () => {
  it('asks for words with “Other”, then confirms once with the reason in the borrower’s words', async () => {
    serve({
      'GET /api/operator/reasons': { data: reasons },
      'POST /api/operator/repayments/5/refuse': { data: { loanId: 5, status: 'REJECTED' } },
    });
    renderInApp(<Refuse />);
    fireEvent.click(await screen.findByTestId('refuse'));
    const form = screen.getByTestId('refuse-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Refuse…' }));
    expect(
      document.getElementById(screen.getByLabelText('Reason').getAttribute('aria-describedby') ?? '')
        ?.textContent,
    ).toBe('Choose a reason.');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'other' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refuse…' }));
    const words = screen.getByLabelText('In your own words');
    expect(document.getElementById(words.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Say in your own words why, for “Other”.',
    );
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'voucherUnreadable' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refuse…' }));
    expect(screen.getByTestId('confirm-panel').textContent).toContain(
      'Refuse because “The voucher cannot be read”?',
    );
    await act(async () => fireEvent.click(screen.getByTestId('confirm-action')));
    await waitFor(() => expect(sent.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      reasonCode: 'voucherUnreadable',
      version: 'v1',
    });
  });

  it('an item changed by another operator is refused with their name and a way to see it as it is now', async () => {
    serve({
      'GET /api/operator/reasons': { data: reasons },
      'POST /api/operator/repayments/5/refuse': {
        status: 409,
        code: 'C409',
        msg: 'ops2@quayside.example dealt with this item at 26 Nov, 12:01, after you opened it: reload it to see what changed',
      },
    });
    renderInApp(<Refuse />);
    fireEvent.click(await screen.findByTestId('refuse'));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'voucherUnreadable' } });
    fireEvent.click(within(screen.getByTestId('refuse-form')).getByRole('button', { name: 'Refuse…' }));
    await act(async () => fireEvent.click(screen.getByTestId('confirm-action')));
    const failure = await screen.findByTestId('action-failure');
    expect(failure.textContent).toContain('ops2@quayside.example dealt with this item');
    expect(within(failure).getByRole('button', { name: 'Show it as it is now' })).toBeEnabled();
  });
});

describe('a picture', () => {
  it('that fails to load says so and offers a retry, never a blank box; the retry shows it', async () => {
    let fails = true;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      fails ? new Response('', { status: 503 }) : new Response(new Blob(['png'], { type: 'image/png' })),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    render(
      <I18nProvider i18n={i18n}>
        <Picture url="/api/upload/3" alt="ID card, front" />
      </I18nProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This picture could not be loaded: ID card, front.');
    expect(screen.queryByRole('img')).toBeNull();
    fails = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const image = await screen.findByRole('img', { name: 'ID card, front' });
    expect(image.getAttribute('src')).toBe('blob:picture');
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(image.getAttribute('style')).toContain('rotate(90deg)');
    expect(image.getAttribute('style')).toContain('width: 150%');
  });
});

describe('the audit log', () => {
  const line = (id: number) => ({
    id,
    operatorId: 2,
    operatorEmail: 'ops2@quayside.example',
    memberId: 7,
    action: 'loan.reject',
    targetType: 'loan',
    targetId: String(id),
    before: null,
    after: null,
    reason: null,
    requestId: null,
    at: '2026-11-26T10:00:00.000Z',
  });

  it('reads older pages by the cursor the page before ended with, and newer ones back', async () => {
    const cursor = '2026-11-26T10:00:00.000000Z_51';
    serve({
      'GET /api/operator/audit': () =>
        sent.at(-1)?.query.get('after') === cursor
          ? { data: { list: [line(50)], total: 51, page: 1, pageSize: 50, next: null } }
          : {
              data: {
                list: Array.from({ length: 50 }, (_, index) => line(101 - index)),
                total: 51,
                page: 1,
                pageSize: 50,
                next: cursor,
              },
            },
    });
    renderInApp(<AuditScreen />);
    const older = await screen.findByRole('button', { name: 'Older' });
    await screen.findByText('Page 1 of 2');
    expect(sent[0]?.query.get('after')).toBeNull();
    fireEvent.click(older);
    await screen.findByText('Page 2 of 2');
    expect(sent.at(-1)?.query.get('after')).toBe(cursor);
    // Never a page number: deep pages are read by key.
    expect(sent.every((request) => !request.query.has('page'))).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Older' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    await screen.findByText('Page 1 of 2');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Newer' }).disabled).toBe(true);
  });
});
