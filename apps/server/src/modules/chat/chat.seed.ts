import { GroupId } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import type { DemoIds } from '../../seed/demo-ids.ts';
import type { Caller } from '../auth/caller.ts';
import { markRead, sendPrivate, sendToGroup } from './chat.service.ts';

// Demo chat, sent through the same services the websocket uses: demo_shop's group, private conversations with a
// few players (two of them unread), and a customer-service conversation, so every chat page has something to show.

const as = (id: number, group: number, shopId: number): Caller => ({
  user: { id, group_id: group },
  shopId,
  clerk: null,
  certification: null,
});

export async function seedChat(ctx: AppContext, ids: DemoIds): Promise<void> {
  const shop = as(ids.shopId, GroupId.shopkeeper, ids.shopId);
  const clerk = as(ids.clerkId, GroupId.staff, ids.shopId);
  const support = as(ids.supportId, GroupId.support, 0);
  const player = (n: number) => as(ids.playerIds[n]!, GroupId.player, ids.shopId);
  const text = (content: string) => ({ content, kind: 'text' as const });

  await sendToGroup(ctx, shop, { to: 'public', ...text('欢迎加入本店群聊，开奖结果会第一时间发在这里。') });
  await sendToGroup(ctx, player(0), { to: 'public', ...text('老板，今晚双色球几点截止？') });
  await sendToGroup(ctx, clerk, { to: 'public', ...text('今晚 19:30 截止，请提前下单。') });

  await sendPrivate(ctx, player(0), { to: ids.shopId, ...text('老板，我上期的票出了吗？') });
  await sendPrivate(ctx, shop, { to: ids.playerIds[0], ...text('已经出票了，照片在订单详情里。') });
  await sendPrivate(ctx, player(0), { to: ids.shopId, ...text('好的，谢谢！') });
  await markRead(ctx, shop, ids.playerIds[0]);
  await sendPrivate(ctx, player(1), { to: ids.shopId, ...text('这期大乐透帮我追加一注。') });
  await sendPrivate(ctx, player(2), { to: ids.shopId, ...text('余额什么时候到账？') });

  await sendPrivate(ctx, shop, { to: 'support', ...text('你好，店铺认证要多久审核？') });
  await sendPrivate(ctx, support, { to: ids.shopId, ...text('您好，认证一般在一个工作日内完成。') });
}
