import { GAME } from '@dzzs/shared/engine';
import type { AppContext } from '../../context.ts';
import type { DemoIds } from '../../seed/demo-ids.ts';
import * as coop from './cooperation.service.ts';

// Demo partner shops, made through the same services the API uses: demo_shop hands 竞彩足球, 大乐透 and 排列三 over
// to partner_shop (applied for and approved), 自动甩单 on for 排列三; partner_shop's own application to demo_shop
// waits, so demo_shop's bell shows one.

export async function seedCooperation(ctx: AppContext, ids: DemoIds): Promise<void> {
  const branch = { userId: ids.shopId, shopId: ids.shopId };
  const main = { userId: ids.partnerId, shopId: ids.partnerId };
  await coop.apply(ctx, branch, ids.partnerId, '周末出票忙不过来，申请合作');
  const games = [
    { gameCode: GAME.jczq, commission: 3 },
    { gameCode: GAME.dlt, commission: 5 },
    { gameCode: GAME.pl3, commission: 2 },
  ];
  for (const g of games) {
    await approveAll(ctx, main);
    await coop.applyGame(ctx, branch, { mainShopId: ids.partnerId, ...g, memo: '' });
  }
  await approveAll(ctx, main);
  await coop.setSwitch(ctx, branch, {
    side: 'branch',
    otherShopId: ids.partnerId,
    gameCode: GAME.pl3,
    value: 1,
  });
  await coop.apply(ctx, main, ids.shopId, '我店双色球终端检修，申请合作');
}

async function approveAll(ctx: AppContext, main: coop.CoopActor): Promise<void> {
  const waiting = await coop.applications(ctx, main.shopId, 'main', { waitingOnly: true }, 'zh-cn');
  for (const a of waiting) await coop.handle(ctx, main, a.id, 'adopt');
}
