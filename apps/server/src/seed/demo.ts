import { Certification, GroupId } from '@dzzs/shared';
import type { AppContext } from '../context.ts';
import { nowSeconds } from '../core/clock.ts';
import * as accounts from '../modules/account/users.service.ts';
import { insertClerkConfig } from '../modules/staff/clerks.service.ts';
import { insertShop } from '../modules/account/sign-up.service.ts';
import { getSetting, putSetting } from '../modules/settings/settings.service.ts';
import type { DemoIds } from './demo-ids.ts';
import { hashPassword } from '../modules/account/password.ts';
import { systemAccount, transfer, wallet } from '../modules/ledger/ledger.service.ts';

export const DEMO_PASSWORD = 'demo123456';
export const DEMO_LOGINS = [
  { username: 'demo_shop', role: 'shopkeeper (店主)' },
  { username: 'partner_shop', role: 'partner shop (合作店主)' },
  { username: 'demo_clerk', role: 'staff of demo_shop (店员)' },
  {
    username: 'clerk_li / clerk_zhao',
    role: 'staff of demo_shop with fewer permissions and game rules (clerk_chen is stopped)',
  },
  { username: 'player01…50', role: 'players of demo_shop (彩民), in the player app at /player/' },
  { username: 'new_shop', role: 'a shop demo_shop invited, not certified yet (新开彩票站)' },
  { username: 'support', role: 'customer service (客服): its inbox in the same app' },
  { username: 'review_shop', role: 'a shop whose certification waits for review (待审彩票站)' },
];

const ACCOUNTS_DONE = 'demo_seed:accounts';
const moduleDone = (name: string) => `demo_seed:${name}`;
const REQUIRED_LOGINS = ['demo_shop', 'partner_shop', 'demo_clerk', 'support', 'player01', 'player50'];

export interface SeedOutcome {
  /** What this start seeded. */
  seeded: string[];
  /** What is still missing and why; empty when the demo is complete. */
  missing: string[];
}

/**
 * Seeds the demo: the accounts in one transaction (with their completion mark), then each module's demo data, each
 * marked done when it finished. A start that was killed half-way finishes on the next start what has no mark yet,
 * so the demo logins are only announced when everything is there.
 */
export async function seedDemo(ctx: AppContext): Promise<SeedOutcome> {
  const outcome: SeedOutcome = { seeded: [], missing: [] };
  let ids: DemoIds | null;
  if (await getSetting(ctx.db, ACCOUNTS_DONE)) ids = await existingDemoIds(ctx);
  else if (await accounts.findUserByLogin(ctx.db, 'demo_shop')) {
    // Accounts from before completion marks: adopt them if they are all there, else say what is missing.
    const absent = [];
    for (const login of REQUIRED_LOGINS)
      if (!(await accounts.findUserByLogin(ctx.db, login))) absent.push(login);
    if (absent.length) {
      outcome.missing.push(`demo accounts ${absent.join(', ')} (delete the data directory to seed afresh)`);
      return outcome;
    }
    await putSetting(ctx.db, ACCOUNTS_DONE, '1', nowSeconds());
    ids = await existingDemoIds(ctx);
  } else {
    ids = await seedDemoAccounts(ctx);
    outcome.seeded.push('accounts');
  }
  if (!ids) {
    outcome.missing.push('demo accounts (delete the data directory to seed afresh)');
    return outcome;
  }
  for (const module of ctx.modules) {
    if (!module.seedDemo || (await getSetting(ctx.db, moduleDone(module.name)))) continue;
    await module.seedDemo(ctx, ids);
    await putSetting(ctx.db, moduleDone(module.name), '1', nowSeconds());
    outcome.seeded.push(module.name);
  }
  return outcome;
}

async function existingDemoIds(ctx: AppContext): Promise<DemoIds | null> {
  const find = (login: string) => accounts.findUserByLogin(ctx.db, login);
  const [shop, partner, clerk, support] = await Promise.all([
    find('demo_shop'),
    find('partner_shop'),
    find('demo_clerk'),
    find('support'),
  ]);
  if (!shop || !partner || !clerk || !support) return null;
  const players = await accounts.listPlayerIds(ctx.db, shop.id);
  return {
    shopId: shop.id,
    partnerId: partner.id,
    clerkId: clerk.id,
    supportId: support.id,
    playerIds: players,
  };
}

/** The demo accounts alone (shops, staff, support, 50 players with balances), in one transaction; tests use it. */
export async function seedDemoAccounts(ctx: AppContext): Promise<DemoIds> {
  const now = nowSeconds();
  const shop = {
    password: DEMO_PASSWORD,
    certification: Certification.certified,
    serviceChargeBp: 100,
  };
  // One hash for every demo account keeps the first start fast; real accounts each get their own salt.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const base = { password_hash: passwordHash, create_time: now, update_time: now };
  return ctx.db.transaction().execute(async (trx) => {
    const shopId = await insertShop(
      trx,
      { ...shop, username: 'demo_shop', nickname: '幸运彩票店', mobile: '13800000001' },
      passwordHash,
    );
    const partnerId = await insertShop(
      trx,
      { ...shop, username: 'partner_shop', nickname: '合作彩票站', mobile: '13800000002' },
      passwordHash,
    );
    const clerkId = await accounts.insertUser(trx, {
      ...base,
      username: 'demo_clerk',
      nickname: '小王',
      group_id: GroupId.staff,
      shop_id: shopId,
    });
    await insertClerkConfig(trx, {
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
      });
      playerIds.push(id);
      await transfer(trx, ctx.dialect, {
        from: await systemAccount(trx, 'shop_till', shopId),
        to: wallet(id, shopId),
        fen: (i % 10) * 10_000 + 5_000,
        type: 'recharge',
        memo: { code: 'demoRecharge' },
      });
    }
    // The shops' opening money: the demo starts with balances, not with payments nobody made.
    const opening = await systemAccount(trx, 'opening');
    await transfer(trx, ctx.dialect, {
      from: opening,
      to: wallet(shopId, shopId),
      fen: 500_000,
      type: 'shop_recharge',
      memo: { code: 'demoRecharge' },
    });
    await transfer(trx, ctx.dialect, {
      from: opening,
      to: wallet(partnerId, partnerId),
      fen: 300_000,
      type: 'shop_recharge',
      memo: { code: 'demoRecharge' },
    });
    await putSetting(trx, ACCOUNTS_DONE, '1', now);
    return { shopId, partnerId, clerkId, playerIds, supportId };
  });
}
