import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { decryptPush, testDevice, verifyVapid } from '../../../tests/helpers/push-service';
import { outcomeOf, pushRequest, retryAfterMsOf } from './push-transport';

const vapid = webpush.generateVAPIDKeys();
const subject = 'mailto:help@quayside.example';

describe('a push request', () => {
  it('is encrypted (aes128gcm) to the device: decrypted with the keys the test made, it is the payload', () => {
    const device = testDevice();
    const payload = JSON.stringify({
      v: 1,
      title: 'Payment received',
      body: 'Ada, £12.34 — 收到',
      url: '/loan/detail?id=7',
    });
    const request = pushRequest(
      { endpoint: 'https://push.example.net/send/abc', ...device.keys },
      payload,
      { ttlSeconds: 3600, topic: 'n42' },
      vapid,
      subject,
    );
    expect(request.headers['Content-Encoding']).toBe('aes128gcm');
    expect(request.headers['Content-Type']).toBe('application/octet-stream');
    const body = request.body as Buffer;
    expect(body.length).toBe(Number(request.headers['Content-Length']));
    expect(decryptPush(body, device)).toBe(payload);
    // Not readable by another device's keys.
    expect(() => decryptPush(body, testDevice())).toThrow();
  });

  it('encrypts afresh each time: the same payload twice is two different bodies', () => {
    const device = testDevice();
    const target = { endpoint: 'https://push.example.net/send/abc', ...device.keys };
    const one = pushRequest(target, 'same', { ttlSeconds: 60 }, vapid, subject).body as Buffer;
    const two = pushRequest(target, 'same', { ttlSeconds: 60 }, vapid, subject).body as Buffer;
    expect(one.equals(two)).toBe(false);
    expect([decryptPush(one, device), decryptPush(two, device)]).toEqual(['same', 'same']);
  });

  it('carries VAPID (RFC 8292): an ES256 JWT for the push service origin, signed with our key, with TTL, Topic and Urgency', () => {
    const device = testDevice();
    const now = Math.floor(Date.now() / 1000);
    const request = pushRequest(
      { endpoint: 'https://fcm.example.com:8443/wp/xyz?a=1', ...device.keys },
      'x',
      { ttlSeconds: 86_399.7, topic: 'n42', urgency: 'high' },
      vapid,
      subject,
    );
    const read = verifyVapid(String(request.headers.Authorization));
    expect(read.publicKey).toBe(vapid.publicKey);
    expect(read.header.alg).toBe('ES256');
    expect(read.claims.aud).toBe('https://fcm.example.com:8443');
    expect(read.claims.sub).toBe(subject);
    expect(read.claims.exp).toBeGreaterThan(now);
    expect(read.claims.exp).toBeLessThanOrEqual(now + 24 * 3600);
    expect(request.headers).toMatchObject({ TTL: 86_399, Topic: 'n42', Urgency: 'high' });
  });

  it('signed with another key does not verify with ours', () => {
    const device = testDevice();
    const other = webpush.generateVAPIDKeys();
    const request = pushRequest(
      { endpoint: 'https://push.example.net/a', ...device.keys },
      'x',
      { ttlSeconds: 1 },
      other,
      subject,
    );
    const forged = String(request.headers.Authorization).replace(/k=.*$/, `k=${vapid.publicKey}`);
    expect(() => verifyVapid(forged)).toThrow('does not verify');
  });
});

describe('what the push service answered', () => {
  it.each([
    [201, 'sent'],
    [202, 'sent'],
    [404, 'gone'],
    [410, 'gone'],
    [413, 'tooLarge'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [400, 'refused'],
    [401, 'refused'],
    [403, 'refused'],
  ] as const)('%i is %s', (status, kind) => {
    expect(outcomeOf(status, undefined).kind).toBe(kind);
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-03-02T10:00:00Z');
    expect(retryAfterMsOf('120', now)).toBe(120_000);
    expect(retryAfterMsOf('Mon, 02 Mar 2026 10:05:00 GMT', now)).toBe(300_000);
    expect(retryAfterMsOf('soon', now)).toBeNull();
    expect(retryAfterMsOf(undefined, now)).toBeNull();
    expect(outcomeOf(429, '30')).toMatchObject({ kind: 'retry', retryAfterMs: 30_000 });
  });
});
