import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import {
  type FormEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { z } from 'zod';
import type { Member } from '../../domain/api/members';
import { formatMoment } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { memberInfoQuery } from '../lib/queries/member-queries';
import { isLoggedIn, userStore, useUser } from '../lib/stores/session-store';
import { showToast } from '../lib/stores/toast-store';
import { deleteDraft, loadDraft, saveDraft } from '../offline/draft-store';
import { type PhotoRef, resolvePhotoRefs } from '../offline/member/photo-field';
import { useWaitForPhotos } from '../offline/member/photos-preparing';
import { flushOutbox } from '../offline/outbox';
import { type AccountSection, accountSections } from '../ui/member/account-sections';
import { messageText } from '../ui/member/field-message';
import { type FieldErrors, issueMessages, serverFieldErrors } from '../ui/member/form-errors';
import { Card, Screen } from '../ui/screen';
import { type SectionRoute, useSaveSection } from './account-queries';

export interface SectionFormConfig<V> {
  route: SectionRoute;
  /** Name of the section's draft on this device: 'account:<section>'. */
  draft: string;
  /** The shared contract the server checks the body with; the browser checks it first. */
  schema: z.ZodType;
  /** What the fields show: the stored section, or empty fields (some prefilled from the account). */
  valuesOf(member: Member): V;
  /** The fields → the route's body (photo fields through `photoIds`). */
  bodyOf(values: V): unknown;
  /** Fields holding photos (PhotoRef[]): sent once the outbox has uploaded them. */
  photoFields?: readonly (keyof V & string)[];
  /** Domain code of the success toast ("Saved successfully", "Modified successfully", …). */
  successCode: string;
}

function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A draft read back is used only if it has the fields of today's form, each of the same kind. */
function sameShape<V>(value: unknown, like: V): value is V {
  if (!value || typeof value !== 'object' || !like || typeof like !== 'object') return false;
  return Object.entries(like as Record<string, unknown>).every(([key, expected]) => {
    const got = (value as Record<string, unknown>)[key];
    return Array.isArray(expected) ? Array.isArray(got) : typeof got === typeof expected;
  });
}

/** How long a save waits for photos the outbox is still sending before saying so. */
const PHOTO_WAIT_MS = 60_000;

/**
 * A profile section's form: fields prefilled from the stored member, checked with the shared contract
 * before anything is sent, saved whole through the section's route; the server's V400 messages land on
 * the fields they name. Changes not saved yet are kept as an encrypted draft on the device (30 days), so
 * neither leaving nor a closed tab loses them, and leaving still asks first.
 */
export function useSectionForm<V>(member: Member, config: SectionFormConfig<V>) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const [baseline, setBaseline] = useState<V>(() => config.valuesOf(member));
  const [values, setValues] = useState<V>(baseline);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusError, setFocusError] = useState(0);
  const [sendingPhotos, setSendingPhotos] = useState(false);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const mutation = useSaveSection(config.route);
  const dirty = !sameValues(values, baseline);
  const words = useCallback((code: string) => messageText(i18n, code, lang), [i18n, lang]);
  const memberId = member.id;

  // A newer copy of the member (the server's answer after the cached one) refills fields not yet touched.
  const stored = config.valuesOf(member);
  const storedKey = JSON.stringify(stored);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the stored values' content
  useEffect(() => {
    if (dirtyRef.current) return;
    setBaseline(stored);
    setValues(stored);
  }, [storedKey]);

  // Changes kept from an earlier visit come back, with a note saying so.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the form opens
  useEffect(() => {
    let live = true;
    loadDraft(memberId, config.draft)
      .then((draft) => {
        if (!live || !draft || dirtyRef.current) return;
        if (!sameShape(draft.value, stored) || sameValues(draft.value, stored)) return;
        setValues(draft.value);
        setRestoredAt(draft.savedAt);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  // Every change is kept on the device shortly after it is typed; a saved or undone form keeps nothing.
  const latest = useRef({ values, dirty });
  latest.current = { values, dirty };
  // One draft operation at a time, in order: a save still encrypting when the form is saved must not land
  // after the delete and bring back changes that are already on the profile.
  const draftQueue = useRef<Promise<void>>(Promise.resolve());
  const keepDraft = useCallback(() => {
    draftQueue.current = draftQueue.current.then(async () => {
      const { values: now, dirty: changed } = latest.current;
      try {
        // Signed out meanwhile: the logout cleared this member's drafts, and none may be written again.
        if (userStore.get().id !== memberId) return;
        if (changed) await saveDraft(memberId, config.draft, now);
        else await deleteDraft(memberId, config.draft);
      } catch {
        // No IndexedDB (a private window in some browsers): the leave guard still asks before anything goes.
      }
    });
    return draftQueue.current;
  }, [memberId, config.draft]);
  const valuesKey = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the values change
  useEffect(() => {
    const timer = setTimeout(() => void keepDraft(), 400);
    return () => clearTimeout(timer);
  }, [valuesKey, dirty, keepDraft]);

  // Bring the first field with a message into view and focus, so a keyboard or screen-reader user lands
  // on what needs fixing rather than on the button they pressed.
  useEffect(() => {
    if (focusError === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>(
      'input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"]',
    );
    first?.focus();
  }, [focusError]);

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    // A message about a field goes once the borrower changes it; the others stay until the next check.
    setErrors((prev) => {
      const name = String(field);
      if (!Object.keys(prev).some((key) => key === name || key.startsWith(`${name}.`))) return prev;
      return Object.fromEntries(
        Object.entries(prev).filter(([key]) => key !== name && !key.startsWith(`${name}.`)),
      );
    });
  }, []);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setFocusError((n) => n + 1);
  };

  /** Photos still in the outbox → their server ids; waits while they are being sent. */
  const withUploadedPhotos = async (
    current: V,
  ): Promise<{ ok: true; values: V } | { ok: false; errors: FieldErrors }> => {
    const fields = config.photoFields ?? [];
    if (!fields.some((field) => (current[field] as readonly PhotoRef[]).some((ref) => 'key' in ref)))
      return { ok: true, values: current };
    setSendingPhotos(true);
    try {
      const started = Date.now();
      for (;;) {
        const resolved = await Promise.all(
          fields.map((field) => resolvePhotoRefs(current[field] as readonly PhotoRef[])),
        );
        const problems: FieldErrors = {};
        resolved.forEach((result, index) => {
          const field = fields[index] as string;
          if (result.blocked > 0)
            problems[field] =
              t`A photo here could not be sent. Remove it and add it again, or log in again to send it.`;
          else if (result.pending > 0)
            problems[field] =
              t`This photo has not been sent yet. It goes as soon as you are online; then press Save again.`;
        });
        const waiting = resolved.some((result) => result.pending > 0);
        const blocked = resolved.some((result) => result.blocked > 0);
        if (!waiting && !blocked) {
          const next = { ...current };
          resolved.forEach((result, index) => {
            (next as Record<string, unknown>)[fields[index] as string] = result.ids.map((id) => ({
              uploadId: id,
            }));
          });
          return { ok: true, values: next };
        }
        if (blocked || !navigator.onLine || Date.now() - started > PHOTO_WAIT_MS)
          return { ok: false, errors: problems };
        flushOutbox();
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    } finally {
      setSendingPhotos(false);
    }
  };

  // A save pressed while a photo is still being prepared goes once it is in the form, with the values as
  // they are then.
  const photos = useWaitForPhotos(() => void submit());
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (photos.deferred()) return;
    const checked = config.schema.safeParse(config.bodyOf(values));
    if (!checked.success) {
      showErrors(issueMessages(checked.error.issues, words));
      return;
    }
    const ready = await withUploadedPhotos(values);
    if (!ready.ok) {
      showErrors(ready.errors);
      return;
    }
    setErrors({});
    try {
      const saved = await mutation.mutateAsync(config.bodyOf(ready.values));
      const next = config.valuesOf(saved);
      setBaseline(next);
      setValues(next);
      setRestoredAt(null);
      latest.current = { values: next, dirty: false };
      // Said at once: the profile is saved. Dropping the device's draft is queued behind any draft write
      // still encrypting, and a slow IndexedDB must not hold back the news.
      showToast('success', words(config.successCode));
      await keepDraft();
    } catch (error) {
      // The app's error policy has already said what went wrong; a V400 also names the fields.
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) showErrors(fields as FieldErrors);
    }
  };

  const discard = () => {
    setValues(baseline);
    setErrors({});
    setRestoredAt(null);
  };

  return {
    values,
    set,
    errors,
    error: (path: string) => errors[path] ?? null,
    dirty,
    pending: mutation.isPending || sendingPhotos || photos.waiting,
    sendingPhotos: sendingPhotos || photos.waiting,
    restoredAt,
    keepDraft,
    submit,
    discard,
    formRef,
    memberId,
  };
}

