import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import {
  DOCUMENT_MAX_BYTES,
  INCOME_PROOF_DAYS,
  INCOME_PROOF_MAX_DOCUMENTS,
  type IncomeProofDocument,
} from '../../domain/api/income-proof';
import { encodeMessage, M } from '../../domain/messages';
import { openPrivateFile } from '../lib/api/private-file';
import { formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { useUser } from '../lib/stores/session-store';
import { showToast } from '../lib/stores/toast-store';
import { type PhotoProblem, PhotoRefused } from '../offline/image-prep';
import { discardUpload, outboxKeysFor, queueDocument, type UploadView, useUploads } from '../offline/outbox';
import { messageText } from '../ui/member/field-message';
import { incomeProofKey, incomeProofQuery } from './income-proof-queries';
import './income-proof-panel.css';

const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
// The outbox holds requests too (JSON, never under this panel's field): they have no kind to show.
const kindOf: Record<UploadView['mime'], string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'application/json': '',
};

/** "84 KB", "2.3 MB": the size as a borrower reads it on their own files. */
function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/**
 * Proof of income asked for by the credit policy (`income.proofNeeded`, SPEC §9): what to send, the file
 * control, what has been sent and what happens next. Each file goes through the upload outbox — sealed on
 * the device, sent when there is a connection, kept until the server has it — straight to the application;
 * once there it leaves the device and shows in the server's list.
 */
