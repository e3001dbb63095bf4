import { fenToYuan, yuanToFen, type CooperationLedgerEntry } from '@dzzs/shared';
import dayjs from 'dayjs';

/** `YYYY-MM-DD HH:mm` of unix seconds; empty for 0. */
export const timeText = (unix: number) => (unix > 0 ? dayjs(unix * 1000).format('YYYY-MM-DD HH:mm') : '');

/** The sum of balances (never below zero), added in fen so that ¥0.10 + ¥0.20 is ¥0.30. */
export const sumYuan = (amounts: readonly string[]) =>
  fenToYuan(amounts.reduce((sum, yuan) => sum + (yuanToFen(yuan) ?? 0), 0));

/** An amount as typed in fen, or null when it is not digits with at most two decimals. */
export const typedFen = (text: string) => (text.trim() ? yuanToFen(text) : null);

/** `YYYY-M-D` of a day, the server's date filter format. */
export const dayFilter = (day: dayjs.Dayjs) => day.format('YYYY-M-D');

/** A ledger entry that added to the balance (shown red, with its +). */
export const credits = (e: CooperationLedgerEntry) => !e.money.startsWith('-') && Number(e.money) !== 0;

/** An entry's amount with its sign: +12.00, -3.50. */
export const signedMoney = (e: CooperationLedgerEntry) => (credits(e) ? `+${e.money}` : e.money);
