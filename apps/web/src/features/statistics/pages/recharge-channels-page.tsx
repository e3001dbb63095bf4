import '../statistics.css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeFailure } from '../../../shared/http/index.ts';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { ShopAvatar } from '../../../shared/ui/shop-avatar.tsx';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { useRechargeChannels } from '../api/statistics.ts';
import { ExportButtons } from '../components/export-buttons.tsx';
import { rangeText, scopeOf } from '../components/range.ts';
import { STATISTICS_NS } from '../i18n.ts';

/** 充值总金额 (statistics-Pay): the range's recharges by channel, "N条，共X元", with the total. */
export default function RechargeChannelsPage() {
  const { t } = useTranslation(STATISTICS_NS);
  const navigate = useNavigate();
  const range = scopeOf(usePageParams(PAGE.statisticsPay));
  const channels = useRechargeChannels(range);
  const data = channels.data;
  return (
    <PageLayout bodyClassName="statistics-body">
      {channels.error && !data ? (
        <StateView
          kind="error"
          title={describeFailure(channels.error)}
          onClick={() => void channels.refetch()}
        />
      ) : null}
      {data ? (
        <section className="statistics-block" data-testid="recharge-channels">
          <div className="statistics-row">
            <span className="statistics-row-main">
              {range.startTime ? rangeText(range.startTime, range.endTime) : ''}
            </span>
            <strong data-testid="recharge-total">
              {t('pay.total', { count: data.count, money: data.money })}
            </strong>
          </div>
          {data.data.length ? null : <StateView title={t('pay.empty')} />}
          {data.data.map((c) => (
            <button
              key={c.id}
              type="button"
              className="statistics-row"
              data-testid="channel-row"
              onClick={() =>
                void navigate(pageUrl(PAGE.statisticsPayItem, { source_id: c.id, title: c.name, ...range }))
              }
            >
              <ShopAvatar src={c.icon} name={c.name} small />
              <span className="statistics-row-main">{c.name}</span>
              <span className="statistics-money">{`${t('pay.channel', { count: c.count, money: c.count_money })} ›`}</span>
            </button>
          ))}
          <ExportButtons query={{ table: 'recharges', ...range }} />
        </section>
      ) : null}
    </PageLayout>
  );
}
