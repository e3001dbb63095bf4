import dayjs from 'dayjs';

/** `YYYY-MM-DD HH:mm` of unix seconds; empty for 0. */
export const timeText = (unix: number) => (unix > 0 ? dayjs(unix * 1000).format('YYYY-MM-DD HH:mm') : '');

/** The first day of this month to today, in the server's date filter format (代理统计's default range). */
export const thisMonth = () => ({
  startTime: dayjs().startOf('month').format('YYYY-M-D'),
  endTime: dayjs().format('YYYY-M-D'),
});

/** A rate as a percentage with up to two decimals: 0.015 → 1.5%. */
export const percent = (rate: number) => `${Number((rate * 100).toFixed(2))}%`;
