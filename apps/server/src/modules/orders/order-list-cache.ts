import { keptAnswers } from '../../core/kept-answers.ts';
import { perInstance } from '../../core/per-instance.ts';
import type { AppContext } from '../../context.ts';
import { listVersion } from './orders.repository.ts';

// The order tab's lists (待接单, 待出票, 合买) are read far more often than they change: every phone of the shop
// reads them on each push, on resume and while scrolling. Their answers are kept per shop, as the JSON bytes sent,
// under the shop's list version (docs/orders.md, "Kept lists"; the rules are core/kept-answers.ts's):
//
// - The database bumps the version in the same transaction as any change of one of the shop's orders or photos
//   (triggers, migration 0008), so a change is seen by the next read on every instance.
// - The version is read before the list: a change that commits during the read leaves an answer under the old
//   version, which the next read passes over.
// - A list item also shows the player's nickname; entries live at most MAX_AGE_MS, which bounds how long a renamed
//   player keeps the old name in a list.
// - `Cache-Control: no-cache` reads from the database and leaves the kept answers alone: nothing read, nothing kept
//   (the app never sends it; the bench does, to measure the read itself).

const MAX_AGE_MS = 10_000;
/** Entries over all shops (a page of 10 orders is about 6 KB of text). */
const MAX_ENTRIES = 2_000;

export interface OrderListCache {
  /** A list of the shop as JSON bytes: kept while the shop's version stands, else read by `load`. */
  read(shopId: number, key: string, load: () => Promise<Buffer>, fresh?: boolean): Promise<Buffer>;
}

function createOrderListCache(ctx: AppContext): OrderListCache {
  const kept = keptAnswers({ maxEntries: MAX_ENTRIES, maxAgeMs: MAX_AGE_MS });
  return {
    async read(shopId, key, load, fresh = false) {
      if (fresh) return load();
      const version = await listVersion(ctx.db, shopId);
      return kept.read(`${shopId}|${key}`, String(version), load);
    },
  };
}

/** The kept lists of one running app. */
export const orderListCache = perInstance<AppContext, OrderListCache>(createOrderListCache);
