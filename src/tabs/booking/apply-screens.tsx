import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { alertCircleOutline, checkmarkCircleOutline, saveOutline } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import { memberInfoQuery } from '../../lib/member-queries';
import { useUser } from '../../lib/session-store';
import { AppLink } from '../../ui/app-link';
import { Icon } from '../../ui/icon';
import { accountSections } from '../../ui/member/account-sections';
import { Card, Screen } from '../../ui/screen';

/** The start of an application: which parts of the profile are already on file, and the way to a quote. */
export function ApplyStartScreen() {
  const { i18n } = useLingui();
  const user = useUser();
  const member = useQuery(memberInfoQuery(user.id)).data ?? user.member;
  const done: Record<string, boolean> = member
    ? {
        basic: member.base !== null,
        address: member.contactAddress !== null,
        work: member.employment !== null,
        family: member.family !== null,
        house: member.estate !== null,
        car: member.car !== null,
        contact: (member.contacts?.length ?? 0) > 0,
      }
    : {};
  return (
    <Screen
      title={<Trans>Apply for a loan</Trans>}
      lead={<Trans>Start with a quote: it is a soft search and does not affect your credit score.</Trans>}
      width="narrow"
      testId="apply-start"
    >
      <Card>
        <h2 className="card__title">
          <Trans>Your details on file</Trans>
        </h2>
        <ul className="checklist">
          {accountSections
            .filter((section) => section.id in done)
            .map((section) => (
              <li key={section.id} className={done[section.id] ? 'is-done' : ''}>
                <Icon
                  icon={done[section.id] ? checkmarkCircleOutline : alertCircleOutline}
                  aria-hidden="true"
                />
                <span>{i18n._(section.label)}</span>
                <span className="muted">
                  {done[section.id] ? <Trans>On file</Trans> : <Trans>To do</Trans>}
                </span>
              </li>
            ))}
        </ul>
      </Card>
      <AppLink href="/booking" className="button button--primary button--block">
        <Trans>Get a quote</Trans>
      </AppLink>
    </Screen>
  );
}

const REDIRECT_SECONDS = 5;

/** SPEC §2: the result page counts down and returns to the home page. */
export function ApplySubmitScreen() {
  const navigate = useNavigate();
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      void navigate({ href: '/home' });
      return;
    }
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate]);
  return (
    <Screen
      title={<Trans>Submitted successfully, waiting for review</Trans>}
      width="narrow"
      testId="apply-submit"
    >
      <div className="empty-state">
        <Icon icon={checkmarkCircleOutline} aria-hidden="true" className="empty-state__icon is-success" />
        <p>
          <Trans>
            We review applications within 1 to 3 working days and will tell you as soon as we decide.
          </Trans>
        </p>
        <p className="muted" aria-live="polite">
          <Plural
            value={left}
            one="Returning to the home page in # second."
            other="Returning to the home page in # seconds."
          />
        </p>
        <Link to="/loan/history" className="button button--secondary">
          <Trans>See my loans</Trans>
        </Link>
      </div>
    </Screen>
  );
}

/** SPEC §2: the failure page lists its usual causes. */
export function ApplyErrorScreen() {
  return (
    <Screen title={<Trans>Submission failed</Trans>} width="narrow" testId="apply-error">
      <Card>
        <p>
          <Trans>Your application did not reach us. This is usually because of:</Trans>
        </p>
        <ul>
          <li>
            <Trans>a network interruption</Trans>
          </li>
          <li>
            <Trans>a system error on our side</Trans>
          </li>
          <li>
            <Trans>another reason, such as a session that timed out</Trans>
          </li>
        </ul>
        <p>
          <Trans>Nothing you entered has been lost. Please try again.</Trans>
        </p>
      </Card>
      <Link to="/apply" className="button button--primary button--block">
        <Trans>Back to my application</Trans>
      </Link>
    </Screen>
  );
}

export function ApplySaveScreen() {
  return (
    <Screen title={<Trans>Your application is saved</Trans>} width="narrow" testId="apply-save">
      <div className="empty-state">
        <Icon icon={saveOutline} aria-hidden="true" className="empty-state__icon" />
        <p>
          <Trans>You can carry on where you stopped, on this device, whenever you are ready.</Trans>
        </p>
        <Link to="/apply" className="button button--primary">
          <Trans>Carry on with my application</Trans>
        </Link>
      </div>
    </Screen>
  );
}
