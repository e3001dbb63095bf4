import '../orders.css';
import type { Order } from '@dzzs/shared';
import { SearchBar, Tabs } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { Icon } from '@dzzs/web-shared/ui/icons.tsx';
import { NavButton } from '../../../shared/ui/nav-button.tsx';
import { useLazyPopup } from '../../../shared/ui/use-lazy-sheet.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { useInquiry, type InquiryFilter } from '../api/orders.ts';
import { stateText, timeText, yuanText } from '../components/format.ts';
import { lotteryLabel } from '../../../shared/i18n/lottery-label.ts';
import { GameBadge } from '../../../shared/ui/game-badge.tsx';
import { OrderIssue } from '../components/order-card.tsx';
import { OrderList } from '../components/order-list.tsx';
import { STATE_FILTERS } from '../components/inquiry-filter.ts';
import { ORDERS_NS } from '../i18n.ts';

// The filter panel (popup, calendar) loads on first open, which keeps this page within its bundle budget.
const FilterPanel = lazy(() => import('../components/inquiry-filter-panel.tsx'));
const ROW_HEIGHT = 128;

export default function OrderInquiryPage() {
  const { t } = useTranslation(ORDERS_NS);
  const navigate = useNavigate();
  const { orderState } = usePageParams(PAGE.orderInquiry);
  // 派奖记录 opens this page with orderState=10 (已派奖) preselected.
  const initialState = STATE_FILTERS.find((s) => s === orderState) ?? '99';
  const [filter, setFilter] = useState<InquiryFilter>({ type: 0, state: initialState, search: '' });
  const panel = useLazyPopup();
  const list = useInquiry(filter);
  const tabs = t('inquiry.tabs', { returnObjects: true }) as string[];

  return (
    <PageLayout
      fixed
      right={
        <NavButton label={t('filter.title')} onClick={panel.show}>
          <Icon name="settings" />
        </NavButton>
      }
    >
      <Tabs
        activeKey={String(filter.type)}
        onChange={(key) => setFilter((f) => ({ ...f, type: Number(key) as 0 | 1 | 2 }))}
      >
        {tabs.map((label, i) => (
          <Tabs.Tab key={String(i)} title={label} />
        ))}
      </Tabs>
      <div className="orders-search-row">
        <SearchBar
          placeholder={t('inquiry.search')}
          onSearch={(search) => setFilter((f) => ({ ...f, search: search.trim() }))}
          onClear={() => setFilter((f) => ({ ...f, search: '' }))}
        />
      </div>
      <OrderList
        list={list}
        itemHeight={ROW_HEIGHT}
        renderItem={(order) => (
          <InquiryCard
            order={order}
            onOpen={() => navigate(pageUrl(PAGE.orderDetail, { order_id: order.order_id }))}
          />
        )}
      />
      {panel.loaded ? (
        <Suspense fallback={null}>
          <FilterPanel
            open={panel.open}
            filter={filter}
            onClose={panel.hide}
            onApply={(f) => (setFilter(f), panel.hide())}
          />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}

function InquiryCard({ order, onOpen }: { order: Order; onOpen: () => void }) {
  const { t } = useTranslation(ORDERS_NS);
  // The latest step the order reached: an order that lapsed or was turned away was never ticketed.
  const [label, time] =
    order.State === 10
      ? [t('card.awardTime'), order.Awardtime]
      : order.Ticketingtime > 0
        ? [t('card.ticketTime'), order.Ticketingtime]
        : order.Receivingtime > 0
          ? [t('card.receiveTime'), order.Receivingtime]
          : [t('card.payTime'), order.PayTime];
  return (
    <div
      className="orders-inquiry-card"
      role="button"
      tabIndex={0}
      onClick={onOpen}
      data-order={order.order_id}
    >
      <div className="orders-card-head">
        <GameBadge code={order.game_id} size={36} />
        <div className="orders-card-title">
          <div className="orders-card-game">
            {lotteryLabel({ game: order.game_id, fallback: order.Type })}
            <OrderIssue issue={order.issue} />
          </div>
          <div className="orders-card-notes">
            {t('card.orderNo')} {order.order_id}
          </div>
        </div>
        <span className={`orders-state-label ${order.State === 10 ? 'orders-state-paid' : ''}`}>
          {stateText(order.State)}
        </span>
      </div>
      <div className="orders-card-times">
        <span>
          {t('card.bet')} ¥{yuanText(order.BetMoney)} · {t('card.noteCount', { count: order.Note })}
        </span>
        <span>{order.user_id.remarks || order.user_id.nickname}</span>
      </div>
      <div className="orders-card-id">
        {label} {timeText(time)}
        {order.State === 10 ? ` · ${t('card.prize')} ¥${order.AwardMoney}` : ''}
        {order.State >= 6 && order.State !== 11 && order.ReturnImages.length
          ? ` · ${t('card.photos', { count: order.ReturnImages.length })}`
          : ''}
      </div>
    </div>
  );
}
