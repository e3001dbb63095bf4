import '../shop-money.css';
import { TRUSTEESHIP_TABS, type TrusteeshipTab } from '@dzzs/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stateLabel } from '../../../shared/i18n/state-label.ts';
import { DateRangeChip, type DateRange } from '../../../shared/ui/date-range-chip.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { PageTabs } from '../../../shared/ui/page-tabs.tsx';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { ShopAvatar } from '../../../shared/ui/shop-avatar.tsx';
import { useTrusteeship } from '../../../shared/api/trusteeship.ts';
import { signed, timeText } from '../components/format.ts';
import { SHOP_MONEY_NS } from '../i18n.ts';

const ROW = 68;
const TABS: readonly TrusteeshipTab[] = [0, 1, 2];
const TOTAL_LABEL = { 0: 'escrow.balanceTotal', 1: 'escrow.addTotal', 2: 'escrow.deductTotal' } as const;

/** 托管余额 (escrowAccountPage): the players' balances the shop holds, and their 加款 / 扣款. */
export default function EscrowPage() {
  const { t } = useTranslation(SHOP_MONEY_NS);
  const [tab, setTab] = useState<TrusteeshipTab>(0);
  const [range, setRange] = useState<DateRange>({});
  // The balances are as they stand: the dates filter only the 加款 / 扣款 entries.
  const list = useTrusteeship(tab, tab === 0 ? {} : range);
  return (
    <PageLayout fixed>
      <div className="shop-money-hero">
        <div className="shop-money-hero-label">{t(TOTAL_LABEL[tab])}</div>
        <div className="shop-money-hero-figure" data-testid="escrow-total">
          {list.first?.sum ?? '--'}
        </div>
        {tab === 0 && list.first ? (
          <div className="shop-money-hero-label">{t('escrow.players', { count: list.first.total })}</div>
        ) : null}
      </div>
      <PageTabs activeKey={String(tab)} onChange={(key) => setTab(Number(key) as TrusteeshipTab)}>
        {TABS.map((key) => (
          <PageTabs.Tab key={String(key)} title={stateLabel(TRUSTEESHIP_TABS, key)} />
        ))}
      </PageTabs>
      {tab === 0 ? null : (
        <div className="shop-money-filter">
          <DateRangeChip value={range} placeholder={t('escrow.dates')} onChange={setRange} />
        </div>
      )}
      <div className="shop-money-scroll">
        <PagedListView
          list={list}
          itemHeight={ROW}
          itemKey={(r) => r.id}
          empty={t('escrow.empty')}
          renderItem={(r) => (
            <div className="shop-money-entry" style={{ height: ROW }} data-testid="escrow-row">
              <ShopAvatar src={r.avatar} name={r.nickname} small />
              <div className="shop-money-entry-main">
                <div className="shop-money-entry-memo">{r.nickname}</div>
                <div className="shop-money-muted">
                  {tab === 0 ? `ID.${r.user_id.id}` : `${timeText(r.create_time)} ${r.source}`}
                </div>
              </div>
              <div className={tab === 2 ? 'shop-money-out' : 'shop-money-in'}>
                {tab === 0 ? r.money : signed(r.money)}
              </div>
            </div>
          )}
        />
      </div>
    </PageLayout>
  );
}
