import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationGroup } from '../../../domain/api/notification-settings';
import type { NotificationEventKind } from '../../../domain/notification-events';
import { createMemberWithToken, type TestMember } from '../../../tests/helpers/members';
import {
  decryptPush,
  startPushService,
  type TestDevice,
  type TestPushService,
  testDevice,
  verifyVapid,
} from '../../../tests/helpers/push-service';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { members, outboxMessages, pushSubscriptions } from '../../db/schema';
import { money, notify } from '../notifications/notification-service';
import { deliverDueMessages, type Transports, transportsFor } from './outbox-delivery';
import { pushTransportsFor } from './outbox-worker';
import { createPushTransport } from './push-transport';
import { serverKeys } from './server-keys';

let ctx: TestContext;
let push: TestPushService;
const silent = { info: () => {}, error: () => {} };

beforeAll(async () => {
  push = await startPushService();
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
  await push?.close();
});

function transports(timeoutMs?: number): Transports {
  const base = transportsFor({ MAIL_FROM: 'Quayside <no-reply@quayside.example>' }, silent);
  const withPush = pushTransportsFor(ctx.deps, { log: silent, pushAgent: push.agent });
  return {
    ...base,
    ...withPush,
    ...(timeoutMs
      ? {
          push: createPushTransport({
            vapid: async () => (await serverKeys(ctx.deps)).vapid,
            subject: 'mailto:help@quayside.example',
            agent: push.agent,
            timeoutMs,
          }),
        }
      : {}),
  };
}

let paths = 0;
interface Phone {
  member: TestMember;
  device: TestDevice;
  path: string;
}

async function phone(
  options: { groups?: NotificationGroup[]; anyTime?: NotificationGroup[]; showAmounts?: boolean } = {},
): Promise<Phone> {
  const member = await createMemberWithToken(ctx);
  await ctx.deps.db
    .update(members)
    .set({ base: { firstName: 'Ada' } })
    .where(eq(members.id, member.id));
  const device = testDevice();
  const path = `/push/device-${++paths}`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/notification/push/subscribe',
    headers: member.headers('en'),
    payload: {
      subscription: { endpoint: `${push.origin}${path}`, expirationTime: null, keys: device.keys },
      preferences: {
        groups: options.groups ?? ['decisions', 'payments', 'reminders'],
        anyTimeGroups: options.anyTime ?? ['decisions', 'payments', 'reminders'],
        showAmounts: options.showAmounts ?? false,
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  // E-mail is off here: the counts below are of pushes (e-mail has its own test).
  const mail = await ctx.app.inject({
    method: 'PUT',
    url: '/api/notification/preferences',
    headers: member.headers(),
    payload: { emailGroups: [] },
  });
  expect(mail.statusCode, mail.body).toBe(200);
  return { member, device, path };
}

async function raise(memberId: number, kind: NotificationEventKind = 'paymentConfirmed', loanId = 42) {
  return ctx.deps.db.transaction((tx) =>
    notify(
      tx,
      memberId,
      {
        kind,
        titleKey: 'notify.repayment.confirmed.title',
        bodyKey: 'notify.repayment.confirmed.body',
        params: { loanId, contractNumber: 'QS-20260302-000042', amount: money(12_345, 'GBP'), period: 1 },
      },
      ctx.clock.now(),
    ),
  );
}

async function pushRows(memberId: number) {
  const ids = (
    await ctx.deps.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, memberId))
  ).map((row) => String(row.id));
  const rows = await ctx.deps.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'push'));
  return rows.filter((row) => ids.includes(row.destination));
}

async function drain(t: Transports = transports()) {
  const total = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const report = await deliverDueMessages(ctx.deps, t);
    total.sent += report.sent;
    total.retrying += report.retrying;
    total.failed += report.failed;
    if (report.sent + report.retrying + report.failed === 0) return total;
  }
}

