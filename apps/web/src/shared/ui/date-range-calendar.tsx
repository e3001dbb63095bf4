import { CalendarPicker } from 'antd-mobile';
import { datePickerBounds, dateFilterValue, type DateRange } from './date-picker.ts';

/** The calendar of DateRangeChip, loaded on the chip's first tap (the calendar and its popup are heavy). */
export default function DateRangeCalendar({
  open,
  onClose,
  onChange,
}: {
  open: boolean;
  onClose: () => void;
  onChange: (range: DateRange) => void;
}) {
  const bounds = datePickerBounds();
  return (
    <CalendarPicker
      visible={open}
      selectionMode="range"
      min={bounds.min}
      max={bounds.max}
      onClose={onClose}
      onConfirm={(range) => {
        onClose();
        if (range) onChange({ startTime: dateFilterValue(range[0]), endTime: dateFilterValue(range[1]) });
      }}
    />
  );
}
