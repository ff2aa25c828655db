import type { NotificationGroup } from '../../../domain/api/notification-settings';
import { brands } from '../../../domain/brands';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { APP_ORIGIN_MARK, BRAND_MARK, UNSUBSCRIBE_MARK } from './outbox-links';
import { serverKeys, unsubscribeToken } from './server-keys';

/** Turns a stored text's marks (outbox-links.ts) into what this server sends. */
export type FinishMarks = (text: string, options?: { html?: boolean }) => Promise<string>;

export const finishMarks: { none: FinishMarks } = { none: async (text) => text };

/** The site's public address: PUBLIC_URL, else where this server listens. */
export function appOrigin(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`).replace(/\/+$/, '');
}

export function createFinishMarks(deps: {
  db: Database;
  config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT' | 'BRAND' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>;
}): FinishMarks {
  const origin = appOrigin(deps.config);
  const brand = brands[deps.config.BRAND].name;
  return async (text, options) => {
    let done = text
      .replaceAll(APP_ORIGIN_MARK, origin)
      .replaceAll(BRAND_MARK, options?.html ? brand.replaceAll('&', '&amp;') : brand);
    if (done.includes('{{unsubscribe:')) {
      const { unsubscribeSecret } = await serverKeys(deps);
      done = done.replace(UNSUBSCRIBE_MARK, (_whole, memberId: string, group: string) =>
        unsubscribeToken(unsubscribeSecret, Number(memberId), group as NotificationGroup),
      );
    }
    return done;
  };
}
