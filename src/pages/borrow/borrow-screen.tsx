import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLayoutEffect, useRef } from 'react';
import { QuoteCalculator } from '../../ui/calculator/quote-calculator';
import { RepresentativeExample } from '../../ui/calculator/representative-example';
import { checkmarkCircleOutline } from '../../ui/icons/checkmark-circle-outline';
import { EligibilityCard } from '../../ui/lending/eligibility-card';
import { PromisesList } from '../../ui/lending/promises-list';
import { TimeRulesCard } from '../../ui/lending/time-rules-card';
import { Screen } from '../../ui/screen';
import { HowItWorks } from '../common/how-it-works';
import '../../theme/pages.css';
import { Icon } from '../../ui/icon';
import { type LoanKind, loanProducts, productOf } from './loan-products';

/** One loan page: its own copy, its own calculator preset, then the common facts. */
export function BorrowScreen({ kind }: { kind: LoanKind }) {
  const { i18n } = useLingui();
  const product = productOf(kind);
  const chips = useRef<HTMLElement>(null);
  // On a phone the four chips do not fit: the one for this page is scrolled into the middle of the row
  // (the page itself must not move, so not scrollIntoView).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-centred whenever the page's loan changes
  useLayoutEffect(() => {
    const row = chips.current;
    const active = row?.querySelector<HTMLElement>('.is-active');
    if (!row || !active) return;
    row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [kind]);
  return (
    <Screen
      title={i18n._(product.name)}
      lead={i18n._(product.headline)}
      width="normal"
      testId={`borrow-${kind}`}
    >
      <nav className="chip-nav" aria-label={i18n._(navLabel)} ref={chips}>
        {loanProducts.map((item) => (
          <Link
            key={item.kind}
            to={item.href}
            className={item.kind === kind ? 'chip is-active' : 'chip'}
            aria-current={item.kind === kind ? 'page' : undefined}
          >
            {i18n._(item.name)}
          </Link>
        ))}
      </nav>
      <p className="prose-lead">{i18n._(product.intro)}</p>
      {/* On a phone the calculator comes straight after the introduction (the page is under "Get a quote");
          on a wide screen it stays beside the content. */}
      <div className="two-col two-col--side-first">
        <div className="two-col__main">
          <section className="card" aria-labelledby="who-for">
            <h2 id="who-for" className="card__title">
              <Trans>Right for you if</Trans>
            </h2>
            <ul className="icon-list">
              {product.whoFor.map((line) => (
                <li key={line.id}>
                  <Icon icon={checkmarkCircleOutline} aria-hidden="true" />
                  <span>{i18n._(line)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className="card" aria-labelledby="uses">
            <h2 id="uses" className="card__title">
              <Trans>What people use it for</Trans>
            </h2>
            <ul className="tag-list">
              {product.uses.map((line) => (
                <li key={line.id}>{i18n._(line)}</li>
              ))}
            </ul>
          </section>
          <HowItWorks />
          <section className="card" aria-labelledby="borrow-faq">
            <h2 id="borrow-faq" className="card__title">
              <Trans>Questions people ask</Trans>
            </h2>
            {product.faq.map((item) => (
              <details key={item.question.id} className="faq-item">
                <summary>{i18n._(item.question)}</summary>
                <p>{i18n._(item.answer)}</p>
              </details>
            ))}
            <p>
              <Link to="/help" className="text-link">
                <Trans>More answers in our help centre</Trans>
              </Link>
            </p>
          </section>
        </div>
        <aside className="two-col__side">
          <QuoteCalculator key={kind} preset={product.preset} />
          <RepresentativeExample />
        </aside>
      </div>
      <PromisesList />
      <div className="grid-2">
        <EligibilityCard />
        <TimeRulesCard />
      </div>
    </Screen>
  );
}

const navLabel = msg`Loan types`;
