import { Plural, Trans } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import type { DecisionView } from '../../../domain/api/loans';
import { formatRatePercent, parseRate } from '../../../domain/money';
import { formatAmount } from '../../lib/i18n/format';
import type { Language } from '../../lib/i18n/language';

type Figures = DecisionView['figures'];

/** A decision of a policy that reads the credit file (version 2): it carries the residual rule's figures. */
export function readsCreditFile(figures: Figures): boolean {
  return figures.residualMonthly !== undefined;
}

/** Every monthly repayment on credit both rules take away: ours and other lenders' on the file. */
function commitmentsOf(figures: Figures): number {
  return (figures.existingMonthlyCost ?? 0) + (figures.creditCommitments ?? 0);
}

/**
 * Which of version 2's two limits a monthly cost passes over: the share of gross income (with every
 * commitment), and what is left of take-home pay. The policy's own test is exact on the annual income;
 * this reads the rounded monthly figures only to choose which limit to name, and names both when a penny
 * of rounding leaves neither over.
 */
function limitsOver(cost: number, figures: Figures): { share: boolean; residual: boolean } {
  const { num, den } = parseRate(figures.maxShare ?? '0');
  const shareLimit = (Number(num) * (figures.monthlyIncome ?? 0)) / Number(den);
  const share = cost + commitmentsOf(figures) > shareLimit;
  const residual = cost > (figures.residualMonthly ?? 0);
  return share || residual ? { share, residual } : { share: true, residual: true };
}

/** The affordability reasons of a version 2 decision, naming the limit or limits the cost passed over. */
export function affordabilitySentenceV2(
  reason: 'affordability.counterOffer' | 'affordability.unaffordable',
  figures: Figures,
  lang: Language,
): ReactNode {
  const money = (minor: number | undefined) => formatAmount(minor ?? 0, lang);
  const share = formatRatePercent(figures.maxShare ?? '0');
  const income = money(figures.monthlyIncome);
  const commitments = commitmentsOf(figures);
  const repaid = money(commitments);
  const residualMinor = figures.residualMonthly ?? 0;
  const residual = money(residualMinor);
  if (reason === 'affordability.counterOffer') {
    const cost = money(figures.monthlyCost);
    const offer = money(figures.offerAmount);
    const offerCost = money(figures.offerMonthlyCost);
    const over = limitsOver(figures.monthlyCost ?? 0, figures);
    return sentences(
      over.share &&
        (commitments > 0 ? (
          <Trans>
            The monthly cost of {cost}, with the {repaid} a month you already repay on credit, would be more
            than {share} of your monthly income before tax of {income}.
          </Trans>
        ) : (
          <Trans>
            The monthly cost of {cost} would be more than {share} of your monthly income before tax of{' '}
            {income}.
          </Trans>
        )),
      over.residual &&
        (over.share ? (
          <Trans>
            It would also be more than the {residual} a month left of your take-home pay after essential
            spending and other credit.
          </Trans>
        ) : (
          <Trans>
            The monthly cost of {cost} would be more than the {residual} a month left of your take-home pay
            after essential spending and other credit.
          </Trans>
        )),
      <Trans>
        Averaged over its term (the total repayable divided by the number of months), {offer} costs{' '}
        {offerCost} a month.
      </Trans>,
    );
  }
  const minimum = money(figures.minimumAmount);
  const cost = money(figures.minimumMonthlyCost);
  const months = figures.termMonths;
  const over = limitsOver(figures.minimumMonthlyCost ?? 0, figures);
  return sentences(
    <Trans>
      Even our smallest loan, {minimum} over {months} months, would cost {cost} a month.
    </Trans>,
    over.share &&
      (commitments > 0 ? (
        <Trans>
          With the {repaid} a month you already repay on credit, that is more than {share} of your monthly
          income before tax of {income}.
        </Trans>
      ) : (
        <Trans>
          That is more than {share} of your monthly income before tax of {income}.
        </Trans>
      )),
    over.residual &&
      (residualMinor <= 0 ? (
        <Trans>
          After essential spending and the credit you already repay, nothing is left of your take-home pay to
          repay a loan.
        </Trans>
      ) : over.share ? (
        <Trans>
          It is also more than the {residual} a month left of your take-home pay after essential spending and
          other credit.
        </Trans>
      ) : (
        <Trans>
          That is more than the {residual} a month left of your take-home pay after essential spending and
          other credit.
        </Trans>
      )),
  );
}

/** The sentences that apply, one space between each. */
function sentences(...parts: (ReactNode | false)[]): ReactNode {
  const said = parts.filter((part) => part !== false);
  return said.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of sentences, never reordered
    <Fragment key={index}>
      {index > 0 ? ' ' : null}
      {part}
    </Fragment>
  ));
}

/**
 * How a version 2 decision worked out the monthly cost and the two limits it must fit, with every figure
 * the limits used: the share of income before tax, and take-home pay less the household's essential
 * spending and all credit repaid.
 */
export function AffordabilityNoteV2({ figures, lang }: { figures: Figures; lang: Language }) {
  const money = (minor: number | undefined) => formatAmount(minor ?? 0, lang);
  const share = formatRatePercent(figures.maxShare ?? '0');
  const income = money(figures.monthlyIncome);
  const repaid = money(commitmentsOf(figures));
  const size = figures.householdSize ?? 1;
  const residualMinor = figures.residualMonthly ?? 0;
  return (
    <div className="decision-note" data-testid="affordability-note">
      <p>
        <Trans>
          The monthly cost is the total you would repay divided by the number of months. It must fit two
          limits.
        </Trans>
      </p>
      <p>
        <Trans>
          First, with the {repaid} a month you already repay on credit, it must be no more than {share} of
          your monthly income before tax, {income}.
        </Trans>{' '}
        {figures.verifiedMonthlyIncome !== undefined ? (
          <Trans>
            We use the lower of the income you gave us and the income the credit reference agency's records
            show.
          </Trans>
        ) : (
          <Trans>That is the income you gave us in your application.</Trans>
        )}
      </p>
      <p>
        <Trans>
          Second, it must be no more than what is left of your take-home pay after essential spending for your
          household and the credit you already repay:
        </Trans>
      </p>
      <dl className="facts decision-figures" data-testid="affordability-residual">
        <div>
          <dt>
            <Trans>Take-home pay, after income tax and National Insurance</Trans>
          </dt>
          <dd>{money(figures.netMonthlyIncome)}</dd>
        </div>
        <div>
          <dt>
            <Plural
              value={size}
              one="Essential spending for a household of # person"
              other="Essential spending for a household of # people"
            />
          </dt>
          <dd>−{money(figures.essentialSpending)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Credit you already repay</Trans>
          </dt>
          <dd>−{repaid}</dd>
        </div>
        <div>
          <dt>
            <Trans>Left each month</Trans>
          </dt>
          <dd>{residualMinor < 0 ? `−${money(-residualMinor)}` : money(residualMinor)}</dd>
        </div>
      </dl>
    </div>
  );
}
