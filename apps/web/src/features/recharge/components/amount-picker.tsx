import { RECHARGE_QUICK_AMOUNTS } from '@dzzs/shared';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@dzzs/web-shared/money/money-input.tsx';
import { Chip } from '../../../shared/ui/chip.tsx';
import { RECHARGE_NS } from '../i18n.ts';

interface AmountPickerProps {
  quick: string;
  custom: string;
  onQuick: (amount: string) => void;
  onCustom: (amount: string) => void;
}

/** The quick amounts (¥11 first) and a custom amount, which wins while it is filled. */
export function AmountPicker({ quick, custom, onQuick, onCustom }: AmountPickerProps) {
  const { t } = useTranslation(RECHARGE_NS);
  return (
    <section className="recharge-card">
      <div className="recharge-card-title">{t('amount')}</div>
      <div className="recharge-quick">
        {RECHARGE_QUICK_AMOUNTS.map((amount) => (
          <Chip
            key={amount}
            on={!custom.trim() && quick === amount}
            label={`¥${amount}`}
            onClick={() => {
              onCustom('');
              onQuick(amount);
            }}
          />
        ))}
      </div>
      <label className="recharge-custom">
        <span className="recharge-custom-label">{t('custom')}</span>
        <span className="recharge-custom-sign">¥</span>
        <MoneyInput
          value={custom}
          onChange={onCustom}
          placeholder={t('customPlaceholder')}
          clearable
          testId="recharge-custom"
        />
      </label>
    </section>
  );
}
