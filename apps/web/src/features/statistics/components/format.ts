import dayjs from 'dayjs';

/** `YYYY-MM-DD HH:mm:ss` of unix seconds; empty for 0. */
export const timeText = (unix: number) => (unix > 0 ? dayjs(unix * 1000).format('YYYY-MM-DD HH:mm:ss') : '');

/** An incoming amount as the rows show it: +12.00 (a negative one keeps its sign). */
export const plus = (money: string) => (money.startsWith('-') ? money : `+${money}`);

/** An amount with its currency sign: ¥12.00, and -¥12.00 rather than ¥-12.00. */
export const yuanText = (money: string) => (money.startsWith('-') ? `-¥${money.slice(1)}` : `¥${money}`);
