import { shopActionsOn, type Envelope, type OrderDetail, type ShopAction } from '@dzzs/shared';
import { Button } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserIndex } from '../../../shared/api/user-index.ts';
import { runAction } from '../../../shared/http/run-action.ts';
import { PAGE } from '../../../shared/paths.ts';
import { hasPermission } from '../../../shared/session/roles.ts';
import { BottomBar } from '../../../shared/ui/bottom-bar.tsx';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { confirmDialog } from '../../../shared/ui/overlays.ts';
import { useGoBack } from '../../../shared/ui/page-layout.tsx';
import { useLazySheet } from '../../../shared/ui/use-lazy-sheet.ts';
import {
  SHOP_ACTION_ACCESS,
  useAward,
  useHandOver,
  useReceive,
  useTicket,
  type TicketedContent,
} from '../api/orders.ts';
import { ORDERS_NS } from '../i18n.ts';
import type { SheetKind } from './action-sheets.tsx';
import { confirmsOdds, isSportsBet } from './format.ts';

const ActionSheets = lazy(() => import('./action-sheets.tsx'));

interface ActionButton {
  primary?: boolean;
  loading?: boolean;
  onClick: () => void;
}

/**
 * The order detail's bottom actions: what the state table and the partner rules let the shop do with the order
 * (shopActionsOn), in their order, for the shop that receives the order, less what a staff member's permissions
 * keep from them.
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ORDERS_NS);
  const navigate = useNavigate();
  const backToList = useGoBack(PAGE.orders);
  const { data: me } = useUserIndex();
  const receive = useReceive();
  const ticket = useTicket();
  const award = useAward();
  const handOver = useHandOver();
  const sheets = useLazySheet<SheetKind>();
  if (!me || me.userinfo.shop_id !== order.OrderReceivingShop_id) return null;
  const permitted = (action: ShopAction) => {
    const permission = SHOP_ACTION_ACCESS[action].staff;
    return !permission || hasPermission(me.userinfo, me.clerkInfo, permission);
  };
  const oddsToConfirm =
    order.BetContent && isSportsBet(order.game_id, order.BetContent) && confirmsOdds(order.game_id)
      ? order.BetContent
      : null;

  // 出票 with a shop balance below the service fee answers 402: offer the recharge page.
  const offerRecharge = (message: string) =>
    void confirmDialog({
      title: t('actions.shortTitle'),
      content: message,
      confirmText: t('actions.recharge'),
      onConfirm: () => navigate(PAGE.recharge),
    });
  const act = <T,>(call: Promise<Envelope<T>>, after?: () => void, recharge = true) =>
    void runAction(call, recharge ? { onBalanceLow: offerRecharge } : {}).then(
      (answer) => answer && after?.(),
    );
  /** 确定{action}(id)订单吗!!!, then the call. */
  const confirmed = (action: ShopAction, run: () => void) => () =>
    void confirmDialog({
      content: t('actions.confirm', { action: t(`actions.${action}`), id: order.order_id }),
    }).then((yes) => yes && run());

  const open = sheets.show;
  const doTicket = (newContent: TicketedContent, fromPopup: boolean) =>
    act(
      ticket.mutateAsync({ orderId: order.order_id, newContent }),
      () => {
        sheets.hide();
        // Auto-continue: back to the list, which opens the next order by itself (clickOrderState).
        if (fromPopup) useAppStore.setState({ clickOrderState: true });
        navigate(-1);
      },
      // A partner's order is bought with the branch's prepaid balance: when that is short (402) the server says
      // so, and recharging this shop would not help.
      order.IsCooperative !== 1,
    );
  const onTicket = () => {
    if (oddsToConfirm) open('odds');
    else
      void confirmDialog({ content: `${t('actions.ticket')} ${order.order_id}?` }).then(
        (yes) => yes && doTicket(0, false),
      );
  };
  // The order leaves this shop's hands (甩单) or goes back to its own (驳回): nothing more to do here.
  const hand = (back: boolean) => () =>
    act(handOver.mutateAsync({ orderId: order.order_id, back }), backToList);
  const payOut = () => act(award.mutateAsync([order.order_id]));

  const buttons: Record<ShopAction, ActionButton> = {
    refuse: { onClick: () => open('refuse') },
    receive: {
      primary: true,
      loading: receive.isPending,
      onClick: () => act(receive.mutateAsync(order.order_id)),
    },
    revoke: { onClick: () => open('revoke') },
    ticket: { primary: true, loading: ticket.isPending, onClick: onTicket },
    handOver: { loading: handOver.isPending, onClick: confirmed('handOver', hand(false)) },
    handBack: { loading: handOver.isPending, onClick: confirmed('handBack', hand(true)) },
    editMoney: { onClick: () => open('editMoney') },
    returnPrize: { primary: true, loading: award.isPending, onClick: confirmed('returnPrize', payOut) },
    award: { primary: true, loading: award.isPending, onClick: confirmed('award', payOut) },
  };
  const actions = shopActionsOn(order).filter(permitted);
  if (!actions.length) return null;
  return (
    <>
      <BottomBar space>
        {actions.map((action) => {
          const button = buttons[action];
          return (
            <Button
              key={action}
              block
              color={button.primary ? 'warning' : 'default'}
              loading={button.loading ?? false}
              onClick={button.onClick}
              data-testid={`action-${action}`}
            >
              {t(`actions.${action}`)}
            </Button>
          );
        })}
      </BottomBar>
      {sheets.loaded ? (
        <Suspense fallback={null}>
          <ActionSheets
            order={order}
            sheet={sheets.shown}
            odds={oddsToConfirm}
            onClose={sheets.hide}
            act={act}
            onTicket={(newContent) => doTicket(newContent, true)}
            ticketing={ticket.isPending}
          />
        </Suspense>
      ) : null}
    </>
  );
}
