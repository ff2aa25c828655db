import { useCallback, useEffect, useState } from 'react';
import { allByMember, OUTBOX_CHANNEL, STORES } from './offline-db';
import type { OutboxRecord, OutboxStatus } from './outbox-states';

/** What a screen shows of an entry it queued: where it stands, and the server's words if refused. */
export interface OutboxEntryState {
  key: string;
  status: OutboxStatus;
  message: string | null;
}

/**
 * The member's outbox entries for `field`, oldest first, read again whenever the worker, another tab or
 * this page announces a change (the outbox's channel). For a screen that queues a request rather than
 * photos: it needs no thumbnails, so it does without the upload module until it queues something.
 */
export function useOutboxEntries(memberId: number, field: string) {
  const [entries, setEntries] = useState<OutboxEntryState[] | null>(null);
  const read = useCallback(async () => {
    if (memberId <= 0) return setEntries([]);
    const records = await allByMember<OutboxRecord>(STORES.outbox, memberId).catch(() => []);
    setEntries(
      records
        .filter((record) => record.field === field)
        .sort((a, b) => a.createdAt - b.createdAt)
        .map(({ key, status, message }) => ({ key, status, message })),
    );
  }, [memberId, field]);
  useEffect(() => {
    void read();
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.onmessage = () => void read();
    return () => channel.close();
  }, [read]);
  return { loading: entries === null, entries: entries ?? [], reload: read };
}
