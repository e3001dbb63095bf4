import type { ReactNode } from 'react';
import { GAMES } from '@dzzs/shared/engine';
import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { lotteryLabel } from '../i18n/lottery-label.ts';
import { Chip } from './chip.tsx';

export { Chip };
import './filter-panel.css';

/**
 * The right-hand filter panel of the list pages (订单, 订单查询, partners' 历史记录): sections of chips, applied
 * together with 确定 or cleared with 重置.
 */
export function FilterPanel({
  open,
  onClose,
  onReset,
  onConfirm,
  afterShow,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onReset: () => void;
  onConfirm: () => void;
  /** Runs once the panel is shown: pages copy their applied filter into the panel's draft here. */
  afterShow?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Popup
      visible={open}
      position="right"
      onMaskClick={onClose}
      bodyClassName="filter-panel"
      {...(afterShow ? { afterShow } : {})}
    >
      {children}
      <div className="filter-panel-buttons">
        <Button block onClick={onReset}>
          {t('filter.reset')}
        </Button>
        <Button block color="warning" onClick={onConfirm}>
          {t('filter.confirm')}
        </Button>
      </div>
    </Popup>
  );
}

export function FilterSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <>
      <div className="filter-panel-section">{title}</div>
      <div className="filter-panel-chips">{children}</div>
    </>
  );
}
/** One chip per game, after one for every game (`undefined`). */
export function GameChips({
  value,
  allLabel,
  onChange,
}: {
  value: number | undefined;
  allLabel: string;
  onChange: (code: number | undefined) => void;
}) {
  return (
    <>
      <Chip on={value === undefined} label={allLabel} onClick={() => onChange(undefined)} />
      {GAMES.map((g) => (
        <Chip
          key={g.code}
          on={value === g.code}
          label={lotteryLabel({ game: g.code })}
          onClick={() => onChange(g.code)}
        />
      ))}
    </>
  );
}
