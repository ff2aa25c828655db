import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { MAX_UPLOADS_PER_FIELD } from '../../../domain/api/profile';
import type { UploadPurpose } from '../../../domain/api/uploads';
import { encodeMessage, M } from '../../../domain/messages';
import { useLanguage } from '../../lib/i18n/language';
import { userStore } from '../../lib/stores/session-store';
import { messageText } from '../../ui/member/field-message';
import { type PhotoProblem, PhotoRefused } from '../image-prep';
import { getOne, STORES } from '../offline-db';
import { discardUpload, queueUpload, type UploadView, useUploads } from '../outbox';
import type { OutboxRecord } from '../outbox-states';
import { preparingPhoto } from './photos-preparing';
import './photo-field.css';

/** A photo in a form: an entry of the outbox (not yet on the server, or sent from it), or an image already there. */
export type PhotoRef = { key: string } | { uploadId: number };

export interface PhotoFieldProps {
  label: string;
  memberId: number;
  field: string;
  purpose: UploadPurpose;
  value: readonly PhotoRef[];
  onChange(next: PhotoRef[]): void;
  /** Default MAX_UPLOADS_PER_FIELD (12). */
  max?: number;
  /** A message about the field from the form (e.g. "Please upload your ID photo"). */
  error?: string | null;
}

const ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

/**
 * The one photo control of the app (wizard, account centre, KYC, repayment voucher). A photo is checked and
 * fitted on the device, then queued in the outbox, which sends it when it can; each thumbnail says where
 * its photo is. Nothing is sent from here, so a photo taken without signal is simply "waiting".
 */
