import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { openComplaintStatuses } from '../../../domain/complaints/complaint-codes';
import { formatAmount, formatDate, formatMoment } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { AppLink } from '../../ui/app-link';
import { Screen } from '../../ui/screen';
import { QueryState } from '../shared/query-state';
import {
  AcknowledgeButton,
  CloseButton,
  FinalResponseForm,
  NoteForm,
  SummaryForm,
} from './complaint-answer-forms';
import { ComplaintClock } from './complaint-clock';
import { channelLabels, eventLabels, outcomeLabels, statusLabels } from './complaint-labels';
import { complaintCaseQuery } from './complaints-queries';

/**
 * A complaint: what was said and how to reach them, its clock, what to do next (acknowledge, note, answer
 * once, close), the answer as sent in its version, and what happened, by whom.
 */
export function ComplaintCaseScreen({ id }: { id: number }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const query = useQuery(complaintCaseQuery(id));
  const detail = query.data;
  const open = detail ? openComplaintStatuses.includes(detail.status) && detail.answer === null : false;
  return (
    <Screen
      title={detail ? <Trans>Complaint {detail.reference}</Trans> : <Trans>Complaint</Trans>}
      lead={
        detail ? (
          <Trans>
            {detail.name}: {i18n._(statusLabels[detail.status])}. Business date{' '}
            {formatDate(detail.businessDate, lang)}.
          </Trans>
        ) : null
      }
      width="wide"
      testId="ops-complaint-case"
      actions={
        <AppLink href="/ops/complaints" className="button button--secondary">
          <Trans>Back to the register</Trans>
        </AppLink>
      }
    >
      <QueryState query={query}>
        {detail ? (
          <div className="ops-columns ops-case complaint-case">
            <div className="ops-column">
              <section className="card" aria-labelledby="complaint-said">
                <h2 id="complaint-said" className="card__title">
                  <Trans>The complaint</Trans>
                </h2>
                <dl className="ops-facts">
                  <div className="ops-facts__row">
                    <dt>
                      <Trans>Received</Trans>
                    </dt>
                    <dd>
                      {formatDate(detail.clock.receivedOn, lang)} {detail.clock.receivedTime} ·{' '}
                      {i18n._(channelLabels[detail.channel])}
                    </dd>
                  </div>
                  <div className="ops-facts__row">
                    <dt>
                      <Trans>Contact</Trans>
                    </dt>
                    <dd>{[detail.email, detail.phone].filter(Boolean).join(' · ') || '—'}</dd>
                  </div>
                  <div className="ops-facts__row">
                    <dt>
                      <Trans>Loan</Trans>
                    </dt>
                    <dd>
                      {detail.loanId !== null ? (
                        <AppLink href={`/ops/applications/${detail.loanId}`}>
                          {detail.contractNumber ?? detail.loanId}
                        </AppLink>
                      ) : (
                        (detail.loanNumberGiven ?? '—')
                      )}
                    </dd>
                  </div>
                </dl>
                <h3>
                  <Trans>What happened</Trans>
                </h3>
                <p className="complaint-text" data-testid="complaint-what">
                  {detail.whatHappened}
                </p>
                <h3>
                  <Trans>What they want us to do</Trans>
                </h3>
                <p className="complaint-text">{detail.wanted}</p>
              </section>
              <section className="card" aria-labelledby="complaint-history">
                <h2 id="complaint-history" className="card__title">
                  <Trans>What happened since</Trans>
                </h2>
                <ol className="complaint-events" data-testid="complaint-events">
                  {detail.events.map((event) => (
                    <li key={`${event.at}-${event.kind}`}>
                      <strong>{i18n._(eventLabels[event.kind])}</strong>{' '}
                      <span className="muted ops-small">
                        {formatMoment(event.at, lang)}
                        {event.operatorName ? ` · ${event.operatorName}` : ''}
                      </span>
                      {event.text && event.kind === 'NOTE' ? (
                        <p className="complaint-text">{event.text}</p>
                      ) : null}
                    </li>
                  ))}
                </ol>
              </section>
            </div>
            <div className="ops-column">
              <section className="card" aria-labelledby="complaint-clock-title">
                <h2 id="complaint-clock-title" className="card__title">
                  <Trans>Clock</Trans>
                </h2>
                <ComplaintClock clock={detail.clock} answered={!open} />
              </section>
              {detail.answer ? (
                <section className="card" aria-labelledby="complaint-answer" data-testid="complaint-answer">
                  <h2 id="complaint-answer" className="card__title">
                    {detail.answer.kind === 'FINAL' ? (
                      <Trans>Final response of {formatDate(detail.answer.answeredOn, lang)}</Trans>
                    ) : (
                      <Trans>Summary resolution of {formatDate(detail.answer.answeredOn, lang)}</Trans>
                    )}
                  </h2>
                  <p className="muted ops-small">
                    {detail.answer.outcome ? `${i18n._(outcomeLabels[detail.answer.outcome])} · ` : ''}
                    <Trans>
                      Redress {formatAmount(detail.answer.redress, lang)} · ombudsman by{' '}
                      {formatDate(detail.answer.ombudsmanBy, lang)} · words {detail.answer.textVersion}
                    </Trans>
                  </p>
                  {detail.answer.sections.map((section) => (
                    <div key={section.heading}>
                      <h3>{section.heading}</h3>
                      <p className="complaint-text">{section.text}</p>
                    </div>
                  ))}
                </section>
              ) : null}
              <section className="card" aria-labelledby="complaint-next">
                <h2 id="complaint-next" className="card__title">
                  <Trans>Next</Trans>
                </h2>
                {detail.status === 'RECEIVED' ? (
                  <Action title={<Trans>Acknowledge</Trans>}>
                    <AcknowledgeButton detail={detail} />
                  </Action>
                ) : null}
                {open && detail.summaryAllowed ? (
                  <Action title={<Trans>Summary resolution</Trans>}>
                    <SummaryForm detail={detail} />
                  </Action>
                ) : null}
                {open ? (
                  <Action title={<Trans>Final response</Trans>}>
                    <FinalResponseForm detail={detail} />
                  </Action>
                ) : null}
                {detail.status === 'RESOLVED' || detail.status === 'ANSWERED' ? (
                  <Action title={<Trans>Close</Trans>}>
                    <CloseButton detail={detail} />
                  </Action>
                ) : null}
                {detail.status !== 'CLOSED' ? (
                  <Action title={<Trans>Investigation</Trans>}>
                    <NoteForm detail={detail} />
                  </Action>
                ) : (
                  <p className="muted">
                    <Trans>Closed: nothing more to do.</Trans>
                  </p>
                )}
              </section>
            </div>
          </div>
        ) : null}
      </QueryState>
    </Screen>
  );
}

/** One of the next steps, under its own heading, apart from the others. */
function Action({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="complaint-action">
      <h3 className="complaint-action__title">{title}</h3>
      {children}
    </div>
  );
}
