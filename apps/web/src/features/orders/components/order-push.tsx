import type { WsServerFrameOf } from '@dzzs/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSocketEvents } from '@dzzs/web-shared/socket/socket.ts';
import { playChime } from '../../../shared/ui/chime.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { refreshOrders } from '../api/order-keys.ts';
import { ORDERS_NS } from '../i18n.ts';

/**
 * The app's one listener for order pushes, mounted once by the shell for a logged-in session: a new order chimes and
 * is announced on whatever page is open, and every order change (or a reconnect, which may have missed some)
 * refreshes the order lists, the tab badges and the mine-page counters.
 */
export function OrderPush() {
  const { t } = useTranslation(ORDERS_NS);
  const client = useQueryClient();
  const onEvent = useCallback(
    (frame: WsServerFrameOf<'order.new' | 'order.changed'>) => {
      if (frame.type === 'order.new') {
        playChime([880, 1320]);
        toast(t('list.newOrder', { id: frame.order_id }));
      }
      refreshOrders(client);
    },
    [client, t],
  );
  const resync = useCallback(() => refreshOrders(client), [client]);
  useSocketEvents(['order.new', 'order.changed'], onEvent, resync);
  return null;
}
