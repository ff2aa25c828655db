import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  type ContactChannel,
  type ContactDirection,
  type ContactOutcome,
  contactChannels,
  contactDirections,
  contactOutcomes,
} from '../../../domain/api/collections';
import { compareDates, isIsoDate } from '../../../domain/loan/dates';
import { formatAmount, formatDate, formatDateTime } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { SelectField } from '../../ui/member/select-field';
import { TextField } from '../../ui/text-field';
import { useOpsAction, useReloadAll } from '../shared/ops-action';
import { ActionForm, type Problems, TextAreaField, usePounds } from './action-form';
import { channelLabels, directionLabels, outcomeLabels, promiseStatusLabels } from './arrears-labels';
import { type ArrearsCase, type ContactBody, caseActions, type PromiseBody } from './arrears-queries';

/** The contact log, newest first, and the form that adds to it. */
export function ContactsCard({ detail, open }: { detail: ArrearsCase; open: boolean }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const action = useOpsAction(caseActions(detail.loanId).contact);
  const reload = useReloadAll();
  const [channel, setChannel] = useState<ContactChannel | ''>('PHONE');
  const [direction, setDirection] = useState<ContactDirection | ''>('OUTBOUND');
  const [summary, setSummary] = useState('');
  const [outcome, setOutcome] = useState<ContactOutcome | ''>('');
  const review = () => {
    const problems: Problems = {};
    if (!channel) problems.channel = t`Choose how the contact was made.`;
    if (!direction) problems.direction = t`Choose who made the contact.`;
    if (!summary.trim()) problems.summary = t`Say what was said.`;
    else if (summary.trim().length > 2000) problems.summary = t`At most 2,000 characters.`;
    if (!outcome) problems.outcome = t`Choose what came of it.`;
    if (!channel || !direction || !outcome || Object.keys(problems).length > 0) return { problems };
    const body: ContactBody = { channel, direction, summary: summary.trim(), outcome };
    return { body };
  };
  return (
    <section className="card ops-card" aria-labelledby="contacts-title" data-testid="case-contacts">
      <h2 id="contacts-title" className="card__title">
        <Trans>Contact log</Trans>
      </h2>
      {open ? (
        <ActionForm
          testId="contact-form"
          action={action}
          fields={['channel', 'direction', 'summary', 'outcome']}
          review={review}
          onReload={reload}
          onDone={() => {
            setSummary('');
            setOutcome('');
          }}
          question={(body) => (
            <Trans>
              Log this contact ({i18n._(channelLabels[body.channel as ContactChannel])},{' '}
              {i18n._(outcomeLabels[body.outcome as ContactOutcome])})? The log cannot be edited afterwards.
            </Trans>
          )}
          submitLabel={<Trans>Log the contact…</Trans>}
          confirmLabel={<Trans>Yes, log it</Trans>}
          done={() => <Trans>Contact logged.</Trans>}
        >
          {(problems) => (
            <>
              <div className="ops-form__row">
                <SelectField
                  label={<Trans>Channel</Trans>}
                  value={channel}
                  placeholder={t`Choose a channel`}
                  options={contactChannels.map((code) => ({
                    value: code,
                    label: i18n._(channelLabels[code]),
                  }))}
                  error={problems.channel ?? null}
                  onValue={(value) => setChannel(value as ContactChannel)}
                />
                <SelectField
                  label={<Trans>Direction</Trans>}
                  value={direction}
                  placeholder={t`Choose who made it`}
                  options={contactDirections.map((code) => ({
                    value: code,
                    label: i18n._(directionLabels[code]),
                  }))}
                  error={problems.direction ?? null}
                  onValue={(value) => setDirection(value as ContactDirection)}
                />
              </div>
              <TextAreaField
                label={<Trans>What was said</Trans>}
                value={summary}
                maxLength={2000}
                error={problems.summary ?? null}
                onValue={setSummary}
              />
              <SelectField
                label={<Trans>Outcome</Trans>}
                value={outcome}
                placeholder={t`Choose the outcome`}
                options={contactOutcomes.map((code) => ({ value: code, label: i18n._(outcomeLabels[code]) }))}
                error={problems.outcome ?? null}
                onValue={(value) => setOutcome(value as ContactOutcome)}
              />
            </>
          )}
        </ActionForm>
      ) : null}
      {detail.contacts.length === 0 ? (
        <p className="empty-state">
          <Trans>No contact has been logged.</Trans>
        </p>
      ) : (
        <ol className="ops-log" data-testid="contact-log">
          {detail.contacts.map((contact) => (
            <li key={contact.id} className="ops-log__item">
              <p className="ops-log__head">
                <strong>{formatDateTime(contact.at, lang)}</strong>{' '}
                <span className="ops-tag">{i18n._(channelLabels[contact.channel])}</span>
                <span className="ops-tag">{i18n._(directionLabels[contact.direction])}</span>
                <span className="ops-tag">{i18n._(outcomeLabels[contact.outcome])}</span>
              </p>
              <p className="ops-log__text">{contact.summary}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Promises to pay with their state (COB marks each kept or broken on its day), and the form for a new one. */
export function PromisesCard({ detail, open }: { detail: ArrearsCase; open: boolean }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const pounds = usePounds();
  const action = useOpsAction(caseActions(detail.loanId).promise);
  const reload = useReloadAll();
  const [promisedOn, setPromisedOn] = useState('');
  const [amount, setAmount] = useState('');
  const today = detail.businessDate;
  const review = () => {
    const problems: Problems = {};
    if (!isIsoDate(promisedOn)) problems.promisedOn = t`Enter the day they will pay by.`;
    else if (compareDates(promisedOn, today) < 0)
      problems.promisedOn = t`The day cannot be before the business date, ${formatDate(today, lang)}.`;
    const money = pounds(amount);
    if ('problem' in money) problems.amount = money.problem;
    if ('problem' in money || Object.keys(problems).length > 0) return { problems };
    const body: PromiseBody = { promisedOn, amount: money.minor };
    return { body };
  };
  return (
    <section className="card ops-card" aria-labelledby="promises-title" data-testid="case-promises">
      <h2 id="promises-title" className="card__title">
        <Trans>Promises to pay</Trans>
      </h2>
      {open ? (
        <ActionForm
          testId="promise-form"
          action={action}
          fields={['promisedOn', 'amount']}
          review={review}
          onReload={reload}
          onDone={() => {
            setPromisedOn('');
            setAmount('');
          }}
          question={(body) => (
            <Trans>
              Record a promise to pay {formatAmount(body.amount, lang)} by {formatDate(body.promisedOn, lang)}
              ? Close of business that day marks it kept or broken.
            </Trans>
          )}
          submitLabel={<Trans>Record the promise…</Trans>}
          confirmLabel={<Trans>Yes, record it</Trans>}
          done={() => <Trans>Promise recorded.</Trans>}
        >
          {(problems) => (
            <div className="ops-form__row">
              <TextField
                label={<Trans>Pay by</Trans>}
                type="date"
                value={promisedOn}
                min={today}
                error={problems.promisedOn ?? null}
                onChange={(event) => setPromisedOn(event.target.value)}
              />
              <TextField
                label={<Trans>Amount promised (£)</Trans>}
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                error={problems.amount ?? null}
                onChange={(event) => setAmount(event.target.value)}
              />
            </div>
          )}
        </ActionForm>
      ) : null}
      {detail.promises.length === 0 ? (
        <p className="empty-state">
          <Trans>No promise to pay has been made.</Trans>
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t`Promises to pay`}>
          <table className="ops-table ops-table--compact" data-testid="promise-list">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Pay by</Trans>
                </th>
                <th scope="col" className="num">
                  <Trans>Amount</Trans>
                </th>
                <th scope="col">
                  <Trans>State</Trans>
                </th>
                <th scope="col" className="num">
                  <Trans>Received by then</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.promises.map((promise) => (
                <tr key={promise.id}>
                  <td>{formatDate(promise.promisedOn, lang)}</td>
                  <td className="num">{formatAmount(promise.amount, lang)}</td>
                  <td>
                    <span className={`ops-tag ops-tag--promise-${promise.status.toLowerCase()}`}>
                      {i18n._(promiseStatusLabels[promise.status])}
                    </span>
                  </td>
                  <td className="num">
                    {promise.received === null ? '—' : formatAmount(promise.received, lang)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The day the case is next looked at, and the note for whoever looks. */
export function NextActionCard({ detail, open }: { detail: ArrearsCase; open: boolean }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const action = useOpsAction(caseActions(detail.loanId).nextAction);
  const reload = useReloadAll();
  const [on, setOn] = useState(detail.case?.nextActionOn ?? '');
  const [note, setNote] = useState(detail.case?.nextActionNote ?? '');
  const today = detail.businessDate;
  const review = () => {
    const problems: Problems = {};
    if (!isIsoDate(on)) problems.on = t`Enter the day of the next action.`;
    else if (compareDates(on, today) < 0)
      problems.on = t`The day cannot be before the business date, ${formatDate(today, lang)}.`;
    if (note.trim().length > 500) problems.note = t`At most 500 characters.`;
    if (Object.keys(problems).length > 0) return { problems };
    return { body: note.trim() ? { on, note: note.trim() } : { on } };
  };
  return (
    <section className="card ops-card" aria-labelledby="next-action-title" data-testid="case-next-action">
      <h2 id="next-action-title" className="card__title">
        <Trans>Next action</Trans>
      </h2>
      <p data-testid="next-action-on">
        {detail.nextActionOn ? (
          <Trans>Planned for {formatDate(detail.nextActionOn, lang)}.</Trans>
        ) : (
          <Trans>No day planned.</Trans>
        )}
        {detail.case?.nextActionNote ? <span className="muted"> {detail.case.nextActionNote}</span> : null}
      </p>
      {open ? (
        <ActionForm
          testId="next-action-form"
          action={action}
          fields={['on', 'note']}
          review={review}
          onReload={reload}
          question={(body) => <Trans>Plan the next action for {formatDate(body.on, lang)}?</Trans>}
          submitLabel={<Trans>Plan it…</Trans>}
          confirmLabel={<Trans>Yes, plan it</Trans>}
          done={(result) => (
            <Trans>Next action planned for {formatDate(result.case.nextActionOn ?? on, lang)}.</Trans>
          )}
        >
          {(problems) => (
            <>
              <TextField
                label={<Trans>Next action on</Trans>}
                type="date"
                value={on}
                min={today}
                error={problems.on ?? null}
                onChange={(event) => setOn(event.target.value)}
              />
              <TextAreaField
                label={<Trans>Note (optional)</Trans>}
                value={note}
                maxLength={500}
                error={problems.note ?? null}
                onValue={setNote}
              />
            </>
          )}
        </ActionForm>
      ) : null}
    </section>
  );
}
