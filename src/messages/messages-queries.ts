import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type NotificationType,
  notificationItem,
  notificationPage,
  notificationRead,
} from '../../domain/api/notifications';
import { apiRequest } from '../lib/api/api-client';
import { notificationKeys } from '../lib/queries/notification-queries';

export type MessageFilter = NotificationType | 'all';
export const MESSAGE_PAGE_SIZE = 20;

export const messageKeys = {
  list: (memberId: number, type: MessageFilter, page: number) =>
    [...notificationKeys.all, memberId, 'list', type, page] as const,
  detail: (memberId: number, id: number) => [...notificationKeys.all, memberId, 'detail', id] as const,
};

export function messageListQuery(memberId: number, type: MessageFilter, page: number) {
  return queryOptions({
    queryKey: messageKeys.list(memberId, type, page),
    queryFn: ({ signal }) =>
      apiRequest(`/notification/${type}/list`, {
        query: { page, pageSize: MESSAGE_PAGE_SIZE },
        schema: notificationPage,
        signal,
      }),
    enabled: memberId > 0,
    placeholderData: keepPreviousData,
  });
}

export function messageDetailQuery(memberId: number, id: number) {
  return queryOptions({
    queryKey: messageKeys.detail(memberId, id),
    queryFn: ({ signal }) => apiRequest(`/notification/${id}/detail`, { schema: notificationItem, signal }),
    enabled: memberId > 0 && id > 0,
  });
}

export function markMessageRead(id: number) {
  return apiRequest(`/notification/${id}/read`, { method: 'PUT', schema: notificationRead });
}
