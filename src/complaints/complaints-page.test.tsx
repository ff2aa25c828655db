// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST, userStore } from '../lib/stores/session-store';
import { answered, memberComplaints, receipt, renderPage, serve } from './complaints.test-kit';
import { ComplaintsPage } from './complaints-page';

// /complaints signed out and signed in: the form's own checks on their fields, a send under one
// Idempotency-Key, the server's refusal on its field, the receipt with its dates, and a borrower's
// complaints with our answer and their ombudsman date.

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => userStore.set(GUEST));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const field = (name: string) => screen.getByLabelText(name);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('/complaints signed out', () => {
  it('checks each field first and sends nothing until the form is whole', async () => {
    const sent = serve({});
    renderPage(<ComplaintsPage />);
    fireEvent.click(await screen.findByTestId('complaint-send'));
    expect(field('Your name')).toHaveAccessibleDescription('Enter your name.');
    expect(field('Your e-mail address')).toHaveAccessibleDescription(
      'Enter your e-mail address, so that we can answer you.',
    );
    expect(field('What happened?')).toHaveAccessibleDescription('Tell us what happened.');
    expect(field('What would you like us to do?')).toHaveAccessibleDescription(
      'Tell us what you would like us to do.',
    );
    type('Your e-mail address', 'not-an-address');
    type('What happened?', 'x'.repeat(5_001));
    fireEvent.click(screen.getByTestId('complaint-send'));
    expect(field('Your e-mail address')).toHaveAccessibleDescription(
      'Enter an e-mail address such as name@example.com.',
    );
    expect(field('What happened?')).toHaveAccessibleDescription('At most 5,000 characters, please.');
    expect(sent).toHaveLength(0);
    // The procedure is on the page whatever happens.
    expect(screen.getByText('How we handle a complaint')).toBeInTheDocument();
  });

  it('sends it once with a key, puts the server’s refusal on its field, then says the reference and dates', async () => {
    let calls = 0;
    const sent = serve({
      'POST /api/complaints/public': () =>
        ++calls === 1
          ? {
              status: 400,
              code: 'V400',
              msg: 'Validation failed',
              data: { fields: { phone: 'Please enter the correct phone number' } },
            }
          : { data: receipt },
    });
    renderPage(<ComplaintsPage />);
    await screen.findByTestId('complaint-form');
    type('Your name', 'Grace Hopper');
    type('Your e-mail address', 'grace@quayside.example');
    type('Phone number (optional)', '12');
    type('Loan number (optional)', 'QS-2026-000007');
    type('What happened?', 'A payment was taken twice.');
    type('What would you like us to do?', 'Refund it.');
    fireEvent.click(screen.getByTestId('complaint-send'));
    expect(await screen.findByText('Please enter the correct phone number')).toBeInTheDocument();
    expect(field('Phone number (optional)')).toHaveAccessibleDescription(
      'Please enter the correct phone number',
    );
    type('Phone number (optional)', '');
    fireEvent.click(screen.getByTestId('complaint-send'));
    const done = await screen.findByTestId('complaint-receipt');
    expect(done).toHaveTextContent('We have your complaint CMP-000031.');
    expect(done).toHaveTextContent(
      'We received it on 30 Nov 2026 and have sent an acknowledgement to grace@quayside.example. We aim to settle it by 3 Dec 2026; if it needs longer, our final response will reach you by 25 Jan 2027 at the latest.',
    );
    expect(sent[1]?.body).toEqual({
      whatHappened: 'A payment was taken twice.',
      wanted: 'Refund it.',
      phone: '',
      name: 'Grace Hopper',
      email: 'grace@quayside.example',
      loanNumber: 'QS-2026-000007',
    });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    // Other words, another key: a retry of the same words would have kept the first.
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });
});

describe('/complaints signed in', () => {
  beforeEach(() => userStore.set({ id: 7, token: 'token-7', member: null }));

  it('knows who they are, offers their loans, and shows their complaints with our answer', async () => {
    const sent = serve({
      'GET /api/complaints': { data: memberComplaints([answered]) },
      'POST /api/complaints': { data: receipt },
    });
    renderPage(<ComplaintsPage />);
    expect(await screen.findByTestId('complaint-account')).toHaveTextContent(
      'From Ada Lovelace. We will answer you in the app and at ada@quayside.example.',
    );
    expect(screen.queryByLabelText('Your name')).toBeNull();
    expect(field('Phone number (optional)')).toHaveValue('07700 900123');
    const item = screen.getByTestId('my-complaint');
    expect(within(item).getByTestId('my-complaint-state')).toHaveTextContent('Answered');
    const answer = within(item).getByTestId('my-complaint-answer');
    expect(answer).toHaveTextContent('Our final response of 7 Dec 2026 · We uphold it · We pay you £25.00');
    expect(answer).toHaveTextContent('Your right to go to the Financial Ombudsman Service');
    expect(answer).toHaveTextContent(
      'Refer it to the Financial Ombudsman Service by 7 Jun 2027 · wording CR-1',
    );

    fireEvent.change(field('Which loan is it about? (optional)'), { target: { value: '7' } });
    type('What happened?', 'Interest charged on a paid bill.');
    type('What would you like us to do?', 'Take it off.');
    fireEvent.click(screen.getByTestId('complaint-send'));
    expect(await screen.findByTestId('complaint-receipt')).toHaveTextContent('ada@quayside.example');
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      whatHappened: 'Interest charged on a paid bill.',
      wanted: 'Take it off.',
      phone: '07700 900123',
      loanId: 7,
    });
  });

  it('an unanswered complaint shows our deadline; past eight weeks, the way to the ombudsman', async () => {
    serve({
      'GET /api/complaints': {
        data: memberComplaints([
          {
            ...answered,
            id: 32,
            reference: 'CMP-000032',
            status: 'INVESTIGATING',
            answer: null,
            finalDaysLeft: 12,
          },
          {
            ...answered,
            id: 30,
            reference: 'CMP-000030',
            status: 'ACKNOWLEDGED',
            answer: null,
            finalDaysLeft: -2,
          },
        ]),
      },
    });
    renderPage(<ComplaintsPage />);
    const [open, late] = await screen.findAllByTestId('my-complaint');
    expect(within(open!).getByTestId('my-complaint-final-by')).toHaveTextContent(
      '25 Jan 2027 (12 days left)',
    );
    expect(within(open!).getByTestId('my-complaint-state')).toHaveTextContent('We are looking into it');
    expect(within(late!).getByTestId('my-complaint-late')).toHaveTextContent(
      'You can now ask the Financial Ombudsman Service',
    );
  });
});
