import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ComplaintCaseView } from '../../../domain/api/complaints-desk';
import {
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TEXT_VERSION,
  type ComplaintOutcome,
  complaintOutcomes,
} from '../../../domain/complaints/complaint-codes';
import { parsePoundsInput } from '../../../domain/money-input';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { SelectField } from '../../ui/member/select-field';
import { TextField } from '../../ui/text-field';
import { ActionForm, type Problems, TextAreaField } from '../arrears/action-form';
import { ConfirmButton, useOpsAction, useReloadAll } from '../shared/ops-action';
import { outcomeLabels } from './complaint-labels';
import { complaintActions } from './complaints-queries';

type Detail = ComplaintCaseView;

function textProblem(text: string, t: ReturnType<typeof useLingui>['t'], empty: string): string | null {
  if (!text.trim()) return empty;
  if (text.trim().length > COMPLAINT_TEXT_MAX) return t`At most 5,000 characters.`;
  return null;
}

/** Sends our acknowledgement with the complaint's two dates. */
export function AcknowledgeButton({ detail }: { detail: Detail }) {
  const action = useOpsAction(complaintActions(detail.id).acknowledge);
  const reload = useReloadAll();
  return (
    <ConfirmButton
      testId="complaint-acknowledge"
      label={<Trans>Acknowledge…</Trans>}
      question={
        detail.email || detail.memberId !== null ? (
          <Trans>Send the acknowledgement with its deadlines to {detail.name}?</Trans>
        ) : (
          <Trans>
            Record the acknowledgement? There is no e-mail to send it to: post our letter to {detail.name}.
          </Trans>
        )
      }
      confirmLabel={<Trans>Yes, acknowledge</Trans>}
      action={{ ...action, run: () => action.run({}) }}
      done={action.result ? <Trans>Acknowledged.</Trans> : null}
      onReload={reload}
    />
  );
}

/** What the investigation found so far; kept as written, never edited. */
export function NoteForm({ detail }: { detail: Detail }) {
  const { t } = useLingui();
  const action = useOpsAction(complaintActions(detail.id).note);
  const reload = useReloadAll();
  const [text, setText] = useState('');
  return (
    <ActionForm
      testId="complaint-note"
      action={action}
      fields={['text']}
      review={() => {
        const problem = textProblem(text, t, t`Write the note.`);
        return problem ? { problems: { text: problem } } : { body: { text: text.trim() } };
      }}
      onReload={reload}
      onDone={() => setText('')}
      question={() => <Trans>Add this note? Notes are kept as written.</Trans>}
      submitLabel={<Trans>Add note…</Trans>}
      confirmLabel={<Trans>Yes, add it</Trans>}
      done={() => <Trans>Note added.</Trans>}
    >
      {(problems) => (
        <TextAreaField
          label={<Trans>Investigation note</Trans>}
          value={text}
          maxLength={COMPLAINT_TEXT_MAX}
          error={problems.text ?? null}
          onValue={setText}
        />
      )}
    </ActionForm>
  );
}

/** Settled within three business days (DISP 1.5): our words, then the ombudsman wording added by the server. */
export function SummaryForm({ detail }: { detail: Detail }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const action = useOpsAction(complaintActions(detail.id).summary);
  const reload = useReloadAll();
  const [text, setText] = useState('');
  return (
    <ActionForm
      testId="complaint-summary"
      action={action}
      fields={['text']}
      review={() => {
        const problem = textProblem(text, t, t`Say how it was settled.`);
        return problem ? { problems: { text: problem } } : { body: { text: text.trim() } };
      }}
      onReload={reload}
      question={() => (
        <Trans>
          Send this summary resolution to {detail.name}? It answers the complaint: no final response follows.
        </Trans>
      )}
      submitLabel={<Trans>Send summary resolution…</Trans>}
      confirmLabel={<Trans>Yes, send it</Trans>}
      done={() => <Trans>Summary resolution sent.</Trans>}
    >
      {(problems) => (
        <TextAreaField
          label={<Trans>How we settled it</Trans>}
          value={text}
          maxLength={COMPLAINT_TEXT_MAX}
          error={problems.text ?? null}
          onValue={setText}
          hint={
            <Trans>
              Allowed until close of business on {formatDate(detail.clock.summaryBy, lang)}. The ombudsman
              wording ({COMPLAINT_TEXT_VERSION}) is added to the letter.
            </Trans>
          }
        />
      )}
    </ActionForm>
  );
}

