import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { formatDate } from '../../lib/i18n/format';
import { activateLanguage } from '../../lib/i18n/i18n';
import { type Language, localeOfLanguage, useLanguage } from '../../lib/i18n/language';
import { useLogout } from '../../offline/use-logout';
import { AppLink } from '../../ui/app-link';
import { borrowerSearchPath } from '../borrowers/borrower-search-screen';
import { businessDateQuery } from '../business-date/business-date-queries';
import type { ConsoleScreen } from '../console-screens';
import { opsPath } from '../ops-paths';
import { useOperator } from '../shared/operator-identity';
import { queuesQuery } from '../shared/ops-queries';
import { lateOf } from '../shared/queue-figures';
import { roleLabels } from '../shared/roles';
import styles from './desk-frame.css?inline';

/** Each language named in itself, as a reader of it looks for it. */
const languages: { value: Language; name: string }[] = [
  { value: 'en', name: 'English' },
  { value: 'cn', name: '简体中文' },
  { value: 'tw', name: '繁體中文' },
];

interface Props {
  /** The screens the operator may open, in the table's order; those with a menu label are listed. */
  screens: readonly ConsoleScreen[];
  /** The menu entry the screen on show belongs to (its path's first segment), or null for "not found". */
  current: string | null;
  /** The screen is the borrowers' search, with its own field: the frame's would be a second one. */
  searching?: boolean;
  children: ReactNode;
}

/**
 * The desk's own frame (issue 38 §6), not the borrower site's: the business date, who is signed in and in
 * which roles, a search for borrowers, the queues with their counts, the language, and signing out. On a
 * phone the menu folds behind one button; on a wide screen it is a column beside the screen.
 */
export function DeskFrame({ screens, current, searching = false, children }: Props) {
  const { t } = useLingui();
  const lang = useLanguage();
  const businessDate = useQuery(businessDateQuery()).data?.businessDate;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // A choice in the folded menu opens its screen: the menu folds away again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path changing is the cause.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <div className="desk" data-testid="ops-console">
      <style>{styles}</style>
      <header className="desk-bar">
        <AppLink href="/ops" className="desk-brand" aria-label={t`Quayside desk, today’s work`}>
          <img src="/favicon.svg" alt="" width="24" height="24" />
          <span>
            Quayside <span className="desk-brand__desk">{t`Desk`}</span>
          </span>
        </AppLink>
        {businessDate ? (
          <p className="desk-date" data-testid="console-business-date">
            <Trans>Business date {formatDate(businessDate, lang)}</Trans>
          </p>
        ) : null}
        <button
          type="button"
          className="desk-menu-button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
          data-testid="desk-menu-button"
        >
          <Trans>Menu</Trans>
        </button>
      </header>
      <div className={`desk-side${open ? ' desk-side--open' : ''}`} id={menuId} data-testid="desk-menu">
        <OperatorCard />
        {searching ? null : <BorrowerSearch />}
        <QueueMenu screens={screens} current={current} />
        <LanguagePicker />
      </div>
      <main id="main" className="desk-main ops__screen" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

function OperatorCard() {
  const { t, i18n } = useLingui();
  const operator = useOperator();
  const logout = useLogout();
  return (
    <section className="desk-operator" aria-label={t`Signed in`} data-testid="desk-operator">
      <AppLink href={opsPath('account')} className="desk-operator__name" data-testid="desk-operator-name">
        {operator.name}
      </AppLink>
      <p className="desk-operator__roles" data-testid="desk-operator-roles">
        {operator.roles === null || operator.roles.length === 0 ? (
          <Trans>Operator</Trans>
        ) : (
          operator.roles.map((role) => i18n._(roleLabels[role])).join(' · ')
        )}
      </p>
      <button
        type="button"
        className="button button--secondary desk-signout"
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
        data-testid="desk-signout"
      >
        <Trans>Sign out</Trans>
      </button>
    </section>
  );
}

/** Search borrowers: opens the borrowers' screen with the words typed (`/ops/borrowers?q=…`). */
function BorrowerSearch() {
  const navigate = useNavigate();
  const id = useId();
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = typed.trim();
    void navigate({ href: q ? borrowerSearchPath(q) : '/ops/borrowers' });
  };
  return (
    <form role="search" className="desk-search" onSubmit={submit} data-testid="desk-search">
      <label htmlFor={id}>
        <Trans>Search borrowers</Trans>
      </label>
      <div className="desk-search__row">
        <input
          id={id}
          type="search"
          name="q"
          value={typed}
          autoComplete="off"
          maxLength={200}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button">
          <Trans>Search</Trans>
        </button>
      </div>
    </form>
  );
}

function QueueMenu({ screens, current }: { screens: readonly ConsoleScreen[]; current: string | null }) {
  const { t, i18n } = useLingui();
  const queues = useQuery(queuesQuery()).data;
  const today = useQuery(businessDateQuery()).data?.businessDate;
  return (
    <nav className="ops-menu" aria-label={t`Console`}>
      <ul>
        {screens.map((entry) => {
          if (!entry.menu) return null;
          const figures = entry.count ? queues?.[entry.count.key] : undefined;
          const late = entry.count ? lateOf(figures, entry.count.oldest, today) : 0;
          return (
            <li key={entry.path}>
              <AppLink
                href={opsPath(entry.path)}
                className="ops-menu__link"
                aria-current={current === entry.path ? 'page' : undefined}
              >
                <span>{i18n._(entry.menu)}</span>
                {figures ? (
                  <span className={`ops-count${late ? ' ops-count--urgent' : ''}`}>{figures.count}</span>
                ) : null}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function LanguagePicker() {
  const lang = useLanguage();
  const id = useId();
  return (
    <div className="desk-language">
      <label htmlFor={id}>
        <Trans>Language</Trans>
      </label>
      <select
        id={id}
        value={lang}
        onChange={(event) => void activateLanguage(event.target.value as Language)}
      >
        {languages.map((language) => (
          <option key={language.value} value={language.value} lang={localeOfLanguage[language.value]}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
