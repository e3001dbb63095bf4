import { nowSeconds } from '../../core/clock.ts';
import type { AppContext } from '../../context.ts';
import type { DemoIds } from '../../seed/demo-ids.ts';
import * as changes from '../players/player-changes.service.ts';
import * as withdrawals from './withdrawals.service.ts';

// Demo withdrawals of demo_shop in every state, made through the services the API and the platform CLI use: one
// paid out to Alipay and one refused (its money back) days ago, one to a bank card asked for today and still waiting
// (so the shop has two of today's three withdrawals left). And a 扣款 of a player, so 托管余额's tabs both show one.

const DAY = 86_400;

export async function seedShopMoney(ctx: AppContext, ids: DemoIds): Promise<void> {
  const shop = { userId: ids.shopId, shopId: ids.shopId };
  const now = nowSeconds();
  const paid = await withdrawals.withdraw(
    ctx,
    shop,
    {
      type: 1,
      number: '13800138000',
      contact: '13800138000',
      fen: 200_00,
    },
    now - 3 * DAY,
  );
  await withdrawals.decide(ctx, paid.id, { settle: true }, now - 2 * DAY);
  const refused = await withdrawals.withdraw(
    ctx,
    shop,
    {
      type: 2,
      number: '6222021234567890128',
      contact: 'demo_shop@example.com',
      fen: 150_00,
    },
    now - 2 * DAY,
  );
  await withdrawals.decide(
    ctx,
    refused.id,
    { settle: false, reason: '银行卡户名与店主实名不一致' },
    now - DAY,
  );
  await withdrawals.withdraw(ctx, shop, {
    type: 2,
    number: '6222021234567890128',
    contact: '13800138000',
    fen: 88_00,
  });
  await changes.moveMoney(
    ctx,
    { ...shop, isStaff: false },
    {
      id: ids.playerIds[2]!,
      fen: 50_00,
      memo: '线下提现',
      add: false,
    },
  );
}
