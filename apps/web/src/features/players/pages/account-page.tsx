import '../players.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE } from '../../../shared/paths.ts';
import { DateRangeChip, type DateRange } from '../../../shared/ui/date-range-chip.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { StateView } from '@dzzs/web-shared/ui/state-view.tsx';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { useAccount } from '../api/players.ts';
import { timeText } from '../components/format.ts';
import { PLAYERS_NS } from '../i18n.ts';

const ROW = 64;

/** 账号明细: the player's balance's ledger — orders, refunds, prizes, 加款 / 扣款 — newest first. */
export default function AccountPage() {
  const { t } = useTranslation(PLAYERS_NS);
  const { user_id: id } = usePageParams(PAGE.userAccountDetails);
  return (
    <PageLayout fixed>{id ? <Account id={id} /> : <StateView title={t('detail.missing')} />}</PageLayout>
  );
}

function Account({ id }: { id: number }) {
  const { t } = useTranslation(PLAYERS_NS);
  const [range, setRange] = useState<DateRange>({});
  const list = useAccount(id, range);
  return (
    <>
      <div className="players-filter">
        <DateRangeChip value={range} placeholder={t('account.dates')} onChange={setRange} />
      </div>
      <div className="players-summary" data-testid="account-balance">
        {list.first ? t('account.balance', { money: list.first.money }) : ''}
      </div>
      <div className="players-scroll">
        <PagedListView
          list={list}
          itemHeight={ROW}
          itemKey={(e) => e.id}
          empty={t('account.empty')}
          renderItem={(e) => (
            <div
              className="players-entry"
              style={{ height: ROW, boxSizing: 'border-box' }}
              data-testid="account-entry"
            >
              <div className="players-row-main">
                <div className="players-row-name">{e.memo}</div>
                <div className="players-muted">{timeText(e.create_time)}</div>
              </div>
              <div className="players-row-side">
                <div className={e.money.startsWith('-') ? '' : 'players-money'}>
                  {e.money.startsWith('-') ? e.money : `+${e.money}`}
                </div>
                <div className="players-muted">{e.after}</div>
              </div>
            </div>
          )}
        />
      </div>
    </>
  );
}
