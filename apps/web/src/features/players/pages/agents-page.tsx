import '../players.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { DateRangeChip, type DateRange } from '../../../shared/ui/date-range-chip.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { ShopAvatar } from '../../../shared/ui/shop-avatar.tsx';
import { useAgents } from '../api/players.ts';
import { percent, thisMonth } from '../components/format.ts';
import { PLAYERS_NS } from '../i18n.ts';

const ROW = 104;

/** 代理统计: this month by default; the agents' sign-ups and sales, each agent's rate, time as agent and commission. */
export default function AgentsPage() {
  const { t } = useTranslation(PLAYERS_NS);
  const navigate = useNavigate();
  const [range, setRange] = useState<DateRange>(thisMonth);
  const list = useAgents(range);
  return (
    <PageLayout fixed>
      <div className="players-filter">
        <DateRangeChip value={range} placeholder={t('invites.dates')} onChange={setRange} />
      </div>
      <div className="players-overview">
        <div>
          <span className="players-muted">{t('agents.registered')}</span>
          <b data-testid="agents-registered">{list.first?.agentRegisterCount ?? 0}</b>
        </div>
        <div>
          <span className="players-muted">{t('agents.sales')}</span>
          <b>{list.first?.agentSaleAmount ?? '0.00'}</b>
        </div>
      </div>
      <div className="players-scroll">
        <PagedListView
          list={list}
          itemHeight={ROW}
          itemKey={(a) => a.user_id}
          empty={t('agents.empty')}
          renderItem={(a) => (
            <div
              className="players-agent"
              role="button"
              tabIndex={0}
              data-testid="agent-row"
              onClick={() => void navigate(pageUrl(PAGE.agentDetail, { agentId: a.user_id }))}
            >
              <div className="players-row" style={{ height: 'auto', padding: 0, border: 0 }}>
                <ShopAvatar src={a.avatar} name={a.nickname} small />
                <span className="players-row-name">{a.nickname}</span>
              </div>
              <div className="players-agent-figures">
                <span>
                  {t('agents.rate')}
                  <b>{percent(a.rate)}</b>
                </span>
                <span>
                  {t('agents.days')}
                  <b>{a.registerDays}</b>
                </span>
                <span>
                  {t('agents.sales')}
                  <b>{a.saleAmount}</b>
                </span>
                <span>
                  {t('agents.commission')}
                  <b>{a.commissionAmount}</b>
                </span>
              </div>
            </div>
          )}
        />
      </div>
    </PageLayout>
  );
}
