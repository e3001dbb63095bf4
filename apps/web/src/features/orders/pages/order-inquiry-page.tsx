import '../orders.css';
import type { Order } from '@dzzs/shared';
import { GAMES } from '@dzzs/shared/engine';
import { Button, CalendarPicker, Popup, SearchBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { describeFailure } from '../../../shared/http/index.ts';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { datePickerBounds, dateFilterValue } from '../../../shared/ui/date-picker.ts';
import { Icon } from '../../../shared/ui/icons.tsx';
import { InfiniteList } from '../../../shared/ui/infinite-list.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import { useInquiry, type InquiryFilter } from '../api/orders.ts';
import { gameName, stateText, timeText, yuanText } from '../components/format.ts';
import { GameBadge } from '../components/game-badge.tsx';
import { ORDERS_NS } from '../i18n.ts';

/** The filter panel's states, as the earlier app offered them: label index → the states it means. */
const STATE_FILTERS = ['99', '1', '2', '6', '3,4,5', '8', '9', '10'] as const;
const ROW_HEIGHT = 128;

export default function OrderInquiryPage() {
  const { t } = useTranslation(ORDERS_NS);
  const navigate = useNavigate();
  const [query] = useSearchParams();
  // 派奖记录 opens this page with orderState=10 (已派奖) preselected.
  const initialState = STATE_FILTERS.find((s) => s === query.get('orderState')) ?? '99';
  const [filter, setFilter] = useState<InquiryFilter>({ type: 0, state: initialState, search: '' });
  const [panelOpen, setPanelOpen] = useState(false);
  const list = useInquiry(filter);
  const tabs = t('inquiry.tabs', { returnObjects: true }) as string[];

  return (
    <PageLayout
      right={
        <button
          type="button"
          className="nav-icon"
          aria-label={t('filter.title')}
          onClick={() => setPanelOpen(true)}
        >
          <Icon name="settings" />
        </button>
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
      <div className="search-row">
        <SearchBar
          placeholder={t('inquiry.search')}
          onSearch={(search) => setFilter((f) => ({ ...f, search: search.trim() }))}
          onClear={() => setFilter((f) => ({ ...f, search: '' }))}
        />
      </div>
      <div className="order-list order-list-inquiry">
        {list.error && !list.items.length ? (
          <StateView kind="error" title={describeFailure(list.error)} onClick={list.refetch} />
        ) : (
          <InfiniteList
            items={list.items}
            itemHeight={ROW_HEIGHT}
            itemKey={(o) => o.order_id}
            hasMore={list.hasMore}
            loading={list.loading}
            onLoadMore={list.loadMore}
            empty={<StateView title={t('list.empty')} />}
            renderItem={(order) => (
              <InquiryCard
                order={order}
                onOpen={() => navigate(pageUrl(PAGE.orderDetail, { order_id: order.order_id }))}
              />
            )}
          />
        )}
      </div>
      <FilterPanel
        open={panelOpen}
        filter={filter}
        onClose={() => setPanelOpen(false)}
        onApply={(f) => (setFilter(f), setPanelOpen(false))}
      />
    </PageLayout>
  );
}

function InquiryCard({ order, onOpen }: { order: Order; onOpen: () => void }) {
  const { t } = useTranslation(ORDERS_NS);
  const [label, time] =
    order.State === 10
      ? [t('card.awardTime'), order.Awardtime]
      : order.State >= 6
        ? [t('card.ticketTime'), order.Ticketingtime]
        : order.State === 2
          ? [t('card.receiveTime'), order.Receivingtime]
          : [t('card.payTime'), order.PayTime];
  return (
    <div className="inquiry-card" role="button" tabIndex={0} onClick={onOpen} data-order={order.order_id}>
      <div className="order-card-head">
        <GameBadge code={order.game_id} size={36} />
        <div className="order-card-title">
          <div className="order-card-game">{order.Type}</div>
          <div className="order-card-notes">
            {t('card.orderNo')} {order.order_id}
          </div>
        </div>
        <span className={`state-label ${order.State === 10 ? 'state-paid' : ''}`}>
          {stateText(order.State)}
        </span>
      </div>
      <div className="order-card-times">
        <span>
          {t('card.bet')} ¥{yuanText(order.BetMoney)} · {order.Note}注
        </span>
        <span>{order.user_id.remarks || order.user_id.nickname}</span>
      </div>
      <div className="order-card-id">
        {label} {timeText(time)}
        {order.State === 10 ? ` · ${t('card.prize')} ¥${order.AwardMoney}` : ''}
        {order.State >= 6 && order.State !== 11 && order.ReturnImages.length
          ? ` · ${t('card.photos', { count: order.ReturnImages.length })}`
          : ''}
      </div>
    </div>
  );
}

function FilterPanel({
  open,
  filter,
  onClose,
  onApply,
}: {
  open: boolean;
  filter: InquiryFilter;
  onClose: () => void;
  onApply: (f: InquiryFilter) => void;
}) {
  const { t } = useTranslation(ORDERS_NS);
  const [draft, setDraft] = useState(filter);
  const [calendar, setCalendar] = useState(false);
  const states = t('inquiry.states', { returnObjects: true }) as string[];
  const bounds = datePickerBounds();
  const chip = (on: boolean, label: string, onClick: () => void, key: string) => (
    <button type="button" key={key} className={`chip ${on ? 'chip-on' : ''}`} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <Popup
      visible={open}
      position="right"
      onMaskClick={onClose}
      bodyClassName="filter-popup"
      afterShow={() => setDraft(filter)}
    >
      <div className="filter-section">{t('filter.game')}</div>
      <div className="chips">
        {chip(
          draft.gameId === undefined,
          t('filter.allGames'),
          () => setDraft({ ...draft, gameId: undefined }),
          'all',
        )}
        {GAMES.map((g) =>
          chip(
            draft.gameId === g.code,
            gameName(g.code),
            () => setDraft({ ...draft, gameId: g.code }),
            String(g.code),
          ),
        )}
      </div>
      <div className="filter-section">{t('filter.dates')}</div>
      <div className="chips">
        {chip(
          !!draft.startTime,
          draft.startTime ? `${draft.startTime} ~ ${draft.endTime}` : t('filter.dates'),
          () => setCalendar(true),
          'dates',
        )}
      </div>
      <CalendarPicker
        visible={calendar}
        selectionMode="range"
        min={bounds.min}
        max={bounds.max}
        onClose={() => setCalendar(false)}
        onConfirm={(range) => {
          setCalendar(false);
          if (range)
            setDraft({ ...draft, startTime: dateFilterValue(range[0]), endTime: dateFilterValue(range[1]) });
        }}
      />
      <div className="filter-section">{t('filter.state')}</div>
      <div className="chips">
        {STATE_FILTERS.map((value, i) =>
          chip(draft.state === value, states[i] ?? value, () => setDraft({ ...draft, state: value }), value),
        )}
      </div>
      <div className="filter-buttons">
        <Button block onClick={() => onApply({ type: draft.type, state: '99', search: draft.search })}>
          {t('filter.reset')}
        </Button>
        <Button block color="warning" onClick={() => onApply(draft)}>
          {t('filter.confirm')}
        </Button>
      </div>
    </Popup>
  );
}
