import '../players.css';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGE } from '../../../shared/paths.ts';
import { DateRangeChip, type DateRange } from '../../../shared/ui/date-range-chip.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { useInvitedShops } from '../api/players.ts';
import { timeText } from '../components/format.ts';
import { PLAYERS_NS } from '../i18n.ts';

const ROW = 48;

/** 邀请店主: the shops that signed up with my shop as inviter; 立即邀请店主 opens the poster. */
export default function InviteShopkeeperPage() {
  const { t } = useTranslation(PLAYERS_NS);
  const navigate = useNavigate();
  const [range, setRange] = useState<DateRange>({});
  const list = useInvitedShops(range);
  return (
    <PageLayout fixed>
      <div className="players-filter">
        <DateRangeChip value={range} placeholder={t('invites.dates')} onChange={setRange} />
        <span className="players-muted">{t('shops.count', { count: list.total })}</span>
      </div>
      <div className="players-table-row players-table-head players-shops-row">
        <span>{t('shops.id')}</span>
        <span>{t('shops.name')}</span>
        <span>{t('shops.mobile')}</span>
        <span>{t('shops.time')}</span>
      </div>
      <div className="players-scroll">
        <PagedListView
          list={list}
          itemHeight={ROW}
          itemKey={(s) => s.user_id}
          empty={t('shops.empty')}
          renderItem={(s) => (
            <div className="players-table-row players-shops-row">
              <span>{s.user_id}</span>
              <span className="players-row-name">{s.nickname}</span>
              <span>{s.mobile}</span>
              <span>{timeText(s.create_time).slice(0, 10)}</span>
            </div>
          )}
        />
      </div>
      <div className="players-bottom">
        <Button block color="warning" onClick={() => void navigate(PAGE.shareShop)}>
          {t('shops.invite')}
        </Button>
      </div>
    </PageLayout>
  );
}
