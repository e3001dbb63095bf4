import { nowMs } from '../../core/clock.ts';
import { perInstance } from '../../core/per-instance.ts';
import type { AppContext } from '../../context.ts';
import { listVersion } from './orders.repository.ts';

// The order tab's lists (待接单, 待出票, 合买) are read far more often than they change: every phone of the shop
// reads them on each push, on resume and while scrolling. Their answers are kept per shop, as the JSON bytes sent,
// under the shop's list version (docs/orders.md, "Kept lists"):
//
// - The database bumps the version in the same transaction as any change of one of the shop's orders or photos
//   (triggers, migration 0008). A kept answer is served only while the version is the one it was read under, so a
//   change is seen by the next read on every instance, whoever made it and whether or not anyone pushed anything.
// - The version is read before the list: a change that commits during the read leaves an answer under the old
//   version, which the next read passes over; an answer is never kept under a version newer than its rows.
// - One read fills a missing answer while the other readers of the same list wait for it (single flight): a push
//   makes every phone of the shop read at once.
// - A list item also shows the player's nickname; entries live at most MAX_AGE_MS, which bounds how long a renamed
//   player keeps the old name in a list.
// - `Cache-Control: no-cache` reads from the database and leaves the kept answers alone: nothing read, nothing kept
//   (the app never sends it; the bench does, to measure the read itself).

const MAX_AGE_MS = 10_000;
/** Entries over all shops (a page of 10 orders is about 6 KB of text). */
const MAX_ENTRIES = 2_000;

interface Entry {
  version: number;
  /** The answer as JSON in UTF-8, as it goes out: encoded once, not on every send. */
  json: Buffer;
  storedAt: number;
}

export interface OrderListCache {
  /** A list of the shop as JSON bytes: kept while the shop's version stands, else read by `load`. */
  read(shopId: number, key: string, load: () => Promise<Buffer>, fresh?: boolean): Promise<Buffer>;
}

function createOrderListCache(ctx: AppContext): OrderListCache {
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Promise<Buffer>>();

  const keep = (id: string, version: number, json: Buffer) => {
    entries.delete(id);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(id, { version, json, storedAt: nowMs() });
  };

  return {
    async read(shopId, key, load, fresh = false) {
      if (fresh) return load();
      const id = `${shopId}|${key}`;
      const version = await listVersion(ctx.db, shopId);
      const hit = entries.get(id);
      if (hit && hit.version === version && nowMs() - hit.storedAt < MAX_AGE_MS) return hit.json;
      const flightId = `${id}|${version}`;
      const flying = flights.get(flightId);
      if (flying) return flying;
      const flight = load()
        .then((json) => {
          keep(id, version, json);
          return json;
        })
        .finally(() => flights.delete(flightId));
      flights.set(flightId, flight);
      return flight;
    },
  };
}

/** The kept lists of one running app. */
export const orderListCache = perInstance<AppContext, OrderListCache>(createOrderListCache);
