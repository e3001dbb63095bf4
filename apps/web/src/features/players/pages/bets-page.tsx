import '../players.css';
import { ORDER_STATE_LABELS, OrderState, type Order } from '@dzzs/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { stateLabel } from '../../../shared/i18n/state-label.ts';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { DateRangeChip, type DateRange } from '../../../shared/ui/date-range-chip.tsx';
import { GameBadge } from '../../../shared/ui/game-badge.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { PageTabs } from '../../../shared/ui/page-tabs.tsx';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { useBets } from '../api/players.ts';
import { timeText } from '../components/format.ts';
import { PLAYERS_NS } from '../i18n.ts';

const ROW = 92;

/** 下单记录: a player's orders, 普通 or 合买, by dates; from ta的邀请 (orderState 98) only bought tickets. */
export default function BetsPage() {
  const { t } = useTranslation(PLAYERS_NS);
  const { id, orderState } = usePageParams(PAGE.userBets);
  return (
    <PageLayout fixed>
      {id ? (
        <Bets id={id} state={orderState === '98' ? '98' : '99'} />
      ) : (
        <StateView title={t('detail.missing')} />
      )}
    </PageLayout>
  );
}

function Bets({ id, state }: { id: number; state: '99' | '98' }) {
  const { t } = useTranslation(PLAYERS_NS);
  const navigate = useNavigate();
  const [type, setType] = useState<0 | 1>(0);
  const [range, setRange] = useState<DateRange>({});
  const list = useBets(id, type, state, range);
  return (
    <>
      <PageTabs activeKey={String(type)} onChange={(key) => setType(key === '1' ? 1 : 0)}>
        <PageTabs.Tab key="0" title={t('bets.normal')} />
        <PageTabs.Tab key="1" title={t('bets.together')} />
      </PageTabs>
      <div className="players-filter">
        <DateRangeChip value={range} placeholder={t('bets.dates')} onChange={setRange} />
      </div>
      <div className="players-scroll">
        <PagedListView
          list={list}
          itemHeight={ROW}
          itemKey={(o: Order) => o.order_id}
          empty={t('bets.empty')}
          renderItem={(o: Order) => (
            <div
              className="players-order"
              role="button"
              tabIndex={0}
              data-testid="bet-record"
              onClick={() => void navigate(pageUrl(PAGE.orderDetail, { order_id: o.order_id }))}
            >
              <GameBadge code={o.game_id} size={40} />
              <div className="players-order-main">
                <div className="players-order-title">
                  <span>{o.Type}</span>
                  <span className={o.State === OrderState.paidOut ? 'players-paid' : ''}>
                    {stateLabel(ORDER_STATE_LABELS, o.State)}
                  </span>
                </div>
                <div>{t('bets.orderNo', { id: o.order_id })}</div>
                <div>{t('bets.time', { time: timeText(o.create_time) })}</div>
                <div>{t('bets.money', { money: o.BetMoney })}</div>
              </div>
            </div>
          )}
        />
      </div>
    </>
  );
}
