import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { BETTING_NS } from '../i18n.ts';

/** The foot of every 投注单, number or sports: 清空, the slip's figures, 确认提交 (both off while the slip is empty). */
export function SlipFooter({
  empty,
  onClear,
  onSubmit,
  children,
}: {
  empty: boolean;
  onClear: () => void;
  onSubmit: () => void;
  /** "共N注 M倍 X元", and whatever else the game says under it (预计奖金). */
  children: ReactNode;
}) {
  const { t } = useTranslation(BETTING_NS);
  return (
    <div className="picker-footer">
      <Button size="small" onClick={onClear} disabled={empty}>
        {t('clear')}
      </Button>
      <span className="picker-figures" data-testid="slip-figures">
        {children}
      </span>
      <Button size="small" color="primary" disabled={empty} onClick={onSubmit} data-testid="submit">
        {t('slip.submit')}
      </Button>
    </div>
  );
}
