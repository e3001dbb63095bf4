import type { Envelope, OrderDetail } from '@dzzs/shared';
import { highestPrizeOf, type SportsContent } from '@dzzs/shared/engine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditMoney, useShopCancel, type TicketedContent } from '../api/orders.ts';
import { ORDERS_NS } from '../i18n.ts';
import { EditMoneySheet } from './edit-money-sheet.tsx';
import { OddsPopup } from './odds-popup.tsx';
import { ReasonSheet } from './reason-sheet.tsx';

/** The sheet an action of the order detail opens, if any. */
export type SheetKind = 'refuse' | 'revoke' | 'editMoney' | 'odds';

/**
 * The order detail's sheets — the reason of 拒单 / 撤单, 修改中奖金额, 出票确认 — loaded on the first tap that opens
 * one, so the detail itself stays within its bundle budget.
 */
export default function ActionSheets({
  order,
  sheet,
  odds,
  onClose,
  act,
  onTicket,
  ticketing,
}: {
  order: OrderDetail;
  sheet: SheetKind | null;
  /** The bet whose odds 出票 confirms (竞彩), or null. */
  odds: SportsContent | null;
  onClose: () => void;
  /** Runs a call the way the page runs its actions (the refusal's words, 402's recharge offer). */
  act: <T>(call: Promise<Envelope<T>>, after?: () => void) => void;
  onTicket: (newContent: TicketedContent) => void;
  ticketing: boolean;
}) {
  const { t } = useTranslation(ORDERS_NS);
  const cancel = useShopCancel();
  const editMoney = useEditMoney();
  const reasonFor = sheet === 'refuse' || sheet === 'revoke' ? sheet : null;
  // The cap the server holds 修改中奖金额 to, computed by the same engine function.
  const maxFen = useMemo(() => {
    const top = order.BetContent ? highestPrizeOf(order.game_id, order.BetContent) : null;
    return top?.ok ? top.value : null;
  }, [order.game_id, order.BetContent]);
  return (
    <>
      <ReasonSheet
        action={reasonFor ? t(`actions.${reasonFor}`) : ''}
        visible={reasonFor !== null}
        onClose={onClose}
        onSubmit={(reason) => act(cancel.mutateAsync({ orderId: order.order_id, reason }), onClose)}
      />
      <EditMoneySheet
        visible={sheet === 'editMoney'}
        amount={order.AwardMoney}
        maxFen={maxFen}
        submitting={editMoney.isPending}
        onClose={onClose}
        onSubmit={(money, reason) =>
          act(editMoney.mutateAsync({ orderId: order.order_id, money, reason }), onClose)
        }
      />
      {odds ? (
        <OddsPopup
          visible={sheet === 'odds'}
          content={odds}
          onClose={onClose}
          onSubmit={onTicket}
          submitting={ticketing}
        />
      ) : null}
    </>
  );
}
