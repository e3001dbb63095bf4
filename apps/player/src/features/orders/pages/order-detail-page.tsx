import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { fenToYuan, OrderState, yuanToFen, type OrderDetail } from '@dzzs/shared';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { BetLines } from '../../../shared/bet-lines.tsx';
import { describeFailure } from '../../../shared/http.ts';
import { useImagePreview } from '../../../shared/image-preview.ts';
import { Page } from '../../../shared/page.tsx';
import { groupBuyPath, PAGE } from '../../../shared/paths.ts';
import { usePlayer } from '../../../shared/player-api.ts';
import { toast } from '../../../shared/toast.ts';
import { stateLabel, useCancelOrder, useOrder } from '../api.ts';
import { ORDERS_NS } from '../i18n.ts';
import './orders.css';

/** The plan of a group-buy order and the reader's part of it, with the way to its plan page. */
function PlanPart({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ORDERS_NS);
  const navigate = useNavigate();
  const player = usePlayer();
  const plan = order.together!;
  const mine = plan.participants.filter((p) => p.user_id === player.data?.id);
  const shares = mine.reduce((sum, p) => sum + p.shares, 0);
  const fen = mine.reduce((sum, p) => sum + (yuanToFen(p.money) ?? 0), 0);
  return (
    <div className="card" data-testid="order-plan">
      <div className="order-kv">
        <strong>{t('planTitle')}</strong>
        <button
          type="button"
          className="order-link"
          onClick={() => void navigate(groupBuyPath(order.order_id))}
          data-testid="open-plan"
        >
          {t('openPlan')} ›
        </button>
      </div>
      <div className="muted">
        {t('planShares', { total: plan.total_shares, yuan: plan.share_money, sold: plan.sold_shares })}
      </div>
      <div className="order-kv" data-testid="order-my-part">
        <span>{t('myPart', { n: shares, yuan: fenToYuan(fen) })}</span>
      </div>
    </div>
  );
}

export default function OrderDetailPage() {
  const { t } = useTranslation(ORDERS_NS);
  const id = useParams().id ?? '';
  const order = useOrder(id);
  const cancel = useCancelOrder();
  const previewImages = useImagePreview();
  const o = order.data;
  return (
    <Page title={t('detail')} back={PAGE.orders}>
      {order.error ? (
        <StateView kind="error" title={describeFailure(order.error)} onClick={() => void order.refetch()} />
      ) : !o ? (
        <StateView title={t('detail')} />
      ) : (
        <>
          <div className="card">
            <div className="order-kv">
              <strong>{o.Type}</strong>
              <span className={`order-state order-state-${o.State}`} data-testid="order-state">
                {stateLabel(o.State)}
              </span>
            </div>
            {o.issue && <div className="muted">{t('issue', { issue: o.issue })}</div>}
            <div className="order-kv">
              <span>{t('amount')}</span>
              <span className="money" data-testid="order-amount">
                {o.BetMoney}
              </span>
            </div>
            <div className="order-kv muted">
              <span>{t('notes', { notes: o.Note })}</span>
            </div>
            {Number(o.WinningMoney) > 0 && (
              <div className="order-kv">
                <span>{t('prize')}</span>
                <span className="money" data-testid="order-prize">
                  {o.WinningMoney}
                </span>
              </div>
            )}
            {Number(o.AwardMoney) > 0 && (
              <div className="order-kv">
                <span>{t('award')}</span>
                <span className="money" data-testid="order-award">
                  {o.AwardMoney}
                </span>
              </div>
            )}
            {o.reason && <div className="muted">{t('reason', { reason: o.reason })}</div>}
          </div>
          {o.together && <PlanPart order={o} />}
          <div className="card">
            <div className="order-kv">
              <strong>{t('content')}</strong>
            </div>
            <BetLines
              content={o.BetContent}
              draw={o.WinConten.draw}
              drawLabel={(issue) => t('drawn', { issue })}
            />
          </div>
          <div className="card">
            <div className="order-kv">
              <strong>{t('photos')}</strong>
            </div>
            {o.ReturnImages.length ? (
              <div className="order-photos">
                {o.ReturnImages.map((src, i) => (
                  <img
                    key={src}
                    src={o.ReturnThumbs[i] ?? src}
                    alt=""
                    onClick={() => previewImages(o.ReturnImages, i)}
                  />
                ))}
              </div>
            ) : (
              <div className="muted">{t('noPhotos')}</div>
            )}
          </div>
          <div className="card muted">
            <div>
              {t('orderId')}: {o.order_id}
            </div>
            <div>
              {t('time')}: {new Date(o.create_time * 1000).toLocaleString()}
            </div>
          </div>
          {o.State === OrderState.awaitingAcceptance && (
            <div style={{ margin: 12 }}>
              <Button
                block
                loading={cancel.isPending}
                data-testid="cancel-order"
                onClick={() =>
                  void Dialog.confirm({ content: t('cancelConfirm') }).then(
                    (yes) =>
                      yes &&
                      cancel.mutate(o.order_id, {
                        onSuccess: () => toast(t('cancelled')),
                        onError: (error) => toast(describeFailure(error)),
                      }),
                  )
                }
              >
                {t('cancel')}
              </Button>
            </div>
          )}
        </>
      )}
    </Page>
  );
}
