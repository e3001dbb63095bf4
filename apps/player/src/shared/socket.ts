import { i18n } from '@dzzs/web-shared/i18n/index.ts';
import { configureSocket } from '@dzzs/web-shared/socket/socket.ts';
import { endSession, queryClient } from './http.ts';
import { useSession } from './store.ts';
import { toast } from './toast.ts';

// The session the player's socket identifies itself with; the shell loads this after the first paint.
configureSocket({
  accessToken: () => useSession.getState().access_token,
  // The app is served from /player/; the socket is the server's, at its root (/ws).
  baseUrl: () => new URL('../', window.location.href).toString(),
  openChanged: (open) => useSession.setState({ isSocketOpen: open }),
  sessionEnded: () => {
    toast(i18n.t('session.ended'));
    endSession();
  },
  reload: () => void queryClient.invalidateQueries(),
});

export { sendFrame, startSocket, stopSocket, useSocketEvents } from '@dzzs/web-shared/socket/socket.ts';
