import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput, moneyOrSay } from '@dzzs/web-shared/money/money-input.tsx';
import { DateRangeChip, type DateRange } from '../../../shared/ui/date-range-chip.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { COOPERATION_NS } from '../i18n.ts';

export interface LedgerRange extends DateRange {
  minMoney?: string | undefined;
  maxMoney?: string | undefined;
}

/** 余额明细's filter: a date range and an amount range, applied with 确定 and cleared with 重置. */
export function LedgerFilter({ onApply }: { onApply: (range: LedgerRange) => void }) {
  const { t } = useTranslation(COOPERATION_NS);
  const [dates, setDates] = useState<DateRange>({});
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const apply = () => {
    const amounts = [min, max].filter((text) => text.trim());
    if (amounts.some((text) => moneyOrSay(text, { minFen: 0 }, toast) === null)) return;
    onApply({ ...dates, minMoney: min.trim() || undefined, maxMoney: max.trim() || undefined });
  };
  const reset = () => {
    setDates({});
    setMin('');
    setMax('');
    onApply({});
  };
  return (
    <div className="cooperation-ledger-filter">
      <div className="cooperation-filter-row">
        <DateRangeChip value={dates} placeholder={t('ledger.dates')} onChange={setDates} />
      </div>
      <div className="cooperation-filter-row">
        <span className="cooperation-muted">{t('ledger.amount')}</span>
        <MoneyInput value={min} onChange={setMin} placeholder={t('ledger.min')} />
        <span>~</span>
        <MoneyInput value={max} onChange={setMax} placeholder={t('ledger.max')} />
        <Button size="mini" onClick={reset}>
          {t('filter.reset', { ns: 'common' })}
        </Button>
        <Button size="mini" color="warning" onClick={apply} data-testid="ledger-apply">
          {t('filter.confirm', { ns: 'common' })}
        </Button>
      </div>
    </div>
  );
}
