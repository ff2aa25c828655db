import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { callOutline } from '../../ui/icons/call-outline';
import { chevronForward } from '../../ui/icons/chevron-forward';
import { documentTextOutline } from '../../ui/icons/document-text-outline';
import { heartOutline } from '../../ui/icons/heart-outline';
import { helpCircleOutline } from '../../ui/icons/help-circle-outline';
import { Screen } from '../../ui/screen';
import '../../theme/pages.css';
import { Icon } from '../../ui/icon';
import { ChatButton } from './chat-button';

/** The service tab: the way into help, money worries, contact and chat. */
export function ServiceScreen() {
  return (
    <Screen
      title={<Trans>Help and support</Trans>}
      lead={<Trans>How can we help today?</Trans>}
      width="narrow"
      testId="service"
    >
      <section className="card" aria-labelledby="service-chat">
        <h2 id="service-chat" className="card__title">
          <Trans>Chat with our team</Trans>
        </h2>
        <p className="muted">
          <Trans>Monday to Friday, 8:00 to 18:00 (UK time).</Trans>
        </p>
        <ChatButton />
      </section>
      <ul className="menu-list">
        <li>
          <Link to="/help" className="menu-list__item">
            <Icon icon={helpCircleOutline} aria-hidden="true" />
            <span className="menu-list__text">
              <span>
                <Trans>Help centre</Trans>
              </span>
              <small>
                <Trans>Questions and answers on applying, repaying and your loan</Trans>
              </small>
            </span>
            <Icon icon={chevronForward} aria-hidden="true" />
          </Link>
        </li>
        <li>
          <Link to="/help/money-worries" className="menu-list__item">
            <Icon icon={heartOutline} aria-hidden="true" />
            <span className="menu-list__text">
              <span>
                <Trans>Money worries</Trans>
              </span>
              <small>
                <Trans>Support if repayments are getting hard</Trans>
              </small>
            </span>
            <Icon icon={chevronForward} aria-hidden="true" />
          </Link>
        </li>
        <li>
          <Link to="/contact" className="menu-list__item">
            <Icon icon={callOutline} aria-hidden="true" />
            <span className="menu-list__text">
              <span>
                <Trans>Contact us</Trans>
              </span>
              <small>
                <Trans>Phone, e-mail and text relay</Trans>
              </small>
            </span>
            <Icon icon={chevronForward} aria-hidden="true" />
          </Link>
        </li>
        <li>
          <Link to="/complaints" className="menu-list__item">
            <Icon icon={documentTextOutline} aria-hidden="true" />
            <span className="menu-list__text">
              <span>
                <Trans>Make a complaint</Trans>
              </span>
              <small>
                <Trans>How we put things right</Trans>
              </small>
            </span>
            <Icon icon={chevronForward} aria-hidden="true" />
          </Link>
        </li>
      </ul>
    </Screen>
  );
}
