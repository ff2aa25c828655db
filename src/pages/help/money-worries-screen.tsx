import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { HARDSHIP_ANSWER_WORKING_DAYS } from '../../../domain/forbearance/forbearance-codes';
import { useUser } from '../../lib/stores/session-store';
import { Screen } from '../../ui/screen';
import '../../theme/pages.css';
import { Icon } from '../../ui/icon';
import { businessOutline } from '../../ui/icons/business-outline';
import { callOutline } from '../../ui/icons/call-outline';
import { compassOutline } from '../../ui/icons/compass-outline';
import { openOutline } from '../../ui/icons/open-outline';
import { peopleOutline } from '../../ui/icons/people-outline';
import { shieldOutline } from '../../ui/icons/shield-outline';

/**
 * Free debt advice, named: a borrower in difficulty needs somewhere to go, not a category to search for.
 * Organisation names are not translated; what each offers is.
 */
const debtAdvisers: readonly { name: string; site: string; icon: string; what: MessageDescriptor }[] = [
  {
    name: 'MoneyHelper',
    site: 'moneyhelper.org.uk',
    icon: compassOutline,
    what: msg`Free guidance on money and debt, backed by the government, with a locator that finds a free debt adviser near you, by phone or online.`,
  },
  {
    name: 'StepChange Debt Charity',
    site: 'stepchange.org',
    icon: peopleOutline,
    what: msg`Free debt advice online or by phone. They help you build a budget and can set up a debt management plan.`,
  },
  {
    name: 'National Debtline',
    site: 'nationaldebtline.org',
    icon: callOutline,
    what: msg`Free, confidential advice by phone and web chat, with letters and guides you can use yourself.`,
  },
  {
    name: 'Citizens Advice',
    site: 'citizensadvice.org.uk',
    icon: businessOutline,
    what: msg`Face-to-face help with debt, benefits and housing at local offices across the country.`,
  },
];

/** Money worries: talk to us early, what we can do, and where free, impartial advice is found. */
export function MoneyWorriesScreen() {
  const { i18n } = useLingui();
  // Signed in, the form for their loan; a visitor signs in first and lands on it.
  const signedIn = useUser().id > 0;
  return (
    <Screen
      width="reading"
      title={<Trans>Money worries</Trans>}
      lead={
        <Trans>
          If paying your loan is getting hard, you are not alone, and the sooner we talk the more we can do.
        </Trans>
      }
      testId="money-worries"
    >
      <section className="card callout" aria-labelledby="talk-early">
        <h2 id="talk-early" className="card__title">
          <Trans>Tell us early</Trans>
        </h2>
        <p>
          <Trans>
            Contact us before a payment is missed if you can, or as soon as possible if one already has been.
            We will listen, ask about your situation without judging, and look at what we can change. Talking
            to us does not affect your credit record.
          </Trans>
        </p>
        <p>
          <Trans>
            If you have a loan with us, you can tell us from the app in a couple of minutes: what has changed,
            and what you can afford each month. We answer within{' '}
            <Plural value={HARDSHIP_ANSWER_WORKING_DAYS} one="# working day" other="# working days" />, and
            while we look at it we pause your reminders.
          </Trans>
        </p>
        <div className="button-row button-row--start">
          {signedIn ? (
            <Link to="/loan/hardship" className="button button--primary" data-testid="money-worries-ask">
              <Trans>I’m struggling to pay</Trans>
            </Link>
          ) : (
            <Link
              to="/login"
              search={{ redirect: '/loan/hardship' }}
              className="button button--primary"
              data-testid="money-worries-ask"
            >
              <Trans>Sign in to tell us</Trans>
            </Link>
          )}
          <Link to="/contact" className="button button--secondary">
            <Icon icon={callOutline} aria-hidden="true" />
            <Trans>Contact us</Trans>
          </Link>
        </div>
      </section>

      <section className="card" aria-labelledby="we-can">
        <h2 id="we-can" className="card__title">
          <Trans>What we can do</Trans>
        </h2>
        <ul className="plain-list spaced">
          <li>
            <Trans>
              <strong>A breathing space.</strong> Pause collection activity and hold off on further charges
              for a while, so you have time to get advice and plan.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>A payment plan.</strong> Agree lower payments you can afford for a period, based on your
              income and essential spending.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>A different payment date.</strong> Ask us to move your payment to just after you are
              paid. Nothing is ever taken from your account: you pay each bill yourself, by transfer, and send
              us its voucher.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Extra support.</strong> If illness, bereavement, a disability or another life event
              makes things harder, tell us and we will adapt how we work with you.
            </Trans>
          </li>
        </ul>
      </section>

      <section aria-labelledby="free-advice">
        <h2 id="free-advice" className="section__title">
          <Trans>Free, impartial debt advice</Trans>
        </h2>
        <p>
          <Trans>
            Independent advisers look at all your debts, not just ours, and help you choose a way forward.
            Their help is free and confidential. Be wary of any company that charges for debt advice.
          </Trans>
        </p>
        <ul className="advice-grid" data-testid="debt-advice">
          {debtAdvisers.map((adviser) => (
            <li key={adviser.site} className="card">
              <Icon icon={adviser.icon} aria-hidden="true" />
              <h3>{adviser.name}</h3>
              <p>{i18n._(adviser.what)}</p>
              <a
                className="advice-grid__link"
                href={`https://www.${adviser.site}/`}
                rel="noopener noreferrer"
              >
                {adviser.site}
                <Icon icon={openOutline} aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
        <p className="muted small">
          <Trans>
            These organisations are independent of Quayside and will not charge you. We never ask you to pay
            anyone for advice, and we will not call you from an unknown number asking for bank details.
          </Trans>
        </p>
      </section>

      <section className="card" aria-labelledby="breathing-space">
        <h2 id="breathing-space" className="card__title">
          <Icon icon={shieldOutline} aria-hidden="true" className="card__title-icon" />
          <Trans>Statutory breathing space</Trans>
        </h2>
        <p>
          <Trans>
            In England and Wales, a debt adviser can apply for a breathing space for you. For up to 60 days,
            creditors, including us, must pause most enforcement action, interest and charges on the debts it
            covers. There is a separate scheme for people receiving mental health crisis treatment. Ask a debt
            adviser whether it is right for you.
          </Trans>
        </p>
      </section>
    </Screen>
  );
}
