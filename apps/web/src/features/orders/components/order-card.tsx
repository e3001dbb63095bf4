import { actionAllowed, OrderState, type Order } from '@dzzs/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ORDERS_NS } from '../i18n.ts';
import { stateText, timeText, yuanText } from './format.ts';
import { lotteryLabel } from '../../../shared/i18n/lottery-label.ts';
import { GameBadge } from '../../../shared/ui/game-badge.tsx';

/** Height of a card in the order lists (the virtual list needs it fixed). */
export const ORDER_CARD_HEIGHT = 128;

interface OrderCardProps {
  order: Order;
  onOpen: (order: Order) => void;
  onReceive?: (order: Order) => void;
  receiving?: boolean;
  /** The 合作 tab: the card says where the order stands instead of offering 接单 (the detail has the actions). */
  showState?: boolean;
}

/** One order in the 订单 tab: game, 注 / 倍 / 元, the issue, order and deadline times, and its one action. */
export function OrderCard({ order, onOpen, onReceive, receiving, showState = false }: OrderCardProps) {
  const { t } = useTranslation(ORDERS_NS);
  const action = showState ? (
    <span className="orders-state-label">{stateText(order.State)}</span>
  ) : actionAllowed('receive', order.State) ? (
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
  ) : order.State === OrderState.subscribing ? (
    <span className="orders-card-subscribing">{t('card.subscribing')}</span>
  ) : (
    <Button size="small" fill="outline" onClick={() => onOpen(order)}>
      {t('card.view')}
    </Button>
  );
  return (
    <div
      className="orders-card"
      role="button"
      tabIndex={0}
      onClick={() => onOpen(order)}
      data-order={order.order_id}
    >
      <div className="orders-card-head">
        <GameBadge code={order.game_id} />
        <div className="orders-card-title">
          <div className="orders-card-game">
            {lotteryLabel({ game: order.game_id, fallback: order.Type })}
            {order.together ? <span className="orders-tag">{t('tabs.together')}</span> : null}
            {order.IsCooperative ? (
              <span className="orders-tag orders-tag-partner">{t('card.partner')}</span>
            ) : null}
          </div>
          <div className="orders-card-notes">
            {t('card.notes', {
              count: order.Note,
              multiple: order.Multiple,
              money: yuanText(order.BetMoney),
            })}
            <OrderIssue issue={order.issue} />
          </div>
        </div>
        <div>{action}</div>
      </div>
      <div className="orders-card-times">
        <span>
          {t('card.payTime')} {timeText(order.PayTime)}
        </span>
        <span>
          {t('card.deadline')} {timeText(order.Deadline)}
        </span>
      </div>
      <div className="orders-card-id">
        {t('card.orderNo')} {order.order_id} · {order.user_id.remarks || order.user_id.nickname}
      </div>
    </div>
  );
}

/** 第…期, for orders placed on an issue (number games, 胜负彩 / 任选九 rounds, 北京单场). */
export function OrderIssue({ issue }: { issue: string | null }) {
  const { t } = useTranslation(ORDERS_NS);
  return issue ? <span className="orders-card-issue">{t('card.issue', { issue })}</span> : null;
}
