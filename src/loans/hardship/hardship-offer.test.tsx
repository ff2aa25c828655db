// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userStore } from '../../lib/stores/session-store';
import { forgetOfflineDb } from '../../offline/offline-db';
import { arrangement, hardshipView, offer, request } from './hardship.fixture';
import { envelope, LOAN, MEMBER, sends, serve, showHardship } from './hardship-screen.test-kit';

// The arrangement we offer, as the borrower reads it before agreeing: the payments now and with it side by
// side (cards on a phone), the totals before and after, what it means for their credit file, the variation's
// own words, and the loan offer's e-signature to accept it — or a plain no. Then the arrangement in force.

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  // The offer is a chunk of its own, loaded lazily: transformed once here rather than inside a test's wait.
  await import('./arrangement-offer');
});
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  forgetOfflineDb();
  userStore.set({ id: MEMBER, token: 'token-7', member: null });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const offered = hardshipView({ request: { ...request, status: 'OFFERED' }, offer, canAsk: false });

function phone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('an offer waiting for the borrower', () => {
  it('shows the payments now and with it side by side, with the totals and what changes', async () => {
    phone(false);
    serve(
      () => offered,
      () => envelope(500, { code: 'E500', msg: '', data: null }),
    );
    showHardship(offered);
    await screen.findByTestId('arrangement-offer', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Our offer to help');
    expect(screen.getByTestId('arrangement-terms').textContent).toBe(
      'No payments for 3 months, and no interest added for them. The payments you skip are added at the end of the loan.',
    );
    expect(screen.getByText('Decide by 8 Dec 2026. Nothing changes unless you accept it.')).toBeVisible();
    const before = screen.getByRole('table', { name: 'Your payments now' });
    const after = screen.getByRole('table', { name: 'Your payments with the arrangement' });
    expect(within(before).getAllByTestId('plan-row')).toHaveLength(3);
    expect(within(before).getByRole('rowheader', { name: '1 Dec 2026' })).toBeVisible();
    expect(within(after).getByRole('rowheader', { name: '1 Mar 2027' })).toBeVisible();
    expect(screen.getByTestId('plan-before-total').textContent).toBe('£2,665.51');
    expect(screen.getByTestId('plan-after-total').textContent).toBe('£2,665.51');
    expect(screen.getByTestId('plan-total').textContent).toBe(
      'Now: £2,665.51With the arrangement: £2,665.51',
    );
    expect(screen.getByTestId('plan-difference').textContent).toBe('The same in total');
  });

  it('on a phone, each schedule is a list of cards, one after the other', async () => {
    phone(true);
    serve(
      () => offered,
      () => envelope(500, { code: 'E500', msg: '', data: null }),
    );
    showHardship(offered);
    const now = await screen.findByRole('region', { name: 'Your payments now' }, { timeout: 5000 });
    expect(within(now).getAllByTestId('plan-row')[0]?.textContent).toBe('1 Dec 2026£888.49');
    expect(screen.getByRole('region', { name: 'Your payments with the arrangement' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('on a phone, a long schedule shows its first payments and the rest on request', async () => {
    phone(true);
    const after = Array.from({ length: 8 }, (_, index) => ({
      ...offer.plan.after[0]!,
      period: 10 + index,
      dueDate: `2027-0${index + 1}-01`,
    }));
    const long = { ...offered, offer: { ...offer, plan: { ...offer.plan, after } } };
    serve(
      () => long,
      () => envelope(500, { code: 'E500', msg: '', data: null }),
    );
    showHardship(long);
    const region = await screen.findByRole(
      'region',
      { name: 'Your payments with the arrangement' },
      { timeout: 5000 },
    );
    expect(within(region).getAllByTestId('plan-row')).toHaveLength(6);
    const more = within(region).getByRole('button', { name: 'Show all 8 payments' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(within(region).getAllByTestId('plan-row')).toHaveLength(8);
    expect(within(region).getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('says what it means for the credit file, and shows the variation’s own sections', async () => {
    serve(
      () => offered,
      () => envelope(500, { code: 'E500', msg: '', data: null }),
    );
    showHardship(offered);
    const credit = await screen.findByTestId('arrangement-credit-file');
    expect(credit.textContent).toContain('agreed payment holiday');
    expect(credit.textContent).toContain('Records stay on a credit file for six years.');
    const document = screen.getByTestId('variation-document');
    expect(within(document).getByRole('heading', { name: 'Variation of your loan agreement' })).toBeVisible();
    expect(within(document).getByRole('heading', { name: 'Your right to refuse' })).toBeVisible();
  });

  it('is accepted with the full name typed and the document’s hash, and then shows the arrangement', async () => {
    let view = offered;
    const fetchSpy = serve(
      () => view,
      () => {
        view = hardshipView({
          request: { ...request, status: 'CLOSED', outcome: 'ARRANGEMENT' },
          offer: { ...offer, status: 'ACCEPTED' },
          arrangement,
        });
        return envelope(200, { code: '0', msg: 'Success', data: view });
      },
    );
    showHardship(offered);
    const form = await screen.findByTestId('arrangement-sign');
    fireEvent.click(within(form).getByRole('button', { name: 'Accept and sign' }));
    expect(within(form).getByRole('textbox', { name: 'Full name' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(
      within(form).getByText('Please confirm that you have read the variation agreement and agree to it'),
    ).toBeVisible();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Full name' }), {
      target: { value: ' Ada Lovelace ' },
    });
    fireEvent.click(
      within(form).getByRole('checkbox', {
        name: 'I have read the variation agreement above, and I agree to it',
      }),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Accept and sign' }));
    const summary = await screen.findByTestId('arrangement-summary');
    expect(summary.textContent).toContain('Payment holiday');
    expect(summary.textContent).toContain('28 Feb 2027');
    expect(screen.getByTestId('arrangement-status').textContent).toBe('In place');
    const [accepted] = sends(fetchSpy);
    expect(accepted?.url).toBe(`/api/loan/${LOAN}/hardship/offers/${offer.id}/accept`);
    expect(accepted?.body).toEqual({ fullName: 'Ada Lovelace', versionHash: offer.document.versionHash });
    expect(accepted?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a lapse found on accepting is said above the signature, in the server’s words', async () => {
    const lapsed = 'This offer is no longer open: please ask us again and we will look at it afresh';
    serve(
      () => offered,
      () => envelope(409, { code: 'C409', msg: lapsed, data: null }),
    );
    showHardship(offered);
    const form = await screen.findByTestId('arrangement-sign');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Full name' }), {
      target: { value: 'Ada Lovelace' },
    });
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'Accept and sign' }));
    expect((await within(form).findByTestId('sign-error')).textContent).toBe(lapsed);
  });

  it('can be declined after a confirmation: the request stays open', async () => {
    vi.stubGlobal('confirm', () => true);
    let view = offered;
    const fetchSpy = serve(
      () => view,
      () => {
        view = hardshipView({
          request,
          offer: { ...offer, status: 'DECLINED', decidedAt: '2026-11-25T10:00:00.000Z' },
          canAsk: false,
        });
        return envelope(200, { code: '0', msg: 'Success', data: view });
      },
    );
    showHardship(offered);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline the offer' }));
    expect((await screen.findByTestId('arrangement-declined')).textContent).toBe(
      'You said no to our offer on 25 Nov 2026. Your loan is unchanged.',
    );
    expect(screen.getByTestId('hardship-sent')).toBeVisible();
    expect(sends(fetchSpy)[0]?.url).toBe(`/api/loan/${LOAN}/hardship/offers/${offer.id}/decline`);
  });

  it('once its date has passed, is said to have lapsed and cannot be signed', async () => {
    const late = hardshipView({
      businessDate: '2026-12-09',
      request: { ...request, status: 'OFFERED' },
      offer,
      canAsk: false,
    });
    serve(
      () => late,
      () => envelope(500, { code: 'E500', msg: '', data: null }),
    );
    showHardship(late);
    expect((await screen.findByTestId('arrangement-lapsed')).textContent).toContain(
      'It could be accepted until 8 Dec 2026, so it can no longer be signed.',
    );
    expect(screen.queryByTestId('arrangement-sign')).toBeNull();
  });
});

describe('an arrangement in force', () => {
  it('a missed payment is said kindly, with what to do', async () => {
    const broken = hardshipView({
      arrangement: { ...arrangement, status: 'BROKEN', brokenOn: '2027-03-02' },
    });
    serve(
      () => broken,
      () => envelope(500, { code: 'E500', msg: '', data: null }),
    );
    showHardship(broken);
    expect((await screen.findByTestId('arrangement-broken')).textContent).toContain(
      'A payment under your arrangement was not made on time (2 Mar 2027).',
    );
    expect(screen.getByTestId('arrangement-status').textContent).toBe('Payment missed');
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/loan/repay?id=${LOAN}`);
    // They may tell us again: the form is below.
    expect(await screen.findByTestId('hardship-form')).toBeVisible();
  });
});

describe('while a request is open', () => {
  it('says when we answer and what stops meanwhile', async () => {
    const open = hardshipView({ request, canAsk: false });
    serve(
      () => open,
      () => envelope(500, { code: 'E500', msg: '', data: null }),
    );
    showHardship(open);
    const sent = await screen.findByTestId('hardship-sent');
    expect(sent.textContent).toContain('We pause your payment reminders.');
    expect(within(sent).getByTestId('hardship-statement').textContent).toContain('£100');
    await waitFor(() => expect(screen.queryByTestId('hardship-form')).toBeNull());
  });
});
