import '../orders.css';
import { fenToYuan, yuanToFen, type Order } from '@dzzs/shared';
import { Button, Checkbox } from 'antd-mobile';
import { useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeFailure } from '../../../shared/http/index.ts';
import { runAction } from '../../../shared/http/run-action.ts';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { confirmDialog } from '../../../shared/ui/overlays.ts';
import { BottomBar } from '../../../shared/ui/bottom-bar.tsx';
import { NavButton } from '../../../shared/ui/nav-button.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useAward, useWaitingAward } from '../api/orders.ts';
import { timeText, yuanText } from '../components/format.ts';
import { lotteryLabel } from '../../../shared/i18n/lottery-label.ts';
import { GameBadge } from '../../../shared/ui/game-badge.tsx';
import { OrderList } from '../components/order-list.tsx';
import { ORDERS_NS } from '../i18n.ts';

/** One row of the list: a card of fixed height (the list is windowed). */
const AWARD_ROW_HEIGHT = 112;

/** 待派奖: orders won and not yet paid, every page of them; pay one, several or all at once. */
export default function WaitingAwardPage() {
  const { t } = useTranslation(ORDERS_NS);
  const navigate = useNavigate();
  const list = useWaitingAward();
  const award = useAward();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [selectingAll, setSelectingAll] = useState(false);
  // Summed in fen: a hundred prizes of ¥0.10 make exactly ¥10.00.
  const total = useMemo(
    () =>
      fenToYuan(
        list.items.reduce(
          (sum, o) => (selected.has(o.order_id) ? sum + (yuanToFen(o.AwardMoney) ?? 0) : sum),
          0,
        ),
      ),
    [list.items, selected],
  );
  const allSelected =
    !list.hasMore && list.items.length > 0 && list.items.every((o) => selected.has(o.order_id));

  // 全选 means every waiting order, not only the pages scrolled so far: the rest are fetched first.
  const selectAll = (on: boolean) => {
    if (!on) return setSelected(new Set());
    setSelectingAll(true);
    list
      .loadAll()
      .then(
        (orders) => setSelected(new Set(orders.map((o) => o.order_id))),
        (error: unknown) => toast(describeFailure(error), 'fail'),
      )
      .finally(() => setSelectingAll(false));
  };

  const pay = (ids: string[], question: string) =>
    void confirmDialog({ content: question }).then(async (yes) => {
      if (yes && (await runAction(award.mutateAsync(ids), { success: t('award.paid') })))
        setSelected(new Set());
    });

  const toggle = (order: Order, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(order.order_id);
      else next.delete(order.order_id);
      return next;
    });

  const openOrder = (order: Order) => navigate(pageUrl(PAGE.orderDetail, { order_id: order.order_id }));

  return (
    <PageLayout
      fixed
      right={
        <NavButton
          label={t('award.records')}
          onClick={() => navigate(pageUrl(PAGE.orderInquiry, { orderState: '10' }))}
        />
      }
    >
      <OrderList
        list={list}
        itemHeight={AWARD_ROW_HEIGHT}
        empty={t('award.empty')}
        aboveActionBar
        renderItem={(order) => (
          <div className="orders-award-card" data-order={order.order_id}>
            <Checkbox
              checked={selected.has(order.order_id)}
              onChange={(on) => toggle(order, on)}
              aria-label={order.order_id}
            />
            <GameBadge code={order.game_id} size={36} />
            <div className="orders-award-main" onClick={() => openOrder(order)}>
              <div className="orders-award-title">
                <span className="orders-award-game">
                  {lotteryLabel({ game: order.game_id, fallback: order.Type })}
                </span>{' '}
                <span className="orders-award-won">{t('award.won', { money: order.AwardMoney })}</span>
              </div>
              <div className="orders-award-sub">
                {t('card.notes', {
                  count: order.Note,
                  multiple: order.Multiple,
                  money: yuanText(order.BetMoney),
                })}
              </div>
              <div className="orders-award-sub">
                {timeText(order.PayTime)} · {order.user_id.remarks || order.user_id.nickname}
              </div>
              <OrderNo id={order.order_id} />
            </div>
            <div className="orders-award-buttons">
              <Button size="mini" fill="outline" onClick={() => openOrder(order)}>
                {t('award.edit')}
              </Button>
              <Button
                size="mini"
                color="warning"
                onClick={() => pay([order.order_id], t('award.confirmOne', { id: order.order_id }))}
              >
                {t('award.pay')}
              </Button>
            </div>
          </div>
        )}
      />
      <BottomBar spread>
        <Checkbox checked={allSelected} disabled={selectingAll} onChange={selectAll} data-testid="award-all">
          {t('award.selectAll')}
        </Checkbox>
        <span className="orders-award-total">
          {t('award.total')} <b data-testid="award-total">¥{total}</b>
        </span>
        <Button
          color="warning"
          loading={award.isPending}
          data-testid="award-selected"
          onClick={() =>
            selected.size
              ? pay([...selected], t('award.confirmMany', { count: selected.size, money: total }))
              : toast(t('award.nothingSelected'))
          }
        >
          {t('award.pay')}
        </Button>
      </BottomBar>
    </PageLayout>
  );
}

/**
 * The order number whole (the owner matches it to the ticket in hand), selectable, with 复制. No clipboard outside a
 * secure context (the shop's phones on plain HTTP in the LAN): the number is then copied by hand.
 */
function OrderNo({ id }: { id: string }) {
  const { t } = useTranslation(ORDERS_NS);
  const copy = (e: MouseEvent) => {
    e.stopPropagation();
    if (!navigator.clipboard) return toast(t('award.copyByHand'));
    navigator.clipboard.writeText(id).then(
      () => toast(t('detail.copied')),
      () => toast(t('award.copyByHand')),
    );
  };
  return (
    <div className="orders-award-no" data-testid="award-order-no">
      <span className="orders-award-no-value" onClick={(e) => e.stopPropagation()}>
        {id}
      </span>
      <button type="button" className="orders-award-copy" onClick={copy}>
        {t('award.copy')}
      </button>
    </div>
  );
}
