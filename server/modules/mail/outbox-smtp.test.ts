import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { call, expectEnvelope, moveOnMinutes, PASSWORD, uniqueEmail } from '../members/member-test-kit';
import { deliverDueMessages, OUTBOX_MAX_ATTEMPTS, transportsFor } from './outbox-delivery';
import { claimDueMessages, findMessages } from './outbox-repository';
import { startOutboxWorker } from './outbox-worker';

/** A real SMTP server on 127.0.0.1; it can be told to refuse the next deliveries to an address. */
interface Received {
  to: string[];
  raw: string;
}
const inbox: Received[] = [];
const refuseNext = new Map<string, number>();
let server: SMTPServer;
let smtpUrl: string;
let ctx: TestContext;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const left = refuseNext.get(address.address) ?? 0;
      if (left > 0) {
        refuseNext.set(address.address, left - 1);
        return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const transports = () =>
  transportsFor({ SMTP_URL: smtpUrl, MAIL_FROM: 'Quayside <no-reply@quayside.uk>' }, silentLog);
const silentLog = { info: () => {}, error: () => {} };

/** The text of a received message: headers dropped, quoted-printable soft breaks and escapes undone. */
function bodyText(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  return body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function mailsTo(address: string): Received[] {
  return inbox.filter((mail) => mail.to.includes(address));
}

async function askForRegisterCode(email: string) {
  const res = await call(ctx, {
    method: 'POST',
    url: '/api/verification/emailCode',
    body: { email, purpose: 'register' },
  });
  expectEnvelope(res, 200, '0');
}

describe('e-mail outbox over real SMTP', () => {
  it('delivers the code, and the code that arrived registers the borrower', async () => {
    const email = uniqueEmail('smtp');
    await askForRegisterCode(email);
    const report = await deliverDueMessages(ctx.deps, transports());
    expect(report).toMatchObject({ sent: 1, retrying: 0, failed: 0 });
    const [mail] = mailsTo(email);
    expect(mail?.raw).toMatch(/^Subject: Your Quayside verification code\r$/m);
    expect(mail?.raw).toMatch(/^From: Quayside <no-reply@quayside\.uk>\r$/m);
    const code = bodyText(mail!.raw).match(/verification code is (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/member/register',
      body: { email, code, password: PASSWORD },
    });
    expectEnvelope(res, 200, '0', 'Registered successfully');
    expect((await findMessages(ctx.deps.db, email))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    moveOnMinutes(ctx, 1);
  });

  it('retries a delivery the server refused, after the backoff, and it arrives', async () => {
    const email = uniqueEmail('retry');
    refuseNext.set(email, 1);
    await askForRegisterCode(email);
    expect(await deliverDueMessages(ctx.deps, transports())).toMatchObject({ sent: 0, retrying: 1 });
    const [waiting] = await findMessages(ctx.deps.db, email);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toMatch(/451|busy/i);
    expect(mailsTo(email)).toHaveLength(0);

    // Not due before the 30-second backoff has passed.
    expect(await deliverDueMessages(ctx.deps, transports())).toMatchObject({ sent: 0, retrying: 0 });
    ctx.clock.advance(30_000);
    expect(await deliverDueMessages(ctx.deps, transports())).toMatchObject({ sent: 1 });
    expect(mailsTo(email)).toHaveLength(1);
    expect((await findMessages(ctx.deps.db, email))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    const code = bodyText(mailsTo(email)[0]!.raw).match(/verification code is (\d{6})/)?.[1];
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/member/register',
      body: { email, code, password: PASSWORD },
    });
    expectEnvelope(res, 200, '0');
    moveOnMinutes(ctx, 1);
  });

  it(`gives up after ${OUTBOX_MAX_ATTEMPTS} refused attempts and marks the message failed`, async () => {
    const email = uniqueEmail('bounce');
    refuseNext.set(email, 100);
    await askForRegisterCode(email);
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      await deliverDueMessages(ctx.deps, transports());
      moveOnMinutes(ctx, 31);
    }
    expect((await findMessages(ctx.deps.db, email))[0]).toMatchObject({
      status: 'failed',
      attempts: OUTBOX_MAX_ATTEMPTS,
    });
    expect(await deliverDueMessages(ctx.deps, transports())).toMatchObject({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    refuseNext.delete(email);
  });

  it('lets concurrent passes share the outbox: every message is delivered exactly once', async () => {
    const emails = Array.from({ length: 8 }, () => uniqueEmail('parallel'));
    for (const email of emails) await askForRegisterCode(email);
    const reports = await Promise.all([1, 2, 3].map(() => deliverDueMessages(ctx.deps, transports())));
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(emails.length);
    for (const email of emails) expect(mailsTo(email), email).toHaveLength(1);
    moveOnMinutes(ctx, 1);
  });

  it('takes a message back from a worker that died mid-send once its lease runs out, and fails it after the last attempt', async () => {
    const email = uniqueEmail('crash');
    await askForRegisterCode(email);
    const options = { limit: 50, leaseMs: 5 * 60_000, maxAttempts: OUTBOX_MAX_ATTEMPTS };
    // Each claim below stands for a worker that claimed the row and died before sending it.
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      const claimed = await claimDueMessages(ctx.deps.db, ctx.clock.now(), options);
      expect(claimed.find((m) => m.destination === email)?.attempts).toBe(attempt);
      expect(await claimDueMessages(ctx.deps.db, ctx.clock.now(), options)).toEqual([]);
      moveOnMinutes(ctx, 6);
    }
    expect((await deliverDueMessages(ctx.deps, transports())).failed).toBe(1);
    expect((await findMessages(ctx.deps.db, email))[0]).toMatchObject({ status: 'failed' });
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('runs as a worker against a given SMTP URL and stops cleanly', async () => {
    const email = uniqueEmail('worker');
    await askForRegisterCode(email);
    const stop = startOutboxWorker(ctx.deps, { smtpUrl, log: silentLog, intervalMs: 50 });
    try {
      for (let i = 0; i < 300 && mailsTo(email).length === 0; i++)
        await new Promise((r) => setTimeout(r, 50));
    } finally {
      await stop();
    }
    expect(mailsTo(email)).toHaveLength(1);
    expect((await findMessages(ctx.deps.db, email))[0]?.status).toBe('sent');
    moveOnMinutes(ctx, 1);
  });

  it('writes the whole message to the log at info level when no SMTP_URL is set', async () => {
    const email = uniqueEmail('demo');
    await askForRegisterCode(email);
    const lines: { object: Record<string, unknown>; message: string }[] = [];
    const log = {
      info: (object: Record<string, unknown>, message: string) => lines.push({ object, message }),
    };
    while (
      (
        await deliverDueMessages(
          ctx.deps,
          transportsFor({ MAIL_FROM: 'Quayside <no-reply@quayside.uk>' }, log),
        )
      ).sent > 0
    ) {}
    const line = lines.find((l) => JSON.stringify(l.object).includes(email));
    const [queued] = await findMessages(ctx.deps.db, email);
    expect(line?.object).toEqual({
      outbox: {
        channel: 'email',
        to: email,
        subject: 'Your Quayside verification code',
        mailBody: queued?.body,
      },
    });
    expect(queued?.body).toMatch(/verification code is \d{6}/);
  });

  it('in production, with no SMTP_URL, writes nothing of the message to the log and records the send as failed', async () => {
    const email = uniqueEmail('prod');
    await askForRegisterCode(email);
    const lines: string[] = [];
    const log = {
      info: (object: Record<string, unknown>, message: string) =>
        lines.push(JSON.stringify({ object, message })),
    };
    const production = transportsFor(
      { MAIL_FROM: 'Quayside <no-reply@quayside.uk>', NODE_ENV: 'production' },
      log,
    );
    const report = await deliverDueMessages(ctx.deps, production);
    expect(report.sent).toBe(0);
    const [queued] = await findMessages(ctx.deps.db, email);
    expect(queued).toMatchObject({ status: 'pending', lastError: 'e-mail not sent: SMTP_URL is not set' });
    expect(lines.join('\n')).not.toContain(email);
    await expect(production.sms.send({ to: '+447700900321', text: 'Your code is 123456' })).rejects.toThrow(
      'SMS not sent: no SMS gateway is configured',
    );
    expect(lines).toEqual([]);
    moveOnMinutes(ctx, 1);
  });
});
