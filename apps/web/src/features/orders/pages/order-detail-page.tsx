import '../orders.css';
import {
  fenToYuan,
  OrderState,
  PHOTO_STATES,
  shopActionsIn,
  yuanToFen,
  type Envelope,
  type OrderDetail,
  type ShopAction,
} from '@dzzs/shared';
import { Button, Popup } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserIndex } from '../../../shared/api/user-index.ts';
import { runAction } from '../../../shared/http/run-action.ts';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { hasPermission } from '../../../shared/session/roles.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { confirmDialog } from '../../../shared/ui/overlays.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import {
  SHOP_ACTION_ACCESS,
  useAward,
  useEditMoney,
  useReceive,
  useShopCancel,
  useTicket,
  type TicketedContent,
} from '../api/orders.ts';
import { BetContent } from '../components/bet-content.tsx';
import { EditMoneySheet } from '../components/edit-money-sheet.tsx';
import { confirmsOdds, isSportsBet, stateText, timeText } from '../components/format.ts';
import { GameBadge } from '../components/game-badge.tsx';
import { OrderLoadState } from '../components/order-load-state.tsx';
import { OddsPopup } from '../components/odds-popup.tsx';
import { PhotosCard } from '../components/photos-card.tsx';
import { ReasonSheet } from '../components/reason-sheet.tsx';
import { useOrderDetail } from '../api/orders.ts';
import { ORDERS_NS } from '../i18n.ts';

/** Who cancelled, by the cancelled state. */
const CANCELLERS: Partial<Record<number, 'player' | 'shop' | 'system'>> = {
  [OrderState.cancelledByPlayer]: 'player',
  [OrderState.cancelledByShop]: 'shop',
  [OrderState.cancelledBySystem]: 'system',
};

export default function OrderDetailPage() {
  const { t } = useTranslation(ORDERS_NS);
  const { order_id: orderId, order_lock: locked } = usePageParams(PAGE.orderDetail);
  const { data: order, error, isPending, refetch } = useOrderDetail(orderId);

  if (!order)
    return (
      <PageLayout>
        <OrderLoadState orderId={orderId} isPending={isPending} error={error} refetch={refetch} />
      </PageLayout>
    );
  return (
    <PageLayout bodyClassName="orders-detail-body">
      <Header order={order} />
      <div className="orders-section">
        <div className="orders-section-title">
          <GameBadge code={order.game_id} size={28} /> {order.Type}
          {order.issue ? (
            <span className="orders-section-sub">{t('detail.issueLabel', { issue: order.issue })}</span>
          ) : null}
        </div>
        {order.BetContent === null ? (
          <div className="orders-bet-locked" data-testid="orders-bet-locked">
            <div className="orders-bet-locked-title">{t('detail.locked')}</div>
            <div className="orders-bet-locked-hint">{t('detail.lockedHint')}</div>
          </div>
        ) : (
          <BetContent gameId={order.game_id} content={order.BetContent} result={order.WinConten} />
        )}
        {order.BetContent !== null && isSportsBet(order.game_id, order.BetContent) ? (
          <SplittingLink order={order} />
        ) : null}
      </div>
      {order.reason ? (
        <div className="orders-section orders-reason-box">
          {t('detail.reason')} {order.reason}
        </div>
      ) : null}
      {order.AwardMoney !== order.WinningMoney && Number(order.WinningMoney) > 0 ? (
        <div className="orders-section">
          <div className="orders-section-title">{t('detail.bonus')}</div>
          <Row label={t('detail.ticketPrize')} value={`¥${order.WinningMoney}`} />
          <Row label={t('detail.awardMoney')} value={`¥${order.AwardMoney}`} />
        </div>
      ) : null}
      {order.together ? <TogetherCard order={order} /> : null}
      {PHOTO_STATES.some((state) => state === order.State) ? <PhotosCard order={order} /> : null}
      <InfoCard order={order} />
      {!locked ? <Actions order={order} /> : null}
    </PageLayout>
  );
}

