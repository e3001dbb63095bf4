import type { Order } from '@dzzs/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import type { OrderPages } from '../api/orders.ts';
import { ORDERS_NS } from '../i18n.ts';

/** A windowed list of orders: its failure (tap to retry), its empty state, and cards of one height. */
export function OrderList({
  list,
  itemHeight,
  aboveActionBar = false,
  empty,
  renderItem,
}: {
  list: OrderPages;
  itemHeight: number;
  /** The page has a fixed action bar at the bottom: the list scrolls on under it, its end stops above it. */
  aboveActionBar?: boolean;
  /** What an empty list says; "no orders" by default. */
  empty?: string;
  renderItem: (order: Order) => ReactNode;
}) {
  const { t } = useTranslation(ORDERS_NS);
  return (
    <div className="orders-list">
      <PagedListView
        list={list}
        itemHeight={itemHeight}
        itemKey={(o) => o.order_id}
        empty={empty ?? t('list.empty')}
        renderItem={renderItem}
        {...(aboveActionBar ? { className: 'orders-list-above-bar' } : {})}
      />
    </div>
  );
}