export function PhotoField({
  label,
  memberId,
  field,
  purpose,
  value,
  onChange,
  max,
  error,
}: PhotoFieldProps) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const limit = max ?? MAX_UPLOADS_PER_FIELD;
  const id = useId();
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const keys = value.flatMap((ref) => ('key' in ref ? [ref.key] : []));
  const fieldRef = useRef<HTMLDivElement>(null);
  // A control the keyboard was on can leave the page (a photo removed, the add control gone once the
  // field is full): where the focus goes once the list has changed, so it is not dropped on the page.
  const focusAfter = useRef<'add' | { remove: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list of photos has changed
  useEffect(() => {
    const wanted = focusAfter.current;
    focusAfter.current = null;
    const field = fieldRef.current;
    if (!wanted || !field) return;
    const removes = field.querySelectorAll<HTMLElement>('.photo-field__remove');
    const add = field.querySelector<HTMLElement>('.photo-field__input');
    const target =
      wanted === 'add'
        ? (add ?? removes[removes.length - 1])
        : (removes[Math.min(wanted.remove, removes.length - 1)] ?? add);
    target?.focus();
  }, [value.length]);
  const views = new Map(useUploads(keys).map((view) => [view.key, view]));

  // SPEC §5's words, exactly as the server would say them (src/ui/member/field-message.ts).
  const messageFor = (found: PhotoProblem): string => {
    switch (found.kind) {
      case 'type':
        return messageText(i18n, M.imageType, lang);
      case 'size':
        return messageText(
          i18n,
          encodeMessage(M.imageTooLarge, { size: found.sizeMb, num: found.limitMb }),
          lang,
        );
      case 'count':
        return messageText(i18n, encodeMessage(M.fileCount, { num: found.limit }), lang);
    }
  };

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = '';
    if (files.length === 0) return;
    setProblem(null);
    if (value.length + files.length > limit) {
      setProblem(messageFor({ kind: 'count', limit }));
      return;
    }
    setBusy(true);
    // Counted as being prepared until the form has the photos (onChange), so a form sent meanwhile waits.
    const prepared = preparingPhoto();
    try {
      const added: PhotoRef[] = [];
      let firstProblem: string | null = null;
      for (const file of files) {
        try {
          added.push({ key: await queueUpload({ memberId, field, purpose, file }) });
        } catch (failure) {
          firstProblem ??= messageFor(failure instanceof PhotoRefused ? failure.problem : { kind: 'type' });
        }
      }
      setBusy(false);
      setProblem(firstProblem);
      if (added.length > 0) {
        // Full now: the add control goes, the last photo's Remove takes the focus.
        if (value.length + added.length >= limit && input === document.activeElement)
          focusAfter.current = { remove: limit - 1 };
        onChange([...value, ...added]);
      }
    } finally {
      prepared();
    }
  };

  const remove = (index: number) => {
    const ref = value[index];
    if (ref && 'key' in ref) void discardUpload(ref.key);
    setProblem(null);
    // The next photo's Remove, or the add control when none is left.
    focusAfter.current = value.length > 1 ? { remove: index } : 'add';
    onChange(value.filter((_, at) => at !== index));
  };

  const message = problem ?? error ?? null;
  const full = value.length >= limit;
  return (
    <div
      className={['field', 'photo-field', message ? 'field--invalid' : ''].filter(Boolean).join(' ')}
      data-field={field}
      ref={fieldRef}
    >
      <span id={labelId} className="field__label">
        {label}
      </span>
      {value.length > 0 ? (
        <ul className="photo-field__list">
          {value.map((ref, index) => {
            const number = index + 1;
            const refId = 'key' in ref ? ref.key : `upload-${ref.uploadId}`;
            return (
              <li key={refId} className="photo-field__item" data-testid="photo-item">
                {'key' in ref ? (
                  <QueuedPhoto view={views.get(ref.key)} alt={t`${label}, photo ${number}`} />
                ) : (
                  <StoredPhoto uploadId={ref.uploadId} alt={t`${label}, photo ${number}`} />
                )}
                <button
                  type="button"
                  className="photo-field__remove"
                  onClick={() => remove(index)}
                  aria-label={t`Remove ${label}, photo ${number}`}
                  // A full field has no add control to carry its message (a voucher already used): Remove is
                  // then the control the message asks for.
                  aria-describedby={message && full ? messageId : undefined}
                >
                  <Trans>Remove</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {full ? null : (
        <label className="photo-field__add">
          <input
            className="photo-field__input"
            type="file"
            accept={ACCEPT}
            multiple={limit - value.length > 1}
            aria-labelledby={labelId}
            aria-describedby={message ? messageId : undefined}
            aria-invalid={message ? true : undefined}
            // Not `disabled`: that would throw the keyboard's focus off the control while a photo is prepared.
            aria-disabled={busy || undefined}
            onClick={(event) => {
              if (busy) event.preventDefault();
            }}
            onChange={(event) => void add(event)}
          />
          <span aria-hidden="true">{busy ? <Trans>Preparing photo…</Trans> : <Trans>Add photo</Trans>}</span>
        </label>
      )}
      {message ? (
        <p id={messageId} className="field__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

function QueuedPhoto({ view, alt }: { view: UploadView | undefined; alt: string }) {
  return (
    <>
      {view?.previewUrl ? (
        <img className="photo-field__thumb" src={view.previewUrl} alt={alt} />
      ) : (
        <span className="photo-field__thumb photo-field__thumb--empty" role="img" aria-label={alt} />
      )}
      <StateLine view={view} />
    </>
  );
}

function StateLine({ view }: { view: UploadView | undefined }) {
  if (!view) return <span className="photo-field__state">…</span>;
  const { state } = view;
  switch (state.status) {
    case 'waiting':
      return (
        <span className="photo-field__state" data-state="waiting">
          <Trans>Waiting for connection</Trans>
        </span>
      );
    case 'uploading':
      return (
        <span className="photo-field__state" data-state="uploading">
          {state.progress > 0 ? <Trans>Uploading {state.progress}%</Trans> : <Trans>Uploading…</Trans>}
        </span>
      );
    case 'uploaded':
      return (
        <span className="photo-field__state photo-field__state--done" data-state="uploaded">
          <Trans>Uploaded</Trans>
        </span>
      );
    case 'needs-login':
      return (
        <span className="photo-field__state photo-field__state--problem" data-state="needs-login">
          <Trans>Log in again to send</Trans>
        </span>
      );
    case 'refused':
      return (
        <span className="photo-field__state photo-field__state--problem" data-state="refused" role="alert">
          {state.message}
        </span>
      );
  }
}

/** An image already on the server: fetched with the session token (it is never in a shared cache). */
function StoredPhoto({ uploadId, alt }: { uploadId: number; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    const { token } = userStore.get();
    fetch(`/api/upload/${uploadId}`, { headers: token ? { token } : {}, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return;
        made = URL.createObjectURL(await response.blob());
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [uploadId]);
  return (
    <>
      {url ? (
        <img className="photo-field__thumb" src={url} alt={alt} />
      ) : (
        <span className="photo-field__thumb photo-field__thumb--empty" role="img" aria-label={alt} />
      )}
      <span className="photo-field__state photo-field__state--done" data-state="uploaded">
        <Trans>Uploaded</Trans>
      </span>
    </>
  );
}

/**
 * What a submit needs: the ids of the images on the server; how many are still on their way (`pending`:
 * waiting or uploading — a submit waits for them) and how many cannot go as they are (`blocked`: refused,
 * or waiting for a login). A key no longer on the device (removed, or cleared at logout) counts for nothing.
 */
export async function resolvePhotoRefs(
  refs: readonly PhotoRef[],
): Promise<{ ids: number[]; pending: number; blocked: number }> {
  const result = { ids: [] as number[], pending: 0, blocked: 0 };
  for (const ref of refs) {
    if ('uploadId' in ref) {
      result.ids.push(ref.uploadId);
      continue;
    }
    const record = await getOne<OutboxRecord>(STORES.outbox, ref.key);
    if (!record || record.memberId !== userStore.get().id) continue;
    if (record.status === 'uploaded' && record.upload && 'id' in record.upload)
      result.ids.push(record.upload.id);
    else if (record.status === 'waiting' || record.status === 'uploading') result.pending++;
    else result.blocked++;
  }
  return result;
}
