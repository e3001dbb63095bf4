import { RedPacketType } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { DemoIds } from '../../seed/demo-ids.ts';
import { backdateEvents } from '../history/history.service.ts';
import { backdatePacket } from './red-packets.repository.ts';
import * as packets from './red-packets.service.ts';

// Demo red packets of demo_shop, made through the services the API uses, one in every state: two open with some
// shares grabbed, one all claimed, one revoked by the shop, one expired (sent three days ago for a day) and refunded.

export async function seedRedPackets(ctx: AppContext, ids: DemoIds): Promise<void> {
  const owner = { userId: ids.shopId, shopId: ids.shopId };
  const send = async (type: RedPacketType, fen: number, count: number, days: number, title: string) =>
    (await packets.push(ctx, owner, { type, count, days, moneyFen: fen, title })).id;
  const grabBy = async (id: number, players: readonly number[]) => {
    for (const userId of players) await packets.grab(ctx, { userId, shopId: ids.shopId }, id);
  };
  const p = ids.playerIds;

  const expired = await send(RedPacketType.random, 2000, 8, 1, '周末加油包');
  await grabBy(expired, p.slice(10, 13));
  await inTransaction(ctx, async (tx) => {
    await backdatePacket(tx.trx, expired, 3 * 86_400);
    await backdateEvents(tx.trx, 'red_packet', expired, 3 * 86_400);
  });
  await packets.expireDue(ctx);

  const revoked = await send(RedPacketType.fixed, 100, 10, 3, '新人见面礼');
  await grabBy(revoked, p.slice(5, 7));
  await packets.revoke(ctx, owner, revoked);

  const exhausted = await send(RedPacketType.random, 1000, 5, 1, '开奖日红包');
  await grabBy(exhausted, p.slice(0, 5));

  const fixed = await send(RedPacketType.fixed, 200, 20, 7, '感谢一路相伴');
  await grabBy(fixed, p.slice(7, 10));

  const lucky = await send(RedPacketType.random, 8888, 10, 3, '恭喜发财，大吉大利');
  await grabBy(lucky, p.slice(0, 4));
}
