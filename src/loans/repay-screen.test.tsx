// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillView } from '../../domain/api/loans';
import { loanKeys } from '../lib/queries/loan-queries';
import { userStore } from '../lib/stores/session-store';
import { toasts } from '../lib/stores/toast-store';
import { preparingPhoto } from '../offline/member/photos-preparing';
import { forgetOfflineDb, inTransaction, STORES } from '../offline/offline-db';
import type { OutboxRecord } from '../offline/outbox-states';
import { RepayScreen } from './repay-screen';

const MEMBER = 7;
const LOAN = 3;
// A key of its own for each picture: the page's copy of the outbox keeps a removed key as gone for good,
// and a test above removes one.
let voucherKeys = 0;
const VOUCHER_UPLOAD = 91;
const USED = 'This voucher has already been used for a repayment. Please upload the voucher of this payment';

// The picture as the outbox holds it once the server has it: fitting a real photo needs a canvas, which is
// the outbox's own concern and tested there.
async function storeSentVoucher(): Promise<string> {
  const now = Date.now();
  voucherKeys += 1;
  const key = `voucher-key-${voucherKeys}`;
  const record: OutboxRecord = {
    key,
    memberId: MEMBER,
    field: `voucher:${LOAN}`,
    purpose: 'voucher',
    mime: 'image/jpeg',
    file: null,
    preview: null,
    status: 'uploaded',
    progress: 100,
    attempts: 1,
    createdAt: now,
    updatedAt: now,
    upload: {
      id: VOUCHER_UPLOAD,
      url: `/api/upload/${VOUCHER_UPLOAD}`,
      mime: 'image/jpeg',
      width: 10,
      height: 10,
      bytes: 10,
      sha256: 'c'.repeat(64),
    },
    message: null,
    refusedToken: null,
  };
  await inTransaction(STORES.outbox, 'readwrite', (tx) => {
    tx.objectStore(STORES.outbox).put(record);
  });
  return key;
}

vi.mock('../offline/outbox', async (original) => ({
  ...(await original<typeof import('../offline/outbox')>()),
  queueUpload: () => storeSentVoucher(),
}));

const bill: BillView = {
  billId: 11,
  kind: 'INSTALMENT',
  period: 1,
  dueDate: '2026-12-01',
  principal: 80_000,
  interest: 10_000,
  total: 90_000,
  status: 'TO_BE_REPAID',
  overdueDays: 0,
  overdueInterest: 0,
  totalDue: 90_000,
  submittedAt: null,
  repaidAt: null,
  refusalReason: null,
};

function envelope(status: number, body: { code: string; msg: string; data: unknown }) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The USDT figure the server gives for the bill: 900.00 at 1.25 USDT a pound, quoted 14:05 UK time. */
const quote = {
  quoteId: 44,
  loanId: LOAN,
  kind: 'BILLS',
  billIds: [11],
  amount: 90_000,
  usdtAmount: 1_125_000_000,
  rate: '1.250000',
  rateSetAt: '2026-11-26T09:00:00.000Z',
  quotedAt: '2026-11-26T14:05:00.000Z',
  validUntil: '2026-11-26T14:20:00.000Z',
  validMinutes: 15,
};

/**
 * fetch as the server answers: the USDT quote with `quoteAnswer` (the figure above by default), every other
 * request with `answer`. The calls to anything but the quote are the repayment's.
 */
function serve(
  answer: () => Response,
  quoteAnswer = () => envelope(200, { code: '0', msg: '', data: quote }),
) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (url) => (String(url).includes('/usdt-quote') ? quoteAnswer() : answer()));
}

function submitCalls(spy: ReturnType<typeof serve>) {
  return spy.mock.calls.filter(([url]) => !String(url).includes('/usdt-quote'));
}

