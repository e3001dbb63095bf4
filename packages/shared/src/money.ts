import { z } from 'zod';

/** Integer fen → yuan string with two decimals ("12.50"). */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const YUAN_PATTERN = /^\d+(\.\d{1,2})?$/;

/** Parses a yuan amount (number or string, at most two decimals) into integer fen; null when malformed. */
export function yuanToFen(input: string | number): number | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  if (!YUAN_PATTERN.test(text)) return null;
  const [whole, frac = ''] = text.split('.');
  const fen = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}

/**
 * Money input accepted by every endpoint: a number or string in yuan with at most two decimals, range-checked,
 * parsed to integer fen.
 */
export function moneyInput(opts: { minFen?: number; maxFen?: number } = {}) {
  const min = opts.minFen ?? 1;
  const max = opts.maxFen ?? 100_000_000_00;
  return z.union([z.number(), z.string()]).transform((value, ctx) => {
    const fen = yuanToFen(value);
    if (fen === null) {
      ctx.addIssue({ code: 'custom', message: 'money_format' });
      return z.NEVER;
    }
    if (fen < min || fen > max) {
      ctx.addIssue({ code: 'custom', message: `money_range:${fenToYuan(min)}:${fenToYuan(max)}` });
      return z.NEVER;
    }
    return fen;
  });
}

/** Yuan string on the wire. */
export const yuan = z.string().regex(/^-?\d+\.\d{2}$/);