/** The member whose profile is shown: the cached copy at once, the server's answer when it comes. */
export function useMember(): Member | null {
  const user = useUser();
  const query = useQuery(memberInfoQuery(user.id));
  return query.data ?? user.member;
}

interface ScreenProps {
  section: AccountSection;
  lead?: ReactNode;
  children: ReactNode;
}

/** A section's screen: its title from the section bar, and a line under it. */
export function SectionScreen({ section, lead, children }: ScreenProps) {
  const { i18n } = useLingui();
  const meta = accountSections.find((entry) => entry.id === section);
  return (
    <Screen
      title={meta ? i18n._(meta.label) : section}
      lead={lead}
      width="narrow"
      testId={`account-${section}`}
    >
      {children}
    </Screen>
  );
}

/** What the form's frame needs of `useSectionForm`. */
export interface FormState {
  formRef: RefObject<HTMLFormElement | null>;
  dirty: boolean;
  pending: boolean;
  sendingPhotos: boolean;
  restoredAt: number | null;
  keepDraft(): Promise<void>;
  discard(): void;
}

interface FormProps {
  form: FormState;
  onSubmit(event: FormEvent): void;
  testId: string;
  submitLabel?: ReactNode;
  children: ReactNode;
}

/** The form itself: its fields on a card, the save button, and the guard against leaving unsaved. */
export function SectionForm({ form, onSubmit, testId, submitLabel, children }: FormProps) {
  const lang = useLanguage();
  const restoredAt = form.restoredAt;
  const time = restoredAt ? formatMoment(restoredAt, lang) : '';
  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate data-testid={testId} className="section-form">
      {restoredAt && form.dirty ? (
        <p className="section-form__restored" role="status" data-testid="draft-restored">
          <Trans>
            These are the changes you made on {time} and have not saved yet. Save them, or undo them to see
            what is on your profile.
          </Trans>
        </p>
      ) : null}
      <Card>{children}</Card>
      <div className="section-form__actions">
        <button type="submit" className="button button--primary button--block" disabled={form.pending}>
          {form.sendingPhotos ? (
            <Trans>Sending your photos…</Trans>
          ) : form.pending ? (
            <Trans>Saving…</Trans>
          ) : (
            (submitLabel ?? <Trans>Save</Trans>)
          )}
        </button>
        {form.dirty && !form.pending ? (
          <button type="button" className="link-button" onClick={form.discard}>
            <Trans>Undo my changes</Trans>
          </button>
        ) : null}
      </div>
      <LeaveGuard dirty={form.dirty} keepDraft={form.keepDraft} />
    </form>
  );
}

