import '../orders.css';
import type { Order, WsServerFrame } from '@dzzs/shared';
import { GAMES } from '@dzzs/shared/engine';
import { Badge, Button, Popup, Tabs } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeFailure } from '../../../shared/http/index.ts';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { useSocketEvents } from '../../../shared/socket/socket.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { Icon } from '../../../shared/ui/icons.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import {
  refreshOrders,
  useOrderCounts,
  useOrderTab,
  useReceive,
  type OrderSort,
  type OrderTab,
} from '../api/orders.ts';
import { gameName } from '../components/format.ts';
import { ORDER_CARD_HEIGHT, OrderCard } from '../components/order-card.tsx';
import { OrderList } from '../components/order-list.tsx';
import { playNewOrderSound } from '../components/sound.ts';
import { ORDERS_NS } from '../i18n.ts';

const TABS: OrderTab[] = ['receiving', 'ticketing', 'together'];
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
  const socketOpen = useAppStore((s) => s.isSocketOpen);
  const counts = useOrderCounts();
  const list = useOrderTab(tab, sort, gameId);
  const receive = useReceive();
  const [receivingId, setReceivingId] = useState<string | null>(null);

  const open = useCallback(
    (order: Pick<Order, 'order_id'>) => navigate(pageUrl(PAGE.orderDetail, { order_id: order.order_id })),
    [navigate],
  );

  // New orders arrive by push, with a sound and the badge; any change refreshes the lists and badges.
  const onEvent = useCallback(
    (frame: WsServerFrame) => {
      if (frame.type === 'order.new') {
        playNewOrderSound();
        toast(t('list.newOrder', { id: String(frame.order_id ?? '') }));
      }
      refreshOrders(client);
    },
    [client, t],
  );
  const resync = useCallback(() => refreshOrders(client), [client]);
  useSocketEvents(['order.new', 'order.changed'], onEvent, resync);

  // Polling only while the socket is down (and the page is visible).
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
    void receive
      .mutateAsync(order.order_id)
      .then(
        (a) => {
          if (a.code !== 1) return toast(a.msg || t('list.receiveFailed'), 'fail');
          toast(t('list.received'), 'success');
          open(order);
        },
        (e: unknown) => toast(describeFailure(e) || t('list.receiveFailed'), 'fail'),
      )
      .finally(() => setReceivingId(null));
  };

  const badgeOf = (key: OrderTab) => {
    const n =
      key === 'receiving'
        ? counts.data?.receiving
        : key === 'ticketing'
          ? counts.data?.ticketing
          : counts.data?.subscribing;
    return n ? (n > 99 ? '99+' : n) : null;
  };

  return (
    <PageLayout
      back={false}
      className="orders-page"
      right={
        <button
          type="button"
          className="nav-icon"
          aria-label={t('filter.title')}
          onClick={() => setFilterOpen(true)}
        >
          <Icon name="settings" />
        </button>
      }
    >
      <Tabs activeKey={tab} onChange={(key) => setTab(key as OrderTab)} className="order-tabs">
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
      {!socketOpen ? <div className="offline-note">{t('list.offline')}</div> : null}
      <OrderList
        list={list}
        itemHeight={ORDER_CARD_HEIGHT}

        renderItem={(order) => (
          <OrderCard
            order={order}
            onOpen={open}
            onReceive={onReceive}
            receiving={receivingId === order.order_id}
          />
        )}
      />
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
    </PageLayout>
  );
}

function FilterPopup({
  open,
  onClose,
  gameId,
  sort,
  onApply,
}: {
  open: boolean;
  onClose: () => void;
  gameId: number | undefined;
  sort: OrderSort;
  onApply: (gameId: number | undefined, sort: OrderSort) => void;
}) {
  const { t } = useTranslation(ORDERS_NS);
  const [game, setGame] = useState(gameId);
  const [by, setBy] = useState(sort);
  useEffect(() => {
    if (open) {
      setGame(gameId);
      setBy(sort);
    }
  }, [open, gameId, sort]);
  const chip = (on: boolean, label: string, onClick: () => void, key: string) => (
    <button type="button" key={key} className={`chip ${on ? 'chip-on' : ''}`} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <Popup visible={open} position="right" onMaskClick={onClose} bodyClassName="filter-popup">
      <div className="filter-section">{t('filter.game')}</div>
      <div className="chips">
        {chip(game === undefined, t('filter.allGames'), () => setGame(undefined), 'all')}
        {GAMES.map((g) => chip(game === g.code, gameName(g.code), () => setGame(g.code), String(g.code)))}
      </div>
      <div className="filter-section">{t('filter.sort')}</div>
      <div className="chips">
        {chip(by === 'PayTime', t('filter.byPayTime'), () => setBy('PayTime'), 'pay')}
        {chip(by === 'Deadline', t('filter.byDeadline'), () => setBy('Deadline'), 'deadline')}
      </div>
      <div className="filter-buttons">
        <Button block onClick={() => onApply(undefined, 'PayTime')}>
          {t('filter.reset')}
        </Button>
        <Button block color="warning" onClick={() => onApply(game, by)}>
          {t('filter.confirm')}
        </Button>
      </div>
    </Popup>
  );
}
