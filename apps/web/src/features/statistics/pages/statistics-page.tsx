import '../statistics.css';
import { STATISTICS_BLOCKS, TREND_BUCKET_LABELS, type StatisticsIndex } from '@dzzs/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserIndex } from '../../../shared/api/user-index.ts';
import { describeFailure } from '../../../shared/http/index.ts';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { roleOf } from '../../../shared/session/roles.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { useStatisticsIndex, useTrend, useWaterfall, type Scope } from '../api/statistics.ts';
import { ExportButtons } from '../components/export-buttons.tsx';
import { FigureCard } from '../components/figure-card.tsx';
import { Rankings } from '../components/rankings.tsx';
import { choosePreset, useSelection } from '../components/selection.ts';
import { sharedLabel } from '../components/shared-label.ts';
import { StatisticsFilter } from '../components/statistics-filter.tsx';
import { TrendChart } from '../components/trend-chart.tsx';
import { Waterfall } from '../components/waterfall.tsx';
import { STATISTICS_NS } from '../i18n.ts';

/**
 * 统计 (the tab): whose figures over which days, the money waterfall, the trend, the earlier app's cards and the
 * rankings. Staff see their own figures only and none of the money blocks; a block is shown once its figures
 * arrive and never with made-up ones.
 */
export default function StatisticsPage() {
  const { data: me } = useUserIndex();
  const owner = roleOf(me?.userinfo) === 'shopkeeper';
  const { clerkId, range, preset } = useSelection();
  // A preset is days counted from today: coming back after midnight, 今天 is the new day.
  useEffect(() => {
    if (preset !== 'custom') choosePreset(preset);
  }, [preset]);
  const scope: Scope = { clerk_id: owner ? clerkId : 0, ...range };
  const index = useStatisticsIndex(scope);
  return (
    <PageLayout bodyClassName="statistics-body">
      <StatisticsFilter staff={owner ? (index.data?.ClerkList ?? []) : null} />
      {index.error && !index.data ? (
        <StateView kind="error" title={describeFailure(index.error)} onClick={() => void index.refetch()} />
      ) : null}
      {owner && clerkId === 0 ? <WaterfallBlock scope={scope} /> : null}
      <TrendBlock scope={scope} />
      {index.data ? <Cards data={index.data} scope={scope} owner={owner} /> : null}
      {owner && clerkId === 0 ? <Rankings range={range} /> : null}
    </PageLayout>
  );
}

function WaterfallBlock({ scope }: { scope: Scope }) {
  // The waterfall is the shop's ledger: it has no staff member to ask for.
  const waterfall = useWaterfall({ startTime: scope.startTime, endTime: scope.endTime }, true);
  return waterfall.data ? (
    <Waterfall answer={waterfall.data} footer={<ExportButtons query={{ table: 'waterfall', ...scope }} />} />
  ) : null;
}

function TrendBlock({ scope }: { scope: Scope }) {
  const trend = useTrend(scope);
  if (!trend.data?.data.length) return null;
  return (
    <section className="statistics-block" data-testid="trend">
      <h3 className="statistics-block-title">
        {`${sharedLabel(STATISTICS_BLOCKS.trend)} · ${sharedLabel(TREND_BUCKET_LABELS[trend.data.bucket])}`}
      </h3>
      <TrendChart points={trend.data.data} />
      <ExportButtons query={{ table: 'trend', ...scope }} />
    </section>
  );
}

/** The earlier app's cards; the money ones only for the owner, each only when the server answered its figure. */
function Cards({ data, scope, owner }: { data: StatisticsIndex; scope: Scope; owner: boolean }) {
  const { t } = useTranslation(STATISTICS_NS);
  const navigate = useNavigate();
  const go = (url: string) => void navigate(url);
  const money = owner ? data : null;
  return (
    <>
      <section className="statistics-block" data-testid="totals">
        <div className="statistics-cards">
          <FigureCard
            label={t('cards.ticketedTotal')}
            yuan={data.TotalInvoicingAmount}
            note={t('detail.orders', { count: data.InvoicingCount })}
            testId="card-ticketed"
            link={t('cards.ticketedDetail')}
            onOpen={() => go(pageUrl(PAGE.statisticsAward, { pageState: '0', ...scope }))}
          />
          <FigureCard
            label={t('cards.awardedTotal')}
            yuan={data.TotalAmountOfBonus}
            note={t('detail.orders', { count: data.BonusCount })}
            testId="card-awarded"
            link={t('cards.awardedDetail')}
            onOpen={() => go(pageUrl(PAGE.statisticsAward, { pageState: '1', ...scope }))}
          />
        </div>
      </section>
      {money?.TrusteeshipBalance != null && money.ServiceFeeExpenditure != null ? (
        <section className="statistics-block" data-testid="reconcile">
          <h3 className="statistics-block-title">{t('cards.reconcile')}</h3>
          <div className="statistics-cards">
            <FigureCard label={t('cards.escrow')} yuan={money.TrusteeshipBalance} testId="card-escrow" />
            <FigureCard
              label={t('cards.serviceFee')}
              yuan={money.ServiceFeeExpenditure}
              testId="card-service-fee"
            />
          </div>
        </section>
      ) : null}
      {money?.RechargeBalance != null && money.WithdrawalBalance != null ? (
        <section className="statistics-block" data-testid="money-flows">
          <div className="statistics-cards">
            <FigureCard
              label={t('cards.recharge')}
              yuan={money.RechargeBalance}
              testId="card-recharge"
              link={t('cards.view')}
              onOpen={() =>
                go(pageUrl(PAGE.statisticsPay, { startTime: scope.startTime, endTime: scope.endTime }))
              }
            />
            <FigureCard
              label={t('cards.withdrawal')}
              yuan={money.WithdrawalBalance}
              testId="card-withdrawal"
              link={t('cards.view')}
              onOpen={() => go(PAGE.statisticsHistory)}
            />
          </div>
        </section>
      ) : null}
      {money?.AmountIncrease != null && money.Deduction != null ? (
        <section className="statistics-block" data-testid="adjustments">
          <h3 className="statistics-block-title">{t('cards.adjustments')}</h3>
          <div className="statistics-cards">
            <FigureCard
              label={t('cards.added')}
              yuan={money.AmountIncrease}
              testId="card-added"
              link={t('cards.view')}
              onOpen={() => go(PAGE.statisticsAdjustments)}
            />
            <FigureCard
              label={t('cards.deducted')}
              yuan={money.Deduction}
              testId="card-deducted"
              link={t('cards.view')}
              onOpen={() => go(PAGE.statisticsAdjustments)}
            />
          </div>
        </section>
      ) : null}
    </>
  );
}
