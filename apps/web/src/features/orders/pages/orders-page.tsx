import '../orders.css';
import type { Order } from '@dzzs/shared';
import { Badge } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { runAction } from '../../../shared/http/run-action.ts';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { badgeCount } from '../../../shared/ui/badge-count.ts';
import { Icon } from '@dzzs/web-shared/ui/icons.tsx';
import { NavButton } from '../../../shared/ui/nav-button.tsx';
import { useLazyPopup } from '../../../shared/ui/use-lazy-sheet.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { PageTabs } from '../../../shared/ui/page-tabs.tsx';
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
  const filter = useLazyPopup();
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

  const badgeOf = (key: OrderTab) => badgeCount(counts.data?.[key === 'together' ? 'subscribing' : key]);

  return (
    <PageLayout
      back={false}
      fixed
      right={
        <NavButton label={t('filter.title')} onClick={filter.show}>
          <Icon name="settings" />
        </NavButton>
      }
    >
      <PageTabs activeKey={tab} onChange={(key) => setTab(key as OrderTab)}>
        {TABS.map((key) => (
          <PageTabs.Tab
            key={key}
            title={
              <Badge content={badgeOf(key)} style={{ '--right': '-12px', '--top': '2px' }}>
                <span data-testid={`tab-${key}`}>{t(`tabs.${key}`)}</span>
              </Badge>
            }
          />
        ))}
      </PageTabs>
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
      {filter.loaded ? (
        <Suspense fallback={null}>
          <FilterPopup
            open={filter.open}
            onClose={filter.hide}
            gameId={gameId}
            sort={sort}
            onApply={(g, s) => {
              setGameId(g);
              setSort(s);
              filter.hide();
            }}
          />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}
