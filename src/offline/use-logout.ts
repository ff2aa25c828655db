import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { apiRequest } from '../lib/api/api-client';
import { showUnreadOnAppIcon } from '../lib/navigation/app-badge';
import { clearPersistedCache } from '../lib/queries/query-client';
import { clearUser, userStore } from '../lib/stores/session-store';
import { clearMemberData } from './member-data';
import { unsubscribeThisDevice } from './push-subscription';

/**
 * Logout: the server revokes the session first; whatever it answers, nothing of the member stays on this
 * device (user, chat identity, the persisted query cache, drafts, queued photos and their key, the push
 * subscription and the app icon's badge).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      const { id } = userStore.get();
      try {
        if (id > 0) await apiRequest(`/member/${id}/loginOut`, { method: 'PUT' });
      } finally {
        // The server forgets this session's devices; the browser drops its subscription too, so nothing
        // about this member reaches this device once they have signed out of it.
        await unsubscribeThisDevice().catch(() => null);
        showUnreadOnAppIcon(0);
        clearUser();
        clearPersistedCache(queryClient);
        if (id > 0) await clearMemberData(id).catch(() => undefined);
      }
    },
    // A failed logout call still logged the device out; telling the borrower it failed would mislead.
    meta: { silent: true },
    onSettled: () => void navigate({ href: '/home' }),
  });
}
