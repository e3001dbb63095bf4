import { z } from 'zod';
import { pageQuery, yuan } from '../fields.ts';

// Answer and request shapes several areas share.

/**
 * An answer whose data is a sentence for the person, also given as `msg` (the earlier app toasts `data`): 出票成功,
 * 验证码已发送 … It is in the user's language (`think-lang`).
 */
export const Sentence = z.string().meta({
  description: 'A sentence for the person in their language, the same text as msg (the app shows it).',
});

/** An answer without data (`data: null`); the outcome is in `msg`. */
export const NoData = z.null().meta({ description: 'No data; msg says what happened.' });

/** A request that takes nothing but the transport keys every call carries. */
export const NoParameters = z.strictObject({});

/** A request of one page of a list, nothing else. */
export const PageRequest = z.strictObject({ ...pageQuery });

/** What every ledger entry shows, whichever balance it moved (a player's, a cooperation balance). */
export const ledgerEntryFields = {
  id: z.number().int(),
  /** In the reader's language. */
  memo: z.string(),
  /** Signed: what the entry did to the balance. */
  money: yuan,
  before: yuan,
  after: yuan,
  /** The order the entry is about, or ''. */
  order_id: z.string(),
  create_time: z.number().int(),
};
