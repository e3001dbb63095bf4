import type { Order } from '@dzzs/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n.ts';
import { timeText, yuanText } from './format.ts';
import { GameBadge } from './game-badge.tsx';

/** Height of a card in the order lists (the virtual list needs it fixed). */
export const ORDER_CARD_HEIGHT = 128;

interface OrderCardProps {
  order: Order;
  onOpen: (order: Order) => void;
  onReceive?: (order: Order) => void;
  receiving?: boolean;
}

/** One order in the 订单 tab: game, 注 / 倍 / 元, order and deadline times, and its one action. */
export function OrderCard({ order, onOpen, onReceive, receiving }: OrderCardProps) {
  const { t } = useTranslation(ORDERS_NS);
  const action =
    order.State === 1 ? (
      <Button
        size="small"
        color="warning"
        loading={receiving}
        onClick={(e) => {
          e.stopPropagation();
          onReceive?.(order);
        }}
      >
        {t('card.receive')}
      </Button>
    ) : order.State === 0 ? (
      <span className="order-card-subscribing">{t('card.subscribing')}</span>
    ) : (
      <Button size="small" fill="outline" onClick={() => onOpen(order)}>
        {t('card.view')}
      </Button>
    );
  return (
    <div
      className="order-card"
      role="button"
      tabIndex={0}
      onClick={() => onOpen(order)}
      data-order={order.order_id}
    >
      <div className="order-card-head">
        <GameBadge code={order.game_id} />
        <div className="order-card-title">
          <div className="order-card-game">
            {order.Type}
            {order.together ? <span className="order-tag">{t('tabs.together')}</span> : null}
            {order.IsCooperative ? <span className="order-tag order-tag-partner">合作</span> : null}
          </div>
          <div className="order-card-notes">
            {t('card.notes', { note: order.Note, multiple: order.Multiple, money: yuanText(order.BetMoney) })}
          </div>
        </div>
        <div className="order-card-action">{action}</div>
      </div>
      <div className="order-card-times">
        <span>
          {t('card.payTime')} {timeText(order.PayTime)}
        </span>
        <span>
          {t('card.deadline')} {timeText(order.Deadline)}
        </span>
      </div>
      <div className="order-card-id">
        {t('card.orderNo')} {order.order_id} · {order.user_id.remarks || order.user_id.nickname}
      </div>
    </div>
  );
}
