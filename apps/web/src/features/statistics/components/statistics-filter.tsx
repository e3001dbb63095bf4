import { ActionSheet } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip } from '../../../shared/ui/chip.tsx';
import { useLazyPopup } from '../../../shared/ui/use-lazy-sheet.ts';
import { STATISTICS_NS } from '../i18n.ts';
import { PRESETS, customRange, rangeText } from './range.ts';
import { chooseRange, choosePreset, chooseStaff, useSelection } from './selection.ts';

const Calendar = lazy(() => import('../../../shared/ui/date-range-calendar.tsx'));

export interface StaffChoice {
  id: number;
  nickname: string;
}

/**
 * Whose figures (全部 or one staff member; staff, who see only their own, get no choice) and over which Shanghai
 * days: a preset, or 自定义 on the calendar (current year ±150).
 */
export function StatisticsFilter({ staff }: { staff: readonly StaffChoice[] | null }) {
  const { t } = useTranslation(STATISTICS_NS);
  const { clerkId, preset, range } = useSelection();
  const [choosing, setChoosing] = useState(false);
  const calendar = useLazyPopup();
  const chosen = staff?.find((s) => s.id === clerkId);
  return (
    <div className="statistics-filter" data-testid="statistics-filter">
      {staff ? (
        <div className="statistics-filter-row">
          <span data-testid="staff-choice">
            <Chip
              on={clerkId !== 0}
              label={`${chosen?.nickname ?? t('filter.allStaff')} ▾`}
              onClick={() => setChoosing(true)}
            />
          </span>
        </div>
      ) : null}
      <div className="statistics-filter-row">
        {PRESETS.map((p) => (
          <Chip key={p} on={preset === p} label={t(`filter.${p}`)} onClick={() => choosePreset(p)} />
        ))}
        <Chip on={preset === 'custom'} label={t('filter.custom')} onClick={calendar.show} />
      </div>
      <div className="statistics-range" data-testid="statistics-range">
        {rangeText(range.startTime, range.endTime)}
      </div>
      {calendar.loaded ? (
        <Suspense fallback={null}>
          <Calendar
            open={calendar.open}
            onClose={calendar.hide}
            onChange={(picked) => {
              const days = customRange(picked);
              if (days) chooseRange(days);
            }}
          />
        </Suspense>
      ) : null}
      {staff ? (
        <ActionSheet
          visible={choosing}
          onClose={() => setChoosing(false)}
          extra={t('filter.staff')}
          actions={[{ id: 0, nickname: t('filter.allStaff') }, ...staff].map((s) => ({
            key: String(s.id),
            text: s.nickname,
          }))}
          onAction={(a) => {
            setChoosing(false);
            chooseStaff(Number(a.key));
          }}
        />
      ) : null}
    </div>
  );
}
