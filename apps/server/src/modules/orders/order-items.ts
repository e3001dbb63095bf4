import { nowMs } from '../../core/clock.ts';
import { perInstance } from '../../core/per-instance.ts';
import type { AppContext } from '../../context.ts';
import type { OrderKey } from './orders.repository.ts';

// Every order list renders its items through here (docs/orders.md, "Kept lists"). A page first reads the ids and
// versions of its orders; the item rendered before for an order whose version stands is reused as the UTF-8 JSON it
// was encoded to once, and only the other orders are read in full and rendered. The database moves an order's
// version with every change of what its item shows (the order, its photos, its group-buy; migration 0012), so after
// one order of a shop changes, the next read of each of its lists renders that one order and not the page.
//
// - The item does not depend on who reads it beyond the kind of reader (a shop sees no bet content before 接单).
//   Which orders a reader may see is decided by the page query, never here.
// - Items also show nicknames, which are no part of the version: an item lives at most MAX_AGE_MS, the bound the
//   kept lists already give a renamed player.

const MAX_AGE_MS = 10_000;
/** Per kind of reader; about 700 bytes each: some 14 MB in all at most. */
const MAX_ITEMS = 10_000;

export type ItemReader = 'shop' | 'player';

interface Item {
  version: number;
  json: Buffer;
  storedAt: number;
}

export interface OrderItems {
  /** The kept item of the order at this version, if any. */
  get(reader: ItemReader, key: OrderKey): Buffer | undefined;
  keep(reader: ItemReader, key: OrderKey, json: Buffer): void;
}

function createOrderItems(): OrderItems {
  const items: Record<ItemReader, Map<number, Item>> = { shop: new Map(), player: new Map() };
  return {
    get(reader, key) {
      const item = items[reader].get(key.id);
      return item && item.version === key.version && nowMs() - item.storedAt < MAX_AGE_MS
        ? item.json
        : undefined;
    },
    keep(reader, key, json) {
      const kept = items[reader];
      kept.delete(key.id);
      if (kept.size >= MAX_ITEMS) kept.delete(kept.keys().next().value as number);
      kept.set(key.id, { version: key.version, json, storedAt: nowMs() });
    },
  };
}

/** The kept list items of one running app. */
export const orderItems = perInstance<AppContext, OrderItems>(createOrderItems);