function Header({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ORDERS_NS);
  const showExpected =
    Number(order.bonusmax) > 0 &&
    order.State !== OrderState.awaitingPayout &&
    order.State !== OrderState.paidOut;
  return (
    <div className="orders-header">
      <div className="orders-header-figures">
        <div>
          <div className="orders-figure">
            {Number(order.AwardMoney) > 0 ? `¥${order.AwardMoney}` : t('detail.none')}
          </div>
          <div className="orders-figure-label">{t('detail.prize')}</div>
        </div>
        <div>
          <div className="orders-figure" data-testid="order-state">
            {stateText(order.State)}
          </div>
          <div className="orders-figure-label">{t('detail.state')}</div>
        </div>
        <div>
          <div className="orders-figure">¥{order.BetMoney}</div>
          <div className="orders-figure-label">{t('detail.betMoney')}</div>
        </div>
      </div>
      {showExpected ? (
        <div className="orders-header-expected">
          {t('detail.expected')} ¥{order.bonusmin}~{order.bonusmax}
        </div>
      ) : null}
    </div>
  );
}

const Row = ({ label, value, onClick }: { label: string; value: string; onClick?: () => void }) =>
  value ? (
    <div className="orders-info-row" onClick={onClick}>
      <span className="orders-info-label">{label}</span>
      <span className="orders-info-value">{value}</span>
    </div>
  ) : null;

function SplittingLink({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ORDERS_NS);
  const navigate = useNavigate();
  return (
    <Button
      size="small"
      fill="none"
      className="orders-link-button"
      onClick={() => navigate(pageUrl(PAGE.orderSplitting, { order_id: order.order_id }))}
    >
      {t('detail.splitting')} ›
    </Button>
  );
}

function TogetherCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ORDERS_NS);
  const [open, setOpen] = useState(false);
  const plan = order.together!;
  const now = useNow(order.State === OrderState.subscribing);
  const left = Math.max(0, plan.deadline - now);
  const sold = plan.participants.reduce((sum, p) => sum + p.shares, 0);
  // In fen: shares of ¥0.10 add up to exact yuan.
  const soldFen = plan.participants.reduce((sum, p) => sum + (yuanToFen(p.money) ?? 0), 0);
  return (
    <div className="orders-section">
      <div className="orders-section-title">{t('detail.together')}</div>
      {order.State === OrderState.subscribing ? (
        <Row
          label={t('detail.countdown')}
          value={`${Math.floor(left / 3600)}:${String(Math.floor((left % 3600) / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`}
        />
      ) : null}
      <Row label={t('detail.planTotal')} value={`¥${order.BetMoney}`} />
      <Row label={t('detail.shareMoney')} value={`¥${plan.share_money}`} />
      <Row label={t('detail.sharesLeft')} value={String(plan.left_shares)} />
      <Row label={t('detail.commission')} value="0%" />
      <Row
        label={t('detail.subscriptions', { count: sold, money: fenToYuan(soldFen) })}
        value={`${t('detail.participants')} ›`}
        onClick={() => setOpen(true)}
      />
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="orders-participants">
        <div className="orders-reason-title">{t('detail.participantsTitle')}</div>
        {plan.participants.map((p, i) => (
          <Row
            key={i}
            label={`${p.nickname} · ${timeText(p.create_time)}`}
            value={`${t('detail.shares', { count: p.shares })} ¥${p.money}`}
          />
        ))}
      </Popup>
    </div>
  );
}

function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

function InfoCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ORDERS_NS);
  const copy = () => {
    void navigator.clipboard?.writeText(order.order_id).then(() => toast(t('detail.copied')));
  };
  const canceller = CANCELLERS[order.State];
  const cancellerText = canceller ? t(`canceller.${canceller}`) : '';
  return (
    <div className="orders-section">
      <div className="orders-section-title">{t('detail.info')}</div>
      <Row label={t('detail.userName')} value={order.user_id.remarks || order.user_id.nickname} />
      <Row label={t('detail.shopName')} value={order.shop_id.nickname} />
      <Row label={t('detail.orderNo')} value={order.order_id} onClick={copy} />
      <Row label={t('detail.issue')} value={order.issue ?? ''} />
      <Row label={t('detail.payTime')} value={timeText(order.PayTime, true)} />
      <Row label={t('detail.receiveTime')} value={timeText(order.Receivingtime, true)} />
      <Row label={t('detail.ticketTime')} value={timeText(order.Ticketingtime, true)} />
      <Row label={t('detail.salesClose')} value={timeText(order.SalesClose, true)} />
      <Row label={t('detail.deadline')} value={timeText(order.Deadline, true)} />
      <Row label={t('detail.canceller')} value={cancellerText} />
      {order.events.length ? (
        <details className="orders-history">
          <summary>{t('detail.history')}</summary>
          {order.events.map((e, i) => (
            <div key={i} className="orders-history-row">
              <span>{timeText(e.create_time)}</span>
              <span>{e.actor}</span>
              <span>
                {e.from_state === null ? '' : `${stateText(e.from_state)} → `}
                {stateText(e.to_state)}
              </span>
              {e.memo ? <span className="orders-history-memo">{e.memo}</span> : null}
            </div>
          ))}
        </details>
      ) : null}
    </div>
  );
}