/** Our final response (DISP 1.6.2): the outcome, any redress, our words; the referral rights added. */
export function FinalResponseForm({ detail }: { detail: Detail }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const action = useOpsAction(complaintActions(detail.id).final);
  const reload = useReloadAll();
  const [outcome, setOutcome] = useState('');
  const [redress, setRedress] = useState('');
  const [text, setText] = useState('');
  const review = () => {
    const problems: Problems = {};
    if (!outcome) problems.outcome = t`Choose the outcome.`;
    const minor = redress.trim() === '' ? 0 : parsePoundsInput(redress);
    if (minor === null || minor === undefined || minor < 0)
      problems.redress = t`Enter an amount in pounds and pence, such as 120.50, or leave it empty.`;
    else if (outcome === 'REJECTED' && minor > 0)
      problems.redress = t`A complaint not upheld has no redress.`;
    const problem = textProblem(text, t, t`Write what we found and what we will do.`);
    if (problem) problems.text = problem;
    if (Object.keys(problems).length > 0 || typeof minor !== 'number') return { problems };
    return { body: { outcome: outcome as ComplaintOutcome, redress: minor, text: text.trim() } };
  };
  return (
    <ActionForm
      testId="complaint-final"
      action={action}
      fields={['outcome', 'redress', 'text']}
      review={review}
      onReload={reload}
      question={(body) => (
        <Trans>
          Send the final response ({i18n._(outcomeLabels[body.outcome])}, redress{' '}
          {formatAmount(body.redress, lang)}) to {detail.name}? It is sent once.
        </Trans>
      )}
      submitLabel={<Trans>Send final response…</Trans>}
      confirmLabel={<Trans>Yes, send it</Trans>}
      done={() => <Trans>Final response sent.</Trans>}
    >
      {(problems) => (
        <>
          <SelectField
            label={<Trans>Outcome</Trans>}
            value={outcome}
            options={complaintOutcomes.map((code) => ({ value: code, label: i18n._(outcomeLabels[code]) }))}
            placeholder={t`Choose`}
            error={problems.outcome ?? null}
            onValue={setOutcome}
          />
          <TextField
            label={<Trans>Redress (£, optional)</Trans>}
            inputMode="decimal"
            autoComplete="off"
            value={redress}
            error={problems.redress ?? null}
            onChange={(event) => setRedress(event.target.value)}
          />
          <TextAreaField
            label={<Trans>What we found and what we will do</Trans>}
            value={text}
            maxLength={COMPLAINT_TEXT_MAX}
            error={problems.text ?? null}
            onValue={setText}
            hint={
              <Trans>
                The Financial Ombudsman Service referral rights ({COMPLAINT_TEXT_VERSION}), with the six-month
                limit, are added to the letter.
              </Trans>
            }
          />
        </>
      )}
    </ActionForm>
  );
}

export function CloseButton({ detail }: { detail: Detail }) {
  const action = useOpsAction(complaintActions(detail.id).close);
  const reload = useReloadAll();
  return (
    <ConfirmButton
      testId="complaint-close"
      label={<Trans>Close…</Trans>}
      question={<Trans>Close this complaint? Nothing more is sent to {detail.name}.</Trans>}
      confirmLabel={<Trans>Yes, close it</Trans>}
      action={{ ...action, run: () => action.run({}) }}
      done={action.result ? <Trans>Closed.</Trans> : null}
      onReload={reload}
    />
  );
}
