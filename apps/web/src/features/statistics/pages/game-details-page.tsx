import '../statistics.css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeFailure } from '../../../shared/http/index.ts';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { GameBadge } from '../../../shared/ui/game-badge.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { useGameDetails, type DetailType } from '../api/statistics.ts';
import { ExportButtons } from '../components/export-buttons.tsx';
import { rangeText, scopeOf } from '../components/range.ts';
import { STATISTICS_NS } from '../i18n.ts';

/** 出票详情 / 派奖详情 (statistics-award, pageState 0 / 1): the figure by game, each leading to its orders. */
export default function GameDetailsPage() {
  const { t } = useTranslation(STATISTICS_NS);
  const navigate = useNavigate();
  const params = usePageParams(PAGE.statisticsAward);
  const type: DetailType = params.pageState === '1' ? 1 : 0;
  const scope = scopeOf(params);
  const details = useGameDetails(type, scope);
  const data = details.data;
  return (
    <PageLayout bodyClassName="statistics-body">
      {details.error && !data ? (
        <StateView
          kind="error"
          title={describeFailure(details.error)}
          onClick={() => void details.refetch()}
        />
      ) : null}
      {data ? (
        <section className="statistics-block" data-testid="game-details">
          <div className="statistics-row">
            <span className="statistics-row-main">
              {scope.startTime ? rangeText(scope.startTime, scope.endTime) : t('detail.total')}
            </span>
            <span className="statistics-money" data-testid="game-details-total">
              {`${t('detail.orders', { count: data.count })} · ¥${data.money}`}
            </span>
          </div>
          {data.data.length ? null : <StateView title={t('detail.empty')} />}
          {data.data.map((g) => (
            <button
              key={g.id}
              type="button"
              className="statistics-row"
              data-testid="game-row"
              onClick={() =>
                void navigate(
                  pageUrl(PAGE.statisticsAwardContent, {
                    game_id: g.id,
                    type: String(type),
                    title: g.Type,
                    ...scope,
                  }),
                )
              }
            >
              <GameBadge code={g.id} size={36} />
              <span className="statistics-row-main">
                {g.Type}
                <div className="statistics-share" aria-hidden>
                  <span style={{ width: `${g.share_bp / 100}%` }} />
                </div>
                <div className="statistics-muted">
                  {t('detail.share', { share: (g.share_bp / 100).toFixed(2) })}
                </div>
              </span>
              <span className="statistics-money">
                {t('detail.orders', { count: g.count })}
                <div>{`¥${g.InvoicingAmount}`}</div>
              </span>
            </button>
          ))}
          <ExportButtons query={{ table: type === 1 ? 'award' : 'ticketing', ...scope }} />
        </section>
      ) : null}
    </PageLayout>
  );
}
