import '../orders.css';
import { OrderState, type OrderDetail } from '@dzzs/shared';
import { Button, Input, Popup } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useUserIndex } from '../../../shared/api/user-index.ts';
import { describeFailure } from '../../../shared/http/index.ts';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { hasPermission } from '../../../shared/session/roles.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { confirmDialog } from '../../../shared/ui/overlays.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import {
  useAward,
  useEditMoney,
  useReceive,
  useShopCancel,
  useTicket,
  type TicketedContent,
} from '../api/orders.ts';
import { BetContent } from '../components/bet-content.tsx';
import { CONFIRMS_ODDS, stateText, timeText } from '../components/format.ts';
import { GameBadge } from '../components/game-badge.tsx';
import { OddsPopup } from '../components/odds-popup.tsx';
import { PhotosCard } from '../components/photos-card.tsx';
import { ReasonSheet } from '../components/reason-sheet.tsx';
import { useOrderDetail } from '../api/orders.ts';
import { ORDERS_NS } from '../i18n.ts';

const PHOTO_STATES: readonly number[] = [2, 6, 7, 8, 9, 10];

export default function OrderDetailPage() {
  const { t } = useTranslation(ORDERS_NS);
  const [query] = useSearchParams();
  const orderId = query.get('order_id');
  const locked = query.get('order_lock') === '1';
  const { data: order, error, isPending, refetch } = useOrderDetail(orderId);

  if (!order)
    return (
      <PageLayout>
        {isPending && orderId ? (
          <div className="page-state">
            <Spinner />
          </div>
        ) : (
          <StateView
            kind="error"
            title={describeFailure(error) || t('list.empty')}
            onClick={() => void refetch()}
          />
        )}
      </PageLayout>
    );
  return (
    <PageLayout className="order-detail">
      <Header order={order} />
      <div className="card">
        <div className="card-title">
          <GameBadge code={order.game_id} size={28} /> {order.Type}
          {order.issue ? (
            <span className="card-sub">{t('detail.issueLabel', { issue: order.issue })}</span>
          ) : null}
        </div>
        {order.BetContent === null ? (
          <div className="bet-locked" data-testid="bet-locked">
            <div className="bet-locked-title">{t('detail.locked')}</div>
            <div className="bet-locked-hint">{t('detail.lockedHint')}</div>
          </div>
        ) : (
          <BetContent gameId={order.game_id} content={order.BetContent} result={order.WinConten} />
        )}
        {order.BetContent !== null && [407, 406, 405, 404].includes(order.game_id) ? (
          <SplittingLink order={order} />
        ) : null}
      </div>
      {order.reason ? (
        <div className="card reason-box">
          {t('detail.reason')} {order.reason}
        </div>
      ) : null}
      {order.AwardMoney !== order.WinningMoney && Number(order.WinningMoney) > 0 ? (
        <div className="card">
          <div className="card-title">{t('detail.bonus')}</div>
          <Row label={t('detail.ticketPrize')} value={`¥${order.WinningMoney}`} />
          <Row label={t('detail.awardMoney')} value={`¥${order.AwardMoney}`} />
        </div>
      ) : null}
      {order.together ? <TogetherCard order={order} /> : null}
      {PHOTO_STATES.includes(order.State) ? <PhotosCard order={order} /> : null}
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
    <div className="order-header">
      <div className="order-header-figures">
        <div>
          <div className="figure">
            {Number(order.AwardMoney) > 0 ? `¥${order.AwardMoney}` : t('detail.none')}
          </div>
          <div className="figure-label">{t('detail.prize')}</div>
        </div>
        <div>
          <div className="figure" data-testid="order-state">
            {stateText(order.State)}
          </div>
          <div className="figure-label">{t('detail.state')}</div>
        </div>
        <div>
          <div className="figure">¥{order.BetMoney}</div>
          <div className="figure-label">{t('detail.betMoney')}</div>
        </div>
      </div>
      {showExpected ? (
        <div className="order-header-expected">
          {t('detail.expected')} ¥{order.bonusmin}~{order.bonusmax}
        </div>
      ) : null}
    </div>
  );
}

