import '../statistics.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeChip, type DateRange } from '../../../shared/ui/date-range-chip.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { PageTabs } from '../../../shared/ui/page-tabs.tsx';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { useTrusteeship } from '../../../shared/api/trusteeship.ts';
import { plus, timeText } from '../components/format.ts';
import { useSelection } from '../components/selection.ts';
import { STATISTICS_NS } from '../i18n.ts';

const ROW = 72;
/** 1 加款, 2 扣款 (the 托管余额 ledger's tabs). */
type AdjustmentTab = 1 | 2;
const TAB_LABEL = { 1: 'adjust.add', 2: 'adjust.deduct' } as const;

/** 统计 (statistics-statisticsTwo): the 加款 / 扣款 made to players' balances over the tab's range, with the sum. */
export default function AdjustmentsPage() {
  const { t } = useTranslation(STATISTICS_NS);
  const [tab, setTab] = useState<AdjustmentTab>(1);
  const [range, setRange] = useState<DateRange>(() => useSelection.getState().range);
  const list = useTrusteeship(tab, range);
  return (
    <PageLayout fixed>
      <PageTabs activeKey={String(tab)} onChange={(key) => setTab(Number(key) as AdjustmentTab)}>
        {([1, 2] as const).map((k) => (
          <PageTabs.Tab key={String(k)} title={t(TAB_LABEL[k])} />
        ))}
      </PageTabs>
      <div className="statistics-filter statistics-filter-row">
        <DateRangeChip value={range} placeholder={t('adjust.dates')} onChange={setRange} />
        <span className="statistics-muted" data-testid="adjustments-total">
          {list.first ? `${t('adjust.total')} ¥${list.first.sum}` : ''}
        </span>
      </div>
      <div className="statistics-scroll">
        <PagedListView
          list={list}
          itemHeight={ROW}
          itemKey={(r) => r.id}
          empty={t('adjust.empty')}
          renderItem={(r) => (
            <div className="statistics-item" style={{ height: ROW }} data-testid="adjustment-row">
              <div className="statistics-row">
                <span className="statistics-row-main">
                  {`${t('adjust.system')} | ${r.nickname}`}
                  <div className="statistics-muted">{`${timeText(r.create_time)} ${r.source}`}</div>
                </span>
                <span className={tab === 1 ? 'statistics-in' : 'statistics-money'}>{plus(r.money)}</span>
              </div>
            </div>
          )}
        />
      </div>
    </PageLayout>
  );
}
