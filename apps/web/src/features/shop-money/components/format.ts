import dayjs from 'dayjs';

/** `YYYY-MM-DD HH:mm:ss` of unix seconds; empty for 0. */
export const timeText = (unix: number) => (unix > 0 ? dayjs(unix * 1000).format('YYYY-MM-DD HH:mm:ss') : '');

/** A signed yuan amount as a ledger row shows it: +12.00 / -12.00. */
export const signed = (money: string) => (money.startsWith('-') ? money : `+${money}`);
