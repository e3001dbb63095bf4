// Money helpers without zod: the web's pages convert and sum amounts with them and load no schema code (the
// schema pieces for money, moneyInput and yuan, are in fields.ts).

/** Integer fen → yuan string with two decimals ("12.50"). */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A yuan amount as typed: digits, at most two decimals. */
const YUAN_PATTERN = /^\d+(\.\d{1,2})?$/;

/** Parses a yuan amount (number or string, at most two decimals) into integer fen; null when malformed. */
export function yuanToFen(input: string | number): number | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  if (!YUAN_PATTERN.test(text)) return null;
  const [whole, frac = ''] = text.split('.');
  const fen = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}
