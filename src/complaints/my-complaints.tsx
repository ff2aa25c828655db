import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MemberComplaintView } from '../../domain/api/complaints';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { outcomeWords, statusWords } from './complaint-words';

/**
 * A signed-in borrower's complaints: where each stands, the dates we hold ourselves to, and our answer in
 * full — with their right to go to the Financial Ombudsman Service and the last day for it.
 */
export function MyComplaints({ list }: { list: readonly MemberComplaintView[] }) {
  if (list.length === 0)
    return (
      <p className="muted" data-testid="my-complaints-empty">
        <Trans>You have not made a complaint.</Trans>
      </p>
    );
  return (
    <ul className="complaint-list" data-testid="my-complaints">
      {list.map((complaint) => (
        <li key={complaint.id} className="card complaint-item" data-testid="my-complaint">
          <ComplaintItem complaint={complaint} />
        </li>
      ))}
    </ul>
  );
}

function ComplaintItem({ complaint }: { complaint: MemberComplaintView }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const { answer } = complaint;
  return (
    <>
      <h3 className="complaint-item__title">
        {complaint.reference}{' '}
        <span className="chip complaint-item__state" data-testid="my-complaint-state">
          {i18n._(statusWords[complaint.status])}
        </span>
      </h3>
      <dl className="complaint-facts">
        <div>
          <dt>
            <Trans>Received</Trans>
          </dt>
          <dd>{formatDate(complaint.receivedOn, lang)}</dd>
        </div>
        {complaint.contractNumber ? (
          <div>
            <dt>
              <Trans>Loan</Trans>
            </dt>
            <dd>{complaint.contractNumber}</dd>
          </div>
        ) : null}
        {answer ? null : (
          <div>
            <dt>
              <Trans>Our final response by</Trans>
            </dt>
            <dd data-testid="my-complaint-final-by">
              {formatDate(complaint.finalBy, lang)}
              {complaint.finalDaysLeft !== null && complaint.finalDaysLeft >= 0 ? (
                <>
                  {' '}
                  <span className="muted">
                    (<Plural value={complaint.finalDaysLeft} one="# day left" other="# days left" />)
                  </span>
                </>
              ) : null}
            </dd>
          </div>
        )}
      </dl>
      {!answer && complaint.finalDaysLeft !== null && complaint.finalDaysLeft < 0 ? (
        <p className="notice" data-testid="my-complaint-late">
          <Trans>
            We have not sent our final response within eight weeks. You can now ask the Financial Ombudsman
            Service to look at your complaint: financial-ombudsman.org.uk, 0800 023 4567.
          </Trans>
        </p>
      ) : null}
      <details className="complaint-item__words">
        <summary>
          <Trans>What you told us</Trans>
        </summary>
        <p className="complaint-text">{complaint.whatHappened}</p>
        <p className="complaint-text">{complaint.wanted}</p>
      </details>
      {answer ? (
        <section
          className="complaint-answer"
          data-testid="my-complaint-answer"
          aria-label={i18n._(statusWords[complaint.status])}
        >
          <p className="muted">
            {answer.kind === 'FINAL' ? (
              <Trans>Our final response of {formatDate(answer.answeredOn, lang)}</Trans>
            ) : (
              <Trans>How we settled it, {formatDate(answer.answeredOn, lang)}</Trans>
            )}
            {answer.outcome ? ` · ${i18n._(outcomeWords[answer.outcome])}` : ''}
            {answer.redress > 0 ? (
              <>
                {' · '}
                <Trans>We pay you {formatAmount(answer.redress, lang)}</Trans>
              </>
            ) : null}
          </p>
          {answer.sections.map((section) => (
            <div key={section.heading}>
              <h4>{section.heading}</h4>
              <p className="complaint-text">{section.text}</p>
            </div>
          ))}
          <p className="muted complaint-version">
            <Trans>
              Refer it to the Financial Ombudsman Service by {formatDate(answer.ombudsmanBy, lang)} · wording{' '}
              {answer.textVersion}
            </Trans>
          </p>
        </section>
      ) : null}
    </>
  );
}
