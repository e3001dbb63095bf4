import type { NewUserIndexResponse, WsServerFrameOf } from '@dzzs/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { USER_INDEX_KEY } from '../../shared/api/user-index.ts';
import { useSocketEvents } from '@dzzs/web-shared/socket/socket.ts';

type Counts = NewUserIndexResponse['userinfo']['count'];

/** The counters a `badge` frame changes: only those the mine page knows, each a whole number. */
function changedCounts(frame: WsServerFrameOf<'badge'>, known: Counts): Partial<Counts> {
  const sent = frame.count;
  if (!sent || typeof sent !== 'object') return {};
  return Object.fromEntries(
    Object.entries(sent).filter(([key, value]) => key in known && Number.isInteger(value) && value >= 0),
  );
}

/**
 * The shell's one listener for `badge` frames (the mine page's counters that changed on the server: 提现申请 today):
 * merged into the logged-in user, so the mine page's entries and the tab bar's 我的 badge follow at once on every
 * page. A reconnect, which may have missed frames, reads the user afresh.
 */
export function BadgePush() {
  const client = useQueryClient();
  const onBadge = useCallback(
    (frame: WsServerFrameOf<'badge'>) =>
      client.setQueryData<NewUserIndexResponse>(USER_INDEX_KEY, (data) =>
        data
          ? {
              ...data,
              userinfo: {
                ...data.userinfo,
                count: { ...data.userinfo.count, ...changedCounts(frame, data.userinfo.count) },
              },
            }
          : data,
      ),
    [client],
  );
  const resync = useCallback(() => void client.invalidateQueries({ queryKey: USER_INDEX_KEY }), [client]);
  useSocketEvents(['badge'], onBadge, resync);
  return null;
}
