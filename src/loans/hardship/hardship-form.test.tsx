// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userStore } from '../../lib/stores/session-store';
import { loadDraft } from '../../offline/draft-store';
import { allByMember, forgetOfflineDb, STORES } from '../../offline/offline-db';
import type { OutboxRecord } from '../../offline/outbox-states';
import { hardshipView, request } from './hardship.fixture';
import { envelope, LOAN, MEMBER, quietWorker, sends, serve, showHardship } from './hardship-screen.test-kit';
import { AUTOSAVE_MS, draftName } from './use-hardship-draft';

// "I'm struggling to pay": the form's checks on their fields in the server's words, the money left over as
// the borrower types, the draft kept on the device, and a send that, without an answer, goes to the outbox
// under the same Idempotency-Key — never twice.

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  forgetOfflineDb();
  userStore.set({ id: MEMBER, token: 'token-7', member: null });
  quietWorker();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const money = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(money(name), { target: { value } });
const messageOn = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter((text) => text.startsWith('Please') || text.startsWith('Your'))
    .join(' ');

async function openForm() {
  const shown = showHardship(hardshipView());
  // The first render of a file transforms the screen's modules: slow on a loaded machine.
  await screen.findByTestId('hardship-form', {}, { timeout: 5000 });
  return shown;
}

function fillIn() {
  fireEvent.click(screen.getByRole('checkbox', { name: 'Job or work' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Day' }), { target: { value: '1' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '10' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Year' }), { target: { value: '2026' } });
  type('Monthly income', '1,200');
  type('Housing (rent or mortgage)', '600');
  type('Food', '200');
  type('What you could pay each month', '50');
}

const sentBody = {
  changes: ['JOB'],
  since: '2026-10-01',
  statement: {
    income: 120_000,
    spending: {
      housing: 60_000,
      councilTax: 0,
      energy: 0,
      food: 20_000,
      transport: 0,
      otherCredit: 0,
      other: 0,
    },
    canPay: 5_000,
  },
};

