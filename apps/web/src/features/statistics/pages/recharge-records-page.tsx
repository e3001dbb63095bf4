import '../statistics.css';
import type { RechargeRecord } from '@dzzs/shared';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE } from '../../../shared/paths.ts';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { useRechargeRecords } from '../api/statistics.ts';
import { plus, timeText } from '../components/format.ts';
import { scopeOf } from '../components/range.ts';
import { STATISTICS_NS } from '../i18n.ts';

const ROW = 68;

/** statistics-Pay-item: one channel's recharges over the range; a row opens 来源 / 时间 / 订单号. */
export default function RechargeRecordsPage() {
  const { t } = useTranslation(STATISTICS_NS);
  const params = usePageParams(PAGE.statisticsPayItem);
  const list = useRechargeRecords(params.source_id ?? 0, scopeOf(params));
  const [shown, setShown] = useState<RechargeRecord | null>(null);
  return (
    <PageLayout fixed>
      <div className="statistics-scroll">
        <PagedListView
          list={list}
          itemHeight={ROW}
          itemKey={(r) => r.id}
          empty={t('pay.empty')}
          renderItem={(r) => (
            <div className="statistics-item" style={{ height: ROW }}>
              <button
                type="button"
                className="statistics-row statistics-record"
                data-testid="recharge-record"
                onClick={() => setShown(r)}
              >
                <span className="statistics-row-main">
                  {`${r.user_id.nickname} | ${r.memo}`}
                  <div className="statistics-muted">{timeText(r.create_time)}</div>
                </span>
                <span className="statistics-in">{plus(r.money)}</span>
              </button>
            </div>
          )}
        />
      </div>
      <Popup visible={!!shown} onMaskClick={() => setShown(null)} onClose={() => setShown(null)}>
        {shown ? (
          <div className="statistics-sheet" data-testid="recharge-sheet">
            <h3 className="statistics-block-title">{t('pay.detail')}</h3>
            <dl>
              <dt>{t('pay.source')}</dt>
              <dd>{shown.memo}</dd>
              <dt>{t('pay.time')}</dt>
              <dd>{timeText(shown.create_time)}</dd>
              <dt>{t('pay.orderNo')}</dt>
              <dd>{shown.OrderNumber}</dd>
            </dl>
          </div>
        ) : null}
      </Popup>
    </PageLayout>
  );
}
