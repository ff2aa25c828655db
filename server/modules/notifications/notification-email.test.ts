import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../domain/errors';
import type { NotificationEventKind } from '../../../domain/notification-events';
import { decodeMail } from '../../../tests/e2e/support/mailbox';
import { createMemberWithToken } from '../../../tests/helpers/members';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import type { NotificationParam } from '../../db/schema';
import { members } from '../../db/schema';
import { translate } from '../../i18n/catalog';
import { deliverDueMessages, transportsFor } from '../mail/outbox-delivery';
import { pushTransportsFor } from '../mail/outbox-worker';
import { money, notify } from './notification-service';

/** A real SMTP server on 127.0.0.1 keeping every message as sent. */
const inbox: { to: string[]; raw: string; receivedAt: number; from: string }[] = [];
let smtp: SMTPServer;
let smtpUrl: string;
let ctx: TestContext;
const PUBLIC_URL = 'https://app.quayside.example';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: '',
          receivedAt: Date.now(),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  ctx = await createTestApp({ env: { PUBLIC_URL } });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const silent = { info: () => {}, error: () => {} };
async function deliver() {
  const transports = {
    ...transportsFor({ SMTP_URL: smtpUrl, MAIL_FROM: 'Quayside <no-reply@quayside.example>' }, silent),
    ...pushTransportsFor(ctx.deps, { log: silent }),
  };
  while ((await deliverDueMessages(ctx.deps, transports)).sent > 0) {}
  transports.email.close();
}

interface EventCase {
  titleKey: string;
  bodyKey: string;
  params: Record<string, NotificationParam>;
  document?: { subject: string; body: string };
}

const loan = { loanId: 7, contractNumber: 'QS-20260302-000007' };
/** Every event of issue 39, as the module that raises it words it. */
const events: Record<string, [NotificationEventKind, EventCase]> = {
  'decision (approved)': [
    'decision',
    { titleKey: 'notify.loan.APPROVED.title', bodyKey: 'notify.loan.APPROVED.body', params: loan },
  ],
  'decision (declined)': [
    'decision',
    {
      titleKey: 'notify.loan.REJECTED.title',
      bodyKey: 'notify.loan.REJECTED.body',
      params: { ...loan, reason: 'policy' },
    },
  ],
  'more information needed': [
    'infoNeeded',
    {
      titleKey: 'notify.loan.PENDING_REVIEW.title',
      bodyKey: 'notify.loan.PENDING_REVIEW.proofNeeded.body',
      params: loan,
    },
  ],
  'offer lapses in 2 days': [
    'offerLapsing',
    {
      titleKey: 'notify.loan.offerLapsing.title',
      bodyKey: 'notify.loan.offerLapsing.body',
      params: { ...loan, expiresOn: '2026-03-16' },
    },
  ],
  'offer lapsed': [
    'offerLapsed',
    { titleKey: 'notify.loan.EXPIRED.title', bodyKey: 'notify.loan.EXPIRED.body', params: loan },
  ],
  'money sent': [
    'moneySent',
    {
      titleKey: 'notify.loan.DISBURSED.title',
      bodyKey: 'notify.loan.DISBURSED.body',
      params: { ...loan, instalment: money(88_849, 'GBP'), firstDueDate: '2026-04-02' },
    },
  ],
  'bill due in 3 days': [
    'billDueSoon',
    {
      titleKey: 'notify.bill.dueSoon.title',
      bodyKey: 'notify.bill.dueSoon.body',
      params: { ...loan, period: 1, amount: money(88_849, 'GBP'), dueDate: '2026-04-02' },
    },
  ],
  'bill overdue': [
    'billOverdue',
    {
      titleKey: 'notify.bill.overdue.title',
      bodyKey: 'notify.bill.overdue.body',
      params: { ...loan, period: 1, amount: money(88_849, 'GBP'), dueDate: '2026-04-02' },
    },
  ],
  'payment confirmed': [
    'paymentConfirmed',
    {
      titleKey: 'notify.repayment.confirmed.title',
      bodyKey: 'notify.repayment.confirmed.body',
      params: { ...loan, amount: money(88_849, 'GBP') },
    },
  ],
  'payment refused': [
    'paymentRefused',
    {
      titleKey: 'notify.repayment.refused.title',
      bodyKey: 'notify.repayment.refused.body',
      params: { ...loan, amount: money(88_849, 'GBP'), reason: 'the amount on the slip differs' },
    },
  ],
  'arrears notice': [
    'arrearsNotice',
    {
      titleKey: 'notify.notice.arrears.title',
      bodyKey: 'notify.notice.arrears.body',
      params: { ...loan, arrears: money(177_698, 'GBP'), date: '2026-05-02' },
      document: {
        subject: 'Notice of sums in arrears QS-20260302-000007',
        body: 'NOTICE OF SUMS IN ARREARS\n\nThis notice is sent to you under section 86B of the Consumer Credit Act 1974.',
      },
    },
  ],
  'default notice': [
    'defaultNotice',
    {
      titleKey: 'notify.notice.default.title',
      bodyKey: 'notify.notice.default.body',
      params: { ...loan, sum: money(177_698, 'GBP'), remedyDate: '2026-06-01' },
      document: {
        subject: 'Default notice QS-20260302-000007',
        body: 'DEFAULT NOTICE\n\nServed under section 87(1) of the Consumer Credit Act 1974.',
      },
    },
  ],
  'hardship offer ready': [
    'hardshipOfferReady',
    {
      titleKey: 'notify.hardship.offerReady.title',
      bodyKey: 'notify.hardship.offerReady.body',
      params: loan,
    },
  ],
  'complaint answered': [
    'complaintAnswered',
    {
      titleKey: 'notify.complaint.answered.title',
      bodyKey: 'notify.complaint.answered.body',
      params: { complaintReference: 'CMP-000031' },
    },
  ],
};
const statutory = new Set(['arrears notice', 'default notice', 'complaint answered']);

