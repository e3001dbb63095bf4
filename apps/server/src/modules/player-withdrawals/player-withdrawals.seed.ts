import type { AppContext } from '../../context.ts';
import type { DemoIds } from '../../seed/demo-ids.ts';
import * as service from './player-withdrawals.service.ts';

// Demo withdrawal requests of demo_shop's players, made through the service the API uses (the money is held from
// their balances by transfers): three wait in 提现申请, two were paid (已结算) and one refused (已撤销).

export async function seedPlayerWithdrawals(ctx: AppContext, ids: DemoIds): Promise<void> {
  const shopId = ids.shopId;
  // player04–player09 keep 440–1,700 yuan after the demo orders.
  const [p1, p2, p3, p4, p5, p6] = ids.playerIds.slice(3, 9);
  const ask = (userId: number | undefined, w: service.WithdrawInput) =>
    userId === undefined ? Promise.resolve(undefined) : service.request(ctx, { userId, shopId }, w);
  const owner = { userId: shopId, shopId };
  const paid = await ask(p4, {
    fen: 300_00,
    method: 1,
    account: 'li.ming@example.com',
    contact: '13800000004',
    realName: '李明',
  });
  const paid2 = await ask(p5, {
    fen: 88_00,
    method: 2,
    account: '6222021234567890128',
    contact: '13800000005',
    realName: '赵强',
  });
  const refused = await ask(p6, {
    fen: 500_00,
    method: 1,
    account: '13800000006',
    contact: '13800000006',
    realName: '孙丽',
  });
  for (const id of [paid, paid2])
    if (id !== undefined) await service.handle(ctx, owner, { id, agree: true, reason: '' });
  if (refused !== undefined)
    await service.handle(ctx, owner, { id: refused, agree: false, reason: '支付宝实名与申请姓名不一致' });
  await ask(p1, {
    fen: 200_00,
    method: 1,
    account: '13800000001',
    contact: '微信 zhang_wei',
    realName: '张伟',
  });
  await ask(p2, {
    fen: 520_50,
    method: 2,
    account: '6222021234567890128',
    contact: '13800000002',
    realName: '王芳',
  });
  await ask(p3, {
    fen: 66_00,
    method: 1,
    account: 'chen.jing@example.com',
    contact: '13800000003',
    realName: '陈静',
  });
}
