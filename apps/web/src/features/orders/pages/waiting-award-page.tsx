import '../orders.css';
import type { Order } from '@dzzs/shared';
import { Button, Checkbox } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeFailure } from '../../../shared/http/index.ts';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { confirmDialog } from '../../../shared/ui/overlays.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useAward, useWaitingAward } from '../api/orders.ts';
import { timeText, yuanText } from '../components/format.ts';
import { GameBadge } from '../components/game-badge.tsx';
import { ORDERS_NS } from '../i18n.ts';

/** 待派奖: orders won and not yet paid; pay one, several or all at once. */
export default function WaitingAwardPage() {
  const { t } = useTranslation(ORDERS_NS);
  const navigate = useNavigate();
  const list = useWaitingAward();
  const award = useAward();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const total = useMemo(
    () =>
      list.items.filter((o) => selected.has(o.order_id)).reduce((sum, o) => sum + Number(o.AwardMoney), 0),
    [list.items, selected],
  );
  const allSelected = list.items.length > 0 && list.items.every((o) => selected.has(o.order_id));

  const pay = (ids: string[], question: string) =>
    void confirmDialog({ content: question }).then((yes) => {
      if (!yes) return;
      void award.mutateAsync(ids).then(
        (a) => {
          toast(a.code === 1 ? t('award.paid') : a.msg, a.code === 1 ? 'success' : 'fail');
          if (a.code === 1) setSelected(new Set());
        },
        (e: unknown) => toast(describeFailure(e), 'fail'),
      );
    });

  const toggle = (order: Order, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(order.order_id);
      else next.delete(order.order_id);
      return next;
    });

  return (
    <PageLayout
      right={
        <button
          type="button"
          className="nav-text"
          onClick={() => navigate(pageUrl(PAGE.orderInquiry, { orderState: 10 }))}
        >
          {t('award.records')}
        </button>
      }
    >
      {list.isPending ? (
        <div className="page-state">
          <Spinner />
        </div>
      ) : list.error ? (
        <StateView kind="error" title={describeFailure(list.error)} onClick={list.refetch} />
      ) : !list.items.length ? (
        <StateView title={t('award.empty')} />
      ) : (
        <div className="award-list">
          {list.items.map((order) => (
            <div className="award-card" key={order.order_id} data-order={order.order_id}>
              <Checkbox
                checked={selected.has(order.order_id)}
                onChange={(on) => toggle(order, on)}
                aria-label={order.order_id}
              />
              <GameBadge code={order.game_id} size={36} />
              <div
                className="award-main"
                onClick={() => navigate(pageUrl(PAGE.orderDetail, { order_id: order.order_id }))}
              >
                <div className="award-title">
                  {order.Type}{' '}
                  <span className="award-won">{t('award.won', { money: order.AwardMoney })}</span>
                </div>
                <div className="award-sub">
                  {t('card.notes', {
                    note: order.Note,
                    multiple: order.Multiple,
                    money: yuanText(order.BetMoney),
                  })}
                </div>
                <div className="award-sub">
                  {timeText(order.PayTime)} · {order.user_id.remarks || order.user_id.nickname} ·{' '}
                  {order.order_id}
                </div>
              </div>
              <div className="award-buttons">
                <Button
                  size="mini"
                  fill="outline"
                  onClick={() => navigate(pageUrl(PAGE.orderDetail, { order_id: order.order_id }))}
                >
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
          ))}
          <div className="action-bar-space" />
        </div>
      )}
      <div className="action-bar award-bar">
        <Checkbox
          checked={allSelected}
          onChange={(on) => setSelected(on ? new Set(list.items.map((o) => o.order_id)) : new Set())}
        >
          {t('award.selectAll')}
        </Checkbox>
        <span className="award-total">
          {t('award.total')} <b>¥{total.toFixed(2)}</b>
        </span>
        <Button
          color="warning"
          loading={award.isPending}
          data-testid="award-selected"
          onClick={() =>
            selected.size
              ? pay([...selected], t('award.confirmMany', { count: selected.size, money: total.toFixed(2) }))
              : toast(t('award.nothingSelected'))
          }
        >
          {t('award.pay')}
        </Button>
      </div>
    </PageLayout>
  );
}
