import { fenToYuan, yuanToFen } from '@dzzs/shared';

// What every money field of the app takes and how it refuses an amount (docs/architecture.md, web rules): kept apart
// from the input component so a page checks an amount without loading it. Self-contained: money helpers of
// @dzzs/shared and the labels of ./i18n.ts only.

/**
 * A typed amount reduced to what a money field holds: digits and one dot, at most two decimals. A phone's Chinese
 * keyboard types the dot as 。 or ．; letters, signs, spaces and a second dot are dropped as they are typed.
 */
export function moneyText(typed: string): string {
  const kept = typed.replace(/[。．]/g, '.').replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot < 0) return kept;
  return `${kept.slice(0, dot + 1)}${kept
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2)}`;
}

/** The bounds of one money field, fen. `available` is a balance the amount is paid from (it names itself). */
export interface MoneyBounds {
  /** Smallest amount allowed; 1 fen (0.01 元) unless told (0 where nothing is a valid answer, a prize of 0). */
  minFen?: number;
  /** Largest amount of one operation (单次最多). */
  maxFen?: number;
  /** What the money comes out of (超过可用余额). */
  availableFen?: number;
}

/** Why an amount is refused: a key of the `money-input` labels with the yuan amount it names. */
export type MoneyRefusal =
  { key: 'empty' } | { key: 'format' } | { key: 'min' | 'max' | 'available'; yuan: string };

/** The amount in fen, or the first bound it breaks. */
export function checkMoney(
  text: string,
  bounds: MoneyBounds = {},
): { fen: number } | { refusal: MoneyRefusal } {
  const typed = text.trim();
  if (!typed) return { refusal: { key: 'empty' } };
  const fen = yuanToFen(typed);
  if (fen === null) return { refusal: { key: 'format' } };
  const min = bounds.minFen ?? 1;
  if (fen < min) return { refusal: { key: 'min', yuan: fenToYuan(min) } };
  if (bounds.maxFen !== undefined && fen > bounds.maxFen)
    return { refusal: { key: 'max', yuan: fenToYuan(bounds.maxFen) } };
  if (bounds.availableFen !== undefined && fen > bounds.availableFen)
    return { refusal: { key: 'available', yuan: fenToYuan(bounds.availableFen) } };
  return { fen };
}
