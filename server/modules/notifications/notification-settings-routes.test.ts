import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedLoan,
  eligibleProfile,
  freshSession,
  giveProfile,
  seededOperator,
} from '../../../tests/helpers/loans';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import { testDevice } from '../../../tests/helpers/push-service';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { members, outboxMessages, pushSubscriptions } from '../../db/schema';
import { hashPassword } from '../auth/passwords';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const endpoint = (name: string) => `https://push.example.net/wpush/v2/${name}`;
const allGroups = ['decisions', 'payments', 'reminders'];

function subscribeBody(name: string, keys = testDevice().keys, groups = allGroups) {
  return {
    subscription: { endpoint: endpoint(name), expirationTime: null, keys },
    preferences: { groups, anyTimeGroups: [], showAmounts: false },
  };
}

function post(member: TestMember, url: string, payload: unknown, lang: 'en' | 'cn' | 'tw' = 'en') {
  return ctx.app.inject({ method: 'POST', url, headers: member.headers(lang), payload: payload as object });
}

async function preferences(member: TestMember) {
  const res = await ctx.app.inject({ url: '/api/notification/preferences', headers: member.headers() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    emailGroups: string[];
    devices: { id: number; endpoint: string; groups: string[]; anyTimeGroups: string[] }[];
  };
}

describe('notification preferences', () => {
  it('start with e-mail for decisions, payments and reminders (not news) and no device', async () => {
    const member = await createMemberWithToken(ctx);
    expect(await preferences(member)).toEqual({ emailGroups: allGroups, devices: [] });
  });

  it('keep the e-mail groups chosen, once each, and refuse a group that does not exist', async () => {
    const member = await createMemberWithToken(ctx);
    const put = (emailGroups: unknown, lang: 'en' | 'cn' = 'en') =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/notification/preferences',
        headers: member.headers(lang),
        payload: { emailGroups },
      });
    const saved = await put(['news', 'payments', 'news']);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.emailGroups).toEqual(['news', 'payments']);
    expect((await preferences(member)).emailGroups).toEqual(['news', 'payments']);
    const refused = await put(['marketing'], 'cn');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('V400');
    expect((await preferences(member)).emailGroups).toEqual(['news', 'payments']);
  });

  it('need a session', async () => {
    const res = await ctx.app.inject({ url: '/api/notification/preferences' });
    expect(res.json().code).toBe('U403');
  });
});

