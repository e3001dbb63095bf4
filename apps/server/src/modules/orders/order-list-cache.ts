import type { AppContext } from '../../context.ts';
import { perInstance } from '../../core/per-instance.ts';

// The order tab's lists (待接单, 待出票, 合买) are read far more often than they change: every phone of the shop
// reads them on each push, on resume and while scrolling. Their answers are kept per shop, as the JSON text sent,
// and dropped the moment an order of that shop changes.
//
// - This instance's own changes drop the shop's entries synchronously (order-moves calls `changed` before it
//   publishes), so the caller that acted reads its change right away.
// - Other instances' changes arrive as order.new / order.changed on the event bus (Redis across instances) and
//   drop them too. Every order change publishes one of these: the pushes to the shop's phones depend on it.
// - A read that started before a change must not store what it read: a generation number per shop, taken before
//   the read and compared before storing, sees to that.
// - A list item also shows the player's nickname and the ticket photos; entries live at most MAX_AGE_MS, which
//   bounds how long a renamed player keeps the old name in a list.
// - A client can ask for a fresh read with `Cache-Control: no-cache` (the bench does, to measure the database).

const MAX_AGE_MS = 10_000;
/** Entries over all shops (a page of 10 orders is about 6 KB of text). */
const MAX_ENTRIES = 2_000;

interface Entry {
  shopId: number;
  json: string;
  storedAt: number;
}

export interface OrderListCache {
  /** The JSON text of a list of the shop: from memory when nothing changed since, else from `load`. */
  read(shopId: number, key: string, load: () => Promise<unknown>, fresh?: boolean): Promise<string>;
  /** An order received by the shop changed: its lists are read anew. */
  changed(shopId: number): void;
}

function createOrderListCache(): OrderListCache {
  const entries = new Map<string, Entry>();
  const generations = new Map<number, number>();
  const generationOf = (shopId: number) => generations.get(shopId) ?? 0;

  return {
    async read(shopId, key, load, fresh = false) {
      const id = `${shopId}|${key}`;
      const hit = entries.get(id);
      if (hit && !fresh && Date.now() - hit.storedAt < MAX_AGE_MS) return hit.json;
      const generation = generationOf(shopId);
      const json = JSON.stringify(await load());
      if (generationOf(shopId) === generation) {
        entries.delete(id);
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(id, { shopId, json, storedAt: Date.now() });
      }
      return json;
    },
    changed(shopId) {
      generations.set(shopId, generationOf(shopId) + 1);
      for (const [id, entry] of entries) if (entry.shopId === shopId) entries.delete(id);
    },
  };
}

/** The cache of one running app, listening to that app's event bus. */
export const orderListCache = perInstance<AppContext, OrderListCache>((ctx) => {
  const cache = createOrderListCache();
  ctx.events.onMessage(({ audience, frame }) => {
    if ((frame.type === 'order.new' || frame.type === 'order.changed') && audience.shop !== undefined)
      cache.changed(audience.shop);
  });
  return cache;
});
