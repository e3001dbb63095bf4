import { lazy, Suspense, useState } from 'react';
import { Chip } from './chip.tsx';

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
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Chip
        on={!!value.startTime}
        label={value.startTime ? `${value.startTime} ~ ${value.endTime ?? ''}` : placeholder}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used ? (
        <Suspense fallback={null}>
          <Calendar open={open} onClose={() => setOpen(false)} onChange={onChange} />
        </Suspense>
      ) : null}
    </>
  );
}
