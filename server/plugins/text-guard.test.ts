import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithRecords } from '../../tests/helpers/borrower-world';
import { changedTables, snapshot } from '../../tests/helpers/db-snapshot';
import { seededOperator, uploadVoucher } from '../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../tests/helpers/test-app';
import { unstorableIn } from './text-guard';

// Regressions of the two E500s the contract fuzzer found (server/routes.fuzz.test.ts).
let ctx: TestContext;
let operator: TestMember;
let member: TestMember;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'quayside-guard-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
  operator = await seededOperator(ctx);
  member = (await borrowerWithRecords(ctx, operator, 'Guard')).member;
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('text PostgreSQL cannot store', () => {
  it('finds NUL and lone surrogates in values and keys, and nothing in ordinary text', () => {
    expect(unstorableIn({ a: 'fine 😀 中文', b: ['x', { c: 'ok' }] }, '')).toBeNull();
    expect(unstorableIn({ a: 'x\u0000y' }, '')).toBe('a');
    expect(unstorableIn({ a: [{ b: '\ud800' }] }, '')).toBe('a.0.b');
    expect(unstorableIn({ a: 'x\udc00' }, '')).toBe('a');
    expect(unstorableIn({ 'k\u0000': 1 }, '')).toBe('k\u0000');
  });

  it('refuses an operator reason with a NUL (was E500 on the KYC rejection) with V400 naming it', async () => {
    const before = await snapshot(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/operator/kyc/${member.id}/reject`,
      headers: { token: operator.token, lang: 'cn' },
      payload: { reason: 'blurred\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'V400',
      msg: '此内容包含无法保存的字符，请重新输入',
      data: { fields: { reason: '此内容包含无法保存的字符，请重新输入' } },
    });
    expect(changedTables(before, await snapshot(ctx))).toEqual([]);
  });

  it('refuses a NUL in a profile field and a lone surrogate deep in the wizard draft, storing nothing', async () => {
    const before = await snapshot(ctx);
    const address = await ctx.app.inject({
      method: 'PUT',
      url: '/api/member/saveOrUpdateContactAddress',
      headers: { token: member.token },
      payload: {
        country: 'UK',
        city: 'London',
        address: '1 Quay\u0000',
        postcode: 'E1 6AN',
        yearsAtAddress: 4,
      },
    });
    expect(address.json()).toMatchObject({ code: 'V400', data: { fields: { address: expect.any(String) } } });
    const draft = await ctx.app.inject({
      method: 'PUT',
      url: '/api/loan/draft',
      headers: { token: member.token, lang: 'tw' },
      payload: { draft: { steps: [{ name: '\ud83d' }] } },
    });
    expect(draft.statusCode).toBe(400);
    expect(draft.json().data.fields).toEqual({
      'draft.steps.0.name': '此內容包含無法儲存的字元，請重新輸入',
    });
    expect(changedTables(before, await snapshot(ctx))).toEqual([]);
  });
});

describe('malformed multipart uploads', () => {
  const png = Buffer.from('89504e470d0a1a0a', 'hex');
  it.each([
    [
      'no closing boundary',
      'multipart/form-data; boundary=b1',
      `--b1\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`,
    ],
    [
      'another boundary than announced',
      'multipart/form-data; boundary=b2',
      `--b1\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nx\r\n--b1--\r\n`,
    ],
    [
      'no boundary at all',
      'multipart/form-data',
      `--b1\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--b1--\r\n`,
    ],
  ])('answers %s (was E500) with V400 on the file field, keeping nothing', async (_name, type, text) => {
    const uploader = await createMemberWithToken(ctx);
    const before = await snapshot(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/img',
      headers: { token: uploader.token, 'content-type': type },
      payload: Buffer.concat([Buffer.from(text), png]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'V400',
      msg: 'Please select JPG, PNG, JPEG format picture',
      data: { fields: { file: 'Please select JPG, PNG, JPEG format picture' } },
    });
    expect(changedTables(before, await snapshot(ctx))).toEqual([]);
    // The same member can still upload a real picture afterwards.
    expect(await uploadVoucher(ctx, uploader)).toBeGreaterThan(0);
  });
});
