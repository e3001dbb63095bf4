/**
 * Bench seed of chat: `count` players of demo_shop, each with one message to the shop, so demo_shop's conversation
 * list holds `count` conversations (all unread), kept the way sending keeps them (docs/chat.md). Written in bulk.
 */
import { GroupId } from '@dzzs/shared';
import type { BenchSeeder } from '../lib/server-process.ts';

const BATCH = 500;

export function chatConversations(count: number): BenchSeeder {
  return async (ctx, { shopId }) => {
    const now = Math.floor(Date.now() / 1000);
    await ctx.db.transaction().execute(async (trx) => {
      for (let start = 0; start < count; start += BATCH) {
        const n = Math.min(BATCH, count - start);
        const players = await trx
          .insertInto('users')
          .values(
            Array.from({ length: n }, (_, i) => ({
              username: `chat${start + i}`,
              nickname: `彩民${start + i}`,
              password_hash: '',
              group_id: GroupId.player,
              shop_id: shopId,
              create_time: now,
              update_time: now,
            })),
          )
          .returning('id')
          .execute();
        const threads = players.map((p) => ({ player: p.id, thread: `${shopId}-${p.id}` }));
        const messages = await trx
          .insertInto('chat_messages')
          .values(
            threads.map((t, i) => ({
              thread: t.thread,
              shop_id: shopId,
              from_id: t.player,
              to_id: shopId,
              content: `第${start + i}位彩民的消息`,
              create_time: now - count + start + i,
            })),
          )
          .returning('id')
          .execute();
        const rows = threads.flatMap((t, i) => {
          const base = { thread: t.thread, shop_id: shopId, last_message_id: messages[i]!.id };
          const time = now - count + start + i;
          return [
            { ...base, user_id: shopId, peer_id: t.player, last_time: time, unread: 1 },
            { ...base, user_id: t.player, peer_id: shopId, last_time: time, unread: 0 },
          ];
        });
        await trx.insertInto('chat_conversations').values(rows).execute();
      }
      await trx
        .insertInto('chat_readers')
        .values({ user_id: shopId, unread_total: count })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ unread_total: count }))
        .execute();
    });
  };
}
