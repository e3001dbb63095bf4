import '../orders.css';
import { fenToYuan } from '@dzzs/shared';
import { splitBet } from '@dzzs/shared/engine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { describeFailure } from '../../../shared/http/index.ts';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import { useOrderDetail } from '../api/orders.ts';
import { ORDERS_NS } from '../i18n.ts';

/** The tickets an order is printed as: the engine's split (single, bonus-optimised or complex by pass type). */
export default function OrderSplittingPage() {
  const { t } = useTranslation(ORDERS_NS);
  const [query] = useSearchParams();
  const { data: order, error, isPending, refetch } = useOrderDetail(query.get('order_id'));
  const split = useMemo(
    () => (order?.BetContent ? splitBet(order.game_id, order.BetContent) : null),
    [order],
  );

  if (!order || !split)
    return (
      <PageLayout>
        {isPending ? (
          <div className="page-state">
            <Spinner />
          </div>
        ) : (
          <StateView
            kind="error"
            title={describeFailure(error) || t('detail.locked')}
            onClick={() => void refetch()}
          />
        )}
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
      <div className="split-head">
        {t('splitting.tickets', { count: tickets.length, money: fenToYuan(amountFen) })}
      </div>
      <table className="bet-table split-table">
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
              <td>{ticket.passTypes.map((p) => (p.startsWith('1') ? '单关' : p)).join(' ') || '-'}</td>
              <td>
                {ticket.legs.map((leg) => (
                  <div key={leg.matchId}>
                    {leg.matchNumStr}{' '}
                    {leg.picks
                      .map((p) => `${p.res}${p.odds ? `(${(p.odds / 100).toFixed(2)})` : ''}`)
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
