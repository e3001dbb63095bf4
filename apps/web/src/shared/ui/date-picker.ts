/** Pickers span the current year ±150 years: birth dates and old ID cards as well as future deadlines. */
export const DATE_PICKER_YEARS = 150;

export function datePickerBounds(now = new Date()): { min: Date; max: Date } {
  const year = now.getFullYear();
  return {
    min: new Date(year - DATE_PICKER_YEARS, 0, 1),
    max: new Date(year + DATE_PICKER_YEARS, 11, 31, 23, 59, 59),
  };
}

/** `YYYY-M-D`, the date filter format the server accepts. */
export function dateFilterValue(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** A date filter as the server reads it (`YYYY-M-D`), either end open. */
export interface DateRange {
  startTime?: string | undefined;
  endTime?: string | undefined;
}
