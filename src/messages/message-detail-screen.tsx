import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { formatMoment } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { notificationKeys } from '../lib/queries/notification-queries';
import { useUser } from '../lib/stores/session-store';
import { Card, Screen } from '../ui/screen';
import { messageTypeLabels } from './message-labels';
import { markMessageRead, messageDetailQuery } from './messages-queries';
import './messages.css';

/** One message, in full. Opening it marks it read, which the list and the Me tab's badge then show. */
export function MessageDetailScreen({ id }: { id: number }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const user = useUser();
  const queryClient = useQueryClient();
  const query = useQuery(messageDetailQuery(user.id, id));
  const item = query.data;
  const read = useMutation({
    mutationFn: markMessageRead,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
  const unread = item !== undefined && !item.read;
  const { mutate, isIdle } = read;
  useEffect(() => {
    if (unread && isIdle) mutate(id);
  }, [unread, isIdle, mutate, id]);

  return (
    <Screen title={item?.title ?? <Trans>Message</Trans>} width="reading" testId="message-detail">
      {item ? (
        <Card>
          <p className="muted message-meta">
            <span>{i18n._(messageTypeLabels[item.type])}</span>
            {' · '}
            <time dateTime={item.createdAt}>{formatMoment(item.createdAt, lang)}</time>
          </p>
          <p className="message-body" data-testid="message-body">
            {item.body}
          </p>
          {item.loanId !== null && (
            <Link to="/loan/detail" search={{ id: item.loanId }} className="button button--primary">
              <Trans>View the loan</Trans>
            </Link>
          )}
        </Card>
      ) : query.isError ? (
        <p className="notice notice--warning" role="alert">
          <Trans>This message could not be found.</Trans>
        </p>
      ) : (
        <p className="muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      <Link to="/member/messages" search={{ type: 'all', page: 1 }} className="button button--secondary">
        <Trans>Back to messages</Trans>
      </Link>
    </Screen>
  );
}
