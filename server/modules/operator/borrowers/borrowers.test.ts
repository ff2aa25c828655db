import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eligibleProfile,
  giveProfile,
  operatorCall,
  pendingLoan,
  seededOperator,
} from '../../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../../tests/helpers/test-app';
import { auditLog, borrowerNotes, loans, members } from '../../../db/schema';

/**
 * The borrower desk (issue 38 §3): search by every key, paged by key; a query too short or too long
 * refused on its field; a borrower's page, audited per view; notes never edited, corrected by new notes,
 * refused whole when too long, written once per Idempotency-Key; every route refused to a borrower.
 */

let ctx: TestContext;
let operator: TestMember;
let ada: TestMember;
let loanId: number;
const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

async function search(q: string, extra = '', lang?: 'en' | 'cn' | 'tw') {
  return operatorCall(
    ctx,
    operator,
    'GET',
    `/api/operator/borrowers?q=${encodeURIComponent(q)}${extra}`,
    undefined,
    lang,
  );
}
async function foundIds(q: string): Promise<number[]> {
  const response = await search(q);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.list as { memberId: number }[]).map((item) => item.memberId);
}

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await seededOperator(ctx);
  ada = await createMemberWithToken(ctx, { email: 'winifred.quaysearch@example.org' });
  await giveProfile(ctx, ada, {
    ...eligibleProfile,
    base: { ...eligibleProfile.base, firstName: 'Winifred', lastName: 'Quaysearch', idNumber: 'QZ998877A' },
  });
  loanId = await pendingLoan(ctx, ada);
  await ctx.deps.db
    .update(members)
    .set({
      mobile: '+447700911222',
      walletAddress: ADDRESS,
      bankAccount: {
        accountHolderName: 'W Quaysearch',
        sortCode: '089999',
        accountNumber: '66374958',
        accountType: 'PERSONAL',
        copOutcome: 'MATCH',
        modulus: 'VALID',
        checkedAt: '2027-01-01T00:00:00.000Z',
      },
    })
    .where(eq(members.id, ada.id));
  await ctx.deps.db.update(loans).set({ contractNumber: 'QS-20270101-000777' }).where(eq(loans.id, loanId));
  for (const n of [1, 2, 3, 4, 5]) {
    const other = await createMemberWithToken(ctx, { email: `pager-${n}@example.org` });
    await ctx.deps.db
      .update(members)
      .set({ base: { ...eligibleProfile.base, firstName: `Paige${n}`, lastName: 'Pagington' } })
      .where(eq(members.id, other.id));
  }
});

afterAll(async () => {
  await ctx?.close();
});

