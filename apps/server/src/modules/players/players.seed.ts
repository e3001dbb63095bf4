import { createShop } from '../account/sign-up.service.ts';
import type { AppContext } from '../../context.ts';
import type { DemoIds } from '../../seed/demo-ids.ts';
import * as changes from './player-changes.service.ts';
import { inviteCodeFor } from './invitations.service.ts';
import type { ShopCaller } from './players.service.ts';

// Demo players of demo_shop, set up through the same services the API uses: three starred players with remarks, an
// expert and a seller, two agents (player01 invited player02–player10, player02 invited player11–player15), a
// 加款 with a memo, invite codes for the shop and its agents, and a shop that signed up invited by demo_shop (邀请店主;
// not certified yet, so it waits for the platform like any new shop).

const REMARKS: Record<number, string> = { 0: '老客户张哥', 2: '周末来店', 4: '只买大乐透', 7: '欠款已结清' };

export async function seedPlayers(ctx: AppContext, ids: DemoIds): Promise<void> {
  const shop: ShopCaller = { userId: ids.shopId, shopId: ids.shopId, isStaff: false };
  const p = ids.playerIds;
  const [first, second] = [p[0], p[1]];
  if (first === undefined || second === undefined) return;
  for (const i of [0, 2, 4]) {
    const id = p[i];
    if (id !== undefined) await changes.setFlag(ctx, shop, { id, type: 'Star', value: '1' });
  }
  for (const [i, remark] of Object.entries(REMARKS)) {
    const id = p[Number(i)];
    if (id !== undefined) await changes.setFlag(ctx, shop, { id, type: 'remarks', value: remark });
  }
  if (p[3] !== undefined) await changes.setFlag(ctx, shop, { id: p[3], type: 'expert', value: '1' });
  if (p[5] !== undefined) await changes.setFlag(ctx, shop, { id: p[5], type: 'sale', value: '1' });
  for (const [agent, rate, days] of [
    [first, 0.02, 30],
    [second, 0.015, 15],
  ] as const) {
    await changes.setAgent(ctx, shop, { id: agent, type: 'agent', value: 1 });
    await changes.setAgentRate(ctx, shop, agent, rate);
    await changes.setAgent(ctx, shop, { id: agent, type: 'settle_days', value: days });
    await inviteCodeFor(ctx.db, agent);
  }
  for (const id of p.slice(1, 10)) await changes.setSuperior(ctx, shop, id, first);
  for (const id of p.slice(10, 15)) await changes.setSuperior(ctx, shop, id, second);
  await changes.moveMoney(ctx, shop, { id: first, fen: 200_00, memo: '微信转账', add: true });
  await inviteCodeFor(ctx.db, ids.shopId);
  await createShop(ctx, {
    username: 'new_shop',
    password: 'demo123456',
    nickname: '新开彩票站',
    mobile: '13800000009',
    inviterId: ids.shopId,
  });
}
