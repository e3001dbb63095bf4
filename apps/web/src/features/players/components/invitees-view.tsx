import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGE, pageUrl } from '../../../shared/paths.ts';
import { DateRangeChip, type DateRange } from '../../../shared/ui/date-range-chip.tsx';
import { PageTabs } from '../../../shared/ui/page-tabs.tsx';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { useInvitees } from '../api/players.ts';
import { PLAYERS_NS } from '../i18n.ts';
import { timeText } from './format.ts';
import { PlayerSearch } from './player-search.tsx';

const ROW = 48;

/**
 * ta的邀请 and an agent's 推荐数据: who the inviter brought, 注册数据 (name, sign-up time) or 投注数据 (name, what they
 * bet in the dates), with the count and the total bet; 详情 opens their bought tickets.
 */
export function InviteesView({
  of,
  initialRange = {},
}: {
  of: { player: number } | { agent: number };
  initialRange?: DateRange;
}) {
  const { t } = useTranslation(PLAYERS_NS);
  const navigate = useNavigate();
  const [bets, setBets] = useState(false);
  const [search, setSearch] = useState('');
  const [range, setRange] = useState<DateRange>(initialRange);
  const list = useInvitees(of, bets, search, range);
  return (
    <>
      <PlayerSearch onSearch={setSearch} placeholder={t('invites.search')} />
      <div className="players-filter">
        <DateRangeChip value={range} placeholder={t('invites.dates')} onChange={setRange} />
      </div>
      <div className="players-summary">
        <span data-testid="invites-count">{t('invites.count', { count: list.total })}</span>
        <span>{t('invites.betTotal', { money: list.first?.bet_total_amount ?? '0.00' })}</span>
      </div>
      <PageTabs activeKey={bets ? 'bet' : 'reg'} onChange={(key) => setBets(key === 'bet')}>
        <PageTabs.Tab key="reg" title={t('invites.reg')} />
        <PageTabs.Tab key="bet" title={t('invites.bet')} />
      </PageTabs>
      <div className="players-table-row players-table-head">
        <span>{t('invites.name')}</span>
        <span>{t(bets ? 'invites.betMoney' : 'invites.regTime')}</span>
        <span>{t('invites.detail')}</span>
      </div>
      <div className="players-scroll">
        <PagedListView
          list={list}
          itemHeight={ROW}
          itemKey={(i) => i.user_id}
          empty={t('invites.empty')}
          renderItem={(i) => (
            <div className="players-table-row" data-testid="invitee">
              <span className="players-row-name">{i.nickname}</span>
              <span>{bets ? i.bet_money : timeText(i.create_time)}</span>
              <a onClick={() => void navigate(pageUrl(PAGE.userBets, { id: i.user_id, orderState: '98' }))}>
                {t('invites.detail')}
              </a>
            </div>
          )}
        />
      </div>
    </>
  );
}
