import { Button, Dialog, ImageViewer } from 'antd-mobile';
import { Fragment, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OrderState, type OrderDetail } from '@dzzs/shared';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { describeFailure } from '../../../shared/http.ts';
import { Page } from '../../../shared/page.tsx';
import { PAGE } from '../../../shared/paths.ts';
import { toast } from '../../../shared/toast.ts';
import { stateLabel, useCancelOrder, useOrder } from '../api.ts';
import { ORDERS_NS } from '../i18n.ts';
import './orders.css';

type Draw = OrderDetail['WinConten']['draw'];
const pad = (n: number) => String(n).padStart(2, '0');

/** A zone's numbers, those the draw holds marked: a winner sees at a glance what hit. */
function Balls({ list, drawn, color }: { list: unknown; drawn: readonly number[]; color: string }) {
  if (!Array.isArray(list)) return null;
  return (
    <span style={{ color }}>
      {list.map((v, i) => (
        <Fragment key={i}>
          {i > 0 && ' '}
          <span className={!Array.isArray(v) && drawn.includes(Number(v)) ? 'order-hit' : undefined}>
            {Array.isArray(v) ? v.join('') : pad(Number(v))}
          </span>
        </Fragment>
      ))}
    </span>
  );
}

const RED = '#e53935';
const BLUE = '#1e88e5';

/** Number-game lines as balls, and the draw once published; a sports bet waits for the sports pickers' pages. */
function ContentLines({ content, draw }: { content: unknown; draw: Draw }) {
  const { t } = useTranslation(ORDERS_NS);
  if (!Array.isArray(content)) return null;
  return (
    <div className="order-lines">
      {content.map((line, i) => {
        const bet = line as {
          play?: string;
          beilv?: number;
          data?: { list?: { red?: unknown; blue?: unknown } };
        };
        const list = bet.data?.list;
        const hasBlue = Array.isArray(list?.blue) && list.blue.length > 0;
        return (
          <div key={i}>
            {bet.play ? `${bet.play} ` : ''}
            <Balls list={list?.red} drawn={draw?.red ?? []} color={RED} />
            {hasBlue && ' + '}
            {hasBlue && <Balls list={list?.blue} drawn={draw?.blue ?? []} color={BLUE} />}
            {` ×${bet.beilv ?? 1}`}
          </div>
        );
      })}
      {draw && (
        <div className="muted order-draw" data-testid="order-draw">
          {t('drawn', { issue: draw.issue })}
          {draw.digits.length ? draw.digits.join(' ') : draw.red.map(pad).join(' ')}
          {draw.blue.length > 0 && ` + ${draw.blue.map(pad).join(' ')}`}
        </div>
      )}
    </div>
  );
}

export default function OrderDetailPage() {
  const { t } = useTranslation(ORDERS_NS);
  const id = useParams().id ?? '';
  const order = useOrder(id);
  const cancel = useCancelOrder();
  const viewer = useRef<{ close: () => void } | null>(null);
  // The viewer lives outside the page: leaving the page (a phone's back) must close it too.
  useEffect(() => () => viewer.current?.close(), []);
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
          <div className="card">
            <div className="order-kv">
              <strong>{t('content')}</strong>
            </div>
            <ContentLines content={o.BetContent} draw={o.WinConten.draw} />
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
                    onClick={() => {
                      viewer.current = ImageViewer.Multi.show({
                        images: o.ReturnImages,
                        defaultIndex: i,
                        maxZoom: 4,
                        classNames: { mask: 'order-photo-mask' },
                      });
                    }}
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
