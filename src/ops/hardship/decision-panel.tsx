import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { arrangementKinds } from '../../../domain/forbearance/forbearance-codes';
import { formatAmount } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { ChoiceField } from '../../ui/member/choice-field';
import { NotNow } from '../arrears/action-form';
import { ResultNotice } from '../shared/ops-action';
import { DeclineForm, WaiveForm, WaiverWaiting } from './answer-forms';
import { ArrangementForm } from './arrangement-form';
import { kindLabels, outcomeLabels } from './hardship-labels';
import type { HardshipCase } from './hardship-queries';

const answers = [...arrangementKinds, 'WAIVE', 'DECLINE'] as const;
type Answer = (typeof answers)[number];

/**
 * How the operator answers a request: one of the three arrangements (shown as a plan before it is offered),
 * overdue interest waived, or declined. Only an open request is answered; an offer waiting is withdrawn first.
 */
export function DecisionPanel({ detail }: { detail: HardshipCase }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const [answer, setAnswer] = useState<Answer | ''>('');
  const [done, setDone] = useState<ReactNode>(null);
  const { request } = detail;
  const running = detail.loan.status === 'DISBURSED';
  const labels: Record<Answer, string> = {
    PAYMENT_HOLIDAY: i18n._(kindLabels.PAYMENT_HOLIDAY),
    REDUCED_PAYMENT: i18n._(kindLabels.REDUCED_PAYMENT),
    TERM_EXTENSION: i18n._(kindLabels.TERM_EXTENSION),
    WAIVE: t`Waive overdue interest`,
    DECLINE: t`Decline, with the reason`,
  };
  const finish = (message: ReactNode) => {
    setDone(message);
    setAnswer('');
  };
  let body: ReactNode;
  if (request.status === 'CLOSED') {
    const outcome = request.outcome ? i18n._(outcomeLabels[request.outcome]) : '—';
    const waived = detail.waiver?.entryId ? detail.waiver : null;
    body = (
      <NotNow>
        <Trans>This request is answered: {outcome}.</Trans>{' '}
        {waived ? (
          <Trans>
            {formatAmount(waived.amount, lang)} waived (ledger entry {waived.entryId}). Why: {waived.reason}
          </Trans>
        ) : null}
      </NotNow>
    );
  } else if (detail.waiver && detail.waiver.entryId === null) {
    body = <WaiverWaiting detail={detail} waiver={detail.waiver} />;
  } else if (request.status === 'OFFERED') {
    body = (
      <NotNow>
        <Trans>
          An offer is waiting (see the offers above). Withdraw it to answer the request another way.
        </Trans>
      </NotNow>
    );
  } else {
    const arrangement = answer !== '' && answer !== 'WAIVE' && answer !== 'DECLINE' ? answer : null;
    body = (
      <>
        <ChoiceField
          legend={<Trans>Answer the request with</Trans>}
          name="hardship-answer"
          value={answer}
          options={answers.map((value) => ({ value, label: labels[value] }))}
          onValue={(value) => {
            setDone(null);
            setAnswer(answers.find((candidate) => candidate === value) ?? '');
          }}
        />
        {arrangement && !running ? (
          <NotNow>
            <Trans>The loan is not running: there is nothing to re-plan.</Trans>
          </NotNow>
        ) : arrangement ? (
          <ArrangementForm key={arrangement} detail={detail} kind={arrangement} onDone={finish} />
        ) : null}
        {answer === 'WAIVE' ? <WaiveForm detail={detail} onDone={finish} /> : null}
        {answer === 'DECLINE' ? <DeclineForm detail={detail} onDone={finish} /> : null}
      </>
    );
  }
  return (
    <section className="card ops-card" aria-labelledby="decision-title" data-testid="decision-panel">
      <h2 id="decision-title" className="card__title">
        <Trans>Decision</Trans>
      </h2>
      {done ? <ResultNotice>{done}</ResultNotice> : null}
      {body}
    </section>
  );
}
