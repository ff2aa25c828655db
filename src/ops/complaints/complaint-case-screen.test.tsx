// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userStore } from '../../lib/stores/session-store';
import { renderInApp, serve } from '../arrears/arrears.fixture';
import { ComplaintCaseScreen } from './complaint-case-screen';
import { complaintCase, finalAnswer } from './complaints.fixture';

// A complaint on the desk: what was said, its clock, the actions its state allows, and the answer as sent.

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function open(detail: object, extra: Parameters<typeof serve>[0] = {}) {
  userStore.set({ id: 1, token: 'ops-token', member: null });
  const sent = serve({ 'GET /api/operator/complaints/4': { data: detail }, ...extra });
  renderInApp(<ComplaintCaseScreen id={4} />);
  return sent;
}

describe('a complaint', () => {
  it('received and not yet acknowledged: acknowledge, and a summary resolution while the window lasts', async () => {
    const sent = open(
      complaintCase({
        status: 'RECEIVED',
        acknowledgedOn: null,
        summaryAllowed: true,
        clock: {
          ...complaintCase().clock,
          summaryDaysLeft: 0,
          summaryPassed: false,
          summaryBy: '2026-12-07',
        },
      }),
      { 'POST /api/operator/complaints/4/acknowledge': { data: complaintCase() } },
    );
    expect(await screen.findByTestId('complaint-what')).toHaveTextContent('Nobody called me back');
    expect(screen.getByTestId('clock-summary-left')).toHaveTextContent('today is the last business day');
    expect(screen.getByTestId('complaint-summary')).toHaveTextContent(
      'Allowed until close of business on 7 Dec 2026',
    );
    fireEvent.click(screen.getByTestId('complaint-acknowledge'));
    expect(
      screen.getByText('Send the acknowledgement with its deadlines to Ada Lovelace?'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, acknowledge' }));
    expect(await screen.findByText('Acknowledged.')).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'POST')?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('past the summary window: only a final response, checked before it is sent; the server’s refusal on its field', async () => {
    const sent = open(complaintCase({ status: 'INVESTIGATING' }), {
      'POST /api/operator/complaints/4/final-response': {
        status: 400,
        code: 'V400',
        msg: 'Validation failed',
        data: { fields: { text: 'Please enter the correct answer' } },
      },
    });
    await screen.findByTestId('complaint-final');
    expect(screen.queryByTestId('complaint-summary')).toBeNull();
    expect(screen.queryByTestId('complaint-acknowledge')).toBeNull();
    const form = screen.getByTestId('complaint-final');
    fireEvent.change(within(form).getByLabelText('Outcome'), { target: { value: 'REJECTED' } });
    fireEvent.change(within(form).getByLabelText('Redress (£, optional)'), { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('complaint-final-submit'));
    expect(within(form).getByLabelText('Redress (£, optional)')).toHaveAccessibleDescription(
      'A complaint not upheld has no redress.',
    );
    expect(within(form).getByLabelText('What we found and what we will do')).toHaveAccessibleDescription(
      'Write what we found and what we will do.',
    );
    fireEvent.change(within(form).getByLabelText('Outcome'), { target: { value: 'PARTLY_UPHELD' } });
    fireEvent.change(within(form).getByLabelText('What we found and what we will do'), {
      target: { value: 'We should have called.' },
    });
    fireEvent.click(screen.getByTestId('complaint-final-submit'));
    expect(
      screen.getByText(/Send the final response \(Partly upheld, redress £20.00\) to Ada Lovelace/),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, send it' }));
    expect(await within(form).findByText('Please enter the correct answer')).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      outcome: 'PARTLY_UPHELD',
      redress: 2_000,
      text: 'We should have called.',
    });
  });

  it('answered: the letter as sent with its version and the ombudsman date; close, and notes only', async () => {
    open(
      complaintCase({
        status: 'ANSWERED',
        answer: finalAnswer,
        clock: { ...complaintCase().clock, nextDeadline: null },
      }),
    );
    const answer = await screen.findByTestId('complaint-answer');
    expect(answer).toHaveTextContent('Final response of 7 Dec 2026');
    expect(answer).toHaveTextContent('Partly upheld · Redress £50.00 · ombudsman by 7 Jun 2027 · words CR-1');
    expect(answer).toHaveTextContent('Your right to go to the Financial Ombudsman Service');
    expect(screen.queryByTestId('complaint-final')).toBeNull();
    expect(screen.getByTestId('complaint-close')).toBeInTheDocument();
    expect(screen.getByTestId('complaint-note')).toBeInTheDocument();
    expect(screen.queryByTestId('clock-final-left')).toBeNull();
    expect(within(screen.getByTestId('complaint-events')).getAllByRole('listitem')).toHaveLength(2);
  });
});