describe('searching for a borrower', () => {
  it('finds them by name either way round, by e-mail, phone, loan and contract number, address and account', async () => {
    for (const q of [
      'Winifred',
      'quaysearch',
      'Winifred Quay',
      'Quaysearch Win',
      'winifred.quays',
      '07700 911222',
      '+44 7700 911222',
      String(loanId).padStart(6, '0'),
      'qs-20270101-0007',
      ADDRESS,
      '4958',
      '66374958',
    ]) {
      expect(await foundIds(q), q).toContain(ada.id);
    }
    expect(await foundIds('Quaysearchx')).toEqual([]);
    expect(await foundIds('%%')).toEqual([]);
  });

  it('names the borrower, e-mail, phone and loans with their status', async () => {
    const response = await search('Quaysearch');
    const [item] = response.json().data.list;
    expect(item).toMatchObject({
      memberId: ada.id,
      name: 'Winifred Quaysearch',
      email: 'winifred.quaysearch@example.org',
      loans: [{ loanId, contractNumber: 'QS-20270101-000777', status: 'PENDING_REVIEW' }],
    });
    expect(response.json().data.readAs).toEqual(['name', 'email', 'contract']);
  });

  it('pages by key, newest first, each borrower once', async () => {
    const seen: number[] = [];
    let after: string | null = null;
    do {
      const response = await search(
        'pagington',
        `&pageSize=2${after ? `&after=${encodeURIComponent(after)}` : ''}`,
      );
      const data = response.json().data;
      expect(data.total).toBe(5);
      expect(data.list.length).toBeLessThanOrEqual(2);
      seen.push(...data.list.map((item: { memberId: number }) => item.memberId));
      after = data.next;
    } while (after);
    expect(seen).toHaveLength(5);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
  });

  it('refuses one character and more than 100 on the field, in the reader’s language', async () => {
    const short = await search('a', '', 'cn');
    expect(short.statusCode).toBe(400);
    expect(short.json().data.fields.q).toBe('请至少输入 2 个字符进行搜索');
    const long = await search('x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().data.fields.q).toBe('A search can be at most 100 characters');
    const blank = await search('   ');
    expect(blank.statusCode).toBe(400);
    const none = await operatorCall(ctx, operator, 'GET', '/api/operator/borrowers');
    expect(none.json().data).toMatchObject({ list: [], total: 0 });
  });

  it('does not find operators', async () => {
    expect(await foundIds(operator.email.slice(0, 6))).not.toContain(operator.id);
  });
});

describe('a borrower’s page', () => {
  it('holds the profile, loans and the rest, and writes who looked at whom to the audit log', async () => {
    const before = await ctx.deps.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'borrower.view'), eq(auditLog.memberId, ada.id)));
    const response = await operatorCall(ctx, operator, 'GET', `/api/operator/borrowers/${ada.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().data;
    expect(page.member).toMatchObject({
      memberId: ada.id,
      name: 'Winifred Quaysearch',
      mobile: '+447700911222',
      bankAccount: { accountNumberLast4: '4958' },
    });
    expect(JSON.stringify(page)).not.toContain('66374958');
    expect(page.profile.base.lastName).toBe('Quaysearch');
    expect(page.loans.map((loan: { loanId: number }) => loan.loanId)).toEqual([loanId]);
    expect(page.creditSearches.length).toBeGreaterThan(0);
    const lines = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'borrower.view'), eq(auditLog.memberId, ada.id)));
    expect(lines.length).toBe((before[0]?.n ?? 0) + 1);
    expect(lines.at(-1)).toMatchObject({
      operatorId: operator.id,
      targetType: 'member',
      targetId: String(ada.id),
    });
  });

  it('is not found for an operator or a number nobody has', async () => {
    expect(
      (await operatorCall(ctx, operator, 'GET', `/api/operator/borrowers/${operator.id}`)).statusCode,
    ).toBe(404);
    expect((await operatorCall(ctx, operator, 'GET', '/api/operator/borrowers/900000000')).statusCode).toBe(
      404,
    );
  });
});

describe('notes', () => {
  const notesUrl = () => `/api/operator/borrowers/${ada.id}/notes`;
  const write = (body: object, key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: notesUrl(),
      headers: { ...operator.headers(), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  const stored = async () =>
    (
      await ctx.deps.db.select({ n: count() }).from(borrowerNotes).where(eq(borrowerNotes.memberId, ada.id))
    )[0]?.n ?? 0;

  it('are written with author and time, corrected by a new note, and listed newest first', async () => {
    const first = await write({ text: 'Called: will pay on Friday', loanId }, 'note-first-0001');
    expect(first.statusCode, first.body).toBe(200);
    const note = first.json().data;
    expect(note).toMatchObject({
      loanId,
      authorId: operator.id,
      authorEmail: operator.email,
      correctsId: null,
    });
    const correction = await write(
      { text: 'Called: will pay on Monday', corrects: note.noteId },
      'note-fix-00001',
    );
    expect(correction.json().data.correctsId).toBe(note.noteId);
    const list = (await operatorCall(ctx, operator, 'GET', notesUrl())).json().data.list;
    expect(list[0].text).toBe('Called: will pay on Monday');
    expect(list[1]).toMatchObject({
      noteId: note.noteId,
      text: 'Called: will pay on Friday',
      correctedById: list[0].noteId,
    });
  });

  it('are written once per Idempotency-Key', async () => {
    const count0 = await stored();
    const one = await write({ text: 'Sent the statement again' }, 'note-once-00001');
    const two = await write({ text: 'Sent the statement again' }, 'note-once-00001');
    expect(two.json().data).toEqual(one.json().data);
    expect(await stored()).toBe(count0 + 1);
  });

  it('refuse a note of 100 kB on its field and store nothing', async () => {
    const count0 = await stored();
    const big = await ctx.app.inject({
      method: 'POST',
      url: notesUrl(),
      headers: operator.headers('tw'),
      payload: { text: 'x'.repeat(100_000) },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().data.fields.text).toBe('備註最多 4,000 個字元');
    expect((await write({ text: '   ' })).statusCode).toBe(400);
    expect(await stored()).toBe(count0);
  });

  it('refuse a loan or a note that is not the borrower’s', async () => {
    const other = await createMemberWithToken(ctx);
    const count0 = await stored();
    const wrongLoan = await ctx.app.inject({
      method: 'POST',
      url: `/api/operator/borrowers/${other.id}/notes`,
      headers: operator.headers(),
      payload: { text: 'Wrong file', loanId },
    });
    expect(wrongLoan.statusCode).toBe(400);
    expect(wrongLoan.json().data.fields.loanId).toBe('That loan is not this borrower’s');
    const [mine] = (await operatorCall(ctx, operator, 'GET', notesUrl())).json().data.list;
    const wrongNote = await ctx.app.inject({
      method: 'POST',
      url: `/api/operator/borrowers/${other.id}/notes`,
      headers: operator.headers(),
      payload: { text: 'Wrong file', corrects: mine.noteId },
    });
    expect(wrongNote.statusCode).toBe(400);
    expect(await stored()).toBe(count0);
  });
});

describe('a borrower at the desk’s routes', () => {
  it('is refused with F403 on every one', async () => {
    const routes: ['GET' | 'POST', string][] = [
      ['GET', '/api/operator/borrowers?q=ada'],
      ['GET', `/api/operator/borrowers/${ada.id}`],
      ['GET', `/api/operator/borrowers/${ada.id}/notes`],
      ['POST', `/api/operator/borrowers/${ada.id}/notes`],
    ];
    for (const [method, url] of routes) {
      const response = await ctx.app.inject({
        method,
        url,
        headers: ada.headers(),
        ...(method === 'POST' ? { payload: { text: 'mine' } } : {}),
      });
      expect(response.json().code, url).toBe('F403');
    }
  });
});
