// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Answer, arrearsCase, renderInApp, type Sent, serve } from './arrears.fixture';
import { ArrearsCaseScreen } from './arrears-case-screen';

// A loan's collection case against the API's answers as the server sends them: what each form sends, and
// where a refusal lands.

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const contact = {
  id: 1,
  caseId: 107,
  at: '2027-03-15T10:00:00Z',
  channel: 'PHONE',
  direction: 'OUTBOUND',
  summary: 'Lost hours at work; can pay £200 on Friday.',
  outcome: 'PROMISE_TO_PAY',
  recordedBy: 1,
  recordedAt: '2027-03-15T10:00:00Z',
};
const promise = {
  id: 2,
  caseId: 107,
  madeOn: '2027-03-15',
  promisedOn: '2027-03-19',
  amount: 20_000,
  madeBy: 1,
  madeAt: '2027-03-15T10:01:00Z',
  status: 'OPEN',
  received: null,
  decidedAt: null,
};

function open(extra: Record<string, Answer | ((sent: Sent) => Answer)> = {}) {
  const sent = serve({
    'GET /api/operator/arrears/7': { data: arrearsCase() },
    'PUT /api/operator/claims/arrears/7': { data: { claim: null } },
    'DELETE /api/operator/claims/arrears/7': { data: { claim: null } },
    'GET /api/operator/config': {
      data: { list: [{ code: 'PAYOUT_SECOND_APPROVAL_ABOVE', value: '100000' }] },
    },
    ...extra,
  });
  renderInApp(<ArrearsCaseScreen loanId={7} />);
  return sent;
}

/** The case's writes (opening it also claims it: PUT /claims, which is not one). */
const writes = (sent: Sent[]) =>
  sent.filter(
    (request) => (request.method === 'POST' || request.method === 'PUT') && !request.url.includes('/claims/'),
  );
const posted = (sent: Sent[], url: string) => writes(sent).filter((request) => request.url === url);

