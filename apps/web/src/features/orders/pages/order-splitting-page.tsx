import '../orders.css';
import { fenToYuan } from '@dzzs/shared';
import { splitBet } from '@dzzs/shared/engine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@dzzs/web-shared/i18n/index.ts';
import { lotteryLabel } from '../../../shared/i18n/lottery-label.ts';
import { PAGE } from '../../../shared/paths.ts';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { useOrderDetail } from '../api/orders.ts';
import { OrderLoadState } from '../components/order-load-state.tsx';
import { ORDERS_NS } from '../i18n.ts';

/** The tickets an order is printed as: the engine's split (single, bonus-optimised or complex by pass type). */
export default function OrderSplittingPage() {
  const { t } = useTranslation(ORDERS_NS);
  const { order_id } = usePageParams(PAGE.orderSplitting);
  const { data: order, error, isPending, refetch } = useOrderDetail(order_id);
  const split = useMemo(
    () => (order?.BetContent ? splitBet(order.game_id, order.BetContent) : null),
    [order],
  );

  if (!order)
    return (
      <PageLayout>
        <OrderLoadState orderId={order_id} isPending={isPending} error={error} refetch={refetch} />
      </PageLayout>
    );
  if (!split)
    return (
      <PageLayout>
        <StateView title={t('detail.locked')} />
      </PageLayout>
    );
  if (!split.ok)
    return (
      <PageLayout>
        <StateView
          title={t('splitting.invalid', {
            message: split.errors[0]?.[currentLanguage() === 'en' ? 'message_en' : 'message_zh'] ?? '',
          })}
        />
      </PageLayout>
    );
  const { tickets, amountFen } = split.value;
  return (
    <PageLayout>
      <div className="orders-split-head">
        {t('splitting.tickets', { count: tickets.length, money: fenToYuan(amountFen) })}
      </div>
      <table className="orders-bet-table orders-split-table">
        <thead>
          <tr>
            <th>{t('splitting.index')}</th>
            <th>{t('splitting.pass')}</th>
            <th>{t('splitting.content')}</th>
            <th>{t('splitting.multiple')}</th>
            <th>{t('splitting.count')}</th>
            <th>{t('splitting.maxPrize')}</th>
          </tr>
        </thead>
        <tbody>
          {tickets.slice(0, 500).map((ticket) => (
            <tr key={ticket.index}>
              <td>{ticket.index}</td>
              <td>{ticket.passTypes.map((p) => lotteryLabel({ pass: p })).join(' ') || '-'}</td>
              <td>
                {ticket.legs.map((leg) => (
                  <div key={leg.matchId}>
                    {lotteryLabel({ match: leg.matchNumStr })}{' '}
                    {leg.picks
                      .map(
                        (p) =>
                          `${lotteryLabel({ selection: p.res, game: order.game_id })}${p.odds ? `(${(p.odds / 100).toFixed(2)})` : ''}`,
                      )
                      .join('/')}
                  </div>
                ))}
              </td>
              <td>{ticket.multiple}</td>
              <td>{ticket.notes}</td>
              <td>{ticket.maxPrizeFen === null ? '-' : fenToYuan(ticket.maxPrizeFen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PageLayout>
  );
}
