import '../orders.css';
import { fenToYuan, OrderState, PHOTO_STATES, yuanToFen, type OrderDetail } from '@dzzs/shared';
import { Button, Popup } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { GameBadge } from '../../../shared/ui/game-badge.tsx';
import { lotteryLabel } from '../../../shared/i18n/lottery-label.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useOrderDetail } from '../api/orders.ts';
import { BetContent } from '../components/bet-content.tsx';
import { RecordHistoryList } from '../../../shared/ui/record-history.tsx';
import { isSportsBet, stateText, timeText } from '../components/format.ts';
import { OrderActions } from '../components/order-actions.tsx';
import { OrderLoadState } from '../components/order-load-state.tsx';
import { PhotosCard } from '../components/photos-card.tsx';
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
          <GameBadge code={order.game_id} size={28} />{' '}
          {lotteryLabel({ game: order.game_id, fallback: order.Type })}
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
      {!locked ? <OrderActions order={order} /> : null}
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
      <Row label={t('detail.guarantee')} value={t('detail.shares', { count: plan.guarantee_shares })} />
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
      <Row label={t('detail.shopName')} value={order.ticketingShop.nickname} />
      {order.ticketingShop.id !== order.shop_id.id && (
        <Row label={t('detail.handedOverBy')} value={order.shop_id.nickname} />
      )}
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
          <RecordHistoryList events={order.events} />
        </details>
      ) : null}
    </div>
  );
}
