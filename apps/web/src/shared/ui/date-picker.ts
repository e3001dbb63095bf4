import { DatePicker } from 'antd-mobile';
import type { DatePickerProps } from 'antd-mobile';

/** Pickers span the current year ±150 years (DESIGN §9): birth dates and old ID cards as well as future deadlines. */
export const DATE_PICKER_YEARS = 150;

export function datePickerBounds(now = new Date()): { min: Date; max: Date } {
  const year = now.getFullYear();
  return {
    min: new Date(year - DATE_PICKER_YEARS, 0, 1),
    max: new Date(year + DATE_PICKER_YEARS, 11, 31, 23, 59, 59),
  };
}

/** Opens a date picker with the standard bounds; resolves null when dismissed. */
export function pickDate(
  options: Omit<DatePickerProps, 'min' | 'max' | 'visible'> = {},
): Promise<Date | null> {
  return DatePicker.prompt({ ...datePickerBounds(), ...options });
}

/** `YYYY-M-D`, the date filter format the server accepts (DESIGN §3). */
export function dateFilterValue(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}
