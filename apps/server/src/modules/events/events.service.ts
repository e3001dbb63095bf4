import type { WsServerFrame } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Audience } from '../../ws/event-bus.ts';
import { findShopsOfUsers } from '../account/users.service.ts';
import * as repo from './events.repository.ts';

// The websocket events' outbox (docs/operations.md, "Several instances"): every event a socket receives is first
// numbered in its shop's sequence and written here, then fanned out. An instance that missed some (Redis down, a
// socket reconnecting to another instance) reads them back from here in order.

/** How long events are kept: a client that was away longer is told to reload its lists instead. */
export const EVENTS_KEPT_SECONDS = 60 * 60;

/** One numbered event: the shop whose sequence it belongs to, its number, who it is for and the frame. */
export interface LoggedEvent {
  seq: number;
  audience: Audience;
  frame: WsServerFrame;
}

type Host = Pick<AppContext, 'db' | 'log'>;

/**
 * The shops whose sockets an audience reaches: the shop and the group named, and the shop of each account named (a
 * player of one shop may hear of an order another shop holds).
 */
async function shopsOf(host: Host, audience: Audience): Promise<number[]> {
  const shops = new Set<number>();
  if (audience.shop !== undefined) shops.add(audience.shop);
  if (audience.group !== undefined) shops.add(audience.group);
  const users = audience.users ?? [];
  if (users.length) for (const shop of (await findShopsOfUsers(host.db, users)).values()) shops.add(shop);
  // Ascending: two events of the same shops lock their heads in one order.
  return [...shops].sort((a, b) => a - b);
}

/**
 * Numbers the event in the sequence of each shop it reaches and keeps it, in one transaction; answers the number
 * it got in each shop's sequence. Called after the change it announces committed.
 */
export async function appendEvent(
  host: Host,
  audience: Audience,
  frame: WsServerFrame,
): Promise<Array<{ shop: number; seq: number }>> {
  const shops = await shopsOf(host, audience);
  if (!shops.length) return [];
  const body = {
    audience: JSON.stringify(audience),
    frame: JSON.stringify(frame),
    create_time: nowSeconds(),
  };
  return inTransaction(host, async ({ trx }) => {
    const numbered = [];
    for (const shop of shops) {
      const seq = await repo.nextSeq(trx, shop);
      await repo.insertEvent(trx, { shop_id: shop, seq, ...body });
      numbered.push({ shop, seq });
    }
    return numbered;
  });
}

/** The last number of each shop's sequence (0: no event yet). */
export async function eventHeads(host: Host, shops: readonly number[]): Promise<Map<number, number>> {
  const heads = new Map(shops.map((s) => [s, 0]));
  for (const row of await repo.findHeads(host.db, shops)) heads.set(row.shop_id, Number(row.seq));
  return heads;
}

/** A shop's kept events after `seq`, in order, at most `limit`. */
export async function eventsAfter(
  host: Host,
  shop: number,
  seq: number,
  limit: number,
): Promise<LoggedEvent[]> {
  const rows = await repo.findEventsAfter(host.db, shop, seq, limit);
  return rows.map((r) => ({
    seq: Number(r.seq),
    audience: JSON.parse(r.audience) as Audience,
    frame: JSON.parse(r.frame) as WsServerFrame,
  }));
}

/** Forgets events older than EVENTS_KEPT_SECONDS (a job; any instance may run it, any number of times). */
export async function pruneEvents(ctx: Pick<AppContext, 'db'>, now = nowSeconds()): Promise<number> {
  return repo.deleteEventsBefore(ctx.db, now - EVENTS_KEPT_SECONDS);
}
