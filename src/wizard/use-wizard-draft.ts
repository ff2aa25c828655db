import { useCallback, useEffect, useRef, useState } from 'react';
import { draftResponse } from '../../domain/api/loans';
import type { Member } from '../../domain/api/members';
import { apiRequest } from '../lib/api/api-client';
import { deleteDraft, ensurePersistentStorage, loadDraft, saveDraft } from '../offline/draft-store';
import {
  chooseNewer,
  type DraftSource,
  newDraft,
  readDraft,
  valuesFromProfile,
  type WizardDraft,
  type WizardValues,
} from './wizard-model';
import { putServerDraft } from './wizard-queries';

export const DRAFT_NAME = 'apply';
/** Autosave delay after the last keystroke (the issue allows at most 500 ms). */
export const AUTOSAVE_MS = 300;
/** How long a request for the account's copy may take before it is given up (it then counts as none). */
const SERVER_COPY_TIMEOUT_MS = 8000;
/**
 * How long opening the wizard waits for the account's copy: not at all when this device holds a draft (it is
 * shown at once, and a newer copy from the account that arrives later replaces it if nothing was typed
 * meanwhile — it is newer only when the borrower wrote on another device), a little when it holds none, so
 * that a new device does not flash an empty form first. A network that accepts requests and never answers
 * must not hold the form back (issue 40 §2).
 */
const SERVER_COPY_WAIT_MS = { withDeviceCopy: 0, withoutDeviceCopy: 1500 };

type ServerCopy = { draft: WizardDraft | null; updatedAt: string | null };
interface DraftReads {
  memberId: number;
  startedAt: number;
  fromDevice: Promise<WizardDraft | null>;
  fromServer: Promise<ServerCopy>;
}

/** Reads started by the route's loader are used only this soon after, so they are never an old copy. */
const EARLY_READ_FRESH_MS = 5000;
let early: DraftReads | null = null;

function startDraftReads(memberId: number): DraftReads {
  return {
    memberId,
    startedAt: Date.now(),
    fromDevice: loadDraft(memberId, DRAFT_NAME)
      .then((stored) => readDraft(stored?.value))
      .catch(() => null),
    fromServer: serverCopy(),
  };
}

/**
 * /apply's loader starts reading the draft — from this device (decrypted) and from the account — while the
 * app is still starting, so the wizard opens with it instead of asking only once it has mounted.
 */
export function readDraftEarly(memberId: number): void {
  if (memberId > 0) early = startDraftReads(memberId);
}

function takeDraftReads(memberId: number): DraftReads {
  const taken = early;
  early = null;
  const fresh = taken?.memberId === memberId && Date.now() - taken.startedAt < EARLY_READ_FRESH_MS;
  return fresh ? taken : startDraftReads(memberId);
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; source: DraftSource; both: boolean; serverSavedAt: string | null };

async function serverCopy(): Promise<ServerCopy> {
  if (!navigator.onLine) return { draft: null, updatedAt: null };
  try {
    const answer = await apiRequest('/loan/draft', {
      schema: draftResponse,
      timeoutMs: SERVER_COPY_TIMEOUT_MS,
    });
    return { draft: readDraft(answer.draft), updatedAt: answer.updatedAt };
  } catch {
    // Offline or slow: the copy on this device is what the borrower has.
    return { draft: null, updatedAt: null };
  }
}

/**
 * The draft of the application: read from this device and from the account (the newer wins), saved to
 * this device (encrypted, by draft-store) at most AUTOSAVE_MS after every change, and flushed when the page
 * is hidden, so a killed tab loses nothing.
 */
