import {
  fenToYuan,
  RED_PACKET_LIMITS,
  redPacketMoneyRange,
  redPacketTotalFen,
  RedPacketType,
  yuanToFen,
} from '@dzzs/shared';

// The send form's checks, before any call: the same limits the server enforces (packages/shared), worded for the
// shopkeeper. The server checks again; this only saves a round trip and says it in the form's words.

export interface SendForm {
  type: RedPacketType;
  money: string;
  count: string;
  days: string;
  title: string;
}

/** A refusal: a label key of the `check` group with its parameters. */
export interface Refusal {
  key:
    | 'amountEmpty'
    | 'amountBad'
    | 'countEmpty'
    | 'countBad'
    | 'daysEmpty'
    | 'daysBad'
    | 'titleLong'
    | 'randomTooSmall'
    | 'tooMuch'
    | 'short';
  params?: Record<string, string | number>;
}

const wholeIn = (text: string, range: { min: number; max: number }) =>
  /^\d+$/.test(text) && Number(text) >= range.min && Number(text) <= range.max;

const yuanText = (fen: number) => fenToYuan(fen).replace(/\.00$/, '');

/** The packet's total in fen, or 0 while the amount or the count is not a number yet (the big ¥ shows 0.00). */
export function totalFenOf(form: Pick<SendForm, 'type' | 'money' | 'count'>): number {
  const fen = yuanToFen(form.money.trim() || 'x');
  const count = /^\d+$/.test(form.count.trim()) ? Number(form.count.trim()) : 0;
  if (fen === null) return 0;
  return redPacketTotalFen(form.type, fen, form.type === RedPacketType.fixed ? count : 1);
}

/** The first thing wrong with the form, or null; `balanceFen` is the shop balance when known. */
export function checkSend(form: SendForm, balanceFen: number | null): Refusal | null {
  const { count, days, titleMax, totalMaxFen } = RED_PACKET_LIMITS;
  const money = form.money.trim();
  if (!money) return { key: 'amountEmpty' };
  const fen = yuanToFen(money);
  if (fen === null || fen <= 0) return { key: 'amountBad' };
  const countText = form.count.trim();
  if (!countText) return { key: 'countEmpty' };
  if (!wholeIn(countText, count)) return { key: 'countBad', params: count };
  const daysText = form.days.trim();
  if (!daysText) return { key: 'daysEmpty' };
  if (!wholeIn(daysText, days)) return { key: 'daysBad', params: days };
  if (form.title.trim().length > titleMax) return { key: 'titleLong', params: { max: titleMax } };
  const n = Number(countText);
  const range = redPacketMoneyRange(form.type, n);
  if (fen < range.minFen) return { key: 'randomTooSmall', params: { count: n, min: yuanText(range.minFen) } };
  const total = redPacketTotalFen(form.type, fen, n);
  if (total > totalMaxFen) return { key: 'tooMuch', params: { max: yuanText(totalMaxFen) } };
  if (balanceFen !== null && total > balanceFen)
    return { key: 'short', params: { money: fenToYuan(balanceFen) } };
  return null;
}
