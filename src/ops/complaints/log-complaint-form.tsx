import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ComplaintCaseView } from '../../../domain/api/complaints-desk';
import { isClockTime } from '../../../domain/complaints/complaint-clock';
import { COMPLAINT_TEXT_MAX, loggedChannels } from '../../../domain/complaints/complaint-codes';
import { isIsoDate } from '../../../domain/loan/dates';
import { AppLink } from '../../ui/app-link';
import { SelectField } from '../../ui/member/select-field';
import { TextField } from '../../ui/text-field';
import { ActionForm, type Problems, TextAreaField } from '../arrears/action-form';
import { useOpsAction, useReloadAll } from '../shared/ops-action';
import { channelLabels } from './complaint-labels';
import { logComplaint } from './complaints-queries';

const FIELDS = [
  'channel',
  'receivedOn',
  'receivedTime',
  'name',
  'email',
  'phone',
  'loanNumber',
  'whatHappened',
  'wanted',
];

/** A complaint taken by phone, letter, e-mail or chat, with the day and time it reached us (the clock's start). */
export function LogComplaintForm({ onClose }: { onClose(): void }) {
  const { t, i18n } = useLingui();
  const action = useOpsAction(logComplaint);
  const reload = useReloadAll();
  const [form, setForm] = useState({
    channel: '',
    receivedOn: '',
    receivedTime: '',
    name: '',
    email: '',
    phone: '',
    loanNumber: '',
    whatHappened: '',
    wanted: '',
  });
  const set = (field: keyof typeof form) => (value: string) => setForm((old) => ({ ...old, [field]: value }));
  const [logged, setLogged] = useState<ComplaintCaseView | null>(null);
  const review = () => {
    const problems: Problems = {};
    if (!form.channel) problems.channel = t`Choose how it reached us.`;
    if (!isIsoDate(form.receivedOn)) problems.receivedOn = t`Enter the day it reached us.`;
    if (!isClockTime(form.receivedTime)) problems.receivedTime = t`Enter the time as HH:MM, such as 14:05.`;
    if (!form.name.trim()) problems.name = t`Enter the complainant’s name.`;
    if (!form.whatHappened.trim()) problems.whatHappened = t`Say what happened.`;
    if (!form.wanted.trim()) problems.wanted = t`Say what they want us to do.`;
    for (const field of ['whatHappened', 'wanted'] as const)
      if (form[field].trim().length > COMPLAINT_TEXT_MAX) problems[field] = t`At most 5,000 characters.`;
    if (Object.keys(problems).length > 0) return { problems };
    return {
      body: {
        channel: form.channel as (typeof loggedChannels)[number],
        receivedOn: form.receivedOn,
        receivedTime: form.receivedTime,
        name: form.name.trim(),
        email: form.email.trim(),
        phone: form.phone.trim(),
        loanNumber: form.loanNumber.trim(),
        whatHappened: form.whatHappened.trim(),
        wanted: form.wanted.trim(),
      },
    };
  };
  return (
    <section className="card complaint-log" aria-labelledby="complaint-log-title">
      <h2 id="complaint-log-title" className="card__title">
        <Trans>Log a complaint</Trans>
      </h2>
      <ActionForm
        testId="complaint-log"
        action={action}
        fields={FIELDS}
        review={review}
        onReload={reload}
        onDone={(answer) => setLogged(answer)}
        question={(body) => (
          <Trans>
            Log this complaint from {body.name}, received {body.receivedOn} at {body.receivedTime}? Its clock
            starts from then.
          </Trans>
        )}
        submitLabel={<Trans>Log it…</Trans>}
        confirmLabel={<Trans>Yes, log it</Trans>}
        done={(answer) => (
          <Trans>
            Logged as <AppLink href={`/ops/complaints/${answer.id}`}>{answer.reference}</AppLink>. Acknowledge
            it next.
          </Trans>
        )}
      >
        {(problems) => (
          <div className="complaint-log__fields">
            <SelectField
              label={<Trans>How it reached us</Trans>}
              value={form.channel}
              options={loggedChannels.map((channel) => ({
                value: channel,
                label: i18n._(channelLabels[channel]),
              }))}
              placeholder={t`Choose`}
              error={problems.channel ?? null}
              onValue={set('channel')}
            />
            <TextField
              label={<Trans>Day it reached us</Trans>}
              type="date"
              value={form.receivedOn}
              error={problems.receivedOn ?? null}
              onChange={(event) => set('receivedOn')(event.target.value)}
            />
            <TextField
              label={<Trans>Time it reached us (HH:MM)</Trans>}
              inputMode="numeric"
              placeholder="14:05"
              value={form.receivedTime}
              error={problems.receivedTime ?? null}
              onChange={(event) => set('receivedTime')(event.target.value)}
            />
            <TextField
              label={<Trans>Complainant’s name</Trans>}
              autoComplete="off"
              value={form.name}
              error={problems.name ?? null}
              onChange={(event) => set('name')(event.target.value)}
            />
            <TextField
              label={<Trans>E-mail (optional)</Trans>}
              type="email"
              autoComplete="off"
              value={form.email}
              error={problems.email ?? null}
              onChange={(event) => set('email')(event.target.value)}
            />
            <TextField
              label={<Trans>Phone (optional)</Trans>}
              type="tel"
              autoComplete="off"
              value={form.phone}
              error={problems.phone ?? null}
              onChange={(event) => set('phone')(event.target.value)}
            />
            <TextField
              label={<Trans>Loan number (optional)</Trans>}
              autoComplete="off"
              value={form.loanNumber}
              error={problems.loanNumber ?? null}
              onChange={(event) => set('loanNumber')(event.target.value)}
            />
            <TextAreaField
              label={<Trans>What happened</Trans>}
              value={form.whatHappened}
              maxLength={COMPLAINT_TEXT_MAX}
              error={problems.whatHappened ?? null}
              onValue={set('whatHappened')}
            />
            <TextAreaField
              label={<Trans>What they want us to do</Trans>}
              value={form.wanted}
              maxLength={COMPLAINT_TEXT_MAX}
              error={problems.wanted ?? null}
              onValue={set('wanted')}
            />
          </div>
        )}
      </ActionForm>
      <div className="button-row button-row--start">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {logged ? <Trans>Done</Trans> : <Trans>Cancel</Trans>}
        </button>
      </div>
    </section>
  );
}
