import { Button, Dialog, ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OrderState } from '@dzzs/shared';
import type { SportsContent } from '@dzzs/shared/engine';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { describeFailure } from '../../../shared/http.ts';
import { Page } from '../../../shared/page.tsx';
import { PAGE } from '../../../shared/paths.ts';
import { toast } from '../../../shared/toast.ts';
import { stateLabel, useCancelOrder, useOrder } from '../api.ts';
import { ORDERS_NS } from '../i18n.ts';
import './orders.css';

const numbers = (list: unknown): string =>
  Array.isArray(list)
    ? list.map((v) => (Array.isArray(v) ? v.join('') : String(v).padStart(2, '0'))).join(' ')
    : '';

/** A sports bet: each match with what was picked at which odds, then the pass types and the multiple. */
function SportsLines({ content }: { content: SportsContent }) {
  const passes = content.remarks.reachType;
  return (
    <div className="order-lines" data-testid="order-matches">
      {content.Content.map((m, i) => (
        <div key={i}>
          {m.matchNumStr} {m.homeTeamAbbName} VS {m.awayTeamAbbName}:{' '}
          <span style={{ color: '#e53935' }}>
            {m.data.map((d) => (d.rate ? `${d.res}(${d.rate})` : d.res)).join(' ')}
          </span>
        </div>
      ))}
      <div>
        {passes.join(' ')} ×{content.remarks.Multiple}
      </div>
    </div>
  );
}

/** Number-game lines as balls; a sports bet as its matches and picks. */
function ContentLines({ content }: { content: unknown }) {
  if (content && typeof content === 'object' && !Array.isArray(content))
    return <SportsLines content={content as SportsContent} />;
  if (!Array.isArray(content)) return null;
  return (
    <div className="order-lines">
      {content.map((line, i) => {
        const data = (line as { data?: { list?: { red?: unknown; blue?: unknown } } }).data?.list;
        const blue = numbers(data?.blue);
        return (
          <div key={i}>
            {(line as { play?: string }).play ? `${(line as { play?: string }).play} ` : ''}
            <span style={{ color: '#e53935' }}>{numbers(data?.red)}</span>
            {blue && <span style={{ color: '#1e88e5' }}> + {blue}</span>}
            {` ×${(line as { beilv?: number }).beilv ?? 1}`}
          </div>
        );
      })}
    </div>
  );
}

export default function OrderDetailPage() {
  const { t } = useTranslation(ORDERS_NS);
  const id = useParams().id ?? '';
  const order = useOrder(id);
  const cancel = useCancelOrder();
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
                <span className="money">{o.WinningMoney}</span>
              </div>
            )}
            {Number(o.AwardMoney) > 0 && (
              <div className="order-kv">
                <span>{t('award')}</span>
                <span className="money">{o.AwardMoney}</span>
              </div>
            )}
            {o.reason && <div className="muted">{t('reason', { reason: o.reason })}</div>}
          </div>
          <div className="card">
            <div className="order-kv">
              <strong>{t('content')}</strong>
            </div>
            <ContentLines content={o.BetContent} />
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
                    onClick={() =>
                      ImageViewer.Multi.show({ images: o.ReturnImages, defaultIndex: i, maxZoom: 4 })
                    }
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
