import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '../../lib/first-paint/hydration';
import { useLanguage } from '../../lib/i18n/language';
import { regionName } from '../../lib/i18n/region-name';
import { brandQuery } from '../../lib/queries/brand-queries';
import { AppLink } from '../../ui/app-link';

/** Links every page carries, and how to reach support (the default brand's contacts). */
export function AppFooter() {
  const { t } = useLingui();
  const lang = useLanguage();
  // The footer is in the app's first commit and so in the pages rendered at build time, which know neither
  // the brand's contacts nor the year they are read in: both are filled in once hydrated (the collapsed
  // space of an empty year shows "© Quayside." until then).
  const hydrated = useHydrated();
  const loaded = useQuery(brandQuery(lang)).data;
  const brand = hydrated ? loaded : undefined;
  const year = hydrated ? String(new Date().getFullYear()) : '';
  const name = brand?.name ?? 'Quayside';
  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <nav aria-label={t`Footer`} className="app-footer__links">
          <AppLink href="/help">
            <Trans>Help</Trans>
          </AppLink>
          <AppLink href="/privacy">
            <Trans>Privacy</Trans>
          </AppLink>
          <AppLink href="/terms">
            <Trans>Terms of use</Trans>
          </AppLink>
          <AppLink href="/complaints">
            <Trans>Complaints</Trans>
          </AppLink>
          <AppLink href="/contact">
            <Trans>Contact us</Trans>
          </AppLink>
        </nav>
        {brand ? (
          <address className="app-footer__contact" data-testid="brand-contact">
            <span>
              <Trans>E-mail:</Trans> <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
            </span>
            <span>
              <Trans>Phone:</Trans>{' '}
              <a href={`tel:${brand.supportPhone.replace(/\s+/g, '')}`}>{brand.supportPhone}</a>
            </span>
            <span>
              <Trans>Region:</Trans> {regionName(brand.region, lang)}
            </span>
          </address>
        ) : null}
        <p className="app-footer__legal">
          <Trans>
            © {year} {name}. Unsecured personal loans for UK residents aged 21 and over, subject to status and
            affordability.
          </Trans>
        </p>
      </div>
    </footer>
  );
}
