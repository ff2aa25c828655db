// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IncomeProofResponse } from '../../../domain/api/income-proof';
import { userStore } from '../../lib/stores/session-store';
import { IncomeProofDocuments, incomeProofDocumentsQuery } from './income-proof-documents';

// The proof of income beside an application in the console: each document with its kind, size and time,
// opened from the operator's file route with the session token; nothing shown for an application that
// never asked for proof.

const LOAN = 9;

const answer = (extra: Partial<IncomeProofResponse> = {}): IncomeProofResponse => ({
  asked: true,
  accepting: true,
  max: 12,
  maxBytes: 10 * 1024 * 1024,
  days: 60,
  documents: [
    {
      id: 1,
      uploadId: 31,
      url: '/api/upload/31',
      mime: 'application/pdf',
      bytes: 2_400_000,
      sha256: 'a'.repeat(64),
      receivedAt: '2026-11-26T10:00:00.000Z',
    },
    {
      id: 2,
      uploadId: 32,
      url: '/api/upload/32',
      mime: 'image/png',
      bytes: 300_000,
      sha256: 'b'.repeat(64),
      receivedAt: '2026-11-26T10:05:00.000Z',
    },
  ],
  decideBy: '2026-12-03',
  ...extra,
});

let fileAnswer: () => Response;

/** The list route answers `data` (the screen reads it afresh when opened); a file route `fileAnswer`. */
function show(data: IncomeProofResponse) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    String(input).includes('/income-proof')
      ? ({ ok: true, status: 200, json: async () => ({ code: '0', msg: 'ok', data }) } as Response)
      : fileAnswer(),
  );
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(incomeProofDocumentsQuery(LOAN).queryKey, data);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <IncomeProofDocuments loanId={LOAN} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
beforeEach(() => {
  userStore.set({ id: 1, token: 'ops-token', member: null });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('proof of income in the console', () => {
  it('lists each document with its kind, size and time, and the day the decision is due', () => {
    show(answer());
    const card = screen.getByTestId('income-proof-documents');
    expect(card.textContent).toContain(
      'The policy asked for payslips or bank statements covering the last 60 days.',
    );
    expect(card.textContent).toContain('Decide by 3 Dec 2026: 5 working days after the last document.');
    expect(
      within(card)
        .getAllByTestId('income-proof-document')
        .map((item) => item.textContent),
    ).toEqual([
      'Document 1PDF · 2.3 MBreceived 2026-11-26 10:00:00View',
      'Document 2PNG · 293 KBreceived 2026-11-26 10:05:00View',
    ]);
  });

  it('opens a document in a new tab from the file route, with the token', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    fileAnswer = () =>
      ({
        ok: true,
        blob: async () => new Blob(['%PDF-1.4 %%EOF'], { type: 'application/pdf' }),
      }) as Response;
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/file');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    show(answer());
    fireEvent.click(screen.getByRole('button', { name: 'View document 1' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/file'));
    const calls = vi.mocked(globalThis.fetch).mock.calls;
    const [url, init] = calls.find(([input]) => String(input).startsWith('/api/upload/'))!;
    expect(String(url)).toBe('/api/upload/31');
    expect(new Headers(init?.headers).get('token')).toBe('ops-token');
  });

  it('says so when a document cannot be opened, and closes the empty tab', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    fileAnswer = () => ({ ok: false, status: 404 }) as Response;
    show(answer());
    fireEvent.click(screen.getByRole('button', { name: 'View document 2' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This document could not be opened. Try again.',
    );
    expect(tab.close).toHaveBeenCalled();
  });

  it('says when nothing has arrived yet, and shows nothing for an application that never asked', () => {
    show(answer({ documents: [], decideBy: null }));
    expect(screen.getByTestId('no-income-proof').textContent).toBe('Nothing has been received yet.');
    cleanup();
    show(answer({ asked: false, accepting: false, documents: [], decideBy: null }));
    expect(screen.queryByTestId('income-proof-documents')).toBeNull();
  });
});
