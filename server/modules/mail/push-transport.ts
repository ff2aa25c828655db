import https from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from './server-keys';

/** Where a push goes: the push service's endpoint and the device keys its payload is encrypted to. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** Seconds the push service may hold the message for a device that is away (RFC 8030 TTL). */
  ttlSeconds: number;
  /**
   * RFC 8030 Topic: a message still held by the push service is replaced by a later one with the same topic,
   * so a send repeated after a crash between "sent" and "marked sent" is shown once.
   */
  topic?: string;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

/** What the push service said, sorted by what the outbox does next. */
export type PushOutcome =
  | { kind: 'sent'; status: number }
  /** 404 / 410: the subscription has expired or was withdrawn: it is removed, nothing is retried. */
  | { kind: 'gone'; status: number }
  /** 413: the payload is too large for this push service. */
  | { kind: 'tooLarge'; status: number }
  /** A timeout, a network fault, 429 or 5xx: try again later (no sooner than Retry-After, when given). */
  | { kind: 'retry'; status: number | null; retryAfterMs: number | null; reason: string }
  /** Any other answer (400, 401, 403 …): the request itself is wrong; retrying would not help. */
  | { kind: 'refused'; status: number; reason: string };

export interface PushTransport {
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome>;
}

export interface PushTransportOptions {
  vapid: () => Promise<VapidKeys>;
  /** `mailto:` or `https:` contact for the push service's operators (RFC 8292 `sub`). */
  subject: string;
  /** Tests give an agent that trusts their self-signed push service. */
  agent?: https.Agent;
  timeoutMs?: number;
}

/** The encrypted request (RFC 8291 aes128gcm) with its VAPID Authorization header (RFC 8292), unsent. */
export function pushRequest(
  target: PushTarget,
  payload: string,
  options: PushOptions,
  vapid: VapidKeys,
  subject: string,
) {
  return webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: Math.max(0, Math.floor(options.ttlSeconds)),
      contentEncoding: 'aes128gcm',
      ...(options.topic ? { topic: options.topic } : {}),
      urgency: options.urgency ?? 'normal',
    },
  );
}

/**
 * Web Push over HTTPS with `web-push` building the request. The send is ours (node:https) so that a
 * timeout is bounded and the status and Retry-After reach the outbox as they are.
 */
export function createPushTransport(options: PushTransportOptions): PushTransport {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    send: async (target, payload, pushOptions) => {
      const request = pushRequest(target, payload, pushOptions, await options.vapid(), options.subject);
      return post(request, options.agent, timeoutMs);
    },
  };
}

function post(
  request: ReturnType<typeof webpush.generateRequestDetails>,
  agent: https.Agent | undefined,
  timeoutMs: number,
): Promise<PushOutcome> {
  return new Promise((resolve) => {
    const url = new URL(request.endpoint);
    if (url.protocol !== 'https:') {
      resolve({ kind: 'refused', status: 0, reason: 'push endpoint is not https' });
      return;
    }
    const req = https.request(
      url,
      {
        method: 'POST',
        headers: request.headers as Record<string, string | number>,
        agent,
        timeout: timeoutMs,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(outcomeOf(res.statusCode ?? 0, res.headers['retry-after'])));
        res.on('error', (error) =>
          resolve({ kind: 'retry', status: null, retryAfterMs: null, reason: error.message }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`push service did not answer in ${timeoutMs} ms`)));
    req.on('error', (error) =>
      resolve({ kind: 'retry', status: null, retryAfterMs: null, reason: error.message.slice(0, 200) }),
    );
    req.end(request.body ?? undefined);
  });
}

export function outcomeOf(status: number, retryAfter: string | string[] | undefined): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent', status };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 413) return { kind: 'tooLarge', status };
  if (status === 429 || status >= 500) {
    return {
      kind: 'retry',
      status,
      retryAfterMs: retryAfterMsOf(retryAfter),
      reason: `push service answered ${status}`,
    };
  }
  return { kind: 'refused', status, reason: `push service answered ${status}` };
}

/** Retry-After as seconds or as an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function retryAfterMsOf(
  value: string | string[] | undefined,
  now: number = Date.now(),
): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
