import '../cooperation-sheets.css';
import type { CooperationLedgerEntry } from '@dzzs/shared';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { COOPERATION_NS } from '../i18n.ts';
import { signedMoney, timeText } from './format.ts';

/** One entry of 余额明细: when, the order it is about, the amount and the balance before and after. */
export default function EntryDetail({
  entry,
  onClose,
}: {
  entry: CooperationLedgerEntry;
  onClose: () => void;
}) {
  const { t } = useTranslation(COOPERATION_NS);
  const rows: [string, string][] = [
    [t('ledger.time'), timeText(entry.create_time)],
    [t('ledger.orderNo'), entry.order_id],
    [t('ledger.change'), signedMoney(entry)],
    [t('ledger.balanceChange'), `${entry.before} → ${entry.after}`],
    [t('ledger.memo'), entry.memo],
  ];
  return (
    <Popup visible onMaskClick={onClose} bodyClassName="cooperation-sheet">
      <div className="cooperation-sheet-title">{t('ledger.detail')}</div>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="cooperation-detail-row">
            <span className="cooperation-muted">{label}</span>
            <span>{value}</span>
          </div>
        ))}
    </Popup>
  );
}
