import { i18n } from '@dzzs/web-shared/i18n/index.ts';
import { configureSocket } from '@dzzs/web-shared/socket/socket.ts';
import { endSession } from '../http/index.ts';
import { queryClient } from '../query-client.ts';
import { useAppStore } from '../store/app-store.ts';
import { toast } from '../ui/toast.ts';

// The session the shop app's socket identifies itself with; the shell loads this before it opens the socket.
configureSocket({
  accessToken: () => useAppStore.getState().access_token,
  baseUrl: () => useAppStore.getState().baseUrl,
  openChanged: (open) => useAppStore.setState({ isSocketOpen: open }),
  // Logged out elsewhere, password reset, account disabled or stopped: what the HTTP client does on a 303.
  sessionEnded: () => {
    toast(i18n.t('session.ended'));
    void endSession();
  },
  reload: () => void queryClient.invalidateQueries(),
});
