// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IncomeProofDocument, IncomeProofResponse } from '../../domain/api/income-proof';
import { userStore } from '../lib/stores/session-store';
import { forgetOfflineDb, getOne, inTransaction, STORES } from '../offline/offline-db';
import type { OutboxRecord } from '../offline/outbox-states';
import { IncomeProofPanel } from './income-proof-panel';
import { incomeProofKey } from './income-proof-queries';

// The proof-of-income panel of a referred application: what to send, the file control and its refusals,
// what has been sent (from the server, or still on the device) and what happens next. The outbox's own
// sending is tested in src/offline; here entries are put in its store as the worker leaves them.

const MEMBER = 7;
const LOAN = 3;
const FIELD = `incomeProof:${LOAN}`;
const NOT_ASKED = 'This application is not waiting for proof of income, so no document can be added to it';

const received = (
  id: number,
  mime: IncomeProofDocument['mime'] = 'application/pdf',
): IncomeProofDocument => ({
  id,
  uploadId: 100 + id,
  url: `/api/upload/${100 + id}`,
  mime,
  bytes: 86_000,
  sha256: 'a'.repeat(64),
  receivedAt: '2026-11-26T10:00:00.000Z',
});

const proof = (documents: IncomeProofDocument[], extra: Partial<IncomeProofResponse> = {}) => ({
  asked: true,
  accepting: true,
  max: 12,
  maxBytes: 10 * 1024 * 1024,
  days: 60,
  documents,
  decideBy: documents.length > 0 ? '2026-12-03' : null,
  ...extra,
});

async function storeEntry(key: string, extra: Partial<OutboxRecord>): Promise<void> {
  const now = Date.now();
  const record: OutboxRecord = {
    key,
    memberId: MEMBER,
    field: FIELD,
    purpose: 'incomeProof',
    target: { kind: 'incomeProof', loanId: LOAN },
    mime: 'application/pdf',
    file: null,
    preview: null,
    status: 'waiting',
    progress: 0,
    attempts: 0,
    createdAt: now,
    updatedAt: now,
    upload: null,
    message: null,
    refusedToken: null,
    ...extra,
  };
  await inTransaction(STORES.outbox, 'readwrite', (tx) => {
    tx.objectStore(STORES.outbox).put(record);
  });
}

