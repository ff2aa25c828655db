import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteDraft, ensurePersistentStorage, loadDraft, saveDraft } from '../../offline/draft-store';
import { emptyValues, type HardshipValues, readValues } from './hardship-model';

/** Autosave delay after the last keystroke, as the wizard's. */
export const AUTOSAVE_MS = 300;

export const draftName = (loanId: number) => `hardship:${loanId}`;

/**
 * The request being written, as kept on the device (encrypted by draft-store, per member, 30 days, gone at
 * logout). `sending` is the body last sent and its Idempotency-Key: sending the same body again — after an
 * answer that never came, from the outbox or from a tap — uses the same key, so the server keeps one request.
 */
export interface HardshipDraft {
  values: HardshipValues;
  sending: { key: string; body: string } | null;
}

function readDraft(stored: unknown): HardshipDraft | null {
  if (!stored || typeof stored !== 'object') return null;
  const draft = stored as { values?: unknown; sending?: unknown };
  const values = readValues(draft.values);
  if (!values) return null;
  const sending = draft.sending as { key?: unknown; body?: unknown } | null | undefined;
  return {
    values,
    sending:
      sending && typeof sending.key === 'string' && typeof sending.body === 'string'
        ? { key: sending.key, body: sending.body }
        : null,
  };
}

/**
 * The draft of a loan's request for help: read from this device when the form opens, saved at most
 * AUTOSAVE_MS after each change and at once when the page is hidden (a killed tab, a lost signal, a phone
 * put away lose nothing), deleted once the request is with us.
 */
export function useHardshipDraft(memberId: number, loanId: number) {
  const name = draftName(loanId);
  const [draft, setDraftState] = useState<HardshipDraft | null>(null);
  const [storageRefused, setStorageRefused] = useState(false);
  const current = useRef<HardshipDraft | null>(null);
  const pending = useRef<HardshipDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const askedPersistence = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    let cancelled = false;
    void loadDraft(memberId, name)
      .then((stored) => readDraft(stored?.value))
      .catch(() => null)
      .then((found) => {
        if (cancelled) return;
        const start = found ?? { values: emptyValues(), sending: null };
        current.current = start;
        setDraftState(start);
      });
    return () => {
      cancelled = true;
      mounted.current = false;
    };
  }, [memberId, name]);

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (!next || memberId <= 0) return;
    await saveDraft(memberId, name, next).catch(() => undefined);
    if (!askedPersistence.current) {
      askedPersistence.current = true;
      if ((await ensurePersistentStorage()) === 'refused' && mounted.current) setStorageRefused(true);
    }
  }, [memberId, name]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
      void flush();
    };
  }, [flush]);

  const update = useCallback(
    (change: (draft: HardshipDraft) => HardshipDraft) => {
      const before = current.current;
      if (!before) return;
      const next = change(before);
      current.current = next;
      setDraftState(next);
      pending.current = next;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_MS);
    },
    [flush],
  );

  const setValues = useCallback(
    (change: (values: HardshipValues) => HardshipValues) =>
      update((draft) => ({ ...draft, values: change(draft.values) })),
    [update],
  );

  /**
   * The key for this body: the one already used for the same body, or a new one — also when the server
   * refused that key's request (`refused`), whose repeat would only be refused again — stored before sending.
   */
  const keyFor = useCallback(
    async (body: unknown, refused?: string | null): Promise<string> => {
      const text = JSON.stringify(body);
      const known = current.current?.sending;
      const key = known?.body === text && known.key !== refused ? known.key : crypto.randomUUID();
      update((draft) => ({ ...draft, sending: { key, body: text } }));
      // On the device before anything leaves it: a retry after a reload finds the same key.
      await flush();
      return key;
    },
    [flush, update],
  );

  /** After a refusal: the same body sent again is a new request, under a new key. */
  const forgetKey = useCallback(() => update((draft) => ({ ...draft, sending: null })), [update]);

  /** The request is with us: nothing of it stays on the device. */
  const discard = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    pending.current = null;
    await deleteDraft(memberId, name).catch(() => undefined);
  }, [memberId, name]);

  return { draft, storageRefused, setValues, keyFor, forgetKey, discard };
}
