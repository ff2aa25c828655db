import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import webpush from 'web-push';
import { type NotificationGroup, notificationGroups } from '../../../domain/api/notification-settings';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { keepServerKey, readServerKey } from './server-keys-repository';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface ServerKeys {
  vapid: VapidKeys;
  /** Signs the one-click unsubscribe links in e-mails (RFC 8058). */
  unsubscribeSecret: Buffer;
}

const VAPID = 'vapid';
const UNSUBSCRIBE = 'unsubscribe-hmac';

// The keys never change once kept; one read per database per process is enough.
const loaded = new WeakMap<Database, Promise<ServerKeys>>();

/**
 * The server's own keys: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, else a pair made at first start and
 * kept in `server_keys` (as one value, so two copies starting at once can never keep halves of two pairs).
 */
export function serverKeys(deps: {
  db: Database;
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>;
}) {
  let keys = loaded.get(deps.db);
  if (!keys) {
    keys = loadKeys(deps).catch((error: unknown) => {
      loaded.delete(deps.db);
      throw error;
    });
    loaded.set(deps.db, keys);
  }
  return keys;
}

async function loadKeys(deps: {
  db: Database;
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>;
}): Promise<ServerKeys> {
  const now = new Date();
  const given =
    deps.config.VAPID_PUBLIC_KEY && deps.config.VAPID_PRIVATE_KEY
      ? { publicKey: deps.config.VAPID_PUBLIC_KEY, privateKey: deps.config.VAPID_PRIVATE_KEY }
      : null;
  const vapid =
    given ??
    (JSON.parse(
      (await readServerKey(deps.db, VAPID)) ??
        (await keepServerKey(deps.db, VAPID, JSON.stringify(webpush.generateVAPIDKeys()), now)),
    ) as VapidKeys);
  const secret =
    (await readServerKey(deps.db, UNSUBSCRIBE)) ??
    (await keepServerKey(deps.db, UNSUBSCRIBE, randomBytes(32).toString('base64url'), now));
  return { vapid, unsubscribeSecret: Buffer.from(secret, 'base64url') };
}

function signature(secret: Buffer, memberId: number, group: NotificationGroup): string {
  return createHmac('sha256', secret).update(`unsubscribe:${memberId}:${group}`).digest('base64url');
}

/** `<member>.<group>.<signature>`: names what to stop, and proves this server wrote it. */
export function unsubscribeToken(secret: Buffer, memberId: number, group: NotificationGroup): string {
  return `${memberId}.${group}.${signature(secret, memberId, group)}`;
}

export function readUnsubscribeToken(
  secret: Buffer,
  token: string,
): { memberId: number; group: NotificationGroup } | null {
  const [id, group, given] = token.split('.');
  if (!id || !group || !given || !/^[1-9][0-9]{0,15}$/.test(id)) return null;
  if (!(notificationGroups as readonly string[]).includes(group)) return null;
  const memberId = Number(id);
  const expected = Buffer.from(signature(secret, memberId, group as NotificationGroup));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { memberId, group: group as NotificationGroup };
}
