import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Screen } from '../../ui/screen';
import '../../theme/pages.css';
import { ChatButton } from './chat-button';
import { ContactDetails } from './contact-details';

export function ContactScreen() {
  return (
    <Screen
      title={<Trans>Contact us</Trans>}
      lead={<Trans>Real people, based in the UK, who can see your account and sort things out.</Trans>}
      testId="contact"
    >
      <div className="grid-2">
        <ContactDetails />
        <section className="card" aria-labelledby="chat-title">
          <h2 id="chat-title" className="card__title">
            <Trans>Online chat</Trans>
          </h2>
          <p>
            <Trans>Quick questions answered during opening hours, without waiting on the phone.</Trans>
          </p>
          <ChatButton />
        </section>
      </div>
      <section className="card" aria-labelledby="contact-more">
        <h2 id="contact-more" className="card__title">
          <Trans>Before you get in touch</Trans>
        </h2>
        <ul className="plain-list spaced">
          <li>
            <Link to="/help" className="text-link">
              <Trans>Many questions are answered in our help centre.</Trans>
            </Link>
          </li>
          <li>
            <Link to="/help/money-worries" className="text-link">
              <Trans>Worried about a payment? See how we can help.</Trans>
            </Link>
          </li>
          <li>
            <Link to="/complaints" className="text-link">
              <Trans>Unhappy with our service? Here is how to complain.</Trans>
            </Link>
          </li>
        </ul>
      </section>
    </Screen>
  );
}
