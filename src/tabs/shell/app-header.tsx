import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { logInOutline, personCircleOutline } from 'ionicons/icons';
import { useEffect } from 'react';
import { useHydrated } from '../../lib/first-paint/hydration';
import { showUnreadOnAppIcon } from '../../lib/navigation/app-badge';
import { formatBadge } from '../../lib/navigation/badge';
import { useRouteFacts } from '../../lib/navigation/route-facts';
import { unreadCountQuery } from '../../lib/queries/notification-queries';
import { isLoggedIn, useUser } from '../../lib/stores/session-store';
import { AppLink } from '../../ui/app-link';
import { Icon } from '../../ui/icon';
import { LanguageSwitcher } from './language-switcher';
import { tabItems } from './tab-items';

/**
 * Brand, the wide-screen navigation, the language menu and the way in (or to the member centre). Where the
 * tab bar is hidden (992 px and wider) the navigation offers every tab's destination — the Me tab's is the
 * member centre, behind "My account" — and the unread messages' badge sits on "My account" as it does on Me.
 */
export function AppHeader() {
  const { t, i18n } = useLingui();
  const user = useUser();
  const signedIn = isLoggedIn(user);
  const { tab } = useRouteFacts();
  // The build's HTML has no member: the count shows only once the page is the browser's own.
  const hydrated = useHydrated();
  const counted = useQuery(unreadCountQuery(user.id)).data;
  const unread = counted?.count ?? 0;
  const badge = hydrated && signedIn ? formatBadge(unread) : null;
  // The installed app's icon shows the same count (Badging API, where the browser has it).
  useEffect(() => {
    if (hydrated && signedIn && counted) showUnreadOnAppIcon(counted.count);
  }, [hydrated, signedIn, counted]);
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <AppLink href="/home" className="brand" aria-label={t`Quayside home`}>
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span className="brand__name">Quayside</span>
        </AppLink>
        <nav className="header-nav" aria-label={t`Main`}>
          {tabItems
            .filter((item) => item.tab !== 'mine')
            .map((item) => (
              <AppLink
                key={item.tab}
                href={item.href}
                className="header-nav__link"
                activeMatch={() => tab === item.tab}
              >
                {i18n._(item.label)}
              </AppLink>
            ))}
          <AppLink href="/about" className="header-nav__link" activeMatch={isAboutPage}>
            <Trans>About us</Trans>
          </AppLink>
          <AppLink href="/blog" className="header-nav__link" activeMatch="/blog">
            <Trans>Blog</Trans>
          </AppLink>
        </nav>
        <div className="app-header__actions">
          <LanguageSwitcher />
          {signedIn ? (
            <Link
              to="/member/centre"
              className="header-account"
              data-testid="member-entry"
              // With a count, the link says it in words: the badge itself is only seen.
              aria-label={
                badge
                  ? unread === 1
                    ? t`My account, 1 unread message`
                    : t`My account, ${unread} unread messages`
                  : undefined
              }
            >
              <Icon icon={personCircleOutline} aria-hidden="true" />
              <span className="header-account__label">
                <Trans>My account</Trans>
              </span>
              {badge ? (
                <span className="header-account__badge" aria-hidden="true" data-testid="header-unread">
                  {badge}
                </span>
              ) : null}
            </Link>
          ) : (
            <Link to="/login" className="header-account" data-testid="login-entry">
              <Icon icon={logInOutline} aria-hidden="true" />
              <span className="header-account__label">
                <Trans>Log in</Trans>
              </span>
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

/**
 * The "About us" section: the company, press, the lender and how loans work. An article
 * (/about/details) may be a blog post or a press release, which its path does not say, so it lights up
 * neither About nor Blog.
 */
function isAboutPage(pathname: string): boolean {
  return ['/about', '/about/press', '/bank', '/learn-more'].includes(pathname);
}
