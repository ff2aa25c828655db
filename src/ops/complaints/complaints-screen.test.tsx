// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userStore } from '../../lib/stores/session-store';
import { renderInApp, serve } from '../arrears/arrears.fixture';
import { BUSINESS_DATE, complaintCase, registerRow } from './complaints.fixture';
import { ComplaintsScreen } from './complaints-screen';

// The complaints register against the API's answers: the clock of each complaint, the filter, and logging
// one taken by phone.

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const register = (list: object[]) => ({ data: { list, businessDate: BUSINESS_DATE } });

describe('the complaints register', () => {
  it('shows each complaint’s two limits: business days left, passed, overdue by days', async () => {
    serve({
      'GET /api/operator/complaints': register([
        registerRow(7, {
          status: 'RECEIVED',
          clock: {
            summaryBy: '2026-12-09',
            summaryDaysLeft: 2,
            summaryPassed: false,
            nextDeadline: '2026-12-09',
          },
        }),
        registerRow(3, {
          status: 'INVESTIGATING',
          clock: { finalBy: '2026-12-04', finalDaysLeft: -3, finalOverdue: true },
        }),
        registerRow(5, { clock: { finalDaysLeft: 0 } }),
      ]),
    });
    renderInApp(<ComplaintsScreen />);
    const rows = await screen.findAllByTestId('complaint-row');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Complaint',
      'Received',
      'Clock',
      'State',
      'Loan',
    ]);
    const [fresh, overdue, today] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(fresh).getByTestId('complaint-link')).toHaveAttribute('href', '/ops/complaints/7');
    expect(within(fresh).getByTestId('clock-summary-by')).toHaveTextContent('9 Dec 2026');
    expect(within(fresh).getByTestId('clock-summary-left')).toHaveTextContent('2 business days left');
    expect(fresh).toHaveTextContent('To acknowledge');
    expect(within(overdue).getByTestId('clock-summary-left')).toHaveTextContent(
      'passed: a final response is needed',
    );
    expect(within(overdue).getByTestId('clock-final-left')).toHaveTextContent('Overdue by 3 days');
    expect(within(today).getByTestId('clock-final-left')).toHaveTextContent('due today');
    expect(screen.getByText(/nearest deadline first: 3 shown/)).toBeInTheDocument();
  });

  it('asks the server for the status chosen', async () => {
    const sent = serve({ 'GET /api/operator/complaints': register([]) });
    renderInApp(<ComplaintsScreen />);
    expect(await screen.findByText('No complaint here.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'CLOSED' } });
    await waitFor(() => expect(sent.at(-1)?.query.get('status')).toBe('CLOSED'));
    expect(sent[0]?.query.get('status')).toBe('open');
  });

  it('logs a complaint taken by phone: its own checks first, then one question, then sent with a key', async () => {
    userStore.set({ id: 1, token: 'ops-token', member: null });
    const sent = serve({
      'GET /api/operator/complaints': register([]),
      'POST /api/operator/complaints': {
        data: complaintCase({ id: 12, reference: 'CMP-000012', status: 'RECEIVED' }),
      },
    });
    renderInApp(<ComplaintsScreen />);
    fireEvent.click(await screen.findByTestId('complaint-log-open'));
    fireEvent.click(screen.getByTestId('complaint-log-submit'));
    expect(screen.getByLabelText('How it reached us')).toHaveAccessibleDescription(
      'Choose how it reached us.',
    );
    expect(screen.getByLabelText('Time it reached us (HH:MM)')).toHaveAccessibleDescription(
      'Enter the time as HH:MM, such as 14:05.',
    );
    expect(screen.getByLabelText('What happened')).toHaveAccessibleDescription('Say what happened.');
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('How it reached us'), { target: { value: 'PHONE' } });
    fireEvent.change(screen.getByLabelText('Day it reached us'), { target: { value: '2026-12-04' } });
    fireEvent.change(screen.getByLabelText('Time it reached us (HH:MM)'), { target: { value: '17:45' } });
    fireEvent.change(screen.getByLabelText('Complainant’s name'), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText('What happened'), { target: { value: 'No call back.' } });
    fireEvent.change(screen.getByLabelText('What they want us to do'), { target: { value: 'A call.' } });
    fireEvent.click(screen.getByTestId('complaint-log-submit'));
    expect(
      screen.getByText(/Log this complaint from Ada Lovelace, received 2026-12-04 at 17:45/),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, log it' }));
    expect(await screen.findByText(/Logged as/)).toHaveTextContent(
      'Logged as CMP-000012. Acknowledge it next.',
    );
    const [post] = sent.filter((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      channel: 'PHONE',
      receivedOn: '2026-12-04',
      receivedTime: '17:45',
      name: 'Ada Lovelace',
      email: '',
      phone: '',
      loanNumber: '',
      whatHappened: 'No call back.',
      wanted: 'A call.',
    });
    expect(post?.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