describe('the form', () => {
  it('names every control by its visible label, the essential spending under its own heading', async () => {
    serve(
      () => hardshipView(),
      () => envelope(500, { code: 'E500', msg: '', data: null }),
    );
    await openForm();
    for (const change of ['Job or work', 'Health', 'Family or relationships', 'Other'])
      expect(screen.getByRole('checkbox', { name: change })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Tell us more, if you want to (optional)' })).toBeVisible();
    const spending = screen.getByRole('group', { name: 'Essential spending' });
    for (const heading of [
      'Housing (rent or mortgage)',
      'Council Tax',
      'Energy',
      'Food',
      'Transport',
      'Other credit',
      'Other essentials',
    ])
      expect(within(spending).getByRole('textbox', { name: heading })).toBeVisible();
    expect(money('Monthly income')).toBeVisible();
    expect(money('What you could pay each month')).toBeVisible();
  });

  it('works out what is left over as they type', async () => {
    serve(
      () => hardshipView(),
      () => envelope(500, { code: 'E500', msg: '', data: null }),
    );
    await openForm();
    const sum = screen.getByTestId('hardship-left-over');
    expect(sum.textContent).toContain('Left over each month—');
    type('Monthly income', '1,200');
    expect(sum.textContent).toContain('Left over each month£1,200');
    type('Housing (rent or mortgage)', '600');
    type('Council Tax', '120');
    expect(sum.textContent).toContain('Spending£720');
    expect(sum.textContent).toContain('Left over each month£480');
    type('Food', '700');
    expect(sum.textContent).toContain('Left over each month-£220');
    expect(screen.getByTestId('hardship-short')).toBeVisible();
  });

  it('puts each message on its field, in the server’s words, and sends nothing', async () => {
    const fetchSpy = serve(
      () => hardshipView(),
      () => envelope(500, { code: 'E500', msg: '', data: null }),
    );
    await openForm();
    type('Food', '199.99');
    fireEvent.click(screen.getByRole('button', { name: 'Send to us' }));
    const changes = screen.getByRole('group', { name: 'What has changed? Choose all that apply.' });
    expect(within(changes).getByRole('alert').textContent).toBe('Please select what has changed');
    expect(messageOn(money('Monthly income'))).toBe('Please enter monthly income');
    expect(messageOn(money('Food'))).toBe('Please enter whole pounds, without pence');
    expect(messageOn(money('What you could pay each month'))).toBe(
      'Please enter what you could pay each month',
    );
    expect(money('Food').getAttribute('aria-invalid')).toBe('true');
    expect(sends(fetchSpy)).toEqual([]);
  });

  it('says spending over ten times the income on Monthly income', async () => {
    serve(
      () => hardshipView(),
      () => envelope(500, { code: 'E500', msg: '', data: null }),
    );
    await openForm();
    fillIn();
    type('Monthly income', '50');
    fireEvent.click(screen.getByRole('button', { name: 'Send to us' }));
    await waitFor(() =>
      expect(messageOn(money('Monthly income'))).toBe(
        'Your spending adds up to more than ten times this income: please check the figures',
      ),
    );
  });
});

describe('sending', () => {
  it('online: posts the statement in pence with a key, then says what happens next', async () => {
    let view = hardshipView();
    const fetchSpy = serve(
      () => view,
      () => {
        view = hardshipView({ request, canAsk: false });
        return envelope(200, { code: '0', msg: 'Success', data: view });
      },
    );
    await openForm();
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send to us' }));
    expect((await screen.findByTestId('hardship-answer-by')).textContent).toBe(
      'We received it on 20 Nov 2026. We will answer by 27 Nov 2026 (within 5 working days).',
    );
    const [sent] = sends(fetchSpy);
    expect(sent).toMatchObject({ url: `/api/loan/${LOAN}/hardship`, body: sentBody });
    expect(sent?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('hardship-sent').textContent).toContain(
      'We will not send you a default notice.',
    );
    expect(screen.getByRole('link', { name: /moneyhelper\.org\.uk/ })).toHaveAttribute(
      'href',
      'https://www.moneyhelper.org.uk/',
    );
    // Sent: nothing of it stays on the device.
    await waitFor(async () => expect(await loadDraft(MEMBER, draftName(LOAN))).toBeNull());
  });

  it('a refusal from the server lands on its field', async () => {
    const future = 'Please give a date that is not in the future';
    serve(
      () => hardshipView(),
      () => envelope(400, { code: 'V400', msg: future, data: { fields: { since: future } } }),
    );
    await openForm();
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send to us' }));
    const group = screen.getByRole('group', { name: 'Since when?' });
    await waitFor(() => expect(within(group).getByText(future)).toBeVisible());
  });

  it('offline: keeps it sealed in the outbox under its key, and says it goes once back online', async () => {
    quietWorker(false);
    const fetchSpy = serve(
      () => hardshipView(),
      () => envelope(500, { code: 'E500', msg: '', data: null }),
    );
    await openForm();
    expect(screen.getByTestId('hardship-offline-note')).toBeVisible();
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send to us' }));
    expect((await screen.findByTestId('hardship-queued', {}, { timeout: 5000 })).textContent).toContain(
      'We will send it when you are back online',
    );
    expect(sends(fetchSpy)).toEqual([]);
    const [entry, ...more] = await allByMember<OutboxRecord>(STORES.outbox, MEMBER);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ field: draftName(LOAN), mime: 'application/json', status: 'waiting' });
    expect(JSON.stringify(entry)).not.toContain('120000');
    // The draft keeps the same key: a send from the outbox and one from the screen are one request.
    const draft = (await loadDraft(MEMBER, draftName(LOAN)))?.value as { sending: { key: string } };
    expect(draft.sending.key).toBe(entry?.key);
  });

  it('an answer that never comes leaves it to the outbox under the key already sent', async () => {
    const fetchSpy = serve(
      () => hardshipView(),
      () => Promise.reject(new TypeError('Failed to fetch')),
    );
    await openForm();
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send to us' }));
    await screen.findByTestId('hardship-queued', {}, { timeout: 5000 });
    const [tried] = sends(fetchSpy);
    const [entry] = await allByMember<OutboxRecord>(STORES.outbox, MEMBER);
    expect(entry?.key).toBe(tried?.key);
  });
});

describe('the draft', () => {
  it('is on the device as they type, and comes back when the form opens again', async () => {
    serve(
      () => hardshipView(),
      () => envelope(500, { code: 'E500', msg: '', data: null }),
    );
    const first = await openForm();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Health' }));
    type('Monthly income', '900');
    await act(() => new Promise((resolve) => setTimeout(resolve, AUTOSAVE_MS + 100)));
    first.unmount();
    await openForm();
    await waitFor(() => expect(money('Monthly income')).toHaveValue('900'));
    expect(screen.getByRole('checkbox', { name: 'Health' })).toBeChecked();
  });
});