export function IncomeProofPanel({ loanId }: { loanId: number }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const user = useUser();
  const client = useQueryClient();
  const proof = useQuery(incomeProofQuery(user.id, loanId));
  const field = `incomeProof:${loanId}`;
  const id = useId();
  const [keys, setKeys] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // What was queued here before a reload, or without signal, and has not reached the server yet.
  useEffect(() => {
    let live = true;
    outboxKeysFor(user.id, field)
      .then((found) => {
        if (live && found.length > 0) setKeys((current) => [...new Set([...found, ...current])]);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [user.id, field]);

  const queued = useUploads(keys);
  // A file the server has taken is read back in its list, then removed from the device.
  const settled = useRef(new Set<string>());
  useEffect(() => {
    const arrived = queued.filter(
      (view) => view.state.status === 'uploaded' && !settled.current.has(view.key),
    );
    if (arrived.length === 0) return;
    for (const view of arrived) settled.current.add(view.key);
    void client.invalidateQueries({ queryKey: incomeProofKey(user.id, loanId) }).finally(() => {
      for (const view of arrived) void discardUpload(view.key);
      setKeys((current) => current.filter((key) => !arrived.some((view) => view.key === key)));
    });
  }, [queued, client, user.id, loanId]);

  const data = proof.data;
  if (data && !data.asked) return null;
  const documents = data?.documents ?? [];
  const pending = queued.filter((view) => view.state.status !== 'uploaded');
  const max = data?.max ?? INCOME_PROOF_MAX_DOCUMENTS;
  const days = data?.days ?? INCOME_PROOF_DAYS;
  const maxMb = Math.round((data?.maxBytes ?? DOCUMENT_MAX_BYTES) / (1024 * 1024));
  const room = max - documents.length - pending.length;
  const accepting = (data?.accepting ?? true) && room > 0;

  const messageFor = (found: PhotoProblem): string => {
    switch (found.kind) {
      case 'type':
        return messageText(i18n, M.documentType, lang);
      case 'size':
        return messageText(
          i18n,
          encodeMessage(M.imageTooLarge, { size: found.sizeMb, num: found.limitMb }),
          lang,
        );
      case 'count':
        return messageText(i18n, encodeMessage(M.documentCount, { num: found.limit }), lang);
    }
  };

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = '';
    if (files.length === 0) return;
    setProblem(null);
    if (files.length > room) {
      setProblem(messageFor({ kind: 'count', limit: max }));
      return;
    }
    setBusy(true);
    let first: string | null = null;
    const added: string[] = [];
    for (const file of files) {
      try {
        added.push(await queueDocument({ memberId: user.id, field, loanId, file }));
      } catch (failure) {
        first ??= messageFor(failure instanceof PhotoRefused ? failure.problem : { kind: 'type' });
      }
    }
    setBusy(false);
    setProblem(first);
    if (added.length > 0) setKeys((current) => [...current, ...added]);
  };

  const open = (document: IncomeProofDocument) => {
    openPrivateFile(document.url).catch(() =>
      showToast('error', t`This document could not be opened. Check your connection and try again.`),
    );
  };

  const refused = pending.find((view) => view.state.status === 'refused');
  const message = problem ?? (refused?.state.status === 'refused' ? refused.state.message || null : null);
  const titleId = `${id}-title`;
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  const decideBy = data?.decideBy ? formatDate(data.decideBy, lang) : null;
  return (
    <section className="income-proof" aria-labelledby={titleId} data-testid="income-proof">
      <h2 id={titleId} className="income-proof__title">
        <Trans>Send us proof of your income</Trans>
      </h2>
      <p>
        <Trans>
          Before a person can decide, we need to see your income over the last {days} days. Please send:
        </Trans>
      </p>
      <ul className="income-proof__asks">
        <li>
          <Trans>payslips or bank statements that cover the last {days} days;</Trans>
        </li>
        <li>
          <Trans>whole pages, in focus, on which your name, the dates and the amounts can be read;</Trans>
        </li>
        <li>
          <Trans>
            PDF, JPG or PNG files, up to {maxMb} MB each and {max} in all.
          </Trans>
        </li>
      </ul>

      {accepting ? (
        <div
          className={['field', 'income-proof__field', message ? 'field--invalid' : '']
            .filter(Boolean)
            .join(' ')}
          data-field={field}
        >
          <span id={labelId} className="field__label">
            <Trans>Proof of income</Trans>
          </span>
          <label className="income-proof__add">
            <input
              className="income-proof__input"
              type="file"
              accept={ACCEPT}
              multiple={room > 1}
              aria-labelledby={labelId}
              aria-describedby={message ? messageId : undefined}
              aria-invalid={message ? true : undefined}
              aria-disabled={busy || undefined}
              onClick={(event) => {
                if (busy) event.preventDefault();
              }}
              onChange={(event) => void add(event)}
            />
            <span aria-hidden="true">{busy ? <Trans>Preparing…</Trans> : <Trans>Choose files</Trans>}</span>
          </label>
          {message ? (
            <p id={messageId} className="field__error" role="alert">
              {message}
            </p>
          ) : null}
        </div>
      ) : data ? (
        <p className="income-proof__full" role="status">
          <Trans>You have sent the most documents we take for one application ({max}).</Trans>
        </p>
      ) : null}

      <h3 className="income-proof__subtitle">
        <Trans>What you have sent</Trans>
      </h3>
      {proof.isError && !data ? (
        <p className="muted">
          <Trans>
            We could not load what you have sent. Check your connection; files you add still wait to be sent.
          </Trans>
        </p>
      ) : documents.length + pending.length === 0 ? (
        <p className="muted" data-testid="income-proof-none">
          {proof.isPending ? <Trans>Loading…</Trans> : <Trans>Nothing yet.</Trans>}
        </p>
      ) : (
        <ol className="income-proof__list">
          {documents.map((document, index) => (
            <li key={document.id} className="income-proof__item" data-testid="income-proof-document">
              <span className="income-proof__name">
                <Trans>Document {index + 1}</Trans>
              </span>
              <span className="income-proof__facts">
                {kindOf[document.mime]} · {sizeText(document.bytes)}
              </span>
              <span className="income-proof__state income-proof__state--done">
                <Trans>Received {formatDate(document.receivedAt, lang)}</Trans>
              </span>
              <button
                type="button"
                className="button button--secondary income-proof__button"
                onClick={() => open(document)}
                aria-label={t`View document ${index + 1}`}
              >
                <Trans>View</Trans>
              </button>
            </li>
          ))}
          {pending.map((view, index) => (
            <QueuedDocument key={view.key} view={view} number={documents.length + index + 1} />
          ))}
        </ol>
      )}

      <h3 className="income-proof__subtitle">
        <Trans>What happens next</Trans>
      </h3>
      <p data-testid="income-proof-next">
        {decideBy ? (
          <Trans>
            A person looks at your documents and decides within 5 working days of receiving them: you will
            have our decision by {decideBy}, in your messages.
          </Trans>
        ) : (
          <Trans>A person looks at your documents and decides within 5 working days of receiving them.</Trans>
        )}
      </p>
    </section>
  );
}

/** A file still on the device: on its way, waiting for a connection or a login, or refused. */
function QueuedDocument({ view, number }: { view: UploadView; number: number }) {
  const { t } = useLingui();
  const { state } = view;
  const removable = state.status !== 'uploading';
  return (
    <li className="income-proof__item" data-testid="income-proof-queued" data-state={state.status}>
      <span className="income-proof__name">
        <Trans>Document {number}</Trans>
      </span>
      <span className="income-proof__facts">{kindOf[view.mime]}</span>
      <span
        className={[
          'income-proof__state',
          state.status === 'refused' || state.status === 'needs-login' ? 'income-proof__state--problem' : '',
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {state.status === 'waiting' ? (
          <Trans>Waiting for connection</Trans>
        ) : state.status === 'uploading' ? (
          <Trans>Sending…</Trans>
        ) : state.status === 'needs-login' ? (
          <Trans>Log in again to send</Trans>
        ) : (
          <Trans>Not sent</Trans>
        )}
      </span>
      {removable ? (
        <button
          type="button"
          className="button button--secondary income-proof__button"
          onClick={() => void discardUpload(view.key)}
          aria-label={t`Remove document ${number}`}
        >
          <Trans>Remove</Trans>
        </button>
      ) : null}
    </li>
  );
}
