import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from '../../../tests/helpers/test-app';
import { uploads } from '../../db/schema';
import { findMessages } from '../mail/outbox-repository';

/** Helpers shared by this module's route tests: requests, envelopes, codes read from the real outbox. */

export type Lang = 'en' | 'cn' | 'tw';

export interface Call {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: unknown;
  token?: string;
  lang?: Lang;
}

export async function call(ctx: TestContext, { method, url, body, token, lang }: Call) {
  const headers: Record<string, string> = {};
  if (token) headers.token = token;
  if (lang) headers.lang = lang;
  return ctx.app.inject({
    method,
    url,
    headers,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

export function envelope(res: LightMyRequestResponse) {
  return res.json() as { code: string; msg: string; data: Record<string, unknown> | null };
}

export function expectEnvelope(
  res: LightMyRequestResponse,
  status: number,
  code: string,
  msg?: string | RegExp,
) {
  const body = envelope(res);
  expect({ status: res.statusCode, code: body.code }, res.body).toEqual({ status, code });
  if (typeof msg === 'string') expect(body.msg).toBe(msg);
  else if (msg) expect(body.msg).toMatch(msg);
  return body;
}

/** The last code queued for `destination`, read from the outbox message body as the borrower would. */
export async function lastCodeSentTo(ctx: TestContext, destination: string): Promise<string> {
  const messages = await findMessages(ctx.deps.db, destination);
  const last = messages.at(-1);
  const match = last?.body.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no code queued for ${destination}`);
  return match[1]!;
}

export function moveOnMinutes(ctx: TestContext, minutes: number): void {
  ctx.clock.advance(minutes * 60_000);
}

let counter = 0;
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}${counter}.${Date.now().toString(36)}@quayside.uk`;
}

export const PASSWORD = 'Harbour-light-9';

/** Registers a member through the API (emailCode → code from the outbox → register) and returns the login. */
export async function registerMember(ctx: TestContext, email = uniqueEmail(), password = PASSWORD) {
  const sent = await call(ctx, {
    method: 'POST',
    url: '/api/verification/emailCode',
    body: { email, purpose: 'register' },
  });
  expectEnvelope(sent, 200, '0');
  const code = await lastCodeSentTo(ctx, email);
  const res = await call(ctx, {
    method: 'POST',
    url: '/api/member/register',
    body: { email, code, password, confirmPassword: password },
  });
  const body = expectEnvelope(res, 200, '0');
  const data = body.data as { token: string; member: { id: number; email: string } };
  // The next send to any address of this member must not be held back by the 60-second rule.
  moveOnMinutes(ctx, 1);
  return { email, password, token: data.token, id: data.member.id };
}

/**
 * Upload rows owned by `memberId`, one per placeholder id of the fixtures, and a function that puts the
 * real ids in place of the placeholders in any `…UploadId` / `…UploadIds` field of a body. The rows stand
 * for files the member uploaded; the profile routes only check whose they are.
 */
export async function ownUploads(ctx: TestContext, memberId: number, placeholders: number[]) {
  const real = new Map<number, number>();
  for (const placeholder of placeholders) {
    const [row] = await ctx.deps.db
      .insert(uploads)
      .values({
        memberId,
        purpose: 'test',
        mime: 'image/png',
        bytes: 1,
        width: 1,
        height: 1,
        sha256: randomUUID(),
        storageKey: randomUUID(),
        createdAt: ctx.clock.now(),
      })
      .returning({ id: uploads.id });
    real.set(placeholder, row!.id);
  }
  const swap = (id: unknown) => (typeof id === 'number' ? (real.get(id) ?? id) : id);
  const own = <T>(value: T): T => {
    if (Array.isArray(value)) return value.map(own) as T;
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        if (key.endsWith('UploadId')) return [key, swap(item)];
        if (key.endsWith('UploadIds') && Array.isArray(item)) return [key, item.map(swap)];
        return [key, own(item)];
      }),
    ) as T;
  };
  return own;
}
