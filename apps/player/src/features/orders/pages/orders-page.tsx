import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { Page } from '../../../shared/page.tsx';
import { orderPath } from '../../../shared/paths.ts';
import { stateLabel, useOrders } from '../api.ts';
import { ORDERS_NS } from '../i18n.ts';
import './orders.css';

const dateTime = (unix: number) => new Date(unix * 1000).toLocaleString();

export default function OrdersPage() {
  const { t } = useTranslation(ORDERS_NS);
  const navigate = useNavigate();
  const [together, setTogether] = useState(false);
  const list = useOrders(together);
  return (
    <Page title={t('title')}>
      <div className="order-tabs" role="tablist">
        {[false, true].map((tab) => (
          <button
            key={String(tab)}
            type="button"
            role="tab"
            aria-selected={together === tab}
            className={together === tab ? 'order-tab order-tab-on' : 'order-tab'}
            onClick={() => setTogether(tab)}
            data-testid={tab ? 'tab-group-buys' : 'tab-all'}
          >
            {t(tab ? 'tabGroupBuys' : 'tabAll')}
          </button>
        ))}
      </div>
      <PagedListView
        list={list}
        itemHeight={76}
        itemKey={(order) => order.order_id}
        empty={t('empty')}
        renderItem={(order) => (
          <button
            type="button"
            className="order-row"
            onClick={() => void navigate(orderPath(order.order_id))}
            data-testid={`order-${order.order_id}`}
          >
            <span className="order-row-main">
              <strong>{order.Type}</strong>
              <span className="muted">
                {order.issue ? t('issue', { issue: order.issue }) : dateTime(order.create_time)}
                {order.together &&
                  ` · ${t('plan', {
                    sold: order.together.sold_shares,
                    total: order.together.total_shares,
                    percent: Math.floor((order.together.sold_shares * 100) / order.together.total_shares),
                  })}`}
              </span>
            </span>
            <span className="order-row-side">
              <span className="money">{order.BetMoney}</span>
              <span className={`order-state order-state-${order.State}`}>{stateLabel(order.State)}</span>
            </span>
          </button>
        )}
      />
    </Page>
  );
}
