import { Plural, Trans } from '@lingui/react/macro';
import type { HardshipRequestView } from '../../../domain/api/hardship';
import { HARDSHIP_ANSWER_WORKING_DAYS } from '../../../domain/forbearance/forbearance-codes';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { Icon } from '../../ui/icon';
import { openOutline } from '../../ui/icons/open-outline';
import { Card } from '../../ui/screen';

/**
 * After a request is sent, and while it is open: what happens next, said plainly — when we answer, what
 * stops meanwhile — and where free advice is. `request` is absent just after sending, before the server's
 * copy is read back (or while offline): the promise is then said without its date.
 */
export function WhatHappensNext({
  request,
  answerWorkingDays = HARDSHIP_ANSWER_WORKING_DAYS,
}: {
  request: HardshipRequestView | null;
  answerWorkingDays?: number;
}) {
  const lang = useLanguage();
  const by = request ? formatDate(request.answerBy, lang) : '';
  const received = request ? formatDate(request.receivedOn, lang) : '';
  return (
    <>
      <Card className="notice-card notice-card--success" testId="hardship-sent">
        <h2 className="card__title">
          <Trans>We have your request for help</Trans>
        </h2>
        {request ? (
          <p data-testid="hardship-answer-by">
            <Trans>
              We received it on {received}. We will answer by {by} (within{' '}
              <Plural value={answerWorkingDays} one="# working day" other="# working days" />
              ).
            </Trans>
          </p>
        ) : (
          <p data-testid="hardship-answer-by">
            <Trans>
              We will answer within{' '}
              <Plural value={answerWorkingDays} one="# working day" other="# working days" />.
            </Trans>
          </p>
        )}
        <h3>
          <Trans>While we look at it</Trans>
        </h3>
        <ul className="plain-list spaced">
          <li>
            <Trans>We pause your payment reminders.</Trans>
          </li>
          <li>
            <Trans>We will not send you a default notice.</Trans>
          </li>
          <li>
            <Trans>
              A person reads what you told us and works out what we can offer: a break from payments, lower
              payments for a while, or a longer loan with smaller payments. You decide whether to accept it.
            </Trans>
          </li>
          <li>
            <Trans>
              If you can pay something meanwhile, please do: it stops what you owe from growing as fast.
            </Trans>
          </li>
        </ul>
        {request ? <StatementSummary request={request} /> : null}
      </Card>
      <DebtAdvice />
    </>
  );
}

function StatementSummary({ request }: { request: HardshipRequestView }) {
  const lang = useLanguage();
  return (
    <dl className="facts" data-testid="hardship-statement">
      <div>
        <dt>
          <Trans>Monthly income you told us</Trans>
        </dt>
        <dd className="num">{formatAmount(request.statement.income, lang, true)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Left over each month</Trans>
        </dt>
        <dd className="num">{formatAmount(request.leftOver, lang, true)}</dd>
      </div>
      <div>
        <dt>
          <Trans>What you could pay each month</Trans>
        </dt>
        <dd className="num">{formatAmount(request.statement.canPay, lang, true)}</dd>
      </div>
    </dl>
  );
}

/** Free, independent debt advice: the three services by name and where to find them; their own words are theirs. */
const advisers = [
  { name: 'MoneyHelper', site: 'moneyhelper.org.uk' },
  { name: 'StepChange', site: 'stepchange.org' },
  { name: 'National Debtline', site: 'nationaldebtline.org' },
] as const;

export function DebtAdvice() {
  return (
    <Card testId="hardship-advice">
      <h2 className="card__title">
        <Trans>Free debt advice</Trans>
      </h2>
      <p>
        <Trans>
          These services are free, confidential and independent of us. They can look at all your debts, not
          only this loan, and help you plan. You do not need to wait for our answer to talk to them.
        </Trans>
      </p>
      <ul className="plain-list spaced">
        {advisers.map((adviser) => (
          <li key={adviser.site}>
            <strong>{adviser.name}</strong>
            {' — '}
            <a href={`https://www.${adviser.site}/`} rel="noopener noreferrer">
              {adviser.site}
              <Icon icon={openOutline} aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
