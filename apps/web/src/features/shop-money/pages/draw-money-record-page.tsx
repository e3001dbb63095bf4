import '../shop-money.css';
import { SHOP_WITHDRAWAL_STATE_LABELS, ShopWithdrawalState, WithdrawalType } from '@dzzs/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stateLabel } from '../../../shared/i18n/state-label.ts';
import { Chip } from '../../../shared/ui/chip.tsx';
import { DateRangeChip, type DateRange } from '../../../shared/ui/date-range-chip.tsx';
import { PageLayout } from '../../../shared/ui/page-layout.tsx';
import { PagedListView } from '@dzzs/web-shared/ui/paged-list-view.tsx';
import { RecordHistorySheet } from '../../../shared/ui/record-history.tsx';
import { useWithdrawals, type WithdrawalFilter } from '../api/shop-money.ts';
import { timeText } from '../components/format.ts';
import { SHOP_MONEY_NS } from '../i18n.ts';

const CARD = 150;
const FILTERS: readonly [WithdrawalFilter, 'record.all' | 'record.success' | 'record.failed'][] = [
  ['99', 'record.all'],
  [1, 'record.success'],
  [2, 'record.failed'],
];
const TAG = {
  [ShopWithdrawalState.pending]: 'shop-money-tag shop-money-tag-pending',
  [ShopWithdrawalState.settled]: 'shop-money-tag shop-money-tag-settled',
  [ShopWithdrawalState.rejected]: 'shop-money-tag shop-money-tag-rejected',
} as Record<number, string>;

/** 提现记录 (drawMoneyRecord): my withdrawals, by dates and 全部 / 成功 / 失败. */
export default function DrawMoneyRecordPage() {
  const { t } = useTranslation(SHOP_MONEY_NS);
  const [state, setState] = useState<WithdrawalFilter>('99');
  const [range, setRange] = useState<DateRange>({});
  const list = useWithdrawals(state, range);
  const [shown, setShown] = useState<{ id: number; orderNumber: string } | null>(null);
  return (
    <PageLayout fixed>
      <div className="shop-money-filter">
        <DateRangeChip value={range} placeholder={t('record.dates')} onChange={setRange} />
        <span className="shop-money-filter-gap" />
        {FILTERS.map(([value, label]) => (
          <Chip key={String(value)} on={state === value} label={t(label)} onClick={() => setState(value)} />
        ))}
      </div>
      <div className="shop-money-scroll">
        <PagedListView
          list={list}
          itemHeight={CARD}
          itemKey={(w) => w.id}
          empty={t('record.empty')}
          renderItem={(w) => (
            <div className="shop-money-card-box" style={{ height: CARD }}>
              <div
                className="shop-money-card"
                data-testid="withdrawal-card"
                role="button"
                tabIndex={0}
                onClick={() => setShown({ id: w.id, orderNumber: w.OrderNumber })}
              >
                <div className="shop-money-card-head">
                  <span className="shop-money-card-title">
                    {t(w.type === WithdrawalType.alipay ? 'record.alipay' : 'record.bank')}
                  </span>
                  <span className={TAG[w.state]}>{stateLabel(SHOP_WITHDRAWAL_STATE_LABELS, w.state)}</span>
                  <span className="shop-money-card-money">-{w.money}</span>
                </div>
                <Line label={t('record.memo')} value={`${w.memo} ${w.number}`} />
                <Line label={t('record.time')} value={timeText(w.create_time)} />
                <Line label={t('record.orderNo')} value={w.OrderNumber} />
                {w.state === ShopWithdrawalState.rejected ? (
                  <Line label={t('record.reason')} value={w.retMemo} warn />
                ) : null}
                {w.state === ShopWithdrawalState.settled ? (
                  <Line label={t('record.settled')} value={timeText(w.settle_time)} />
                ) : null}
              </div>
            </div>
          )}
        />
      </div>
      <RecordHistorySheet
        entity="shop_withdrawal"
        id={shown?.id ?? null}
        title={shown ? t('record.history', { order: shown.orderNumber }) : ''}
        onClose={() => setShown(null)}
      />
    </PageLayout>
  );
}

function Line({ label, value, warn }: { label: string; value: string; warn?: boolean }) {
  return (
    <div className={warn ? 'shop-money-line shop-money-line-warn' : 'shop-money-line'}>
      <span className="shop-money-muted">{label}</span>
      <span>{value}</span>
    </div>
  );
}
