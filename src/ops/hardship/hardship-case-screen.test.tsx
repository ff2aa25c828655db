// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userStore } from '../../lib/stores/session-store';
import { type Answer, renderInApp, type Sent, serve } from '../arrears/arrears.fixture';
import { hardshipCase, offer } from './hardship.fixture';
import { HardshipCaseScreen } from './hardship-case-screen';

// A request for help beside the loan's book: the request as sent, the offers and their second operator,
// and the answers that need no plan (waive, decline).

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function open(
  detail: object = hardshipCase(),
  extra: Record<string, Answer | ((sent: Sent) => Answer)> = {},
) {
  userStore.set({ id: 1, token: 'ops-token', member: null });
  const sent = serve({
    'GET /api/operator/hardship/5': { data: detail },
    'PUT /api/operator/claims/hardship/5': { data: { claim: null } },
    'DELETE /api/operator/claims/hardship/5': { data: { claim: null } },
    ...extra,
  });
  renderInApp(<HardshipCaseScreen requestId={5} />);
  return sent;
}

const posted = (sent: Sent[], url: string) =>
  sent.filter((request) => request.method === 'POST' && request.url === url);

describe('a request for help', () => {
  it('shows the request and its statement beside the book, the bills, the ledger and the arrears case', async () => {
    open(hardshipCase({ request: { answerBy: '2027-03-12' } }));
    const request = await screen.findByTestId('hardship-request');
    expect(within(request).getByTestId('request-changes')).toHaveTextContent('Work or income and Health');
    expect(within(request).getByTestId('request-details')).toHaveTextContent('Hours cut at work');
    // The promised answer date passed before the business date (15 Mar).
    expect(within(request).getByTestId('request-answer-by')).toHaveTextContent('12 Mar 2027 Late');
    expect(within(request).getByTestId('statement-income')).toHaveTextContent('£1,800.00');
    expect(within(request).getByTestId('statement-left-over')).toHaveTextContent('£270.00');
    expect(within(request).getByTestId('statement-can-pay')).toHaveTextContent('£200.00');
    expect(within(request).getByText('Essential spending').closest('tr')).toHaveTextContent('£1,530.00');
    expect(screen.getByTestId('book-arrears')).toHaveTextContent('£450.12');
    expect(screen.getByTestId('bill-row')).toHaveTextContent('Overdue');
    expect(screen.getAllByTestId('ledger-row')[0]).toHaveTextContent('Payout');
    expect(screen.getByTestId('arrears-case-link')).toHaveAttribute('href', '/ops/arrears/7');
    expect(screen.getByText('No offer has been made on this request.')).toBeInTheDocument();
  });

  it('lets a different operator approve an offer above the threshold, with a key', async () => {
    const sent = open(
      hardshipCase({
        request: { status: 'OFFERED' },
        offers: [
          offer(11, {
            status: 'AWAITING_APPROVAL',
            offeredOn: null,
            expiresOn: null,
            needsSecondOperator: true,
          }),
        ],
      }),
      { 'POST /api/operator/hardship/5/offers/11/approve': { data: hardshipCase() } },
    );
    const item = await screen.findByTestId('offer-item');
    expect(within(item).getByTestId('offer-status')).toHaveTextContent('Waiting for a second operator');
    expect(within(item).getByTestId('offer-awaiting')).toHaveTextContent('above £1,000.00');
    expect(screen.getByTestId('decision-panel')).toHaveTextContent('An offer is waiting');
    fireEvent.click(within(item).getByTestId('approve-offer'));
    fireEvent.click(within(item).getByTestId('confirm-action'));
    await waitFor(() => expect(posted(sent, '/api/operator/hardship/5/offers/11/approve')).toHaveLength(1));
    expect(posted(sent, '/api/operator/hardship/5/offers/11/approve')[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not let the operator who made an offer approve it, but lets them withdraw it', async () => {
    const sent = open(
      hardshipCase({
        request: { status: 'OFFERED' },
        offers: [offer(11, { status: 'AWAITING_APPROVAL', createdBy: 1, needsSecondOperator: true })],
      }),
      { 'POST /api/operator/hardship/5/offers/11/withdraw': { data: hardshipCase() } },
    );
    const item = await screen.findByTestId('offer-item');
    expect(within(item).queryByTestId('approve-offer')).toBeNull();
    expect(item).toHaveTextContent('You made this offer: a different operator must approve it.');
    fireEvent.click(within(item).getByTestId('withdraw-offer'));
    fireEvent.click(within(item).getByTestId('confirm-action'));
    await waitFor(() => expect(posted(sent, '/api/operator/hardship/5/offers/11/withdraw')).toHaveLength(1));
  });

  it('shows an earlier offer’s plan and the arrangement in force with their states', async () => {
    open(
      hardshipCase({
        request: { status: 'CLOSED', outcome: 'ARRANGEMENT', closedOn: '2027-03-15' },
        offers: [
          offer(11, { status: 'ACCEPTED', decidedAt: '2027-03-15T10:00:00Z' }),
          offer(10, { status: 'LAPSED' }),
        ],
        arrangement: {
          id: 3,
          offerId: 11,
          kind: 'PAYMENT_HOLIDAY',
          status: 'ACTIVE',
          acceptedOn: '2027-03-15',
          windowEnds: '2027-06-14',
          brokenOn: null,
          ledgerEntryId: 9,
          signedName: 'Amelia Hart',
          versionHash: 'a'.repeat(64),
        },
      }),
    );
    const arrangement = await screen.findByTestId('arrangement');
    expect(within(arrangement).getByTestId('arrangement-status')).toHaveTextContent('In force');
    const items = screen.getAllByTestId('offer-item');
    expect(items.map((item) => within(item).getByTestId('offer-status').textContent)).toEqual([
      'Accepted',
      'Lapsed',
    ]);
    expect(within(items[0] as HTMLElement).queryByTestId('withdraw-offer')).toBeNull();
    expect(within(items[0] as HTMLElement).getByTestId('offer-11-plan-after-total')).toHaveTextContent(
      '£5,129.12',
    );
    expect(screen.getByTestId('decision-panel')).toHaveTextContent(
      'This request is answered: Arrangement accepted.',
    );
  });

  it('waives overdue interest in pence, up to what is owed, with a reason', async () => {
    const sent = open(hardshipCase(), {
      'POST /api/operator/hardship/5/waive': (request) =>
        (request.body as { reason: string }).reason === 'x'
          ? {
              status: 400,
              code: 'V400',
              msg: 'Please enter the reason',
              data: { fields: { reason: 'Please enter the reason' } },
            }
          : { data: hardshipCase() },
    });
    const panel = await screen.findByTestId('decision-panel');
    fireEvent.click(within(panel).getByLabelText('Waive overdue interest'));
    expect(within(panel).getByTestId('overdue-interest-owed')).toHaveTextContent('£5.12');
    const amount = within(panel).getByLabelText('Amount to waive (£)');
    expect(amount).toHaveValue('5.12');
    fireEvent.change(amount, { target: { value: '6' } });
    fireEvent.click(within(panel).getByTestId('waive-form-submit'));
    expect(within(panel).getByText('At most the overdue interest owed, £5.12.')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(amount, { target: { value: '3.5' } });
    fireEvent.change(within(panel).getByLabelText('Reason'), { target: { value: 'x' } });
    fireEvent.click(within(panel).getByTestId('waive-form-submit'));
    fireEvent.click(within(panel).getByTestId('confirm-action'));
    await waitFor(() =>
      expect(within(panel).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(panel).getByText('Please enter the reason')).toBeInTheDocument();
    fireEvent.change(within(panel).getByLabelText('Reason'), { target: { value: 'Lost hours; goodwill.' } });
    fireEvent.click(within(panel).getByTestId('waive-form-submit'));
    fireEvent.click(within(panel).getByTestId('confirm-action'));
    expect(await within(panel).findByTestId('action-result')).toHaveTextContent(
      'Waived £3.50 of overdue interest.',
    );
    const bodies = posted(sent, '/api/operator/hardship/5/waive').map((request) => request.body);
    expect(bodies).toEqual([
      { amount: 350, reason: 'x' },
      { amount: 350, reason: 'Lost hours; goodwill.' },
    ]);
  });

  it('says a waiver above the setting waits for a different operator once asked for', async () => {
    const asked = {
      amount: 150_000,
      reason: 'Goodwill.',
      askedBy: 1,
      needsSecondOperator: true,
      approvedBy: null,
      entryId: null,
    };
    const owed = hardshipCase().book;
    const bills = owed.bills.map((bill) => ({
      ...bill,
      outstanding: { ...bill.outstanding, overdueInterest: 200_000 },
    }));
    const sent = open(hardshipCase({ book: { ...owed, bills } }), {
      'POST /api/operator/hardship/5/waive': { data: hardshipCase({ waiver: asked }) },
    });
    const panel = await screen.findByTestId('decision-panel');
    fireEvent.click(within(panel).getByLabelText('Waive overdue interest'));
    fireEvent.change(within(panel).getByLabelText('Amount to waive (£)'), { target: { value: '1500' } });
    fireEvent.change(within(panel).getByLabelText('Reason'), { target: { value: 'Goodwill.' } });
    fireEvent.click(within(panel).getByTestId('waive-form-submit'));
    expect(within(panel).getByTestId('confirm-panel')).toHaveTextContent(
      'It is above £1,000.00: a different operator must approve it',
    );
    fireEvent.click(within(panel).getByTestId('confirm-action'));
    expect(await within(panel).findByTestId('action-result')).toHaveTextContent(
      'the waiver of £1,500.00 is above £1,000.00, so a different operator must approve it',
    );
    expect(posted(sent, '/api/operator/hardship/5/waive')[0]?.body).toEqual({
      amount: 150_000,
      reason: 'Goodwill.',
    });
  });

  it('lets a different operator approve a waiting waiver, and its asker only withdraw it', async () => {
    const waiting = {
      amount: 150_000,
      reason: 'Goodwill.',
      askedBy: 99,
      needsSecondOperator: true,
      approvedBy: null,
      entryId: null,
    };
    const sent = open(hardshipCase({ waiver: waiting }), {
      'POST /api/operator/hardship/5/waive/approve': { data: hardshipCase() },
    });
    const box = await screen.findByTestId('waiver-waiting');
    expect(box).toHaveTextContent('A waiver of £1,500.00 of overdue interest waits for a second operator');
    expect(within(screen.getByTestId('decision-panel')).queryByLabelText('Payment holiday')).toBeNull();
    fireEvent.click(within(box).getByTestId('approve-waiver'));
    fireEvent.click(within(box).getByTestId('confirm-action'));
    await waitFor(() => expect(posted(sent, '/api/operator/hardship/5/waive/approve')).toHaveLength(1));
    expect(posted(sent, '/api/operator/hardship/5/waive/approve')[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    cleanup();
    open(hardshipCase({ waiver: { ...waiting, askedBy: 1 } }));
    const mine = await screen.findByTestId('waiver-waiting');
    expect(within(mine).queryByTestId('approve-waiver')).toBeNull();
    expect(mine).toHaveTextContent('You asked for this waiver: a different operator must approve it.');
    expect(within(mine).getByTestId('withdraw-waiver')).toBeInTheDocument();
  });

  it('declines with the reason, which is required', async () => {
    const sent = open(hardshipCase(), { 'POST /api/operator/hardship/5/decline': { data: hardshipCase() } });
    const panel = await screen.findByTestId('decision-panel');
    fireEvent.click(within(panel).getByLabelText('Decline, with the reason'));
    fireEvent.click(within(panel).getByTestId('decline-form-submit'));
    expect(within(panel).getByText('Say why the request is declined.')).toBeInTheDocument();
    expect(posted(sent, '/api/operator/hardship/5/decline')).toEqual([]);
    fireEvent.change(within(panel).getByLabelText('Reason, as the borrower will read it'), {
      target: { value: '  Your payments are up to date and your budget covers them.  ' },
    });
    fireEvent.click(within(panel).getByTestId('decline-form-submit'));
    fireEvent.click(within(panel).getByTestId('confirm-action'));
    await waitFor(() => expect(posted(sent, '/api/operator/hardship/5/decline')).toHaveLength(1));
    expect(posted(sent, '/api/operator/hardship/5/decline')[0]?.body).toEqual({
      reason: 'Your payments are up to date and your budget covers them.',
    });
  });

  it('says there is nothing to re-plan on a loan that is not running', async () => {
    open(hardshipCase({ loan: { ...hardshipCase().loan, status: 'SETTLED' } }));
    const panel = await screen.findByTestId('decision-panel');
    fireEvent.click(within(panel).getByLabelText('Term extension'));
    expect(panel).toHaveTextContent('The loan is not running: there is nothing to re-plan.');
    expect(within(panel).queryByTestId('show-plan')).toBeNull();
  });
});
