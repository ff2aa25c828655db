import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { createNotification } from './notification-service';

let ctx: TestContext;
let alice: TestMember;
let bob: TestMember;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await createMemberWithToken(ctx);
  bob = await createMemberWithToken(ctx);
  const { db } = ctx.deps;
  await createNotification(
    db,
    {
      memberId: alice.id,
      type: 'system',
      titleKey: 'notification.welcome.title',
      bodyKey: 'notification.welcome.body',
    },
    ctx.clock.now(),
  );
  ctx.clock.advance(60_000);
  await createNotification(
    db,
    {
      memberId: alice.id,
      type: 'system',
      titleKey: 'notification.maintenance.title',
      bodyKey: 'notification.maintenance.body',
      params: { date: '2026-03-08', from: '01:00', to: '03:00' },
    },
    ctx.clock.now(),
  );
  ctx.clock.advance(60_000);
  await createNotification(
    db,
    {
      memberId: alice.id,
      type: 'account',
      titleKey: 'notification.profileReminder.title',
      bodyKey: 'notification.profileReminder.body',
      params: { section: 'news.type.blog' },
    },
    ctx.clock.now(),
  );
  await createNotification(
    db,
    {
      memberId: bob.id,
      type: 'system',
      titleKey: 'notification.welcome.title',
      bodyKey: 'notification.welcome.body',
    },
    ctx.clock.now(),
  );
  const list = await get('/api/notification/all/list', alice);
  for (const item of list.json().data.list) ids[item.title] = item.id;
  const bobs = await get('/api/notification/all/list', bob);
  ids.bob = bobs.json().data.list[0].id;
});
afterAll(() => ctx.close());

function get(url: string, who: TestMember, lang?: 'en' | 'cn' | 'tw') {
  return ctx.app.inject({ method: 'GET', url, headers: who.headers(lang) });
}
function markRead(id: number, who: TestMember, lang?: 'en' | 'cn' | 'tw') {
  return ctx.app.inject({ method: 'PUT', url: `/api/notification/${id}/read`, headers: who.headers(lang) });
}

describe('notifications', () => {
  it('lists only my notifications, newest first, rendered in the language of the request', async () => {
    const en = await get('/api/notification/all/list', alice);
    expect(en.statusCode).toBe(200);
    const page = en.json().data;
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(page.list.map((item: { title: string }) => item.title)).toEqual([
      'Finish your profile',
      'Planned maintenance',
      'Welcome to Quayside',
    ]);
    expect(page.list[1]).toMatchObject({
      type: 'system',
      body: 'Our service will be unavailable on 8 Mar 2026 from 01:00 to 03:00 (UK time) while we carry out maintenance.',
      read: false,
      readAt: null,
    });
    const tw = await get('/api/notification/all/list', alice, 'tw');
    expect(tw.json().data.list[0]).toMatchObject({
      title: '完善您的資料',
      body: '請補充您的部落格資料，以便我們盡快審核申請。',
    });
  });

  it('filters by type and pages', async () => {
    const system = await get('/api/notification/system/list', alice);
    expect(system.json().data.total).toBe(2);
    const second = await get('/api/notification/all/list?page=2&pageSize=2', alice);
    expect(second.json().data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.json().data.list).toHaveLength(1);
    const loan = await get('/api/notification/loan/list', alice);
    expect(loan.json().data).toEqual({ list: [], total: 0, page: 1, pageSize: 20 });
  });

  it('refuses a page size above 100 and an unknown type', async () => {
    const big = await get('/api/notification/all/list?pageSize=101', alice, 'cn');
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ code: 'V400', msg: '请检查您输入的信息' });
    const max = await get('/api/notification/all/list?pageSize=100', alice);
    expect(max.statusCode).toBe(200);
    const unknown = await get('/api/notification/spam/list', alice);
    expect(unknown.json()).toMatchObject({ code: 'V400', msg: 'Please check the information you entered' });
  });

  it("answers N404 for another member's notification and leaves it unread", async () => {
    const res = await markRead(ids.bob!, alice, 'cn');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'N404', msg: '记录不存在', data: null });
    const notANumber = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notification/abc/read',
      headers: alice.headers(),
    });
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json()).toMatchObject({
      code: 'V400',
      msg: 'Please check the information you entered',
    });
    const bobsCount = await get('/api/notification/unreadCount', bob);
    expect(bobsCount.json().data).toEqual({ count: 1 });
  });

  it('counts unread notifications down as they are read, keeping the first read time', async () => {
    const before = await get('/api/notification/unreadCount', alice);
    expect(before.json()).toEqual({ code: '0', msg: 'Success', data: { count: 3 } });
    const first = await markRead(ids['Welcome to Quayside']!, alice);
    expect(first.json()).toMatchObject({ code: '0', data: { id: ids['Welcome to Quayside'] } });
    ctx.clock.advance(5 * 60_000);
    const again = await markRead(ids['Welcome to Quayside']!, alice);
    expect(again.json().data.readAt).toBe(first.json().data.readAt);
    const after = await get('/api/notification/unreadCount', alice);
    expect(after.json().data).toEqual({ count: 2 });
    const list = await get('/api/notification/system/list', alice);
    expect(list.json().data.list[1]).toMatchObject({ read: true, readAt: first.json().data.readAt });
  });

  it("opens one of my notifications in the request's language without marking it read, and not another's", async () => {
    const id = ids['Planned maintenance']!;
    const cn = await get(`/api/notification/${id}/detail`, alice, 'cn');
    expect(cn.statusCode).toBe(200);
    expect(cn.json().data).toMatchObject({ id, type: 'system', read: false, readAt: null });
    expect(cn.json().data.body).toContain('2026年3月8日');
    expect(cn.json().data.title).not.toBe('Planned maintenance');
    const theirs = await get(`/api/notification/${ids.bob!}/detail`, alice);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'N404' });
  });

  it('asks for a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/notification/unreadCount' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'U403' });
  });
});
