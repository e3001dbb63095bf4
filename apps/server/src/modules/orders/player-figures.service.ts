import type { DbOrTrx } from '../../db/database.ts';
import * as repo from './player-orders.repository.ts';

// Figures of players from their orders, for the players area (docs/players.md): each one statement for a whole page
// of players, never one per player.

export type { Range } from './player-orders.repository.ts';

/** The last five settled orders of each player, newest first (true: won). Players without any get []. */
export async function recentResults(
  db: DbOrTrx,
  shopId: number,
  userIds: readonly number[],
): Promise<Map<number, boolean[]>> {
  const out = new Map<number, boolean[]>(userIds.map((id) => [id, []]));
  for (const r of await repo.recentResults(db, shopId, userIds))
    out.get(r.user_id)?.push(Number(r.won) === 1);
  return out;
}

const ID_CHUNK = 5_000;

/** The players among `userIds` who have placed an order in the shop (下单用户), asked in chunks of bounded size. */
export async function whoOrdered(db: DbOrTrx, shopId: number, userIds: readonly number[]): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < userIds.length; i += ID_CHUNK)
    out.push(...(await repo.whoOrdered(db, shopId, userIds.slice(i, i + ID_CHUNK))));
  return out;
}

/** 累计下单 and 累计消费 (fen) of one player. */
export function totalsOf(db: DbOrTrx, shopId: number, userId: number) {
  return repo.totalsOf(db, shopId, userId);
}

const byKey = (rows: { key: number; fen: number }[]) => new Map(rows.map((r) => [r.key, Number(r.fen)]));

/** What each player's bought orders cost (fen) in a range; absent: nothing. */
export async function boughtByPlayer(
  db: DbOrTrx,
  shopId: number,
  userIds: readonly number[],
  range: repo.Range,
) {
  return byKey(await repo.boughtByPlayer(db, shopId, userIds, range));
}

/** What the players each inviter invited (those `invitees` lets through) bought (fen) in a range, by inviter. */
export async function boughtByInviter(
  db: DbOrTrx,
  shopId: number,
  inviterIds: readonly number[],
  range: repo.Range,
  invitees: repo.InviteeFilter = {},
) {
  return byKey(await repo.boughtByInviter(db, shopId, inviterIds, range, invitees));
}
