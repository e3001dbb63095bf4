import '../statistics.css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { GameBadge } from '../../../shared/ui/game-badge.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { useFigureOrders } from '../api/statistics.ts';
import { timeText } from '../components/format.ts';
import { scopeOf } from '../components/range.ts';
import { STATISTICS_NS } from '../i18n.ts';

const ROW = 92;

/** statisyics-award-contentPage: the orders behind one game's 出票 or 派奖 figure, each opening its detail. */
export default function FigureOrdersPage() {
  const { t } = useTranslation(STATISTICS_NS);
  const navigate = useNavigate();
  const params = usePageParams(PAGE.statisticsAwardContent);
  const type = params.type === '1' ? 1 : 0;
  const list = useFigureOrders(type, params.game_id ?? 0, scopeOf(params));
  return (
    <PageLayout fixed {...(params.title ? { title: params.title } : {})}>
      <div className="statistics-scroll">
        <PagedListView
          list={list}
          itemHeight={ROW}
          itemKey={(o) => o.order_id}
          empty={t('detail.empty')}
          renderItem={(o) => (
            <div className="statistics-item" style={{ height: ROW }}>
              <button
                type="button"
                className="statistics-row statistics-record"
                data-testid="figure-order"
                onClick={() => void navigate(pageUrl(PAGE.orderDetail, { order_id: o.order_id }))}
              >
                <GameBadge code={o.game_id} size={36} />
                <span className="statistics-row-main">
                  {`${o.user_id.nickname} · ${o.Type}`}
                  <div className="statistics-muted">{`${t('detail.orderNo')} ${o.order_id}`}</div>
                  <div className="statistics-muted">{`${timeText(o.time)} · ${o.state_label}`}</div>
                </span>
                <span className={type === 1 ? 'statistics-in' : 'statistics-money'}>{`¥${o.money}`}</span>
              </button>
            </div>
          )}
        />
      </div>
    </PageLayout>
  );
}
