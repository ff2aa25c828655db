import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { searchOutline } from 'ionicons/icons';
import type { CreditSearchView } from '../../domain/api/credit';
import { formatMoment } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { useUser } from '../lib/stores/session-store';
import { DataAsOf } from '../ui/data-as-of';
import { Icon } from '../ui/icon';
import { Card, Screen } from '../ui/screen';
import { creditSearchesQuery } from './credit-search-queries';
import { SectionLoading } from './section-loading';

/** Newest first, whatever order the answer came in. */
export function newestFirst(list: readonly CreditSearchView[]): CreditSearchView[] {
  return [...list].sort((a, b) => Date.parse(b.searchedAt) - Date.parse(a.searchedAt) || b.id - a.id);
}

/** Account centre › Credit searches: every search of the borrower's credit file we made, and why. */
export function CreditSearchesScreen() {
  const { t } = useLingui();
  const user = useUser();
  const query = useQuery(creditSearchesQuery(user.id));
  const list = newestFirst(query.data?.list ?? []);
  return (
    <Screen
      title={t`Credit searches`}
      lead={<Trans>Every search of your credit file we have made, newest first.</Trans>}
      width="narrow"
      testId="account-credit-searches"
    >
      <Card className="credit-search-about">
        <p>
          <Trans>
            A soft search is what we make when you get a quote: only you can see it on your credit file, and
            it does not affect your credit score. A hard search is what we make when you apply, or when a
            person looks at your application again: other lenders can see it on your credit file, and many in
            a short time can make them more cautious. To see your file itself, ask the credit reference agency
            named below for a copy.
          </Trans>
        </p>
      </Card>
      {query.isPending ? (
        <SectionLoading />
      ) : query.isError && !query.data ? (
        <p role="alert">
          <Trans>We could not load your credit searches. Check your connection and try again.</Trans>
        </p>
      ) : list.length === 0 ? (
        <div className="empty-state" data-testid="credit-searches-empty">
          <Icon icon={searchOutline} aria-hidden="true" className="empty-state__icon" />
          <p>
            <Trans>We have not searched your credit file.</Trans>
          </p>
        </div>
      ) : (
        <>
          <DataAsOf query={query} />
          <ul className="credit-search-list" data-testid="credit-searches">
            {list.map((search) => (
              <CreditSearchItem key={search.id} search={search} />
            ))}
          </ul>
        </>
      )}
    </Screen>
  );
}

function CreditSearchItem({ search }: { search: CreditSearchView }) {
  const lang = useLanguage();
  const when = formatMoment(search.searchedAt, lang);
  const agency = search.agencyName;
  return (
    <li className="card credit-search" data-testid="credit-search" data-kind={search.kind}>
      <div className="credit-search__head">
        <strong className="credit-search__when">{when}</strong>
        <span className={`credit-search__kind credit-search__kind--${search.kind}`}>
          {search.kind === 'soft' ? <Trans>Soft search</Trans> : <Trans>Hard search</Trans>}
        </span>
      </div>
      <p className="credit-search__why">
        {search.purpose === 'quote' ? (
          <Trans>For your quote</Trans>
        ) : search.purpose === 'application' ? (
          <Trans>For your application</Trans>
        ) : (
          <Trans>A person looking again at your application</Trans>
        )}
      </p>
      <p className="credit-search__agency muted">
        {!search.answered ? (
          <Trans>The agency did not answer, so nothing was recorded on your credit file.</Trans>
        ) : agency ? (
          <Trans>Searched at {agency}</Trans>
        ) : (
          <Trans>Searched at a credit reference agency</Trans>
        )}
      </p>
    </li>
  );
}
