// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userStore } from '../../lib/stores/session-store';
import { type Answer, renderInApp, type Sent, serve } from '../arrears/arrears.fixture';
import { hardshipCase, plan } from './hardship.fixture';
import { HardshipCaseScreen } from './hardship-case-screen';

// The decision on a request for help against the API's answers as the server sends them: what each choice
// checks before anything is sent, the plan shown before an offer, and where a refusal lands.

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Table = Record<string, Answer | ((sent: Sent) => Answer)>;

function open(extra: Table = {}, detail: object = hardshipCase()) {
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
const PREVIEW = '/api/operator/hardship/5/preview';

/** A reduced plan's terms as the contract names them. */
const reduced = (months: number, payment: number, after: 'SPREAD' | 'EXTEND') => ({
  kind: 'REDUCED_PAYMENT',
  months,
  payment,
  afterwards: after,
});

/** The decision panel with an answer chosen. */
async function choose(label: string) {
  const panel = await screen.findByTestId('decision-panel');
  fireEvent.click(within(panel).getByLabelText(label));
  return panel;
}

/** Answers a preview with the plan of the terms it was sent. */
const previewing =
  (extra: (terms: { afterwards?: string }) => object = () => ({})) =>
  (request: Sent): Answer => {
    const { terms } = request.body as { terms: { afterwards?: string } };
    return { data: plan(terms, extra(terms)) };
  };

describe('the decision panel', () => {
  it('checks a holiday’s terms on their fields and sends nothing until they are chosen', async () => {
    const sent = open();
    const panel = await choose('Payment holiday');
    fireEvent.click(within(panel).getByTestId('show-plan'));
    expect(within(panel).getByLabelText('Months of holiday')).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).getByText('Choose how many months.')).toBeInTheDocument();
    expect(
      within(panel).getByText('Say whether interest is charged during the holiday.'),
    ).toBeInTheDocument();
    expect(posted(sent, PREVIEW)).toEqual([]);
    expect(within(panel).queryByTestId('offer')).toBeNull();
  });

  it('shows a holiday’s plan, old and new schedules with their totals, then offers it once with a key', async () => {
    const sent = open({
      [`POST ${PREVIEW}`]: previewing(),
      'POST /api/operator/hardship/5/offer': { data: hardshipCase() },
    });
    const panel = await choose('Payment holiday');
    fireEvent.change(within(panel).getByLabelText('Months of holiday'), { target: { value: '3' } });
    fireEvent.click(within(panel).getByLabelText('Frozen: no interest for the holiday’s months'));
    fireEvent.click(within(panel).getByTestId('show-plan'));
    const preview = await within(panel).findByTestId('preview');
    const [request] = posted(sent, PREVIEW);
    expect(request?.body).toEqual({ terms: { kind: 'PAYMENT_HOLIDAY', months: 3, freezeInterest: true } });
    // A preview changes nothing: no Idempotency-Key.
    expect(request?.key).toBeNull();
    expect(within(preview).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Payment holiday of 3 months, interest frozen',
    );
    // The plan's title takes the focus: it is read first. The focus moves in an effect after the plan is
    // drawn, which a busy machine may run a moment after the plan is found.
    await waitFor(() => expect(within(preview).getByRole('heading', { level: 3 })).toHaveFocus());
    expect(within(preview).getByTestId('plan-last-due')).toHaveTextContent('1 May 2027');
    expect(within(preview).getByTestId('plan-last-due')).toHaveTextContent('1 Jul 2027');
    expect(within(preview).getByTestId('plan-before-total')).toHaveTextContent('£5,129.12');
    expect(within(preview).getByTestId('plan-after-total')).toHaveTextContent('£5,129.12');
    expect(within(preview).getByTestId('plan-relief')).toHaveTextContent('£891.12');
    expect(within(preview).getByTestId('second-operator')).toHaveTextContent('the borrower sees it at once');
    fireEvent.click(within(preview).getByTestId('offer'));
    expect(within(preview).getByTestId('confirm-panel')).toHaveTextContent('Amelia Hart');
    fireEvent.click(within(preview).getByTestId('confirm-action'));
    await waitFor(() => expect(posted(sent, '/api/operator/hardship/5/offer')).toHaveLength(1));
    const [offer] = posted(sent, '/api/operator/hardship/5/offer');
    expect(offer?.body).toEqual({ terms: { kind: 'PAYMENT_HOLIDAY', months: 3, freezeInterest: true } });
    expect(offer?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await within(panel).findByTestId('action-result')).toHaveTextContent('the borrower is told');
    // The case is read again once it is done.
    await waitFor(() =>
      expect(
        sent.filter((item) => item.url === '/api/operator/hardship/5' && item.method === 'GET'),
      ).toHaveLength(2),
    );
  });

  it('works a reduced plan out both ways and offers the way chosen, saying a second operator must approve', async () => {
    const sent = open({
      [`POST ${PREVIEW}`]: previewing((terms) =>
        terms.afterwards === 'EXTEND'
          ? {
              instalmentAfter: 44_100,
              lastDueAfter: '2027-09-01',
              totalPayableAfter: 520_000,
              relief: 150_000,
              needsSecondOperator: true,
            }
          : { instalmentAfter: 61_000, totalPayableAfter: 515_000 },
      ),
      'POST /api/operator/hardship/5/offer': { data: hardshipCase() },
    });
    const panel = await choose('Reduced payments');
    // The payment is what the borrower said they can pay, as pounds.
    expect(within(panel).getByLabelText('Monthly payment during the plan (£)')).toHaveValue('200');
    fireEvent.change(within(panel).getByLabelText('Months of reduced payments'), { target: { value: '6' } });
    fireEvent.change(within(panel).getByLabelText('Monthly payment during the plan (£)'), {
      target: { value: '150.50' },
    });
    fireEvent.click(within(panel).getByTestId('show-plan'));
    const preview = await within(panel).findByTestId('preview');
    await waitFor(() => expect(posted(sent, PREVIEW)).toHaveLength(2));
    expect(posted(sent, PREVIEW).map((request) => request.body)).toEqual([
      { terms: reduced(6, 15_050, 'SPREAD') },
      { terms: reduced(6, 15_050, 'EXTEND') },
    ]);
    const compare = within(preview).getByTestId('afterwards-compare');
    expect(within(compare).getByTestId('afterwards-instalment')).toHaveTextContent('£610.00');
    expect(within(compare).getByTestId('afterwards-instalment')).toHaveTextContent('£441.00');
    expect(within(compare).getByTestId('afterwards-total')).toHaveTextContent('£5,150.00');
    expect(within(compare).getByTestId('afterwards-total')).toHaveTextContent('£5,200.00');
    expect(within(preview).getByTestId('second-operator')).toHaveTextContent('the borrower sees it at once');
    // Choosing the other way shows its plan without asking again.
    fireEvent.click(within(panel).getByLabelText('Extend the term by the shortfall'));
    expect(posted(sent, PREVIEW)).toHaveLength(2);
    expect(within(preview).getByTestId('plan-total')).toHaveTextContent('£5,200.00');
    expect(within(preview).getByTestId('second-operator')).toHaveTextContent(
      'Its relief, £1,500.00, is above £1,000.00: once offered, a different operator must approve it',
    );
    fireEvent.click(within(preview).getByTestId('offer'));
    fireEvent.click(within(preview).getByTestId('confirm-action'));
    await waitFor(() => expect(posted(sent, '/api/operator/hardship/5/offer')).toHaveLength(1));
    expect(posted(sent, '/api/operator/hardship/5/offer')[0]?.body).toEqual({
      terms: reduced(6, 15_050, 'EXTEND'),
    });
    expect(await within(panel).findByTestId('action-result')).toHaveTextContent(
      'it waits for a different operator’s approval',
    );
  });

  it('says why one way of a reduced plan is not possible beside the figures of the other', async () => {
    open({
      [`POST ${PREVIEW}`]: (request) =>
        (request.body as { terms: { afterwards: string } }).terms.afterwards === 'SPREAD'
          ? { status: 400, code: 'B400', msg: 'There are no bills left to spread the shortfall over.' }
          : previewing()(request),
    });
    const panel = await choose('Reduced payments');
    fireEvent.change(within(panel).getByLabelText('Months of reduced payments'), { target: { value: '2' } });
    fireEvent.click(within(panel).getByTestId('show-plan'));
    expect(await within(panel).findByTestId('afterwards-refused-SPREAD')).toHaveTextContent(
      'There are no bills left to spread the shortfall over.',
    );
    expect(within(panel).queryByTestId('offer')).toBeNull();
    fireEvent.click(within(panel).getByLabelText('Extend the term by the shortfall'));
    expect(within(panel).getByTestId('offer')).toBeInTheDocument();
  });

  it('puts the server’s refusal of the terms on its field, and a change of terms hides the plan', async () => {
    const sent = open({
      [`POST ${PREVIEW}`]: (request) =>
        (request.body as { terms: { months: number } }).terms.months === 61
          ? {
              status: 400,
              code: 'V400',
              msg: 'No arrangement may take the loan past 60 months.',
              data: { fields: { 'terms.months': 'No arrangement may take the loan past 60 months.' } },
            }
          : previewing()(request),
    });
    const panel = await choose('Term extension');
    const months = within(panel).getByLabelText('Monthly bills from now on, arrears included');
    fireEvent.change(months, { target: { value: '61' } });
    fireEvent.click(within(panel).getByTestId('show-plan'));
    // Over 60 is refused before it is sent.
    expect(months).toHaveAttribute('aria-invalid', 'true');
    expect(posted(sent, PREVIEW)).toEqual([]);
    fireEvent.change(months, { target: { value: '24' } });
    fireEvent.click(within(panel).getByTestId('show-plan'));
    expect(await within(panel).findByTestId('offer')).toBeInTheDocument();
    expect(posted(sent, PREVIEW)[0]?.body).toEqual({ terms: { kind: 'TERM_EXTENSION', months: 24 } });
    // Changed terms: the plan shown is no longer theirs.
    fireEvent.change(months, { target: { value: '30' } });
    expect(within(panel).queryByTestId('preview')).toBeNull();
  });

  it('shows a refusal that names the terms on the field', async () => {
    open({
      [`POST ${PREVIEW}`]: {
        status: 400,
        code: 'V400',
        msg: 'The reduced payment must be below the monthly payment.',
        data: { fields: { 'terms.payment': 'The reduced payment must be below the monthly payment.' } },
      },
    });
    const panel = await choose('Reduced payments');
    fireEvent.change(within(panel).getByLabelText('Months of reduced payments'), { target: { value: '3' } });
    fireEvent.change(within(panel).getByLabelText('Monthly payment during the plan (£)'), {
      target: { value: '900' },
    });
    fireEvent.click(within(panel).getByTestId('show-plan'));
    const payment = within(panel).getByLabelText('Monthly payment during the plan (£)');
    await waitFor(() => expect(payment).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(panel).getByText('The reduced payment must be below the monthly payment.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByTestId('action-failure')).toBeNull();
  });
});
