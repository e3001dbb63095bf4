import { lazy, Suspense } from 'react';
import { Chip } from './chip.tsx';
import { useLazyPopup } from './use-lazy-sheet.ts';

const Calendar = lazy(() => import('./date-range-calendar.tsx'));

import type { DateRange } from './date-picker.ts';

export type { DateRange };

/** A chip that shows a date range (`YYYY-M-D ~ YYYY-M-D`, the server's filter format) and picks it on a calendar. */
export function DateRangeChip({
  value,
  placeholder,
  onChange,
}: {
  value: DateRange;
  placeholder: string;
  onChange: (range: DateRange) => void;
}) {
  const calendar = useLazyPopup();
  return (
    <>
      <Chip
        on={!!value.startTime}
        label={value.startTime ? `${value.startTime} ~ ${value.endTime ?? ''}` : placeholder}
        onClick={calendar.show}
      />
      {calendar.loaded ? (
        <Suspense fallback={null}>
          <Calendar open={calendar.open} onClose={calendar.hide} onChange={onChange} />
        </Suspense>
      ) : null}
    </>
  );
}