export function useWizardDraft(memberId: number, member: Member | null) {
  const [draft, setDraftState] = useState<WizardDraft | null>(null);
  // The latest draft at once, for changes made several times before React renders again.
  const draftRef = useRef<WizardDraft | null>(null);
  const setDraft = useCallback((next: WizardDraft) => {
    draftRef.current = next;
    setDraftState(next);
  }, []);
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [storageRefused, setStorageRefused] = useState(false);
  /** 'saving' from a change until it is stored on the device; what the borrower sees under the form. */
  const [saveState, setSaveState] = useState<'saved' | 'saving'>('saved');
  const pending = useRef<WizardDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const askedPersistence = useRef(false);
  const memberRef = useRef(member);
  memberRef.current = member;
  // The last save runs as the screen goes away; what it learns then has no screen left to show it on.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    const { fromDevice, fromServer } = takeDraftReads(memberId);
    void (async () => {
      const local = await fromDevice;
      const waitMs = local ? SERVER_COPY_WAIT_MS.withDeviceCopy : SERVER_COPY_WAIT_MS.withoutDeviceCopy;
      const server = waitMs > 0 ? await Promise.race([fromServer, delay(waitMs).then(() => null)]) : null;
      if (cancelled) return;
      const chosen = chooseNewer(local, server?.draft ?? null);
      const start =
        chosen.draft ??
        ({
          ...newDraft(crypto.randomUUID(), Date.now()),
          values: valuesFromProfile(memberRef.current),
        } satisfies WizardDraft);
      setDraft(start);
      setLoad({
        status: 'ready',
        source: chosen.source,
        both: chosen.both,
        serverSavedAt: server?.updatedAt ?? null,
      });
      if (server) return;
      // The account's copy came too late to be waited for: it replaces what is shown only if it is newer
      // and the borrower has not changed anything since.
      const late = await fromServer;
      if (cancelled || !late.draft) return;
      const again = chooseNewer(chosen.draft, late.draft);
      // Nothing typed since: a change to the values stamps the draft anew (moving between steps does not).
      const untouched = draftRef.current?.updatedAt === start.updatedAt;
      if (again.source === 'server' && again.draft && untouched) {
        setDraft(again.draft);
        setLoad({ status: 'ready', source: 'server', both: again.both, serverSavedAt: late.updatedAt });
      } else if (again.source === 'device') {
        // What is shown stays; the borrower is told it is newer than the account's copy.
        setLoad({ status: 'ready', source: 'device', both: true, serverSavedAt: late.updatedAt });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [memberId, setDraft]);

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (!next) return;
    await saveDraft(memberId, DRAFT_NAME, next);
    if (!pending.current && mounted.current) setSaveState('saved');
    if (!askedPersistence.current) {
      askedPersistence.current = true;
      if ((await ensurePersistentStorage()) === 'refused' && mounted.current) setStorageRefused(true);
    }
  }, [memberId]);

  const schedule = useCallback(
    (next: WizardDraft) => {
      pending.current = next;
      setSaveState('saving');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_MS);
    },
    [flush],
  );

  // A hidden page may never run again (a killed tab, a closed app): what is pending goes now.
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

  /** Any change to the draft; the values change marks it as newer than any other copy. */
  const change = useCallback(
    (mutate: (draft: WizardDraft) => void, touchesValues = true) => {
      const current = draftRef.current;
      if (!current) return;
      const next = structuredClone(current);
      mutate(next);
      if (touchesValues) next.updatedAt = Date.now();
      setDraft(next);
      schedule(next);
    },
    [schedule, setDraft],
  );

  const updateValues = useCallback(
    (mutate: (values: WizardValues) => void) => change((next) => mutate(next.values)),
    [change],
  );

  /** "Save and exit": this device now, and the account too when online. Resolves with where it went. */
  const saveAndExit = useCallback(async (): Promise<'device' | 'server'> => {
    if (!draft) return 'device';
    pending.current = draft;
    await flush();
    if (!navigator.onLine) return 'device';
    try {
      await putServerDraft(draft as unknown as Record<string, unknown>);
      return 'server';
    } catch {
      return 'device';
    }
  }, [draft, flush]);

  const discard = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    pending.current = null;
    await deleteDraft(memberId, DRAFT_NAME);
  }, [memberId]);

  return { draft, load, storageRefused, saveState, change, updateValues, saveAndExit, discard, flush };
}
