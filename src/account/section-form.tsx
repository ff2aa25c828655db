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
import { isApiError } from '../lib/api-error';
import { useLanguage } from '../lib/language';
import { memberInfoQuery } from '../lib/member-queries';
import { useUser } from '../lib/session-store';
import { showToast } from '../lib/toast-store';
import { type AccountSection, accountSections } from '../ui/member/account-sections';
import { messageText } from '../ui/member/field-message';
import { Card, Screen } from '../ui/screen';
import { type SectionRoute, useSaveSection } from './account-queries';

export type FieldErrors = Record<string, string>;

export interface SectionFormConfig<V> {
  route: SectionRoute;
  /** The shared contract the server checks the body with; the browser checks it first. */
  schema: z.ZodType;
  /** What the fields show: the stored section, or empty fields (some prefilled from the account). */
  valuesOf(member: Member): V;
  /** The fields → the route's body. */
  bodyOf(values: V): unknown;
  /** Domain code of the success toast ("Saved successfully", "Modified successfully", …). */
  successCode: string;
}

/** Issue path → message in words; the first issue of a path wins, as the server's `data.fields` does. */
export function issueMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  words: (code: string) => string,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = words(issue.message);
  }
  return errors;
}

function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A profile section's form: fields prefilled from the stored member, checked with the shared contract
 * before anything is sent, saved whole through the section's route; the server's V400 messages land on
 * the fields they name, and leaving with unsaved changes asks first.
 */
export function useSectionForm<V>(member: Member, config: SectionFormConfig<V>) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const [baseline, setBaseline] = useState<V>(() => config.valuesOf(member));
  const [values, setValues] = useState<V>(baseline);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusError, setFocusError] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const mutation = useSaveSection(config.route);
  const dirty = !sameValues(values, baseline);
  const words = useCallback((code: string) => messageText(i18n, code, lang), [i18n, lang]);

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

  // Bring the first field with a message into view and focus, so a keyboard or screen-reader user lands
  // on what needs fixing rather than on the button they pressed.
  useEffect(() => {
    if (focusError === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>(
      'input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"], [data-field-error] button, [data-field-error] input',
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

  const submit = async (event?: FormEvent, prepare?: (values: V) => Promise<V | FieldErrors>) => {
    event?.preventDefault();
    const checked = config.schema.safeParse(config.bodyOf(values));
    if (!checked.success) {
      showErrors(issueMessages(checked.error.issues, words));
      return;
    }
    let ready = values;
    if (prepare) {
      const prepared = await prepare(values);
      if (isFieldErrors(prepared)) {
        showErrors(prepared);
        return;
      }
      ready = prepared;
    }
    setErrors({});
    try {
      const saved = await mutation.mutateAsync(config.bodyOf(ready));
      const next = config.valuesOf(saved);
      setBaseline(next);
      setValues(next);
      showToast('success', words(config.successCode));
    } catch (error) {
      // The app's error policy has already said what went wrong; a V400 also names the fields.
      if (isApiError(error) && error.code === 'V400' && Object.keys(error.fields).length > 0) {
        showErrors(error.fields);
      }
    }
  };

  const discard = () => {
    setValues(baseline);
    setErrors({});
  };

  return {
    values,
    set,
    setValues,
    errors,
    error: (path: string) => errors[path] ?? null,
    dirty,
    pending: mutation.isPending,
    submit,
    discard,
    formRef,
    words,
  };
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return !!value && typeof value === 'object' && (value as { [FIELD_ERRORS]?: true })[FIELD_ERRORS] === true;
}
const FIELD_ERRORS = Symbol('field-errors');
/** Marks messages a `prepare` step found (photos still uploading), so `submit` shows them on their fields. */
export function fieldErrors(errors: FieldErrors): FieldErrors {
  return Object.assign(errors, { [FIELD_ERRORS]: true });
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
  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate data-testid={testId} className="section-form">
      <Card>{children}</Card>
      <div className="section-form__actions">
        <button type="submit" className="button button--primary button--block" disabled={form.pending}>
          {form.pending ? <Trans>Saving…</Trans> : (submitLabel ?? <Trans>Save</Trans>)}
        </button>
        {form.dirty && !form.pending ? (
          <button type="button" className="link-button" onClick={form.discard}>
            <Trans>Undo my changes</Trans>
          </button>
        ) : null}
      </div>
      <LeaveGuard dirty={form.dirty} />
    </form>
  );
}

/**
 * Leaving a section with changes not saved asks first: another section, another tab, the back button or
 * closing the tab. A session that has ended (the way to /login) is not held up: nothing could be saved.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: ({ next }) => dirty && next.pathname !== '/login',
    enableBeforeUnload: () => dirty,
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
          You have changed this section but not saved it. If you leave now, your changes will be lost.
        </Trans>
      </p>
      <div className="leave-dialog__actions">
        {/* Staying is the safe choice: it comes first, so showModal() gives it the focus. */}
        <button type="button" className="button button--primary" onClick={() => blocker.reset?.()}>
          <Trans>Stay on this page</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={() => blocker.proceed?.()}>
          <Trans>Leave without saving</Trans>
        </button>
      </div>
    </dialog>
  );
}
