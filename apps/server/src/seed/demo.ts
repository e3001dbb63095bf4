import { Certification, GroupId } from '@dzzs/shared';
import type { AppContext } from '../context.ts';
import { nowSeconds } from '../core/clock.ts';
import * as accounts from '../modules/account/account.repository.ts';
import { createShop } from '../modules/account/account.service.ts';
import { hashPassword } from '../modules/account/password.ts';
import { applyMoneyChange } from '../modules/ledger/ledger.service.ts';
import crypto from 'node:crypto';

export const DEMO_PASSWORD = 'demo123456';
export const DEMO_LOGINS = [
  { username: 'demo_shop', role: 'shopkeeper (店主)' },
  { username: 'partner_shop', role: 'partner shop (合作店主)' },
  { username: 'demo_clerk', role: 'staff of demo_shop (店员)' },
  { username: 'player01…50', role: 'players of demo_shop (彩民)' },
  { username: 'support', role: 'platform support (客服)' },
];

/** Further demo data from other areas (orders, chat, …), run after the accounts exist. */
export type DemoSeeder = (ctx: AppContext, ids: DemoIds) => Promise<void>;
export interface DemoIds {
  shopId: number;
  partnerId: number;
  clerkId: number;
  playerIds: number[];
  supportId: number;
}
const seeders: DemoSeeder[] = [];
export function addDemoSeeder(seeder: DemoSeeder): void {
  seeders.push(seeder);
}

/** Seeds the demo accounts once; returns false when they already exist. */
export async function seedDemo(ctx: AppContext): Promise<boolean> {
  if (await accounts.findUserByLogin(ctx.db, 'demo_shop')) return false;
  const now = nowSeconds();
  const shopId = await createShop(ctx, {
    username: 'demo_shop',
    password: DEMO_PASSWORD,
    nickname: '幸运彩票店',
    mobile: '13800000001',
    certification: Certification.certified,
    serviceChargeBp: 100,
  });
  const partnerId = await createShop(ctx, {
    username: 'partner_shop',
    password: DEMO_PASSWORD,
    nickname: '合作彩票站',
    mobile: '13800000002',
    certification: Certification.certified,
    serviceChargeBp: 100,
  });
  // One hash for every demo account keeps the first start fast; real accounts each get their own salt.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const base = { password_hash: passwordHash, create_time: now, update_time: now };
  const ids = await ctx.db.transaction().execute(async (trx) => {
    const clerkId = await accounts.insertUser(trx, {
      ...base,
      username: 'demo_clerk',
      nickname: '小王',
      group_id: GroupId.staff,
      shop_id: shopId,
    });
    await accounts.insertClerkConfig(trx, {
      user_id: clerkId,
      shop_id: shopId,
      real_name: '王小明',
      view_userlist: 1,
      cooperation: 1,
      award: 1,
      create_time: now,
      update_time: now,
    });
    const supportId = await accounts.insertUser(trx, {
      ...base,
      username: 'support',
      nickname: '平台客服',
      group_id: GroupId.support,
      shop_id: 0,
    });
    const playerIds: number[] = [];
    for (let i = 1; i <= 50; i++) {
      const n = String(i).padStart(2, '0');
      const id = await accounts.insertUser(trx, {
        ...base,
        username: `player${n}`,
        nickname: `彩民${n}`,
        group_id: GroupId.player,
        shop_id: shopId,
        mobile: `1390000${String(i).padStart(4, '0')}`,
        push_key: crypto.randomBytes(16).toString('hex'),
      });
      playerIds.push(id);
      await applyMoneyChange(trx, ctx.dialect, {
        userId: id,
        shopId,
        change: (i % 10) * 10_000 + 5_000,
        type: 'recharge',
        memo: '演示充值',
      });
    }
    await applyMoneyChange(trx, ctx.dialect, {
      userId: shopId,
      shopId,
      change: 500_000,
      type: 'shop_recharge',
      memo: '演示充值',
    });
    await applyMoneyChange(trx, ctx.dialect, {
      userId: partnerId,
      shopId: partnerId,
      change: 300_000,
      type: 'shop_recharge',
      memo: '演示充值',
    });
    return { shopId, partnerId, clerkId, playerIds, supportId };
  });
  for (const seeder of seeders) await seeder(ctx, ids);
  return true;
}
