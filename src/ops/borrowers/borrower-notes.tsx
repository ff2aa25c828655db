import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { NOTE_MAX, type NoteView, noteView } from '../../../domain/api/borrowers';
import { formatDateTime } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { SelectField } from '../../ui/member/select-field';
import { TextAreaField } from '../arrears/action-form';
import { FailureNotice, useFailureOf } from '../shared/ops-action';
import { postAction } from '../shared/ops-queries';
import { QueryState } from '../shared/query-state';
import { borrowerKeys, notesQuery } from './borrowers-queries';

interface LoanChoice {
  loanId: number;
  label: string;
}

/**
 * Notes on the borrower or one of their loans: who wrote what, when. A note is never edited; "Correct" starts
 * a new note that names the one it corrects, and the corrected note stays, marked. Only the notes are read
 * again after a write — not the page, whose every read is logged as a view.
 */
export function BorrowerNotes({ memberId, loans }: { memberId: number; loans: LoanChoice[] }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const client = useQueryClient();
  const query = useQuery(notesQuery(memberId));
  const failureOf = useFailureOf();
  const [text, setText] = useState('');
  const [loan, setLoan] = useState('');
  const [correcting, setCorrecting] = useState<NoteView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const last = useRef<{ body: string; key: string } | null>(null);
  const mutation = useMutation({
    meta: { silent: true },
    mutationFn: (body: { text: string; loanId?: number; corrects?: number }) => {
      // One key per body: a retry of the same note after a lost answer is written once.
      const sent = JSON.stringify(body);
      if (last.current?.body !== sent) last.current = { body: sent, key: crypto.randomUUID() };
      return postAction(`/operator/borrowers/${memberId}/notes`, body, last.current.key, noteView);
    },
    onSuccess: () => {
      setText('');
      setLoan('');
      setCorrecting(null);
      return client.invalidateQueries({ queryKey: borrowerKeys.notes(memberId) });
    },
  });
  const failure = mutation.error ? failureOf(mutation.error) : null;
  const loanLabel = (loanId: number | null) =>
    loanId === null ? null : (loans.find((choice) => choice.loanId === loanId)?.label ?? t`Loan ${loanId}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    const problem =
      trimmed === ''
        ? t`Write the note.`
        : trimmed.length > NOTE_MAX
          ? t`A note can be at most ${NOTE_MAX} characters; this one has ${trimmed.length}.`
          : null;
    setError(problem);
    if (problem) return;
    mutation.mutate({
      text: trimmed,
      ...(loan ? { loanId: Number(loan) } : {}),
      ...(correcting ? { corrects: correcting.noteId } : {}),
    });
  };
  const startCorrecting = (note: NoteView) => {
    setCorrecting(note);
    setText(note.text);
    setLoan(note.loanId === null ? '' : String(note.loanId));
    box.current?.querySelector('textarea')?.focus();
  };
  const notes = query.data?.list ?? [];
  return (
    <>
      <div ref={box}>
        <form className="ops-form" onSubmit={submit} noValidate data-testid="note-form">
          {correcting ? (
            <p className="notice" data-testid="correcting">
              <Trans>
                Correcting the note of {formatDateTime(correcting.createdAt, lang)} by{' '}
                {correcting.authorEmail}. It stays as written, marked as corrected.
              </Trans>{' '}
              <button type="button" className="button button--link" onClick={() => setCorrecting(null)}>
                <Trans>Write a new note instead</Trans>
              </button>
            </p>
          ) : null}
          <TextAreaField
            label={correcting ? <Trans>Correction</Trans> : <Trans>New note</Trans>}
            value={text}
            maxLength={NOTE_MAX}
            onValue={setText}
            error={error ?? failure?.fields.text ?? null}
            hint={<Trans>At most {NOTE_MAX} characters. Notes cannot be changed once written.</Trans>}
          />
          {loans.length > 0 ? (
            <SelectField
              label={<Trans>About</Trans>}
              value={loan}
              placeholder={t`The borrower`}
              options={[
                { value: '', label: t`The borrower` },
                ...loans.map((choice) => ({ value: String(choice.loanId), label: choice.label })),
              ]}
              onValue={setLoan}
              error={failure?.fields.loanId ?? null}
            />
          ) : null}
          {failure && !failure.fields.text && !failure.fields.loanId ? (
            <FailureNotice failure={failure} />
          ) : null}
          <div className="button-row button-row--start">
            <button type="submit" className="button button--primary" disabled={mutation.isPending}>
              {correcting ? <Trans>Save the correction</Trans> : <Trans>Add the note</Trans>}
            </button>
          </div>
        </form>
      </div>
      <QueryState query={query}>
        {notes.length === 0 ? (
          <p className="empty-state">
            <Trans>No notes yet.</Trans>
          </p>
        ) : (
          <ol className="ops-notes" data-testid="notes">
            {notes.map((note) => (
              <li
                key={note.noteId}
                className={`ops-note${note.correctedById ? ' ops-note--corrected' : ''}`}
                data-testid="note"
              >
                <p className="ops-note__meta">
                  <span>{formatDateTime(note.createdAt, lang)}</span> · <span>{note.authorEmail}</span>
                  {note.loanId !== null ? <span> · {loanLabel(note.loanId)}</span> : null}
                </p>
                {note.correctsId !== null ? (
                  <p className="ops-note__flag">
                    <Trans>Corrects an earlier note.</Trans>
                  </p>
                ) : null}
                {note.correctedById !== null ? (
                  <p className="ops-note__flag" data-testid="note-corrected">
                    <Trans>Corrected by a later note.</Trans>
                  </p>
                ) : null}
                <p className="ops-note__text">{note.text}</p>
                <button type="button" className="button button--link" onClick={() => startCorrecting(note)}>
                  <Trans>Correct this note</Trans>
                </button>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </>
  );
}
