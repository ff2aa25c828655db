import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { IncomeProofDocument } from '../../domain/api/income-proof';
import { prepareDocument } from './document-prep';
import { PhotoRefused } from './image-prep';
import { memberKey, seal } from './member-key';
import { forgetOfflineDb, getOne, inTransaction, STORES } from './offline-db';
import { type FlushDeps, flushOutboxNow } from './outbox-sender';
import { type OutboxRecord, outcomeOf, type SessionMirror } from './outbox-states';

/**
 * Documents through the outbox (proof of income): checked on the device as the server checks them, sent
 * to the application that asked for them under a name made here, and a rule's refusal on the file field
 * kept as final rather than retried.
 */

const document = (id: number): IncomeProofDocument => ({
  id,
  uploadId: id + 100,
  url: `/api/upload/${id + 100}`,
  mime: 'application/pdf',
  bytes: 40,
  sha256: 'b'.repeat(64),
  receivedAt: '2026-11-26T10:00:00.000Z',
});

const pdf = (text = 'Payslip') => new Blob([`%PDF-1.4\n% ${text}\n%%EOF\n`]);

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  forgetOfflineDb();
});

describe('a document checked on the device', () => {
  it('takes a PDF as it is, and refuses a text file named .pdf, a PDF cut short, and one over the limit', async () => {
    const prepared = await prepareDocument(pdf());
    expect(prepared).toMatchObject({ mime: 'application/pdf', preview: null });
    expect(await prepared.file.text()).toContain('Payslip');

    const refusal = (file: Blob, limit?: number) =>
      prepareDocument(file, limit).then(
        () => null,
        (error: unknown) => (error instanceof PhotoRefused ? error.problem : error),
      );
    expect(await refusal(new File(['just words'], 'payslip.pdf', { type: 'application/pdf' }))).toEqual({
      kind: 'type',
    });
    expect(await refusal(new Blob(['%PDF-1.4\n1 0 obj'], { type: 'application/pdf' }))).toEqual({
      kind: 'type',
    });
    expect(
      await refusal(new Blob([`%PDF-1.4\n${' '.repeat(3 * 1024 * 1024)}%%EOF`]), 2 * 1024 * 1024),
    ).toEqual({
      kind: 'size',
      sizeMb: 3,
      limitMb: 2,
    });
  });
});

describe("reading a document's answer", () => {
  it('is uploaded on code "0"; a C409 naming the file is final, a C409 about the key is retried', () => {
    expect(outcomeOf(200, { code: '0', msg: 'ok', data: document(1) })).toEqual({
      kind: 'uploaded',
      upload: document(1),
    });
    const notAsked = 'This application is not waiting for proof of income, so no document can be added to it';
    expect(outcomeOf(409, { code: 'C409', msg: notAsked, data: { fields: { file: notAsked } } })).toEqual({
      kind: 'refused',
      message: notAsked,
    });
    expect(outcomeOf(409, { code: 'C409', msg: 'in progress', data: null })).toEqual({ kind: 'retry' });
  });
});

describe('sending a document', () => {
  it('posts it to its application with its key and a made-up name, and keeps the answer', async () => {
    const mirror: SessionMirror = { memberId: 7, token: 'token-a', lang: 'cn' };
    await inTransaction(STORES.session, 'readwrite', (tx) => {
      tx.objectStore(STORES.session).put(mirror, 'current');
    });
    const record: OutboxRecord = {
      key: 'key-proof',
      memberId: 7,
      field: 'incomeProof:5',
      purpose: 'incomeProof',
      target: { kind: 'incomeProof', loanId: 5 },
      mime: 'application/pdf',
      file: await seal(await memberKey(7), new TextEncoder().encode('%PDF-1.4 payslip %%EOF')),
      preview: null,
      status: 'waiting',
      progress: 0,
      attempts: 0,
      createdAt: Date.now(),
      updatedAt: Date.now(),
      upload: null,
      message: null,
      refusedToken: null,
    };
    await inTransaction(STORES.outbox, 'readwrite', (tx) => {
      tx.objectStore(STORES.outbox).add(record);
    });
    const sent: Array<{ url: string; key: string | null; lang: string | null; name: string; text: string }> =
      [];
    const deps: FlushDeps = {
      now: () => Date.now(),
      online: () => true,
      sleep: async () => undefined,
      changed: () => undefined,
      fetch: async (input, init) => {
        const headers = new Headers(init?.headers);
        const file = (init!.body as FormData).get('file') as File;
        sent.push({
          url: String(input),
          key: headers.get('Idempotency-Key'),
          lang: headers.get('lang'),
          name: file.name,
          text: await file.text(),
        });
        return new Response(JSON.stringify({ code: '0', msg: 'ok', data: document(3) }), { status: 200 });
      },
    };
    expect(await flushOutboxNow(deps)).toEqual({ sent: 1, retry: false });
    expect(sent).toEqual([
      {
        url: '/api/loan/5/income-proof',
        key: 'key-proof',
        lang: 'cn',
        name: 'document.pdf',
        text: '%PDF-1.4 payslip %%EOF',
      },
    ]);
    expect(await getOne<OutboxRecord>(STORES.outbox, 'key-proof')).toMatchObject({
      status: 'uploaded',
      file: null,
      upload: document(3),
    });
  });
});