let client: QueryClient;
function show(answer: ReturnType<typeof proof>) {
  client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(incomeProofKey(MEMBER, LOAN), answer);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <IncomeProofPanel loanId={LOAN} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  forgetOfflineDb();
  userStore.set({ id: MEMBER, token: 'token-7', member: null });
  // Nothing here needs the network: the answers are in the cache and sending is the outbox's.
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline'));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('asking for proof of income', () => {
  it('says what to send, offers the file control, lists what arrived and says what happens next', async () => {
    show(proof([received(1), received(2, 'image/jpeg')]));
    const panel = screen.getByTestId('income-proof');
    expect(within(panel).getByRole('heading', { name: 'Send us proof of your income' })).toBeVisible();
    expect(panel.textContent).toContain('payslips or bank statements that cover the last 60 days;');
    expect(panel.textContent).toContain('your name, the dates and the amounts can be read');
    expect(panel.textContent).toContain('PDF, JPG or PNG files, up to 10 MB each and 12 in all.');
    const input = screen.getByLabelText<HTMLInputElement>('Proof of income');
    expect(input.type).toBe('file');
    expect(input.accept).toContain('application/pdf');
    expect(input.accept).toContain('image/jpeg');

    const documents = screen.getAllByTestId('income-proof-document');
    expect(documents.map((item) => item.textContent)).toEqual([
      'Document 1PDF · 84 KBReceived 26 Nov 2026View',
      'Document 2JPG · 84 KBReceived 26 Nov 2026View',
    ]);
    expect(within(documents[1]!).getByRole('button', { name: 'View document 2' })).toBeEnabled();
    expect(screen.getByTestId('income-proof-next').textContent).toBe(
      'A person looks at your documents and decides within 5 working days of receiving them: ' +
        'you will have our decision by 3 Dec 2026, in your messages.',
    );
  });

  it('refuses a text file named .pdf on the field, and queues nothing', async () => {
    show(proof([]));
    const input = screen.getByLabelText('Proof of income');
    fireEvent.change(input, {
      target: { files: [new File(['Payslip: £3,500'], 'payslip.pdf', { type: 'application/pdf' })] },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please choose a PDF, JPG or PNG file');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByTestId('income-proof-none').textContent).toBe('Nothing yet.');
    const stored = await new Promise<unknown[]>((resolve) => {
      void inTransaction(STORES.outbox, 'readonly', async (tx) => {
        const request = tx.objectStore(STORES.outbox).getAll();
        request.onsuccess = () => resolve(request.result);
      });
    });
    expect(stored).toEqual([]);
  });

  it('queues a PDF sealed on the device, without its name, and shows it waiting for a connection', async () => {
    show(proof([received(1)]));
    fireEvent.change(screen.getByLabelText('Proof of income'), {
      target: {
        files: [new File(['%PDF-1.4\n% My payslip\n%%EOF\n'], 'my-payslip.pdf', { type: 'application/pdf' })],
      },
    });
    const queued = await screen.findByTestId('income-proof-queued');
    await waitFor(() => expect(queued.textContent).toContain('Waiting for connection'));
    expect(queued.textContent).toContain('Document 2');
    const all = await new Promise<OutboxRecord[]>((resolve) => {
      void inTransaction(STORES.outbox, 'readonly', async (tx) => {
        const request = tx.objectStore(STORES.outbox).getAll();
        request.onsuccess = () => resolve(request.result as OutboxRecord[]);
      });
    });
    expect(all).toHaveLength(1);
    const [record] = all;
    expect(record).toMatchObject({ field: FIELD, target: { kind: 'incomeProof', loanId: LOAN } });
    expect(record!.mime).toBe('application/pdf');
    // The file is ciphertext, and neither its words nor its name are anywhere in the entry.
    expect(record!.file?.data).toBeInstanceOf(ArrayBuffer);
    const plain = JSON.stringify(record, (_key, value) =>
      value instanceof ArrayBuffer ? new TextDecoder().decode(value) : value,
    );
    expect(plain).not.toContain('My payslip');
    expect(plain).not.toContain('my-payslip');
  });

  it("shows the server's refusal of a queued document on the field, with a way to remove it", async () => {
    await storeEntry('refused-key', { status: 'refused', message: NOT_ASKED });
    show(proof([received(1)]));
    const queued = await screen.findByTestId('income-proof-queued');
    expect(queued.getAttribute('data-state')).toBe('refused');
    expect(queued.textContent).toContain('Not sent');
    const field = document.querySelector<HTMLElement>(`[data-field="${FIELD}"]`)!;
    expect(within(field).getByRole('alert').textContent).toBe(NOT_ASKED);
    fireEvent.click(screen.getByRole('button', { name: 'Remove document 2' }));
    await waitFor(() => expect(screen.queryByTestId('income-proof-queued')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await getOne(STORES.outbox, 'refused-key')).toBeUndefined();
  });

  it('once the server has a queued document, reads the list again and takes it off the device', async () => {
    await storeEntry('sent-key', { status: 'uploaded', upload: received(2) });
    show(proof([received(1)]));
    const refetched = vi.spyOn(client, 'invalidateQueries');
    await waitFor(() => expect(refetched).toHaveBeenCalled());
    await waitFor(async () => expect(await getOne(STORES.outbox, 'sent-key')).toBeUndefined());
    expect(screen.queryByTestId('income-proof-queued')).toBeNull();
  });

  it('takes no more once the application holds the most documents, and says so', () => {
    show(
      proof(
        Array.from({ length: 12 }, (_, index) => received(index + 1)),
        { accepting: false },
      ),
    );
    expect(screen.queryByLabelText('Proof of income')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'You have sent the most documents we take for one application (12).',
    );
  });

  it('shows nothing once the application no longer asks for proof', () => {
    show(proof([], { asked: false, accepting: false }));
    expect(screen.queryByTestId('income-proof')).toBeNull();
  });
});
