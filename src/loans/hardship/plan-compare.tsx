import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import type { ArrangementPlanView } from '../../../domain/api/hardship';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { useNarrowScreen } from '../../lib/use-narrow-screen';
import { Fact } from '../fact';

type Line = ArrangementPlanView['before'][number];

/**
 * What changes, in the figures a borrower weighs: the monthly payment, the last payment's date and the
 * total to pay, each as it is now and as it would be.
 */
export function PlanChanges({ plan }: { plan: ArrangementPlanView }) {
  const lang = useLanguage();
  const money = (minor: number) => formatAmount(minor, lang);
  const day = (date: string | null) => (date ? formatDate(date, lang) : '—');
  const difference = plan.totalPayableAfter - plan.totalPayableBefore;
  const more = money(Math.abs(difference));
  return (
    <dl className="facts plan-changes" data-testid="plan-changes">
      <Fact
        label={<Trans>Monthly payment</Trans>}
        value={<Change was={money(plan.instalmentBefore)} now={money(plan.instalmentAfter)} />}
      />
      <Fact
        label={<Trans>Last payment</Trans>}
        value={<Change was={day(plan.lastDueBefore)} now={day(plan.lastDueAfter)} />}
      />
      <Fact
        label={<Trans>Total to pay</Trans>}
        testId="plan-total"
        value={<Change was={money(plan.totalPayableBefore)} now={money(plan.totalPayableAfter)} />}
      />
      <Fact
        label={<Trans>Difference</Trans>}
        testId="plan-difference"
        value={
          difference > 0 ? (
            <Trans>{more} more in total</Trans>
          ) : difference < 0 ? (
            <Trans>{more} less in total</Trans>
          ) : (
            <Trans>The same in total</Trans>
          )
        }
      />
    </dl>
  );
}

function Change({ was, now }: { was: string; now: string }) {
  return (
    <>
      <span className="was">
        <Trans>Now: {was}</Trans>
      </span>
      <span>
        <Trans>With the arrangement: {now}</Trans>
      </span>
    </>
  );
}

/**
 * The payments left as they stand and as the arrangement would make them: two schedules side by side on a
 * wide screen (the schedule table's look, each with its totals), one after the other as cards on a phone.
 */
export function PlanCompare({ plan }: { plan: ArrangementPlanView }) {
  const narrow = useNarrowScreen();
  const Schedule = narrow ? PlanCards : PlanTable;
  return (
    <div className="plan-compare" data-testid="plan-compare">
      <Schedule
        lines={plan.before}
        total={plan.totalPayableBefore}
        caption={<Trans>Your payments now</Trans>}
        testId="plan-before"
      />
      <Schedule
        lines={plan.after}
        total={plan.totalPayableAfter}
        caption={<Trans>Your payments with the arrangement</Trans>}
        testId="plan-after"
      />
    </div>
  );
}

interface ScheduleProps {
  lines: readonly Line[];
  /** The plan's total payable, which the lines add up to. */
  total: number;
  caption: ReactNode;
  testId: string;
}

function PlanTable({ lines, total, caption, testId }: ScheduleProps) {
  const lang = useLanguage();
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className="bill-table" data-testid={testId}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Due date</Trans>
            </th>
            <th scope="col" className="num">
              <Trans>Payment</Trans>
            </th>
            <th scope="col" className="num">
              <Trans>Left to pay after it</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.period}-${line.dueDate}`} data-testid="plan-row">
              <th scope="row">{formatDate(line.dueDate, lang)}</th>
              <td className="num">{formatAmount(line.total, lang)}</td>
              <td className="num">{formatAmount(line.balance, lang)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <Trans>Total</Trans>
            </th>
            <td className="num" data-testid={`${testId}-total`}>
              {formatAmount(total, lang)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The payments a phone shows before "Show all": a holiday's months and the first after them. */
const FIRST_CARDS = 6;

/**
 * On a phone, a card a payment: its date and amount on one line, the first few and the rest a tap away (two
 * schedules of three years, one after the other, were seventy cards to scroll past), the total closing it.
 */
function PlanCards({ lines, total, caption, testId }: ScheduleProps) {
  const lang = useLanguage();
  const captionId = useId();
  const listId = useId();
  const [all, setAll] = useState(false);
  const count = lines.length;
  const shown = all ? lines : lines.slice(0, FIRST_CARDS);
  return (
    <section className="bill-cards" aria-labelledby={captionId} data-testid={testId}>
      <h3 id={captionId} className="bill-cards__caption">
        {caption}
      </h3>
      <ul className="bill-cards__list" id={listId}>
        {shown.map((line) => (
          <li key={`${line.period}-${line.dueDate}`} className="bill-card plan-card" data-testid="plan-row">
            <span>{formatDate(line.dueDate, lang)}</span>
            <span className="num">{formatAmount(line.total, lang)}</span>
          </li>
        ))}
      </ul>
      {count > FIRST_CARDS ? (
        <button
          type="button"
          className="button button--secondary plan-more"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll((open) => !open)}
        >
          {all ? <Trans>Show fewer</Trans> : <Trans>Show all {count} payments</Trans>}
        </button>
      ) : null}
      <dl className="bill-cards__totals">
        <div>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className="num" data-testid={`${testId}-total`}>
            {formatAmount(total, lang)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