async function borrower(lang: Language, firstName = 'Ada') {
  const member = await createMemberWithToken(ctx);
  await ctx.deps.db.update(members).set({ lang, base: { firstName } }).where(eq(members.id, member.id));
  return member;
}

function header(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
}

function mailsTo(email: string) {
  return inbox
    .filter((mail) => mail.to.includes(email.toLowerCase()))
    .map((mail) => ({ ...decodeMail(mail), raw: mail.raw }));
}

describe.each(['en', 'cn', 'tw'] as const)('e-mail of each event in %s', (lang) => {
  it.each(Object.keys(events))(
    '%s: text and HTML from the in-app words, a link back, unsubscribe only when optional',
    async (name) => {
      const [kind, event] = events[name]!;
      const member = await borrower(lang);
      // Statutory notices are e-mailed even to a borrower who turned every e-mail group off.
      if (statutory.has(name)) {
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/notification/preferences',
          headers: member.headers(),
          payload: { emailGroups: [] },
        });
      }
      const id = await ctx.deps.db.transaction((tx) =>
        notify(tx, member.id, { kind, ...event }, ctx.clock.now()),
      );
      await deliver();
      const mails = mailsTo(member.email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      const words = translate(event.titleKey, lang, {});
      if (event.document) {
        expect(mail.subject).toBe(event.document.subject);
        // The notice goes exactly as its record keeps it.
        expect(mail.text.replace(/\r\n/g, '\n').trimEnd()).toBe(event.document.body);
      } else {
        expect(mail.subject).toBe(words);
        expect(mail.text).toContain(lang === 'en' ? 'Hello Ada,' : 'Ada，您好：');
        expect(mail.text).toContain(`${PUBLIC_URL}/member/messages/${id}`);
      }
      expect(mail.html).toMatch(
        new RegExp(`<html lang="${{ en: 'en-GB', cn: 'zh-Hans', tw: 'zh-Hant' }[lang]}">`),
      );
      expect(mail.html).toContain(`href="${PUBLIC_URL}/member/messages/${id}"`);
      expect(mail.html).not.toMatch(/<img|<link|<script|src=|url\(|@import/i);
      expect(mail.html).not.toContain('{{');
      expect(mail.text).not.toContain('{{');
      const unsubscribe = header(mail.raw, 'List-Unsubscribe');
      if (statutory.has(name)) {
        expect(unsubscribe).toBeUndefined();
        expect(header(mail.raw, 'List-Unsubscribe-Post')).toBeUndefined();
      } else {
        expect(unsubscribe).toMatch(
          new RegExp(
            `^<${PUBLIC_URL}/api/notification/email/unsubscribe\\?token=${member.id}\\.\\w+\\.[A-Za-z0-9_-]{43}>$`,
          ),
        );
        expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      }
    },
  );
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('stops the group the e-mail was about, from the link in its header, with no session; statutory notices still come', async () => {
    const member = await borrower('en');
    const [kind, event] = events['payment confirmed']!;
    await ctx.deps.db.transaction((tx) => notify(tx, member.id, { kind, ...event }, ctx.clock.now()));
    await deliver();
    const link = /^<(.+)>$/.exec(header(mailsTo(member.email)[0]!.raw, 'List-Unsubscribe')!)![1]!;
    const url = new URL(link);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: '0',
      msg: 'You will no longer get these e-mails',
      data: { group: 'payments' },
    });
    const prefs = await ctx.app.inject({ url: '/api/notification/preferences', headers: member.headers() });
    expect(prefs.json().data.emailGroups).toEqual(['decisions', 'reminders']);
    await ctx.deps.db.transaction((tx) => notify(tx, member.id, { kind, ...event }, ctx.clock.now()));
    const [arrearsKind, arrears] = events['arrears notice']!;
    await ctx.deps.db.transaction((tx) =>
      notify(tx, member.id, { kind: arrearsKind, ...arrears }, ctx.clock.now()),
    );
    await deliver();
    expect(mailsTo(member.email).map((mail) => mail.subject)).toEqual([
      'Repayment confirmed',
      arrears.document!.subject,
    ]);
  });

  it('refuses a token that was altered or made for someone else', async () => {
    const member = await borrower('en');
    const forged = `${member.id}.payments.${'A'.repeat(43)}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/notification/email/unsubscribe?token=${forged}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'V400', msg: 'This unsubscribe link is not valid' });
    const prefs = await ctx.app.inject({ url: '/api/notification/preferences', headers: member.headers() });
    expect(prefs.json().data.emailGroups).toEqual(['decisions', 'payments', 'reminders']);
  });
});
