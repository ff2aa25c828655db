import { Trans } from '@lingui/react/macro';
import { callOutline } from '../../ui/icons/call-outline';
import { documentTextOutline } from '../../ui/icons/document-text-outline';
import { heartOutline } from '../../ui/icons/heart-outline';
import { helpCircleOutline } from '../../ui/icons/help-circle-outline';
import { Screen } from '../../ui/screen';
import '../../theme/pages.css';
import { MenuLink } from '../../ui/menu-link';
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
          <MenuLink
            to="/help"
            icon={helpCircleOutline}
            detail={<Trans>Questions and answers on applying, repaying and your loan</Trans>}
          >
            <Trans>Help centre</Trans>
          </MenuLink>
        </li>
        <li>
          <MenuLink
            to="/help/money-worries"
            icon={heartOutline}
            detail={<Trans>Support if repayments are getting hard</Trans>}
          >
            <Trans>Money worries</Trans>
          </MenuLink>
        </li>
        <li>
          <MenuLink to="/contact" icon={callOutline} detail={<Trans>Phone, e-mail and text relay</Trans>}>
            <Trans>Contact us</Trans>
          </MenuLink>
        </li>
        <li>
          <MenuLink
            to="/complaints"
            icon={documentTextOutline}
            detail={<Trans>How we put things right</Trans>}
          >
            <Trans>Make a complaint</Trans>
          </MenuLink>
        </li>
      </ul>
    </Screen>
  );
}
