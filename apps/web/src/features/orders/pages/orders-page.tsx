import '../orders.css';
import type { Order } from '@dzzs/shared';
import { Badge, Tabs } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { runAction } from '../../../shared/http/run-action.ts';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { Icon } from '../../../shared/ui/icons.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { refreshOrders } from '../api/order-keys.ts';
import { useOrderCounts, useOrderTab, useReceive, type OrderSort, type OrderTab } from '../api/orders.ts';
import { ORDER_CARD_HEIGHT, OrderCard } from '../components/order-card.tsx';
import { OrderList } from '../components/order-list.tsx';
import { ORDERS_NS } from '../i18n.ts';

// The filter popup loads on first open, which keeps the tab within its bundle budget.
const FilterPopup = lazy(() => import('../components/orders-filter-popup.tsx'));
const TABS: OrderTab[] = ['receiving', 'ticketing', 'together', 'cooperative'];
/** While the socket is down the lists poll this often, so the shop still sees new orders. */
const POLL_MS = 5000;

export default function OrdersPage() {
  const { t } = useTranslation(ORDERS_NS);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [tab, setTab] = useState<OrderTab>('receiving');
  const [sort, setSort] = useState<OrderSort>('PayTime');
  const [gameId, setGameId] = useState<number | undefined>(undefined);
  const [filterOpen, setFilterOpen] = useState(false);
  const [filterUsed, setFilterUsed] = useState(false);
  const socketOpen = useAppStore((s) => s.isSocketOpen);
  const counts = useOrderCounts();
  const list = useOrderTab(tab, sort, gameId);
  const receive = useReceive();
  const [receivingId, setReceivingId] = useState<string | null>(null);

  const open = useCallback(
    (order: Pick<Order, 'order_id'>) => navigate(pageUrl(PAGE.orderDetail, { order_id: order.order_id })),
    [navigate],
  );

  // Pushes refresh the lists through the app's listener (OrderPush); while the socket is down this page polls
  // instead, only while it is visible.
  useEffect(() => {
    if (socketOpen) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') refreshOrders(client);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [socketOpen, client]);

  // Auto-continue after ticketing from the odds popup: open the next order of this tab, or say there is none.
  const autoContinue = useAppStore((s) => s.clickOrderState);
  useEffect(() => {
    if (!autoContinue || list.isPending) return;
    useAppStore.setState({ clickOrderState: false });
    const next = list.items[0];
    if (next) open(next);
    else toast(t('actions.nextDone'));
  }, [autoContinue, list.isPending, list.items, open, t]);

  const onReceive = (order: Order) => {
    setReceivingId(order.order_id);
    void runAction(receive.mutateAsync(order.order_id), { success: t('list.received') })
      .then((answer) => answer && open(order))
      .finally(() => setReceivingId(null));
  };

  const badgeOf = (key: OrderTab) => {
    const n = counts.data?.[key === 'together' ? 'subscribing' : key];
    return n ? (n > 99 ? '99+' : n) : null;
  };

  return (
    <PageLayout
      back={false}
      bodyClassName="orders-list-body"
      right={
        <button
          type="button"
          className="orders-nav-icon"
          aria-label={t('filter.title')}
          onClick={() => {
            setFilterUsed(true);
            setFilterOpen(true);
          }}
        >
          <Icon name="settings" />
        </button>
      }
    >
      <Tabs activeKey={tab} onChange={(key) => setTab(key as OrderTab)} className="orders-tabs">
        {TABS.map((key) => (
          <Tabs.Tab
            key={key}
            title={
              <Badge content={badgeOf(key)} style={{ '--right': '-12px', '--top': '2px' }}>
                <span data-testid={`tab-${key}`}>{t(`tabs.${key}`)}</span>
              </Badge>
            }
          />
        ))}
      </Tabs>
      {!socketOpen ? <div className="orders-offline-note">{t('list.offline')}</div> : null}
      <OrderList
        list={list}
        itemHeight={ORDER_CARD_HEIGHT}
        renderItem={(order) => (
          <OrderCard
            order={order}
            onOpen={open}
            onReceive={onReceive}
            receiving={receivingId === order.order_id}
            showState={tab === 'cooperative'}
          />
        )}
      />
      {filterUsed ? (
        <Suspense fallback={null}>
          <FilterPopup
            open={filterOpen}
            onClose={() => setFilterOpen(false)}
            gameId={gameId}
            sort={sort}
            onApply={(g, s) => {
              setGameId(g);
              setSort(s);
              setFilterOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}