describe('subscribing a device', () => {
  it('keeps the subscription with its choices; subscribing again updates the same device', async () => {
    const member = await createMemberWithToken(ctx);
    const first = await post(member, '/api/notification/push/subscribe', subscribeBody('a1'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      endpoint: endpoint('a1'),
      groups: allGroups,
      showAmounts: false,
    });
    const again = await post(member, '/api/notification/push/subscribe', {
      ...subscribeBody('a1'),
      preferences: { groups: ['payments'], anyTimeGroups: ['payments', 'news'], showAmounts: true },
    });
    expect(again.json().data).toMatchObject({
      id: first.json().data.id,
      groups: ['payments'],
      // Only a group the device hears can be heard at any time.
      anyTimeGroups: ['payments'],
      showAmounts: true,
    });
    expect((await preferences(member)).devices).toHaveLength(1);
  });

  it('moves a browser to the member now signed in on it', async () => {
    const one = await createMemberWithToken(ctx);
    const two = await createMemberWithToken(ctx);
    await post(one, '/api/notification/push/subscribe', subscribeBody('shared'));
    await post(two, '/api/notification/push/subscribe', subscribeBody('shared'));
    expect((await preferences(one)).devices).toEqual([]);
    expect((await preferences(two)).devices.map((d) => d.endpoint)).toEqual([endpoint('shared')]);
  });

  it.each([
    [
      'not a subscription',
      { subscription: 'hello' },
      'subscription',
      'This is not a push subscription from a browser',
    ],
    [
      'an http endpoint',
      { subscription: { endpoint: 'http://push.example.net/x', keys: testDevice().keys } },
      'subscription.endpoint',
      'The push address must be a secure (https) address',
    ],
    [
      'an endpoint that is no address',
      { subscription: { endpoint: 'javascript:alert(1)', keys: testDevice().keys } },
      'subscription.endpoint',
      'The push address must be a secure (https) address',
    ],
    [
      'an endpoint with a password',
      { subscription: { endpoint: 'https://a:b@push.example.net/x', keys: testDevice().keys } },
      'subscription.endpoint',
      'The push address must be a secure (https) address',
    ],
    [
      'no keys',
      { subscription: { endpoint: endpoint('k') } },
      'subscription.keys',
      'This is not a push subscription from a browser',
    ],
    [
      'a short p256dh',
      { subscription: { endpoint: endpoint('k'), keys: { ...testDevice().keys, p256dh: 'BAAA' } } },
      'subscription.keys.p256dh',
      'The device key of this subscription is not a valid P-256 public key',
    ],
    [
      'a p256dh that is not base64url',
      {
        subscription: {
          endpoint: endpoint('k'),
          keys: { ...testDevice().keys, p256dh: `${testDevice().keys.p256dh.slice(0, -2)}+/` },
        },
      },
      'subscription.keys.p256dh',
      'The device key of this subscription is not a valid P-256 public key',
    ],
    [
      'an auth of 12 bytes',
      {
        subscription: {
          endpoint: endpoint('k'),
          keys: { ...testDevice().keys, auth: Buffer.alloc(12).toString('base64url') },
        },
      },
      'subscription.keys.auth',
      'The authentication secret of this subscription is not 16 bytes of base64url',
    ],
  ])('refuses %s, saying why on the field', async (_name, subscription, field, message) => {
    const member = await createMemberWithToken(ctx);
    const res = await post(member, '/api/notification/push/subscribe', {
      preferences: { groups: allGroups, anyTimeGroups: [], showAmounts: false },
      ...subscription,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('V400');
    expect(body.data.fields[field]).toBe(message);
    expect((await preferences(member)).devices).toEqual([]);
  });

  it("says why in the borrower's language", async () => {
    const member = await createMemberWithToken(ctx);
    const body = {
      subscription: { endpoint: 'http://push.example.net/x', keys: testDevice().keys },
      preferences: { groups: [], anyTimeGroups: [], showAmounts: false },
    };
    const cn = await post(member, '/api/notification/push/subscribe', body, 'cn');
    expect(cn.json().data.fields['subscription.endpoint']).toBe('推送地址必须是安全的（https）地址');
    const tw = await post(member, '/api/notification/push/subscribe', body, 'tw');
    expect(tw.json().data.fields['subscription.endpoint']).toBe('推播位址必須是安全的（https）位址');
  });
});

describe('unsubscribing', () => {
  it("removes the device on the borrower's say-so, only their own", async () => {
    const member = await createMemberWithToken(ctx);
    const other = await createMemberWithToken(ctx);
    await post(member, '/api/notification/push/subscribe', subscribeBody('u1'));
    const notMine = await post(other, '/api/notification/push/unsubscribe', { endpoint: endpoint('u1') });
    expect(notMine.json().data).toEqual({ removed: false });
    expect((await preferences(member)).devices).toHaveLength(1);
    const mine = await post(member, '/api/notification/push/unsubscribe', { endpoint: endpoint('u1') });
    expect(mine.json().data).toEqual({ removed: true });
    expect((await preferences(member)).devices).toEqual([]);
  });

  it("removes this session's devices at logout, and not another session's", async () => {
    const member = await createMemberWithToken(ctx);
    const otherSession = await createMemberWithToken(ctx, { email: `x-${member.email}` });
    await post(member, '/api/notification/push/subscribe', subscribeBody('l1'));
    await post(otherSession, '/api/notification/push/subscribe', subscribeBody('l2'));
    const out = await ctx.app.inject({
      method: 'PUT',
      url: `/api/member/${member.id}/loginOut`,
      headers: member.headers(),
    });
    expect(out.statusCode, out.body).toBe(200);
    const left = await ctx.deps.db.select().from(pushSubscriptions);
    expect(left.map((row) => row.endpoint)).toContain(endpoint('l2'));
    expect(left.map((row) => row.endpoint)).not.toContain(endpoint('l1'));
  });

  it('removes the devices of every other session when the password is changed, and keeps this one', async () => {
    const member = await createMemberWithToken(ctx);
    await ctx.deps.db
      .update(members)
      .set({ passwordHash: await hashPassword('Old-password-1') })
      .where(eq(members.id, member.id));
    const elsewhere = await freshSession(ctx, member);
    await post(member, '/api/notification/push/subscribe', subscribeBody('p1'));
    await post(elsewhere, '/api/notification/push/subscribe', subscribeBody('p2'));
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/member/updatePassword',
      headers: member.headers(),
      payload: {
        currentPassword: 'Old-password-1',
        newPassword: 'New-password-2x',
        confirmPassword: 'New-password-2x',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const left = await ctx.deps.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, member.id));
    expect(left.map((row) => row.endpoint)).toEqual([endpoint('p1')]);
  });
});

describe('the test notification', () => {
  it('queues a push to this device at once, and an e-mail when asked', async () => {
    const member = await createMemberWithToken(ctx);
    await post(member, '/api/notification/push/subscribe', subscribeBody('t1'));
    await post(member, '/api/notification/push/subscribe', subscribeBody('t2'));
    const pushed = await post(member, '/api/notification/test', {
      channel: 'push',
      endpoint: endpoint('t1'),
    });
    expect(pushed.json().data).toEqual({ queued: 1 });
    const mailed = await post(member, '/api/notification/test', { channel: 'email' });
    expect(mailed.json().data).toEqual({ queued: 1 });
    const rows = await ctx.deps.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.destination, member.email));
    expect(rows.map((row) => row.subject)).toEqual(['A test e-mail from {{brand}}']);
    const unknown = await post(member, '/api/notification/test', {
      channel: 'push',
      endpoint: endpoint('nope'),
    });
    expect(unknown.json()).toMatchObject({
      code: 'C409',
      msg: 'This device is not signed up for notifications',
    });
  });
});

describe('events reach the devices and e-mail the borrower chose', () => {
  it('an offer made by an operator queues a push to each device that hears decisions and an e-mail', async () => {
    const operator = await seededOperator(ctx);
    const member = await createMemberWithToken(ctx);
    await giveProfile(ctx, member, eligibleProfile);
    await post(member, '/api/notification/push/subscribe', subscribeBody('e1'));
    await post(
      member,
      '/api/notification/push/subscribe',
      subscribeBody('e2', testDevice().keys, ['payments']),
    );
    const loanId = await approvedLoan(ctx, member, operator);
    const devices = (await preferences(member)).devices;
    const pushes = await ctx.deps.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'push'));
    const toE1 = pushes.filter(
      (row) => row.destination === String(devices.find((d) => d.endpoint === endpoint('e1'))!.id),
    );
    const toE2 = pushes.filter(
      (row) => row.destination === String(devices.find((d) => d.endpoint === endpoint('e2'))!.id),
    );
    expect(toE1.map((row) => JSON.parse(row.body).title)).toContain('A decision on your application');
    expect(toE1.every((row) => JSON.parse(row.body).url === `/loan/detail?id=${loanId}`)).toBe(true);
    expect(toE2).toEqual([]);
    const mails = await ctx.deps.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.destination, member.email));
    expect(mails.map((row) => row.subject)).toContain('Your loan is approved');
  });
});