interface ActionButton {
  primary?: boolean;
  loading?: boolean;
  onClick: () => void;
}

/**
 * The bottom actions: what the state table lets the shop do in the order's state (shopActionsIn), in its order, for
 * the shop that receives the order, less what a staff member's permissions keep from them.
 */
function Actions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ORDERS_NS);
  const navigate = useNavigate();
  const { data: me } = useUserIndex();
  const receive = useReceive();
  const ticket = useTicket();
  const cancel = useShopCancel();
  const editMoney = useEditMoney();
  const award = useAward();
  const [reasonFor, setReasonFor] = useState<'refuse' | 'revoke' | null>(null);
  const [oddsOpen, setOddsOpen] = useState(false);
  const [editing, setEditing] = useState(false);
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
  const act = <T,>(call: Promise<Envelope<T>>, after?: () => void) =>
    void runAction(call, { onBalanceLow: offerRecharge }).then((answer) => answer && after?.());

  const doTicket = (newContent: TicketedContent, fromPopup: boolean) =>
    act(ticket.mutateAsync({ orderId: order.order_id, newContent }), () => {
      setOddsOpen(false);
      // Auto-continue: back to the list, which opens the next order by itself (clickOrderState).
      if (fromPopup) useAppStore.setState({ clickOrderState: true });
      navigate(-1);
    });
  const onTicket = () => {
    if (oddsToConfirm) setOddsOpen(true);
    else
      void confirmDialog({ content: `${t('actions.ticket')} ${order.order_id}?` }).then(
        (yes) => yes && doTicket(0, false),
      );
  };
  const onAward = () =>
    void confirmDialog({ content: t('actions.confirmAward', { id: order.order_id }) }).then(
      (yes) => yes && act(award.mutateAsync([order.order_id])),
    );

  const buttons: Record<ShopAction, ActionButton> = {
    refuse: { onClick: () => setReasonFor('refuse') },
    receive: {
      primary: true,
      loading: receive.isPending,
      onClick: () => act(receive.mutateAsync(order.order_id)),
    },
    revoke: { onClick: () => setReasonFor('revoke') },
    ticket: { primary: true, loading: ticket.isPending, onClick: onTicket },
    editMoney: { onClick: () => setEditing(true) },
    award: { primary: true, loading: award.isPending, onClick: onAward },
  };
  const actions = shopActionsIn(order.State).filter(permitted);
  if (!actions.length) return null;
  const reasonAction = reasonFor ? t(`actions.${reasonFor}`) : '';
  return (
    <>
      <div className="orders-action-bar-space" />
      <div className="orders-action-bar">
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
      </div>
      <ReasonSheet
        action={reasonAction}
        visible={reasonFor !== null}
        onClose={() => setReasonFor(null)}
        onSubmit={(reason) =>
          act(cancel.mutateAsync({ orderId: order.order_id, reason }), () => setReasonFor(null))
        }
      />
      <EditMoneySheet
        visible={editing}
        amount={order.AwardMoney}
        submitting={editMoney.isPending}
        onClose={() => setEditing(false)}
        onSubmit={(money, reason) =>
          act(editMoney.mutateAsync({ orderId: order.order_id, money, reason }), () => setEditing(false))
        }
      />
      {oddsToConfirm ? (
        <OddsPopup
          visible={oddsOpen}
          content={oddsToConfirm}
          onClose={() => setOddsOpen(false)}
          onSubmit={(newContent) => doTicket(newContent, true)}
          submitting={ticket.isPending}
        />
      ) : null}
    </>
  );
}
