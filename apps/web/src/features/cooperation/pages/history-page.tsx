import '../cooperation.css';
import { ORDER_STATE_LABELS, OrderState, type Order } from '@dzzs/shared';
import { SearchBar } from 'antd-mobile';
import dayjs from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { stateLabel } from '../../../shared/i18n/state-label.ts';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { GameBadge } from '../../../shared/ui/game-badge.tsx';
import { Icon } from '@dzzs/web-shared/ui/icons.tsx';
import { NavButton } from '../../../shared/ui/nav-button.tsx';
import { useLazyPopup } from '../../../shared/ui/use-lazy-sheet.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { isSide, useHistory, type HistoryFilter, type Side } from '../api/cooperation.ts';
import { CooperationState } from '../components/cooperation-state.tsx';
import { dayFilter, timeText } from '../components/format.ts';
import { COOPERATION_NS } from '../i18n.ts';

// The filter panel (popup, calendar) loads on first open, as 订单查询's does.
const FilterPanel = lazy(() => import('../components/history-filter-panel.tsx'));
const CARD_HEIGHT = 100;

/** 历史记录 (historyPage): the orders handed over between me and one partner, the last month unless filtered. */
export default function HistoryPage() {
  const { shop_id: shopId, type } = usePageParams(PAGE.cooperationHistory);
  if (!shopId || !isSide(type))
    return (
      <PageLayout>
        <CooperationState missing isPending={false} error={null} refetch={() => undefined} />
      </PageLayout>
    );
  return <History shopId={shopId} side={type} />;
}

function History({ shopId, side }: { shopId: number; side: Side }) {
  const { t } = useTranslation(COOPERATION_NS);
  const navigate = useNavigate();
  const defaults = useMemo<HistoryFilter>(
    () => ({
      shopId,
      side,
      search: '',
      state: '99',
      gametype: '99',
      startTime: dayFilter(dayjs().subtract(1, 'month')),
      endTime: dayFilter(dayjs()),
    }),
    [shopId, side],
  );
  const [filter, setFilter] = useState(defaults);
  const panel = useLazyPopup();
  const list = useHistory(filter);
  return (
    <PageLayout
      fixed
      right={
        <NavButton label={t('history.filter')} onClick={panel.show}>
          <Icon name="settings" />
        </NavButton>
      }
    >
      <div className="cooperation-search">
        <SearchBar
          placeholder={t('history.search')}
          onSearch={(search) => setFilter((f) => ({ ...f, search: search.trim() }))}
          onClear={() => setFilter((f) => ({ ...f, search: '' }))}
        />
      </div>
      <div className="cooperation-scroll-list">
        <PagedListView
          list={list}
          itemHeight={CARD_HEIGHT}
          itemKey={(o) => o.order_id}
          empty={t('history.empty')}
          renderItem={(order) => (
            <HistoryCard
              order={order}
              onOpen={() => navigate(pageUrl(PAGE.orderDetail, { order_id: order.order_id }))}
            />
          )}
        />
      </div>
      {panel.loaded ? (
        <Suspense fallback={null}>
          <FilterPanel
            open={panel.open}
            filter={filter}
            defaults={defaults}
            onClose={panel.hide}
            onApply={(f) => (setFilter(f), panel.hide())}
          />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}

function HistoryCard({ order, onOpen }: { order: Order; onOpen: () => void }) {
  const { t } = useTranslation(COOPERATION_NS);
  return (
    <div
      className="cooperation-order"
      role="button"
      tabIndex={0}
      onClick={onOpen}
      data-order={order.order_id}
    >
      <div className="cooperation-order-head">
        <GameBadge code={order.game_id} size={32} />
        <span className="cooperation-order-game">{order.Type}</span>
        <span
          className={
            order.State === OrderState.paidOut
              ? 'cooperation-order-state cooperation-money-in'
              : 'cooperation-order-state'
          }
        >
          {stateLabel(ORDER_STATE_LABELS, order.State)}
        </span>
      </div>
      <div className="cooperation-muted">{t('history.orderNo', { id: order.order_id })}</div>
      <div className="cooperation-order-foot">
        <span>{t('history.bet', { money: order.BetMoney })}</span>
        <span>{order.user_id.remarks || order.user_id.nickname}</span>
        <span className="cooperation-muted">{t('history.payTime', { time: timeText(order.PayTime) })}</span>
      </div>
    </div>
  );
}
