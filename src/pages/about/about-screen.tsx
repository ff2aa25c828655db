import { Trans } from '@lingui/react/macro';
import { eyeOutline } from '../../ui/icons/eye-outline';
import { handRightOutline } from '../../ui/icons/hand-right-outline';
import { leafOutline } from '../../ui/icons/leaf-outline';
import { newspaperOutline } from '../../ui/icons/newspaper-outline';
import { Screen } from '../../ui/screen';
import '../../theme/pages.css';
import { Icon } from '../../ui/icon';
import { MenuLink } from '../../ui/menu-link';

export function AboutScreen() {
  return (
    <Screen
      title={<Trans>About Quayside</Trans>}
      lead={<Trans>Personal loans from a UK lender that would rather explain than sell.</Trans>}
      testId="about"
    >
      <section className="card prose">
        <p>
          <Trans>
            Quayside started with a simple idea: borrowing should be easy to understand before you sign, not
            only afterwards. So we show the full cost up front, keep our rates fixed, and write our letters in
            plain language.
          </Trans>
        </p>
        <p>
          <Trans>
            We lend to people across the UK for the things that matter to them, from a new boiler to a
            wedding, and we serve our customers in English, Simplified Chinese and Traditional Chinese.
          </Trans>
        </p>
      </section>
      <ul className="value-grid">
        <li className="card">
          <Icon icon={eyeOutline} aria-hidden="true" />
          <h2>
            <Trans>Clear</Trans>
          </h2>
          <p>
            <Trans>
              Every quote shows the monthly payment, the total you repay and the APR, side by side.
            </Trans>
          </p>
        </li>
        <li className="card">
          <Icon icon={handRightOutline} aria-hidden="true" />
          <h2>
            <Trans>Responsible</Trans>
          </h2>
          <p>
            <Trans>We only lend what we believe you can repay, and we help early if that changes.</Trans>
          </p>
        </li>
        <li className="card">
          <Icon icon={leafOutline} aria-hidden="true" />
          <h2>
            <Trans>Simple</Trans>
          </h2>
          <p>
            <Trans>No application fees, no early repayment penalties, no small print surprises.</Trans>
          </p>
        </li>
      </ul>
      <ul className="menu-list">
        <li>
          <MenuLink to="/bank" icon={handRightOutline}>
            <Trans>Quayside as a lender: how we are run and regulated</Trans>
          </MenuLink>
        </li>
        <li>
          <MenuLink to="/blog" icon={newspaperOutline}>
            <Trans>Our blog: guides to borrowing well</Trans>
          </MenuLink>
        </li>
        <li>
          <MenuLink to="/about/press" icon={newspaperOutline}>
            <Trans>Press releases and archive</Trans>
          </MenuLink>
        </li>
      </ul>
    </Screen>
  );
}
