import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { chevronForward, mailOpenOutline, mailUnreadOutline } from 'ionicons/icons';
import { formatMoment } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { useUser } from '../lib/stores/session-store';
import { AppLink } from '../ui/app-link';
import { Icon } from '../ui/icon';
import { Screen } from '../ui/screen';
import { messageFilters, messageTypeLabels } from './message-labels';
import { MESSAGE_PAGE_SIZE, type MessageFilter, messageListQuery } from './messages-queries';
import './messages.css';

interface Props {
  type: MessageFilter;
  page: number;
}

/** Message notifications, newest first, by type; an unread one is marked and read when opened. */
export function MessagesScreen({ type, page }: Props) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const user = useUser();
  const navigate = useNavigate();
  const query = useQuery(messageListQuery(user.id, type, page));
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / MESSAGE_PAGE_SIZE)) : 1;
  const go = (next: { type?: MessageFilter; page?: number }) =>
    void navigate({ to: '/member/messages', search: { type: next.type ?? type, page: next.page ?? 1 } });
  return (
    <Screen title={<Trans>Messages</Trans>} width="narrow" testId="messages">
      <div className="segment message-filter" role="group" aria-label={t`Show messages about`}>
        {messageFilters.map((filter) => (
          <button
            key={filter}
            type="button"
            className="segment__button"
            aria-pressed={filter === type}
            onClick={() => go({ type: filter })}
          >
            {i18n._(messageTypeLabels[filter])}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <p className="muted" role="status">
          <Trans>Loading your messages…</Trans>
        </p>
      ) : !data || data.list.length === 0 ? (
        <div className="empty-state" data-testid="messages-empty">
          <Icon icon={mailOpenOutline} className="empty-state__icon" aria-hidden="true" />
          <p>
            {query.isError ? (
              <Trans>Your messages could not be loaded. Please try again when you are online.</Trans>
            ) : (
              <Trans>No messages here yet. We write when something about your account or loan changes.</Trans>
            )}
          </p>
        </div>
      ) : (
        <ul className="menu-list message-list" data-testid="message-list">
          {data.list.map((item) => (
            <li key={item.id}>
              <AppLink
                href={`/member/messages/${item.id}`}
                className={`menu-list__item message-item${item.read ? '' : ' message-item--unread'}`}
                data-testid="message-item"
                data-read={item.read}
              >
                <Icon icon={item.read ? mailOpenOutline : mailUnreadOutline} aria-hidden="true" />
                <span className="menu-list__text">
                  <strong>
                    {item.read ? null : (
                      <span className="message-item__dot">
                        <span className="visually-hidden">
                          <Trans>Unread:</Trans>
                        </span>
                      </span>
                    )}
                    {item.title}
                  </strong>
                  <span className="message-item__body">{item.body}</span>
                  <small>
                    <time dateTime={item.createdAt}>{formatMoment(item.createdAt, lang)}</time>
                  </small>
                </span>
                <Icon icon={chevronForward} aria-hidden="true" />
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="button-row message-pages" aria-label={t`Pages`}>
          <button
            type="button"
            className="button button--secondary"
            disabled={page <= 1}
            onClick={() => go({ page: page - 1 })}
          >
            <Trans>Newer</Trans>
          </button>
          <span className="muted">
            <Trans>
              Page {page} of {pages}
            </Trans>
          </span>
          <button
            type="button"
            className="button button--secondary"
            disabled={page >= pages}
            onClick={() => go({ page: page + 1 })}
          >
            <Trans>Older</Trans>
          </button>
        </nav>
      ) : null}
    </Screen>
  );
}