function decrypted(p: Phone, index = 0) {
  const received = push.to(p.path)[index];
  if (!received) throw new Error(`nothing received at ${p.path}`);
  return JSON.parse(decryptPush(received.body, p.device)) as Record<string, unknown>;
}

describe('the outbox sends Web Push to a real HTTPS push service', () => {
  it('201: delivered once, encrypted to the device, signed with the key the config answer gives, with the lock-screen text only', async () => {
    const p = await phone();
    const notificationId = await raise(p.member.id);
    expect(await drain()).toMatchObject({ sent: 1, failed: 0 });
    expect(push.to(p.path)).toHaveLength(1);
    const payload = decrypted(p);
    expect(payload).toMatchObject({
      v: 1,
      title: 'Payment received',
      body: 'Ada, we have received a payment on loan #42.',
      url: '/loan/detail?id=42',
      tag: `n${notificationId}`,
      lang: 'en',
      unread: 1,
    });
    expect(JSON.stringify(payload)).not.toMatch(/£|123\.45|QS-/);
    const config = await ctx.app.inject({ url: '/api/config/getValue?configCodes=VAPID_PUBLIC_KEY' });
    const key = config.json().data[0].configValue as string;
    const headers = push.to(p.path)[0]!.headers;
    expect(verifyVapid(String(headers.authorization)).publicKey).toBe(key);
    expect(headers).toMatchObject({ 'content-encoding': 'aes128gcm', topic: `n${notificationId}` });
    expect(Number(headers.ttl)).toBeGreaterThan(86_000);
    // Nothing is sent twice: another pass finds nothing, and raising the same rows again queues none.
    expect(await drain()).toMatchObject({ sent: 0, retrying: 0, failed: 0 });
    expect(push.to(p.path)).toHaveLength(1);
    expect((await pushRows(p.member.id)).map((row) => row.status)).toEqual(['sent']);
  });

  it('shows the in-app words, amounts included, on a device that asked for amounts', async () => {
    const p = await phone({ showAmounts: true });
    await raise(p.member.id);
    await drain();
    expect(decrypted(p).body).toMatch(/£123\.45/);
  });

  it('410: the subscription is removed and nothing is retried', async () => {
    const p = await phone();
    push.answer(p.path, { status: 410 });
    await raise(p.member.id);
    expect(await drain()).toMatchObject({ sent: 0, failed: 1 });
    expect(await pushRows(p.member.id)).toEqual([]);
    const left = await ctx.deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, p.member.id));
    expect(left).toEqual([]);
    const prefs = await ctx.app.inject({ url: '/api/notification/preferences', headers: p.member.headers() });
    expect(prefs.json().data.devices).toEqual([]);
    await raise(p.member.id);
    expect(await drain()).toMatchObject({ sent: 0, retrying: 0 });
    expect(push.to(p.path)).toHaveLength(1);
  });

  it('500: retried after the back-off, then delivered once', async () => {
    const p = await phone();
    push.answer(p.path, { status: 500 }, { status: 503 });
    await raise(p.member.id);
    expect(await drain()).toMatchObject({ retrying: 1 });
    const [row] = await pushRows(p.member.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'push service answered 500' });
    ctx.clock.advance(29_000);
    expect(await drain()).toMatchObject({ sent: 0, retrying: 0 });
    ctx.clock.advance(1_000);
    expect(await drain()).toMatchObject({ retrying: 1 });
    ctx.clock.advance(60_000);
    expect(await drain()).toMatchObject({ sent: 1 });
    expect(push.to(p.path)).toHaveLength(3);
    expect((await pushRows(p.member.id))[0]).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('429 with Retry-After: not tried again before the time it gave', async () => {
    const p = await phone();
    push.answer(p.path, { status: 429, headers: { 'Retry-After': '600' } });
    await raise(p.member.id);
    expect(await drain()).toMatchObject({ retrying: 1 });
    ctx.clock.advance(599_000);
    expect(await drain()).toMatchObject({ sent: 0 });
    ctx.clock.advance(1_000);
    expect(await drain()).toMatchObject({ sent: 1 });
  });

  it('413: sent again without its body, and that is kept', async () => {
    const p = await phone();
    push.answer(p.path, { status: 413 });
    await raise(p.member.id);
    expect(await drain()).toMatchObject({ sent: 1 });
    expect(push.to(p.path)).toHaveLength(2);
    expect(decrypted(p, 0).body).toBeDefined();
    expect(decrypted(p, 1)).not.toHaveProperty('body');
    expect(decrypted(p, 1).title).toBe('Payment received');
  });

  it('413 twice: dropped with a reason, not retried', async () => {
    const p = await phone();
    push.answer(p.path, { status: 413 }, { status: 413 });
    await raise(p.member.id);
    expect(await drain()).toMatchObject({ sent: 0, failed: 1 });
    expect((await pushRows(p.member.id))[0]?.lastError).toMatch(/413/);
  });

  it('a push service that does not answer: the send times out and is retried', async () => {
    const p = await phone();
    push.answer(p.path, { status: 0, hang: true });
    await raise(p.member.id);
    expect(await drain(transports(300))).toMatchObject({ retrying: 1 });
    expect((await pushRows(p.member.id))[0]?.lastError).toMatch(/did not answer in 300 ms/);
    ctx.clock.advance(30_000);
    expect(await drain()).toMatchObject({ sent: 1 });
  });

  it('5xx all day: given up a day after the event, never sent late', async () => {
    const p = await phone();
    push.answer(p.path, ...Array.from({ length: 200 }, () => ({ status: 502 })));
    await raise(p.member.id);
    let rounds = 0;
    for (; rounds < 200; rounds++) {
      await drain();
      const [row] = await pushRows(p.member.id);
      if (row?.status === 'failed') break;
      ctx.clock.advance(60 * 60_000);
    }
    const [row] = await pushRows(p.member.id);
    expect(row?.status).toBe('failed');
    expect(row?.lastError).toMatch(/more than a day late|expired/);
    expect(rounds).toBeLessThanOrEqual(25);
    push.answer(p.path);
  });

  it('in quiet hours (21:00–08:00 London) a push waits for 08:00, unless the device wants the group at any time', async () => {
    const quiet = await phone({ anyTime: [] });
    const anyTime = await phone({ anyTime: ['payments'] });
    ctx.clock.set('2026-07-01T21:30:00Z'); // 22:30 in London (BST)
    await raise(quiet.member.id);
    await raise(anyTime.member.id);
    await drain();
    expect(push.to(quiet.path)).toHaveLength(0);
    expect(push.to(anyTime.path)).toHaveLength(1);
    ctx.clock.set('2026-07-02T06:59:00Z'); // 07:59 in London
    await drain();
    expect(push.to(quiet.path)).toHaveLength(0);
    ctx.clock.set('2026-07-02T07:00:00Z'); // 08:00
    expect(await drain()).toMatchObject({ sent: 1 });
    expect(push.to(quiet.path)).toHaveLength(1);
  });

  it('a device hears only the groups it chose', async () => {
    const p = await phone({ groups: ['reminders'] });
    await raise(p.member.id, 'paymentConfirmed');
    await raise(p.member.id, 'billDueSoon');
    await drain();
    expect(push.to(p.path)).toHaveLength(1);
    expect(decrypted(p).title).toBe('A bill is due soon');
  });

  it('concurrent passes (copies of the server) deliver each event to each device exactly once', async () => {
    const phones = await Promise.all([1, 2, 3].map(() => phone()));
    for (const p of phones) for (let i = 0; i < 3; i++) await raise(p.member.id, 'paymentConfirmed', 100 + i);
    const reports = await Promise.all([1, 2, 3].map(() => deliverDueMessages(ctx.deps, transports())));
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(9);
    for (const p of phones) {
      expect(push.to(p.path)).toHaveLength(3);
      const tags = push.to(p.path).map((_, i) => decrypted(p, i).tag);
      expect(new Set(tags).size).toBe(3);
    }
  });
});
