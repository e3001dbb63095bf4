import '../shop-money.css';
import { SHOP_LEDGER_TAB_KEYS, SHOP_LEDGER_TABS } from '@dzzs/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { stateLabel } from '../../../shared/i18n/state-label.ts';
import { PAGE } from '../../../shared/paths.ts';
import { DateRangeChip, type DateRange } from '../../../shared/ui/date-range-chip.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { PageTabs } from '../../../shared/ui/page-tabs.tsx';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { useDetails } from '../api/shop-money.ts';
import { signed, timeText } from '../components/format.ts';
import { SHOP_MONEY_NS } from '../i18n.ts';

const ROW = 64;

/** 店铺余额 (balancePage): the balance, 充值 and 提现, and the balance's ledger by kind of entry and dates. */
export default function BalancePage() {
  const { t } = useTranslation(SHOP_MONEY_NS);
  const navigate = useNavigate();
  const [tab, setTab] = useState(0);
  const [range, setRange] = useState<DateRange>({});
  const list = useDetails(tab, range);
  return (
    <PageLayout fixed>
      <div className="shop-money-hero">
        <div className="shop-money-hero-label">{t('balance.title')}</div>
        <div className="shop-money-hero-figure" data-testid="shop-balance">
          {list.first?.money ?? '--'}
        </div>
        <div className="shop-money-hero-buttons">
          <button type="button" className="shop-money-hero-button" onClick={() => navigate(PAGE.recharge)}>
            {t('balance.recharge')}
          </button>
          <button
            type="button"
            className="shop-money-hero-button shop-money-hero-button-main"
            onClick={() => navigate(PAGE.drawMoney)}
            data-testid="balance-withdraw"
          >
            {t('balance.withdraw')}
          </button>
        </div>
      </div>
      <PageTabs activeKey={String(tab)} onChange={(key) => setTab(Number(key))}>
        {SHOP_LEDGER_TAB_KEYS.map((key) => (
          <PageTabs.Tab key={String(key)} title={stateLabel(SHOP_LEDGER_TABS, key)} />
        ))}
      </PageTabs>
      <div className="shop-money-filter">
        <DateRangeChip value={range} placeholder={t('balance.dates')} onChange={setRange} />
      </div>
      <div className="shop-money-scroll">
        <PagedListView
          list={list}
          itemHeight={ROW}
          itemKey={(e) => e.id}
          empty={t('balance.empty')}
          renderItem={(e) => (
            <div className="shop-money-entry" style={{ height: ROW }} data-testid="ledger-entry">
              <div className="shop-money-entry-main">
                <div className="shop-money-entry-memo">{e.memo}</div>
                <div className="shop-money-muted">{timeText(e.create_time)}</div>
              </div>
              <div className="shop-money-entry-side">
                <div className={e.money.startsWith('-') ? 'shop-money-out' : 'shop-money-in'}>
                  {signed(e.money)}
                </div>
                <div className="shop-money-muted">{t('balance.after', { money: e.after })}</div>
              </div>
            </div>
          )}
        />
      </div>
    </PageLayout>
  );
}
