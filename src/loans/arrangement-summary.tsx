import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ArrangementView } from '../../domain/api/hardship';
import { formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { Card } from '../ui/screen';
import { arrangementKindLabels, arrangementStatusLabels } from './arrangement-labels';
import { Fact } from './fact';

/**
 * An accepted arrangement on the loan: what it is, until when, and how it stands. A missed payment under it
 * is said kindly, with what to do next — never as a penalty notice.
 */
export function ArrangementSummary({
  loanId,
  arrangement,
}: {
  loanId: number;
  arrangement: ArrangementView;
}) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const broken = arrangement.status === 'BROKEN';
  const missedOn = arrangement.brokenOn ? formatDate(arrangement.brokenOn, lang) : '';
  return (
    <Card
      className={`notice-card ${broken ? 'notice-card--danger' : 'notice-card--success'}`}
      testId="arrangement-summary"
    >
      <h2 className="card__title">
        <Trans>Your payment arrangement</Trans>
      </h2>
      <dl className="facts">
        <Fact label={<Trans>Arrangement</Trans>} value={i18n._(arrangementKindLabels[arrangement.kind])} />
        <Fact label={<Trans>Agreed on</Trans>} value={formatDate(arrangement.acceptedOn, lang)} />
        <Fact label={<Trans>Until</Trans>} value={formatDate(arrangement.windowEnds, lang)} />
        <Fact
          label={<Trans>Status</Trans>}
          value={i18n._(arrangementStatusLabels[arrangement.status])}
          testId="arrangement-status"
        />
      </dl>
      {broken ? (
        <>
          <p data-testid="arrangement-broken">
            <Trans>
              A payment under your arrangement was not made on time ({missedOn}). That can happen when things
              change again. Please tell us what is happening, or pay what you can: we would rather look at it
              with you now than later.
            </Trans>
          </p>
          <div className="button-row button-row--start">
            <Link to="/loan/hardship" search={{ id: loanId }} className="button button--primary">
              <Trans>Tell us what has changed</Trans>
            </Link>
            <Link to="/loan/repay" search={{ id: loanId }} className="button button--secondary">
              <Trans>Pay now</Trans>
            </Link>
          </div>
        </>
      ) : arrangement.status === 'ACTIVE' ? (
        <p>
          <Trans>
            While you keep to it, no overdue interest is added and your account is not treated as falling
            further behind.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>You kept to the arrangement: your payments are back to your schedule.</Trans>
        </p>
      )}
    </Card>
  );
}