describe('a collection case', () => {
  it('shows the book, the bills by part, the ledger, the history and the earliest remedy date', async () => {
    open();
    expect(await screen.findByTestId('book-arrears')).toHaveTextContent('£450.12');
    expect(screen.getByTestId('book-dpd')).toHaveTextContent('42');
    const bill = screen.getByTestId('bill-row');
    expect(bill).toHaveTextContent('Overdue');
    expect(bill).toHaveTextContent('£5.12');
    expect(screen.getAllByTestId('ledger-row')[0]).toHaveTextContent('Payout');
    expect(screen.getByTestId('bucket-history')).toHaveTextContent('30–59 days since 3 Mar 2027');
    // 15 Mar + 14 days is Monday 29 Mar 2027, Easter Monday: the next working day is the 30th.
    expect(screen.getByTestId('earliest-remedy')).toHaveTextContent('30 Mar 2027');
  });

  it('logs a contact after one confirmation: the body as the contract takes it, with an Idempotency-Key', async () => {
    const sent = open({ 'POST /api/operator/arrears/7/contacts': { data: { contact } } });
    const form = await screen.findByTestId('contact-form');
    fireEvent.change(within(form).getByLabelText('Channel'), { target: { value: 'PHONE' } });
    fireEvent.change(within(form).getByLabelText('Direction'), { target: { value: 'INBOUND' } });
    fireEvent.change(within(form).getByLabelText('What was said'), {
      target: { value: '  Lost hours at work; can pay £200 on Friday. ' },
    });
    fireEvent.change(within(form).getByLabelText('Outcome'), { target: { value: 'PROMISE_TO_PAY' } });
    fireEvent.click(within(form).getByTestId('contact-form-submit'));
    expect(posted(sent, '/api/operator/arrears/7/contacts')).toEqual([]);
    expect(within(form).getByTestId('confirm-panel')).toHaveTextContent('Phone, Promised to pay');
    fireEvent.click(within(form).getByTestId('confirm-action'));
    await waitFor(() =>
      expect(within(form).getByTestId('action-result')).toHaveTextContent('Contact logged.'),
    );
    const [request] = posted(sent, '/api/operator/arrears/7/contacts');
    expect(request?.body).toEqual({
      channel: 'PHONE',
      direction: 'INBOUND',
      summary: 'Lost hours at work; can pay £200 on Friday.',
      outcome: 'PROMISE_TO_PAY',
    });
    expect(request?.key).toMatch(/^[0-9a-f-]{36}$/);
    // The case is read again once it is done.
    await waitFor(() =>
      expect(
        sent.filter((item) => item.method === 'GET' && item.url === '/api/operator/arrears/7'),
      ).toHaveLength(2),
    );
  });

  it('refuses a contact with nothing said on its field, and sends nothing', async () => {
    const sent = open();
    const form = await screen.findByTestId('contact-form');
    fireEvent.click(within(form).getByTestId('contact-form-submit'));
    expect(within(form).getByLabelText('What was said')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Outcome')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(sent)).toEqual([]);
  });

  it('records a promise to pay in pence, with its key, and keeps the key when it is sent again', async () => {
    let calls = 0;
    const sent = open({
      'POST /api/operator/arrears/7/promises': () =>
        ++calls === 1
          ? { status: 503, code: 'S503', msg: 'The service is busy. Try again.' }
          : { data: { promise } },
    });
    const form = await screen.findByTestId('promise-form');
    fireEvent.change(within(form).getByLabelText('Pay by'), { target: { value: '2027-03-19' } });
    fireEvent.change(within(form).getByLabelText('Amount promised (£)'), { target: { value: '£1,200.5' } });
    fireEvent.click(within(form).getByTestId('promise-form-submit'));
    expect(within(form).getByTestId('confirm-panel')).toHaveTextContent('£1,200.50 by 19 Mar 2027');
    fireEvent.click(within(form).getByTestId('confirm-action'));
    expect(await within(form).findByTestId('action-failure')).toBeVisible();
    fireEvent.click(within(form).getByTestId('promise-form-submit'));
    fireEvent.click(within(form).getByTestId('confirm-action'));
    await waitFor(() =>
      expect(within(form).getByTestId('action-result')).toHaveTextContent('Promise recorded.'),
    );
    const requests = posted(sent, '/api/operator/arrears/7/promises');
    expect(requests.map((request) => request.body)).toEqual([
      { promisedOn: '2027-03-19', amount: 120_050 },
      { promisedOn: '2027-03-19', amount: 120_050 },
    ]);
    expect(requests[0]?.key).toBeTruthy();
    expect(requests[1]?.key).toBe(requests[0]?.key);
  });

  it('refuses a payment whose amount is not pounds and pence on its field, and sends nothing', async () => {
    const sent = open();
    const form = await screen.findByTestId('payment-form');
    const amount = within(form).getByLabelText('Amount received (£)');
    fireEvent.change(amount, { target: { value: '12.345' } });
    fireEvent.change(within(form).getByLabelText('Transfer reference'), { target: { value: 'FPS-88812' } });
    fireEvent.click(within(form).getByTestId('payment-form-submit'));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Enter an amount in pounds and pence, such as 120.50.',
    );
    expect(within(form).queryByTestId('confirm-panel')).toBeNull();
    expect(writes(sent)).toEqual([]);
  });

  it('puts the server’s refusal of a payment’s amount on the amount field', async () => {
    const sent = open({
      'POST /api/operator/loans/7/payments': {
        status: 400,
        code: 'V400',
        msg: 'Please correct the form',
        data: { fields: { amount: 'Please correct the amount received' } },
      },
    });
    const form = await screen.findByTestId('payment-form');
    fireEvent.change(within(form).getByLabelText('Amount received (£)'), { target: { value: '150' } });
    fireEvent.change(within(form).getByLabelText('Transfer reference'), { target: { value: 'FPS-88812' } });
    fireEvent.click(within(form).getByTestId('payment-form-submit'));
    fireEvent.click(within(form).getByTestId('confirm-action'));
    await waitFor(() =>
      expect(within(form).getByLabelText('Amount received (£)')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(form).getByText('Please correct the amount received')).toBeVisible();
    expect(within(form).queryByTestId('action-failure')).toBeNull();
    expect(posted(sent, '/api/operator/loans/7/payments')[0]?.body).toEqual({
      amount: 15_000,
      receivedOn: '2027-03-15',
      reference: 'FPS-88812',
    });
  });

  it('refuses a default notice whose remedy date is too early on that field, naming the earliest day', async () => {
    const sent = open();
    const form = await screen.findByTestId('default-notice-form');
    fireEvent.change(within(form).getByLabelText('The breach'), {
      target: { value: 'The payment due on 1 February 2027 was not made.' },
    });
    const remedy = within(form).getByLabelText('Remedy date');
    expect(remedy).toHaveValue('2027-03-30');
    fireEvent.change(remedy, { target: { value: '2027-03-26' } });
    fireEvent.click(within(form).getByTestId('default-notice-form-submit'));
    expect(remedy).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('alert')).toHaveTextContent('must be 30 Mar 2027 or later');
    expect(writes(sent)).toEqual([]);
  });

  it('shows the server’s refusal of a remedy date on the remedy date field', async () => {
    const sent = open({
      'POST /api/operator/loans/7/default-notice': {
        status: 400,
        code: 'V400',
        msg: 'Please correct the form',
        data: { fields: { remedyDate: 'The remedy date must be 31 Mar 2027 or later.' } },
      },
    });
    const form = await screen.findByTestId('default-notice-form');
    fireEvent.change(within(form).getByLabelText('The breach'), {
      target: { value: 'Two payments missed.' },
    });
    fireEvent.click(within(form).getByTestId('default-notice-form-submit'));
    fireEvent.click(within(form).getByTestId('confirm-action'));
    expect(await within(form).findByText('The remedy date must be 31 Mar 2027 or later.')).toBeVisible();
    expect(within(form).getByLabelText('Remedy date')).toHaveAttribute('aria-invalid', 'true');
    expect(posted(sent, '/api/operator/loans/7/default-notice')[0]?.body).toEqual({
      breach: 'Two payments missed.',
      sum: 45_012,
      remedyDate: '2027-03-30',
    });
  });

  it('offers another operator the confirm step of a charge-off waiting above the threshold', async () => {
    const sent = serve({
      'GET /api/operator/arrears/7': {
        data: arrearsCase({
          chargeOff: {
            loanId: 7,
            status: 'PENDING_CONFIRMATION',
            reason: 'Remedy date passed unpaid.',
            amount: 512_000,
            secondApprovalNeeded: true,
            requestedBy: 99,
            requestedAt: '2027-03-15T09:00:00Z',
            confirmedBy: null,
            confirmedAt: null,
            entryId: null,
            businessDate: null,
          },
        }),
      },
      'PUT /api/operator/claims/arrears/7': { data: { claim: null } },
      'DELETE /api/operator/claims/arrears/7': { data: { claim: null } },
      'POST /api/operator/loans/7/charge-off/confirm': {
        data: {
          chargeOff: {
            loanId: 7,
            status: 'CHARGED_OFF',
            reason: 'Remedy date passed unpaid.',
            amount: 512_000,
            secondApprovalNeeded: true,
            requestedBy: 99,
            requestedAt: '2027-03-15T09:00:00Z',
            confirmedBy: 1,
            confirmedAt: '2027-03-15T10:00:00Z',
            entryId: 9,
            businessDate: '2027-03-15',
          },
          book: null,
        },
      },
    });
    renderInApp(<ArrearsCaseScreen loanId={7} />);
    const pending = await screen.findByTestId('charge-off-pending');
    expect(pending).toHaveTextContent('a second operator must confirm it');
    fireEvent.click(within(pending).getByTestId('confirm-charge-off'));
    fireEvent.click(within(pending).getByTestId('confirm-action'));
    await waitFor(() => expect(posted(sent, '/api/operator/loans/7/charge-off/confirm')).toHaveLength(1));
    expect(posted(sent, '/api/operator/loans/7/charge-off/confirm')[0]?.key).toBeTruthy();
  });
});