const Row = ({ label, value, onClick }: { label: string; value: string; onClick?: () => void }) =>
  value ? (
    <div className="info-row" onClick={onClick}>
      <span className="info-label">{label}</span>
      <span className="info-value">{value}</span>
    </div>
  ) : null;

function SplittingLink({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ORDERS_NS);
  const navigate = useNavigate();
  return (
    <Button
      size="small"
      fill="none"
      className="link-button"
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
  const soldMoney = plan.participants.reduce((sum, p) => sum + Number(p.money), 0);
  return (
    <div className="card">
      <div className="card-title">{t('detail.together')}</div>
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
        label={t('detail.subscriptions', { count: sold, money: soldMoney.toFixed(2) })}
        value={`${t('detail.participants')} ›`}
        onClick={() => setOpen(true)}
      />
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="participants">
        <div className="reason-title">{t('detail.participantsTitle')}</div>
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
  const canceller = order.State >= 3 && order.State <= 5 ? t(`canceller.${order.State as 3 | 4 | 5}`) : '';
  return (
    <div className="card">
      <div className="card-title">{t('detail.info')}</div>
      <Row label={t('detail.userName')} value={order.user_id.remarks || order.user_id.nickname} />
      <Row label={t('detail.shopName')} value={order.shop_id.nickname} />
      <Row label={t('detail.orderNo')} value={order.order_id} onClick={copy} />
      <Row label={t('detail.payTime')} value={timeText(order.PayTime, true)} />
      <Row label={t('detail.receiveTime')} value={timeText(order.Receivingtime, true)} />
      <Row label={t('detail.ticketTime')} value={timeText(order.Ticketingtime, true)} />
      <Row label={t('detail.deadline')} value={timeText(order.Deadline, true)} />
      <Row label={t('detail.canceller')} value={canceller} />
      {order.events.length ? (
        <details className="order-history">
          <summary>{t('detail.history')}</summary>
          {order.events.map((e, i) => (
            <div key={i} className="history-row">
              <span>{timeText(e.create_time)}</span>
              <span>{e.actor}</span>
              <span>
                {e.from_state === null ? '' : `${stateText(e.from_state)} → `}
                {stateText(e.to_state)}
              </span>
              {e.memo ? <span className="history-memo">{e.memo}</span> : null}
            </div>
          ))}
        </details>
      ) : null}
    </div>
  );
}

/** The bottom actions of the order's state, for the shop that receives it. */
function Actions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ORDERS_NS);
  const navigate = useNavigate();
  const { data: me } = useUserIndex();
  const receive = useReceive();
  const ticket = useTicket();
  const cancel = useShopCancel();
  const editMoney = useEditMoney();
  const award = useAward();
  const [reasonFor, setReasonFor] = useState<string | null>(null);
  const [oddsOpen, setOddsOpen] = useState(false);
  if (!me || me.userinfo.shop_id !== order.OrderReceivingShop_id) return null;
  const canAward = hasPermission(me.userinfo, me.clerkInfo, 'award');

  const answered = (answer: { code: number; msg: string }, after?: () => void) => {
    if (answer.code === 402) {
      void confirmDialog({
        title: t('actions.shortTitle'),
        content: answer.msg,
        confirmText: t('actions.recharge'),
        onConfirm: () => navigate(PAGE.recharge),
      });
      return;
    }
    toast(answer.msg || t('actions.done'), answer.code === 1 ? 'success' : 'fail');
    if (answer.code === 1) after?.();
  };
  const failed = (error: unknown) => toast(describeFailure(error), 'fail');

  const doTicket = (newContent: TicketedContent, fromPopup: boolean) =>
    ticket.mutateAsync({ orderId: order.order_id, newContent }).then(
      (a) =>
        answered(a, () => {
          setOddsOpen(false);
          // Auto-continue: back to the list, which opens the next order by itself (clickOrderState).
          if (fromPopup) useAppStore.setState({ clickOrderState: true });
          navigate(-1);
        }),
      failed,
    );
  const onTicket = () => {
    if (CONFIRMS_ODDS.has(order.game_id) && order.BetContent) setOddsOpen(true);
    else
      void confirmDialog({ content: `${t('actions.ticket')} ${order.order_id}?` }).then(
        (yes) => yes && void doTicket(0, false),
      );
  };
  const onEditMoney = () => {
    let value = order.AwardMoney;
    void confirmDialog({
      title: t('actions.editMoneyTitle'),
      content: (
        <Input
          type="number"
          defaultValue={order.AwardMoney}
          onChange={(v) => (value = v)}
          data-testid="edit-money"
        />
      ),
      onConfirm: async () => {
        if (!/^\d+(\.\d{1,2})?$/.test(value.trim())) return toast(t('actions.numbersOnly'));
        await editMoney
          .mutateAsync({ orderId: order.order_id, money: value.trim() })
          .then((a) => answered(a), failed);
      },
    });
  };
  const onAward = () =>
    void confirmDialog({ content: t('actions.confirmAward', { id: order.order_id }) }).then(
      (yes) => yes && void award.mutateAsync([order.order_id]).then((a) => answered(a), failed),
    );

  const buttons: { key: string; label: string; primary?: boolean; onClick: () => void; loading?: boolean }[] =
    [];
  if (order.State === OrderState.awaitingAcceptance) {
    buttons.push({
      key: 'refuse',
      label: t('actions.refuse'),
      onClick: () => setReasonFor(t('actions.refuse')),
    });
    buttons.push({
      key: 'receive',
      label: t('actions.receive'),
      primary: true,
      loading: receive.isPending,
      onClick: () => void receive.mutateAsync(order.order_id).then((a) => answered(a), failed),
    });
  }
  if (order.State === OrderState.awaitingTicket) {
    buttons.push({
      key: 'revoke',
      label: t('actions.revoke'),
      onClick: () => setReasonFor(t('actions.revoke')),
    });
    buttons.push({
      key: 'ticket',
      label: t('actions.ticket'),
      primary: true,
      loading: ticket.isPending,
      onClick: onTicket,
    });
  }
  if (
    (order.State === OrderState.awaitingPayout || order.State === OrderState.awaitingSettlement) &&
    canAward
  )
    buttons.push({ key: 'edit', label: t('actions.editMoney'), onClick: onEditMoney });
  if (order.State === OrderState.awaitingPayout && canAward)
    buttons.push({
      key: 'award',
      label: t('actions.award'),
      primary: true,
      loading: award.isPending,
      onClick: onAward,
    });
  if (!buttons.length) return null;
  return (
    <>
      <div className="action-bar-space" />
      <div className="action-bar">
        {buttons.map((b) => (
          <Button
            key={b.key}
            block
            color={b.primary ? 'warning' : 'default'}
            loading={b.loading ?? false}
            onClick={b.onClick}
            data-testid={`action-${b.key}`}
          >
            {b.label}
          </Button>
        ))}
      </div>
      <ReasonSheet
        action={reasonFor ?? ''}
        visible={reasonFor !== null}
        onClose={() => setReasonFor(null)}
        onSubmit={(reason) =>
          void cancel
            .mutateAsync({ orderId: order.order_id, reason })
            .then((a) => answered(a, () => setReasonFor(null)), failed)
        }
      />
      {order.BetContent && CONFIRMS_ODDS.has(order.game_id) ? (
        <OddsPopup
          visible={oddsOpen}
          content={order.BetContent as Parameters<typeof OddsPopup>[0]['content']}
          onClose={() => setOddsOpen(false)}
          onSubmit={(newContent) => void doTicket(newContent, true)}
          submitting={ticket.isPending}
        />
      ) : null}
    </>
  );
}
