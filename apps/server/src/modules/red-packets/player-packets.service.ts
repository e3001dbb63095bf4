import { fenToYuan, RedPacketState, type OfferedRedPacket, type Page } from '@dzzs/shared';
import type { DbOrTrx } from '../../db/database.ts';
import { pageOf, windowOf, type PageQuery } from '../../db/paging.ts';
import * as repo from './red-packets.repository.ts';

// Red packets as a player sees them (docs/money.md, "Red packets"): those of their own shop on offer now, and the
// shares they grabbed. Another shop's packets never show.

/** The shop's open packets whose end time has not come, newest first, each saying whether the player grabbed it. */
export async function offered(
  db: DbOrTrx,
  player: { userId: number; shopId: number },
  now: number,
): Promise<OfferedRedPacket[]> {
  const rows = await repo.openPacketsOf(db, player.shopId, now);
  const grabbed = await repo.grabbedAmong(
    db,
    player.userId,
    rows.map((r) => r.id),
  );
  return rows
    .filter((r) => r.state === RedPacketState.open)
    .map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      count: r.count,
      left: r.remaining_count,
      end_time: r.end_time,
      grabbed: grabbed.has(r.id),
    }));
}

/** The shares the player grabbed, newest first. */
export async function grabbedBy(db: DbOrTrx, userId: number, q: PageQuery) {
  const { rows, total } = await repo.grabsByUser(db, userId, windowOf(q));
  return pageOf(q, total, rows, (g) => ({
    packet_id: g.packet_id,
    title: g.title,
    money: fenToYuan(g.fen),
    create_time: g.create_time,
  })) satisfies Page<unknown>;
}
