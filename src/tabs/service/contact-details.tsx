import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { forwardRef } from 'react';
import { useLanguage } from '../../lib/i18n/language';
import { brandQuery } from '../../lib/queries/brand-queries';
import { Icon } from '../../ui/icon';
import { callOutline } from '../../ui/icons/call-outline';
import { handLeftOutline } from '../../ui/icons/hand-left-outline';
import { mailOutline } from '../../ui/icons/mail-outline';
import { timeOutline } from '../../ui/icons/time-outline';

/** How to reach us: hours, the default brand's phone and e-mail, and the relay service for deaf customers. */
export const ContactDetails = forwardRef<HTMLElement, { titleId?: string }>(function ContactDetails(
  { titleId = 'contact-details' },
  ref,
) {
  const lang = useLanguage();
  const brand = useQuery(brandQuery(lang)).data;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className="card contact-card"
      aria-labelledby={titleId}
      data-testid="contact-details"
    >
      <h2 id={titleId} className="card__title">
        <Trans>Talk to us</Trans>
      </h2>
      <ul className="contact-list">
        <li>
          <Icon icon={timeOutline} aria-hidden="true" />
          <span>
            <strong>
              <Trans>Opening hours</Trans>
            </strong>
            <span>
              <Trans>
                Monday to Friday, 8:00 to 18:00 (UK time). Closed at weekends and on bank holidays.
              </Trans>
            </span>
          </span>
        </li>
        <li>
          <Icon icon={callOutline} aria-hidden="true" />
          <span>
            <strong>
              <Trans>Phone</Trans>
            </strong>
            {brand ? (
              <a href={`tel:${brand.supportPhone.replace(/\s+/g, '')}`} data-testid="contact-phone">
                {brand.supportPhone}
              </a>
            ) : (
              <span className="muted">
                <Trans>Shown when you are online</Trans>
              </span>
            )}
          </span>
        </li>
        <li>
          <Icon icon={mailOutline} aria-hidden="true" />
          <span>
            <strong>
              <Trans>E-mail</Trans>
            </strong>
            {brand ? (
              <a href={`mailto:${brand.supportEmail}`} data-testid="contact-email">
                {brand.supportEmail}
              </a>
            ) : (
              <span className="muted">
                <Trans>Shown when you are online</Trans>
              </span>
            )}
            <small className="muted">
              <Trans>
                We reply within one working day. Please do not send card or bank details by e-mail.
              </Trans>
            </small>
          </span>
        </li>
        <li>
          <Icon icon={handLeftOutline} aria-hidden="true" />
          <span>
            <strong>
              <Trans>Sign language and text relay</Trans>
            </strong>
            <span>
              <Trans>
                If you are deaf, hard of hearing or have speech difficulties, call us through the text relay
                service by adding its prefix to our number, or ask us for a British Sign Language video call
                and we will book an interpreter at a time that suits you, free of charge.
              </Trans>
            </span>
          </span>
        </li>
      </ul>
    </section>
  );
});
