import '../cooperation.css';
import { COOPERATION_ENTRY_LABELS, fenToYuan, type CooperationLedgerEntry } from '@dzzs/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stateLabel } from '../../../shared/i18n/state-label.ts';
import { PAGE } from '../../../shared/paths.ts';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { PageTabs } from '../../../shared/ui/page-tabs.tsx';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { usePageParams } from '../../../shared/use-page-params.ts';
import { isSide, useLedger, type Side } from '../api/cooperation.ts';
import { CooperationState } from '../components/cooperation-state.tsx';
import { credits, signedMoney, timeText } from '../components/format.ts';
import { LedgerFilter, type LedgerRange } from '../components/ledger-filter.tsx';
import { COOPERATION_NS } from '../i18n.ts';

const TYPES = [1, 2, 3, 4, 5] as const;
const ROW_HEIGHT = 64;
const entryLabel = (type: number) => stateLabel(COOPERATION_ENTRY_LABELS, type);
// The detail sheet loads on the first tap of an entry.
const EntryDetail = lazy(() => import('../components/entry-detail.tsx'));

/** 余额明细 (shopDetail): a cooperation balance and its entries, one tab per kind (出票 充值 店主 奖金 提现). */
export default function LedgerPage() {
  const { shop_id: shopId, type } = usePageParams(PAGE.cooperationLedger);
  return (
    <PageLayout fixed>
      {shopId && isSide(type) ? (
        <Ledger shopId={shopId} side={type} />
      ) : (
        <CooperationState missing isPending={false} error={null} refetch={() => undefined} />
      )}
    </PageLayout>
  );
}

function Ledger({ shopId, side }: { shopId: number; side: Side }) {
  const { t } = useTranslation(COOPERATION_NS);
  const [tab, setTab] = useState<number>(1);
  const [range, setRange] = useState<LedgerRange>({});
  const [open, setOpen] = useState<CooperationLedgerEntry | null>(null);
  const list = useLedger({ shopId, side, type: tab, ...range });
  return (
    <>
      <PageTabs activeKey={String(tab)} onChange={(key) => setTab(Number(key))}>
        {TYPES.map((type) => (
          <PageTabs.Tab key={String(type)} title={entryLabel(type)} />
        ))}
      </PageTabs>
      <div className="cooperation-ledger-head">
        <span data-testid="ledger-total">
          {t('ledger.total', { money: fenToYuan(list.first?.tjmoney ?? 0) })}
        </span>
        <span className="cooperation-muted" data-testid="ledger-balance">
          {list.first ? t('ledger.balance', { money: list.first.balance }) : ''}
        </span>
      </div>
      <LedgerFilter onApply={setRange} />
      <div className="cooperation-scroll-list">
        <PagedListView
          list={list}
          itemHeight={ROW_HEIGHT}
          itemKey={(e) => e.id}
          empty={t('ledger.empty')}
          renderItem={(e) => (
            <div className="cooperation-entry" role="button" tabIndex={0} onClick={() => setOpen(e)}>
              <div className="cooperation-card-main">
                <div className="cooperation-entry-memo">
                  {t('ledger.row', { tab: entryLabel(e.type), memo: e.memo })}
                </div>
                <div className="cooperation-muted">{timeText(e.create_time)}</div>
              </div>
              <span className={credits(e) ? 'cooperation-money cooperation-money-in' : 'cooperation-money'}>
                {signedMoney(e)}
              </span>
            </div>
          )}
        />
      </div>
      {open ? (
        <Suspense fallback={null}>
          <EntryDetail entry={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
