import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { Page } from '../../../shared/page.tsx';
import { groupBuyPath, PAGE } from '../../../shared/paths.ts';
import { useNow } from '../../../shared/use-now.ts';
import { useOpenPlans } from '../api.ts';
import { PlanProgress } from '../components/plan-progress.tsx';
import { GROUP_BUY_NS } from '../i18n.ts';
import './group-buy.css';

/** 合买大厅: the shop's plans still taking shares, newest first. */
export default function HallPage() {
  const { t } = useTranslation(GROUP_BUY_NS);
  const navigate = useNavigate();
  const now = useNow();
  const list = useOpenPlans();
  return (
    <Page title={t('hall')} back={PAGE.home}>
      <PagedListView
        list={list}
        itemHeight={104}
        itemKey={(order) => order.order_id}
        empty={t('empty')}
        emptyHint={t('emptyHint')}
        renderItem={(order) => (
          <button
            type="button"
            className="plan-row"
            onClick={() => void navigate(groupBuyPath(order.order_id))}
            data-testid={`plan-${order.order_id}`}
          >
            <span className="plan-row-head">
              <strong>
                {order.Type} {order.issue ? t('issue', { issue: order.issue }) : ''}
              </strong>
              <span className="money">{order.BetMoney}</span>
            </span>
            <span className="plan-row-head muted">
              {t('initiator')}: {order.user_id.nickname}
            </span>
            {order.together && <PlanProgress plan={order.together} now={now} />}
          </button>
        )}
      />
    </Page>
  );
}
