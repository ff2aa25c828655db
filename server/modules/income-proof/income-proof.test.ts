import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, snapshot } from '../../../tests/helpers/db-snapshot';
import {
  applyBody,
  eligibleProfile,
  giveProfile,
  operatorCall,
  requestQuote,
  seededOperator,
} from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { incomeProofDocuments, uploads } from '../../db/schema';
import { fileStorageFor } from '../../lib/file-storage-driver';

/**
 * Proof of income (SPEC §9) through the API: a Testlowincome borrower is referred with `income.proofNeeded`,
 * sends a PDF and a JPEG to the application (a text file named .pdf and a file over the limit refused on
 * the field, nothing kept), nobody else sends to it or reads it, an operator lists and opens the documents
 * and approves, and nothing more is taken once the application is decided.
 */

let ctx: TestContext;
let dataDir: string;
let operator: TestMember;
let borrower: TestMember;
let stranger: TestMember;
let loanId: number;

const BOUNDARY = '----quayside-proof-boundary';
const MB = 1024 * 1024;

function multipart(bytes: Buffer, filename: string, contentType: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function send(
  who: TestMember,
  id: number,
  bytes: Buffer,
  options: { name?: string; type?: string; lang?: 'en' | 'cn' | 'tw'; key?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/loan/${id}/income-proof`,
    headers: {
      ...who.headers(options.lang),
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'idempotency-key': options.key ?? randomUUID(),
    },
    payload: multipart(bytes, options.name ?? 'payslip.pdf', options.type ?? 'application/pdf'),
  });
}

/** A small PDF of its own (a payslip's words), with its end marker. */
function pdf(words = `Payslip ${randomUUID()}`, padTo = 0): Buffer {
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${words}\n`;
  const padding = Math.max(0, padTo - body.length - 6);
  return Buffer.concat([Buffer.from(body), Buffer.alloc(padding, 0x20), Buffer.from('%%EOF\n')]);
}

async function jpeg(): Promise<Buffer> {
  return sharp(randomBytes(16 * 12 * 3), { raw: { width: 16, height: 12, channels: 3 } })
    .jpeg()
    .toBuffer();
}

const read = (who: TestMember, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.headers() });
const storedFiles = async () => (await fileStorageFor(ctx.deps.config).list()).length;

async function referredApplication(lastName: string): Promise<{ member: TestMember; loanId: number }> {
  const member = await createMemberWithToken(ctx);
  await giveProfile(ctx, member, {
    ...eligibleProfile,
    base: { ...eligibleProfile.base, lastName },
  });
  const quote = await requestQuote(ctx, member, { amount: 300_000 });
  const applied = await ctx.app.inject({
    method: 'POST',
    url: '/api/loan/apply',
    headers: { ...member.headers(), 'idempotency-key': randomUUID() },
    payload: applyBody(quote.quoteId),
  });
  expect(applied.statusCode, applied.body).toBe(200);
  return { member, loanId: applied.json().data.loanId };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'quayside-proof-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
  ctx.clock.set('2026-11-26T10:00:00Z');
  operator = await seededOperator(ctx);
  stranger = await createMemberWithToken(ctx);
  const referred = await referredApplication('Testlowincome');
  borrower = referred.member;
  loanId = referred.loanId;
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('proof of income for a referred application', () => {
  it('is asked for: the decision refers with income.proofNeeded and the notice says what to send', async () => {
    const detail = (await read(borrower, `/api/loan/${loanId}/detail`)).json().data;
    expect(detail.status).toBe('PENDING_REVIEW');
    expect(detail.decision).toMatchObject({ outcome: 'REFER', reasons: ['income.proofNeeded'] });
    const proof = (await read(borrower, `/api/loan/${loanId}/income-proof`)).json().data;
    expect(proof).toEqual({
      asked: true,
      accepting: true,
      max: 12,
      maxBytes: 10 * MB,
      days: 60,
      documents: [],
      decideBy: null,
    });
  });

  it('takes a PDF as sent and a JPEG re-encoded; a repeat of a key replays its answer and keeps one', async () => {
    const payslip = pdf('Payslip October 2026: £3,500.00');
    const key = randomUUID();
    const first = await send(borrower, loanId, payslip, { key });
    expect(first.statusCode, first.body).toBe(200);
    const document = first.json().data;
    expect(document).toMatchObject({ mime: 'application/pdf', bytes: payslip.length });
    const again = await send(borrower, loanId, payslip, { key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(document);

    const photo = await send(borrower, loanId, await jpeg(), { name: 'statement.jpg', type: 'image/jpeg' });
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.json().data.mime).toBe('image/jpeg');

    const proof = (await read(borrower, `/api/loan/${loanId}/income-proof`)).json().data;
    expect(proof.documents.map((item: { mime: string }) => item.mime)).toEqual([
      'application/pdf',
      'image/jpeg',
    ]);
    // Thursday 26 Nov 2026 + 5 working days.
    expect(proof.decideBy).toBe('2026-12-03');
    const rows = await ctx.deps.db
      .select()
      .from(incomeProofDocuments)
      .where(eq(incomeProofDocuments.loanId, loanId));
    expect(rows).toHaveLength(2);
    const [stored] = await ctx.deps.db.select().from(uploads).where(eq(uploads.id, document.uploadId));
    expect(stored).toMatchObject({ purpose: 'incomeProof', mime: 'application/pdf', width: null });

    // The borrower's receipt, one per document, saying by when a person decides.
    const list = await read(borrower, '/api/notification/all/list?page=1&pageSize=20');
    const receipts = list
      .json()
      .data.list.filter((item: { title: string }) => item.title === 'Proof of income received');
    expect(receipts).toHaveLength(2);
    expect(receipts[0].body).toContain('by 3 Dec 2026');
    expect(receipts[0].loanId).toBe(loanId);
  });

  it('refuses a text file named .pdf and a file over the limit on the field, in the caller’s language, keeping nothing', async () => {
    const before = await snapshot(ctx);
    const files = await storedFiles();
    const text = Buffer.from('Payslip: £3,500.00 — honest, really\n%%EOF\n');
    const fake = await send(borrower, loanId, text, { name: 'payslip.pdf', type: 'application/pdf' });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({
      code: 'V400',
      msg: 'Please choose a PDF, JPG or PNG file',
      data: { fields: { file: 'Please choose a PDF, JPG or PNG file' } },
    });
    const cut = await send(borrower, loanId, pdf().subarray(0, 40), { lang: 'cn' });
    expect(cut.json().data.fields.file).toBe('请选择 PDF、JPG 或 PNG 格式的文件');

    const large = await send(borrower, loanId, pdf('Statement', 10 * MB + 4096), { lang: 'tw' });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({
      code: 'V400',
      msg: '檔案大小：10.1 MB，請確保不超過 10 MB',
      data: { fields: { file: '檔案大小：10.1 MB，請確保不超過 10 MB' } },
    });
    expect(changedTables(before, await snapshot(ctx))).toEqual([]);
    expect(await storedFiles()).toBe(files);
  });

  it('lets nobody else send to the application or read its documents', async () => {
    const proof = (await read(borrower, `/api/loan/${loanId}/income-proof`)).json().data;
    const before = await snapshot(ctx);
    const theirs = await send(stranger, loanId, pdf());
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('N404');
    expect((await read(stranger, `/api/loan/${loanId}/income-proof`)).statusCode).toBe(404);
    for (const document of proof.documents) {
      expect((await read(stranger, document.url)).statusCode).toBe(404);
    }
    expect(changedTables(before, await snapshot(ctx))).toEqual([]);
    // A PDF is not a picture: it cannot stand as the borrower's ID photo or a voucher.
    const kyc = await ctx.app.inject({
      method: 'PUT',
      url: '/api/member/updateKyc',
      headers: borrower.headers(),
      payload: {
        realName: 'Ada Testlowincome',
        idNumber: 'AB123456C',
        idFrontUploadId: proof.documents[0].uploadId,
        idBackUploadId: proof.documents[1].uploadId,
      },
    });
    expect(kyc.statusCode).toBe(400);
    expect(Object.keys(kyc.json().data.fields)).toEqual(['idFrontUploadId']);
  });

  it('shows the borrower and the operator each document with its type, a PDF inline under a safe name', async () => {
    const listed = await operatorCall(
      ctx,
      operator,
      'GET',
      `/api/operator/applications/${loanId}/income-proof`,
    );
    expect(listed.statusCode).toBe(200);
    const [first, second] = listed.json().data.documents;
    for (const viewer of [operator, borrower]) {
      const opened = await read(viewer, first.url);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('application/pdf');
      expect(opened.headers['content-disposition']).toBe(`inline; filename="document-${first.uploadId}.pdf"`);
      expect(opened.headers['x-content-type-options']).toBe('nosniff');
      expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const picture = await read(operator, second.url);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    // The queue says the proof has arrived.
    const queue = await operatorCall(
      ctx,
      operator,
      'GET',
      '/api/operator/applications?status=PENDING_REVIEW&pageSize=100',
    );
    const item = queue.json().data.list.find((row: { loanId: number }) => row.loanId === loanId);
    expect(item).toMatchObject({ decision: { reasons: ['income.proofNeeded'] }, incomeProofDocuments: 2 });
    // A borrower never reads the console's route.
    const refused = await read(borrower, `/api/operator/applications/${loanId}/income-proof`);
    expect(refused.statusCode).toBe(403);
  });

  it('takes nothing once a person has approved (the file was found), C409 on the field', async () => {
    const approved = await operatorCall(
      ctx,
      operator,
      'POST',
      `/api/operator/applications/${loanId}/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('APPROVED');
    const before = await snapshot(ctx);
    const files = await storedFiles();
    const late = await send(borrower, loanId, pdf(), { lang: 'cn' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'C409',
      msg: '此申请并未等待收入证明，因此无法再添加文件',
      data: { fields: { file: '此申请并未等待收入证明，因此无法再添加文件' } },
    });
    expect(changedTables(before, await snapshot(ctx))).toEqual([]);
    expect(await storedFiles()).toBe(files);
    const proof = (await read(borrower, `/api/loan/${loanId}/income-proof`)).json().data;
    expect(proof).toMatchObject({ asked: false, accepting: false, decideBy: null });
    expect(proof.documents).toHaveLength(2);
  });
});

describe('limits', () => {
  it('refuses an application that never asked for proof', async () => {
    const other = await referredApplication('Testbusy');
    const refused = await send(other.member, other.loanId, pdf());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(
      'This application is not waiting for proof of income, so no document can be added to it',
    );
  });

  it('takes at most 12 documents for an application', async () => {
    const referred = await referredApplication('Testlowincome');
    for (let sent = 0; sent < 12; sent += 1) {
      expect((await send(referred.member, referred.loanId, pdf())).statusCode).toBe(200);
    }
    const thirteenth = await send(referred.member, referred.loanId, pdf());
    expect(thirteenth.statusCode).toBe(409);
    expect(thirteenth.json().data.fields.file).toBe('You can send up to 12 documents');
    const proof = (await read(referred.member, `/api/loan/${referred.loanId}/income-proof`)).json().data;
    expect(proof).toMatchObject({ asked: true, accepting: false });
  });
});
