import { Stepper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MAX_MULTIPLE } from '@dzzs/shared/engine';
import { BETTING_NS } from '../i18n.ts';

/** 倍数 on every 投注单, number or sports: whole multiples from 1 to the engine's most. */
export function MultipleRow({
  value,
  onChange: set,
}: {
  value: number;
  onChange: (multiple: number) => void;
}) {
  const { t } = useTranslation(BETTING_NS);
  return (
    <div className="slip-row">
      <span>{t('slip.multiple')}</span>
      <Stepper min={1} max={MAX_MULTIPLE} digits={0} value={value} onChange={set} data-testid="multiple" />
    </div>
  );
}
