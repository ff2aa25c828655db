import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { callOutline } from '../../ui/icons/call-outline';
import { chatbubbleEllipsesOutline } from '../../ui/icons/chatbubble-ellipses-outline';
import { heartOutline } from '../../ui/icons/heart-outline';
import { searchOutline } from '../../ui/icons/search-outline';
import { Screen } from '../../ui/screen';
import '../../theme/pages.css';
import { Icon } from '../../ui/icon';
import { faqGroups } from './faq-content';
import { matchesQuery } from './faq-search';

/** The help centre: FAQ in four groups, filtered as the reader types, in the language on screen. */
export function HelpScreen() {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const search = useRef<HTMLInputElement>(null);
  // The page's HTML comes from the build, and a reader may type into its search box before the app has
  // hydrated it: the text is in the box but not in React's state, which takes it over once.
  useEffect(() => {
    const typed = search.current?.value ?? '';
    if (typed !== '') setQuery(typed);
  }, []);
  const groups = useMemo(
    () =>
      faqGroups
        .map((group) => ({
          ...group,
          items: group.items
            .map((item) => ({
              id: item.question.id,
              question: i18n._(item.question),
              answer: i18n._(item.answer),
            }))
            .filter((item) => matchesQuery([item.question, item.answer], query)),
        }))
        .filter((group) => group.items.length > 0),
    [i18n, query],
  );
  const count = groups.reduce((total, group) => total + group.items.length, 0);
  const searching = query.trim().length > 0;

  return (
    <Screen
      title={<Trans>Help centre</Trans>}
      lead={<Trans>Answers to the questions we hear most.</Trans>}
      testId="help"
    >
      <div className="quick-links">
        <Link to="/help/money-worries" className="quick-link">
          <Icon icon={heartOutline} aria-hidden="true" />
          <span>
            <Trans>Money worries</Trans>
          </span>
        </Link>
        <Link to="/contact" className="quick-link">
          <Icon icon={callOutline} aria-hidden="true" />
          <span>
            <Trans>Contact us</Trans>
          </span>
        </Link>
        <Link to="/service" className="quick-link">
          <Icon icon={chatbubbleEllipsesOutline} aria-hidden="true" />
          <span>
            <Trans>Chat with us</Trans>
          </span>
        </Link>
      </div>
      <div className="search-box" role="search">
        <label htmlFor={searchId} className="visually-hidden">
          <Trans>Search the help centre</Trans>
        </label>
        <Icon icon={searchOutline} aria-hidden="true" />
        <input
          ref={search}
          id={searchId}
          type="search"
          className="search-box__input"
          placeholder={t`Search, e.g. "repay early"`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="faq-search"
        />
      </div>
      <p className="search-count muted" aria-live="polite" data-testid="faq-count">
        {searching ? (
          <Plural value={count} one="# answer matches your search" other="# answers match your search" />
        ) : (
          ''
        )}
      </p>
      {groups.length === 0 ? (
        <div className="card empty-state" data-testid="faq-empty">
          <p>
            <Trans>No answers match your search. Try other words, or contact us and we will help.</Trans>
          </p>
          <Link to="/contact" className="button button--secondary">
            <Trans>Contact us</Trans>
          </Link>
        </div>
      ) : (
        groups.map((group) => (
          <section
            key={group.id}
            className="faq-group"
            aria-labelledby={`faq-${group.id}`}
            data-testid={`faq-${group.id}`}
          >
            <h2 id={`faq-${group.id}`} className="section__title">
              {i18n._(group.title)}
            </h2>
            <div className="card faq-card">
              {group.items.map((item) => (
                <details key={item.id} className="faq-item" open={searching || undefined}>
                  <summary>{item.question}</summary>
                  <p>{item.answer}</p>
                </details>
              ))}
            </div>
          </section>
        ))
      )}
    </Screen>
  );
}