/** The repay screen of a running loan with one open bill, the loan and its bills already read. */
async function showRepay(list: BillView[] = [bill]) {
  const rootRoute = createRootRoute();
  const repayRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/loan/repay',
    validateSearch: (search: Record<string, unknown>) => ({ id: Number(search.id), settle: undefined }),
    component: RepayScreen,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([repayRoute]),
    history: createMemoryHistory({ initialEntries: [`/loan/repay?id=${LOAN}`] }),
  });
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(loanKeys.detail(MEMBER, LOAN), { status: 'DISBURSED' });
  client.setQueryData(loanKeys.bills(MEMBER, LOAN), {
    asOf: '2026-11-26',
    repaymentAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    list,
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  await screen.findByRole('button', { name: 'Submit repayment' });
}

async function attachVoucher() {
  fireEvent.change(screen.getByLabelText('Repayment voucher'), {
    target: { files: [new File(['voucher'], 'voucher.jpg', { type: 'image/jpeg' })] },
  });
  await screen.findByText('Uploaded');
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
beforeEach(() => {
  // The quote's clock: a minute after it was given (only Date is faked; timers run as usual).
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T14:06:00Z') });
  globalThis.indexedDB = new IDBFactory();
  forgetOfflineDb();
  userStore.set({ id: MEMBER, token: 'token-7', member: null });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the USDT to send', () => {
  it('is shown to six decimals at its rate, quoted and valid until a UK time, and can be refreshed', async () => {
    const fetchSpy = serve(() => envelope(500, { code: 'E500', msg: '', data: null }));
    await showRepay();
    const figure = await screen.findByTestId('usdt-amount');
    expect(figure.textContent).toBe('1125.000000 USDT (TRC-20)');
    expect(screen.getByTestId('usdt-rate').textContent).toBe(
      '1 GBP = 1.250000 USDT, quoted 14:05, valid until 14:20 (UK time)',
    );
    expect(screen.getByRole('button', { name: 'Copy the USDT amount' })).toBeEnabled();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe('/api/repayment/usdt-quote');
    expect(JSON.parse(String(init?.body))).toEqual({ billIds: [bill.billId] });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh the USDT amount' }));
    await waitFor(() => expect(fetchSpy.mock.calls.length).toBe(2));
  });

  it('without a rate today says so in the server’s words on the panel, and the report names no figure', async () => {
    const NO_RATE =
      'We cannot tell you how much USDT to send just now, because today’s rate is not available. Please try again later or contact us';
    const fetchSpy = serve(
      () => envelope(200, { code: '0', msg: 'ok', data: { repaymentId: 5 } }),
      () => envelope(409, { code: 'C409', msg: NO_RATE, data: null }),
    );
    await showRepay();
    expect((await screen.findByTestId('usdt-error')).textContent).toBe(NO_RATE);
    expect(toasts.visible()).toEqual([]);
    await attachVoucher();
    fireEvent.click(screen.getByRole('button', { name: 'Submit repayment' }));
    await waitFor(() => expect(submitCalls(fetchSpy)).not.toEqual([]));
    expect(JSON.parse(String(submitCalls(fetchSpy)[0]![1]?.body))).not.toHaveProperty('usdtQuoteId');
  });

  it('once lapsed says so, and the report does not name it', async () => {
    const lapsed = { ...quote, validUntil: '2026-11-26T14:05:30.000Z' };
    const fetchSpy = serve(
      () => envelope(200, { code: '0', msg: 'ok', data: { repaymentId: 5 } }),
      () => envelope(200, { code: '0', msg: '', data: lapsed }),
    );
    await showRepay();
    expect((await screen.findByTestId('usdt-lapsed')).textContent).toBe(
      'This amount is no longer valid. Refresh it before you send anything.',
    );
    await attachVoucher();
    fireEvent.click(screen.getByRole('button', { name: 'Submit repayment' }));
    await waitFor(() => expect(submitCalls(fetchSpy)).not.toEqual([]));
    expect(JSON.parse(String(submitCalls(fetchSpy)[0]![1]?.body))).not.toHaveProperty('usdtQuoteId');
  });
});

describe('repaying with a voucher already used', () => {
  it('shows the refusal on the voucher field, tied to its Remove button, and nowhere else', async () => {
    const fetchSpy = serve(() =>
      envelope(409, { code: 'C409', msg: USED, data: { fields: { voucherUploadId: USED } } }),
    );
    await showRepay();
    await attachVoucher();
    fireEvent.click(screen.getByRole('button', { name: 'Submit repayment' }));

    const field = document.querySelector<HTMLElement>(`[data-field="voucher:${LOAN}"]`)!;
    const message = await within(field).findByRole('alert');
    expect(message.textContent).toBe(USED);
    const remove = within(field).getByRole('button', { name: 'Remove Repayment voucher, photo 1' });
    expect(remove.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.queryByTestId('repay-error')).toBeNull();
    expect(toasts.visible()).toEqual([]);

    const [url, init] = submitCalls(fetchSpy)[0]!;
    expect(String(url)).toBe('/api/repayment/submit');
    expect(JSON.parse(String(init?.body))).toEqual({
      billIds: [bill.billId],
      voucherUploadId: VOUCHER_UPLOAD,
      usdtQuoteId: quote.quoteId,
    });
    // The form stays as it was, the bill still chosen: only the picture has to change.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^The next bill/ }).checked).toBe(true);
    expect(screen.queryByTestId('repay-submitted')).toBeNull();
  });

  it('takes the message away once the borrower removes the used picture', async () => {
    serve(() => envelope(409, { code: 'C409', msg: USED, data: { fields: { voucherUploadId: USED } } }));
    await showRepay();
    await attachVoucher();
    fireEvent.click(screen.getByRole('button', { name: 'Submit repayment' }));
    await screen.findByText(USED);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Repayment voucher, photo 1' }));
    await waitFor(() => expect(screen.queryByText(USED)).toBeNull());
    expect(screen.getByLabelText('Repayment voucher').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('saying what was sent', () => {
  it('an amount that is not one, or a reference with spaces, is named on its field and nothing is sent', async () => {
    const fetchSpy = serve(() => envelope(500, { code: 'E500', msg: '', data: null }));
    await showRepay();
    await attachVoucher();
    fireEvent.change(screen.getByLabelText('Amount you sent (£)'), { target: { value: '900.555' } });
    fireEvent.change(screen.getByLabelText('Transaction reference (hash)'), { target: { value: 'ab cd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit repayment' }));
    const amount = screen.getByLabelText('Amount you sent (£)');
    expect(document.getElementById(amount.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter the correct amount you sent',
    );
    const reference = screen.getByLabelText('Transaction reference (hash)');
    expect(document.getElementById(reference.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter the correct transaction reference',
    );
    expect(submitCalls(fetchSpy)).toEqual([]);
  });

  it('sends the amount in pence and the reference with the repayment', async () => {
    const fetchSpy = serve(() =>
      envelope(200, {
        code: '0',
        msg: 'Submitted successfully, waiting for review',
        data: {
          repaymentId: 5,
          loanId: LOAN,
          memberId: MEMBER,
          kind: 'BILLS',
          amount: 90_000,
          status: 'PENDING',
          voucherUploadId: VOUCHER_UPLOAD,
          voucherUrl: `/api/upload/${VOUCHER_UPLOAD}`,
          statedAmount: 90_000,
          statedReference: '0x9f8e7d',
          refusalReason: null,
          submittedAt: '2026-11-26T10:00:00.000Z',
          decidedAt: null,
          bills: [],
        },
      }),
    );
    await showRepay();
    await attachVoucher();
    fireEvent.change(screen.getByLabelText('Amount you sent (£)'), { target: { value: '900' } });
    fireEvent.change(screen.getByLabelText('Transaction reference (hash)'), {
      target: { value: ' 0x9f8e7d ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit repayment' }));
    await screen.findByTestId('repay-submitted');
    expect(JSON.parse(String(submitCalls(fetchSpy)[0]![1]?.body))).toEqual({
      billIds: [bill.billId],
      voucherUploadId: VOUCHER_UPLOAD,
      statedAmount: 90_000,
      statedReference: '0x9f8e7d',
      usdtQuoteId: quote.quoteId,
    });
  });
});

describe('a voucher still being prepared', () => {
  it('is waited for: the submit goes with it instead of saying it is missing', async () => {
    const fetchSpy = serve(() => envelope(200, { code: '0', msg: 'ok', data: { repaymentId: 5 } }));
    await showRepay();
    const prepared = preparingPhoto();
    fireEvent.click(screen.getByRole('button', { name: 'Submit repayment' }));
    expect(await screen.findByRole('button', { name: 'Sending your photos…' })).toBeDisabled();
    expect(screen.queryByText('Please upload the repayment voucher')).toBeNull();
    expect(submitCalls(fetchSpy)).toEqual([]);
    await attachVoucher();
    prepared();
    await waitFor(() => expect(submitCalls(fetchSpy)).not.toEqual([]));
    const [url, init] = submitCalls(fetchSpy)[0]!;
    expect(String(url)).toBe('/api/repayment/submit');
    expect(JSON.parse(String(init?.body))).toMatchObject({ voucherUploadId: VOUCHER_UPLOAD });
    expect(screen.queryByText('Please upload the repayment voucher')).toBeNull();
  });
});

describe('choosing what to pay', () => {
  const bills = Array.from({ length: 36 }, (_, index): BillView => {
    const month = new Date(Date.UTC(2026, 9 + index, 1)).toISOString().slice(0, 10);
    const overdue = month < '2026-11-26';
    return {
      ...bill,
      billId: 100 + index,
      period: index + 1,
      dueDate: month,
      overdueDays: overdue ? 56 : 0,
      overdueInterest: overdue ? 350 : 0,
      totalDue: overdue ? 90_350 : 90_000,
    };
  });

  it('offers what is due now, the next bill, paying it all off and a choice of bills — not 36 checkboxes', async () => {
    serve(() => envelope(500, { code: 'E500', msg: 'not expected', data: null }));
    await showRepay(bills);
    const choice = screen.getByTestId('repay-choice');
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'What is due now: £1,807.00',
      'The next bill: £900.00, due 1 Dec 2026',
      'Pay it all off',
      'Choose bills',
    ]);
    expect(within(choice).getByRole<HTMLInputElement>('radio', { name: /^What is due now/ }).checked).toBe(
      true,
    );
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.getByTestId('repay-amount').textContent).toBe('£1,807.00');

    fireEvent.click(within(choice).getByRole('radio', { name: 'Choose bills' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(36);
  });
});
