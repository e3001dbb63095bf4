import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { WsServerFrameOf } from '@dzzs/shared';
import { queryClient } from '../../../shared/http.ts';
import { useSocketEvents } from '../../../shared/socket.ts';
import { toast } from '../../../shared/toast.ts';
import { stateLabel } from '../api.ts';
import { ORDERS_NS } from '../i18n.ts';

/**
 * The shop received, ticketed, cancelled or paid out one of the player's orders: the lists, the order and the
 * balance are read again, and the player is told in a word, whatever page is open. Mounted once by the shell.
 */
export function OrderPush() {
  const { t } = useTranslation(ORDERS_NS);
  const onChange = useCallback(
    (frame: WsServerFrameOf<'order.changed' | 'order.new'>) => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['player'] });
      if (frame.type === 'order.changed') toast(t('pushed', { state: stateLabel(frame.State) }));
    },
    [t],
  );
  // After a reconnect, what changed meanwhile is read again.
  const onReconnect = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['orders'] }), []);
  useSocketEvents(['order.changed', 'order.new'], onChange, onReconnect);
  return null;
}
