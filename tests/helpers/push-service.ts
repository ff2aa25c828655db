import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A browser's side of a push subscription, made by the test: its key pair and auth secret (RFC 8291). */
export interface TestDevice {
  ecdh: ECDH;
  publicKey: Buffer;
  authSecret: Buffer;
  /** As PushSubscription.toJSON() spells them. */
  keys: { p256dh: string; auth: string };
}

export function testDevice(): TestDevice {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    publicKey,
    authSecret,
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
  };
}

/**
 * Decrypts an aes128gcm push body (RFC 8188 record, RFC 8291 keys) with the device's private key, written
 * from the RFCs here rather than with the library under test, so the two must agree.
 */
export function decryptPush(body: Buffer, device: TestDevice): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('last record has no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface VapidClaims {
  header: { typ?: string; alg: string };
  claims: { aud: string; exp: number; sub: string };
  publicKey: string;
}

/** Reads `Authorization: vapid t=<JWT>, k=<key>` and checks the JWT's ES256 signature with that key. */
export function verifyVapid(authorization: string): VapidClaims {
  const match = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [jwt, key] = [match[1]!, match[2]!];
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')),
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')),
    publicKey: key,
  };
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  /** Never answers (the sender's timeout must end the wait). */
  hang?: boolean;
}

/**
 * A push service on https://127.0.0.1 with a self-signed certificate made for this run (openssl), answering
 * each path from a script of answers (201 once the script runs out), and keeping what it received.
 */
export async function startPushService() {
  const dir = mkdtempSync(path.join(tmpdir(), 'quayside-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(path.join(dir, 'cert.pem'));
  const key = readFileSync(path.join(dir, 'key.pem'));
  rmSync(dir, { recursive: true, force: true });
  const received: ReceivedPush[] = [];
  const script = new Map<string, Answer[]>();
  const hanging: import('node:http').ServerResponse[] = [];
  const server = https.createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const pathName = req.url ?? '/';
      received.push({ path: pathName, headers: req.headers, body: Buffer.concat(chunks) });
      const answer = script.get(pathName)?.shift() ?? { status: 201 };
      if (answer.hang) {
        hanging.push(res);
        return;
      }
      res.writeHead(answer.status, answer.headers ?? {});
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new https.Agent({ ca: cert, keepAlive: false });
  return {
    origin,
    agent,
    received,
    /** The answers a path gives, in order; after them it answers 201. */
    answer(pathName: string, ...answers: Answer[]) {
      script.set(pathName, answers);
    },
    to(pathName: string) {
      return received.filter((push) => push.path === pathName);
    },
    async close() {
      for (const res of hanging) res.destroy();
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type TestPushService = Awaited<ReturnType<typeof startPushService>>;
