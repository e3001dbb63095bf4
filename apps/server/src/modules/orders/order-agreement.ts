import { fenToYuan, PLAYER_ORDER_LIMITS } from '@dzzs/shared';
import type { Quote } from '@dzzs/shared/engine';
import { AppError } from '../../core/errors.ts';
import { M } from './order-rules.ts';

// What the player saw before paying must be what the server charges (docs/orders.md, "Ordering"): every figure a
// client sends with a bet — the 注数 of each line, a sports slip's Note and Amount, the pay sheet's total and count —
// is compared with the engine's own count and price of the bet, and a difference refuses the order before any money
// moves. Figures left out are the engine's.

export interface SentFigures {
  /** The pay sheet's total, fen. */
  amount?: number | undefined;
  /** The pay sheet's 注数. */
  notes?: number | undefined;
}

const asNumber = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return null;
};

/** Refuses the first figure the client sent that is not the engine's. */
export function refuseDisagreement(sentContent: unknown, quote: Quote, sent: SentFigures): void {
  const mismatch = (field: string, value: string, engine: string) =>
    AppError.fail(M.orderFigureMismatch, {
      field,
      value,
      engine,
      notes: quote.notes,
      amount: fenToYuan(quote.amountFen),
    });
  if (Array.isArray(sentContent) && Array.isArray(quote.content)) {
    const lines = quote.content;
    sentContent.forEach((line: unknown, i) => {
      const note = asNumber((line as { note?: unknown } | null)?.note);
      const engine = lines[i]?.note;
      if (note !== null && engine !== undefined && note !== engine)
        throw mismatch(`content[${i}].note`, String(note), String(engine));
    });
  } else if (!Array.isArray(quote.content) && sentContent && typeof sentContent === 'object') {
    const remarks = (sentContent as { remarks?: Record<string, unknown> }).remarks;
    const note = asNumber(remarks?.Note);
    if (note !== null && note !== quote.notes)
      throw mismatch('content.remarks.Note', String(note), String(quote.notes));
    const amount = asNumber(remarks?.Amount);
    if (amount !== null && Math.round(amount * 100) !== quote.amountFen)
      throw mismatch(
        'content.remarks.Amount',
        fenToYuan(Math.round(amount * 100)),
        fenToYuan(quote.amountFen),
      );
  }
  if (sent.notes !== undefined && sent.notes !== quote.notes)
    throw mismatch('notes', String(sent.notes), String(quote.notes));
  if (sent.amount !== undefined && sent.amount !== quote.amountFen)
    throw mismatch('amount', fenToYuan(sent.amount), fenToYuan(quote.amountFen));
}

/** The platform's ceiling on one order, whatever the shop (PLAYER_ORDER_LIMITS). */
export function refuseAboveMaximum(amountFen: number): void {
  const max = PLAYER_ORDER_LIMITS.maxOrderFen;
  if (amountFen > max)
    throw AppError.fail(M.orderAboveMaximum, { max: fenToYuan(max), amount: fenToYuan(amountFen) });
}
