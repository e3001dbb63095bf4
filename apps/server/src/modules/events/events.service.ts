import type { WsServerFrame } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTrx } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Audience } from '../../ws/event-bus.ts';
import { findShopsOfUsers } from '../account/users.service.ts';
import * as repo from './events.repository.ts';

// The websocket events' outbox (docs/operations.md, "Several instances"): every event a socket receives is first
// numbered in its shop's sequence and written here — in the transaction of the change it announces — then fanned
// out after the commit. An instance that missed some (Redis down, a
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

/** An event on its way into the outbox. */
export interface Outgoing {
  audience: Audience;
  frame: WsServerFrame;
}

/** Where an event went: the number it got in the sequence of each shop it reaches. */
export type Numbered = Array<{ shop: number; seq: number }>;

/**
 * The shops whose sockets an audience reaches: the shop and the group named, and the shop of each account named (a
 * player of one shop may hear of an order another shop holds).
 */
function shopsOf(audience: Audience, shopOfUser: ReadonlyMap<number, number>): number[] {
  const shops = new Set<number>();
  if (audience.shop !== undefined) shops.add(audience.shop);
  if (audience.group !== undefined) shops.add(audience.group);
  for (const user of audience.users ?? []) {
    const shop = shopOfUser.get(user);
    if (shop !== undefined) shops.add(shop);
  }
  return [...shops];
}

/**
 * Numbers the events in the sequence of each shop they reach and keeps them, in the transaction `trx` (the change's
 * own when it has one: they commit or roll back with it); answers, per event, the numbers it got. A shop's events
 * are numbered in the order given, with one head update per shop, and the heads are locked in ascending shop order:
 * two transactions numbering events of the same shops never wait for each other the wrong way round.
 */
export async function appendEvents(trx: DbOrTrx, events: readonly Outgoing[]): Promise<Numbered[]> {
  const users = [...new Set(events.flatMap((e) => e.audience.users ?? []))];
  const shopOfUser = await findShopsOfUsers(trx, users);
  const reach = events.map((e) => shopsOf(e.audience, shopOfUser));
  const numbered: Numbered[] = events.map(() => []);
  const createTime = nowSeconds();
  const rows = [];
  for (const shop of [...new Set(reach.flat())].sort((a, b) => a - b)) {
    const mine = events.flatMap((_, i) => (reach[i]!.includes(shop) ? [i] : []));
    let seq = (await repo.takeSeqs(trx, shop, mine.length)) - mine.length;
    for (const i of mine) {
      seq++;
      numbered[i]!.push({ shop, seq });
      rows.push({
        shop_id: shop,
        seq,
        create_time: createTime,
        audience: JSON.stringify(events[i]!.audience),
        frame: JSON.stringify(events[i]!.frame),
      });
    }
  }
  if (rows.length) await repo.insertEvents(trx, rows);
  return numbered;
}

/** Numbers and keeps one event announcing no change of its own, in a short transaction. */
export async function appendEvent(host: Host, audience: Audience, frame: WsServerFrame): Promise<Numbered> {
  if (audience.shop === undefined && audience.group === undefined && !audience.users?.length) return [];
  return inTransaction(host, async ({ trx }) => (await appendEvents(trx, [{ audience, frame }]))[0]!);
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