/**
 * Leaving a section with changes not saved asks first: another section, another tab, the back button or
 * closing the tab. A session that has ended (the way to /login, a logout) is not held up: nothing could
 * be saved, and nothing of the member may stay behind.
 */
export function LeaveGuard({ dirty, keepDraft }: { dirty: boolean; keepDraft(): Promise<void> }) {
  // The router registers these functions in an effect, so a closure over `dirty` can still be the one of
  // an earlier render for a moment after a save (and ask about changes that are already saved); the ref is
  // always the state on screen.
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const blocker = useBlocker({
    shouldBlockFn: ({ next }) => dirtyNow.current && isLoggedIn() && next.pathname !== '/login',
    enableBeforeUnload: () => dirtyNow.current,
    withResolver: true,
  });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const blocked = blocker.status === 'blocked';
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (blocked && !dialog.open) dialog.showModal();
    if (!blocked && dialog.open) dialog.close();
  }, [blocked]);
  return (
    <dialog
      ref={dialogRef}
      className="leave-dialog"
      aria-labelledby="leave-dialog-title"
      aria-describedby="leave-dialog-text"
      data-testid="leave-dialog"
      // Escape means "stay": the dialog closes and navigation is cancelled.
      onCancel={(event) => {
        event.preventDefault();
        blocker.reset?.();
      }}
    >
      <h2 id="leave-dialog-title" className="leave-dialog__title">
        <Trans>Leave without saving?</Trans>
      </h2>
      <p id="leave-dialog-text">
        <Trans>
          You have changed this section but not saved it. We keep your changes on this device for 30 days and
          bring them back when you return, but they are not on your profile until you save them.
        </Trans>
      </p>
      <div className="leave-dialog__actions">
        {/* Staying is the safe choice: it comes first, so showModal() gives it the focus. */}
        <button type="button" className="button button--primary" onClick={() => blocker.reset?.()}>
          <Trans>Stay on this page</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            const proceed = blocker.proceed;
            void keepDraft().then(() => proceed?.());
          }}
        >
          <Trans>Leave without saving</Trans>
        </button>
      </div>
    </dialog>
  );
}
