import dayjs from 'dayjs';

/** `YYYY-MM-DD HH:mm` of unix seconds. */
export const timeText = (unix: number) => dayjs(unix * 1000).format('YYYY-MM-DD HH:mm');
