import { Certification, GroupId } from '@dzzs/shared';
import * as accounts from '../../src/modules/account/account.repository.ts';
import { issueToken } from '../../src/modules/auth/token.service.ts';
import { createShop } from '../../src/modules/account/sign-up.service.ts';
import { seedDemoAccounts } from '../../src/seed/demo.ts';
import { setWallet } from './ledger.ts';
import { testAppWith, type TestApp } from './test-app.ts';

/** A certified shop that is no party to the demo shops' dealings (login third_shop / third123456); its id. */
export const createThirdShop = (t: TestApp): Promise<number> =>
  createShop(t.ctx, {
    username: 'third_shop',
    password: 'third123456',
    nickname: '第三彩票站',
    mobile: '13800000003',
    certification: Certification.certified,
  });

/**
 * A new app with the demo accounts (`ids`) and third_shop (`thirdId`), and the sessions of demo_shop (`shop`), its
 * staff demo_clerk (`clerk`) and third_shop (`third`).
 */
export const appWithThirdShop = () =>
  testAppWith(async (t) => {
    const ids = await seedDemoAccounts(t.ctx);
    const thirdId = await createThirdShop(t);
    const shop = (await t.login('demo_shop')).token;
    const clerk = (await t.login('demo_clerk')).token;
    const third = (await t.login('third_shop', 'third123456')).token;
    return { ids, thirdId, shop, clerk, third };
  });

/** A player of third_shop (created here), with `fen` in their balance and a session: a stranger to demo_shop. */
export async function strangerPlayer(
  t: TestApp,
  fen = 50_000,
): Promise<{ id: number; token: string; shopId: number }> {
  const shopId = await createThirdShop(t);
  const now = Math.floor(Date.now() / 1000);
  const id = await accounts.insertUser(t.db, {
    username: 'b_player',
    nickname: 'b_player',
    mobile: '13700000001',
    password_hash: 'not used: the session is issued directly',
    group_id: GroupId.player,
    shop_id: shopId,
    create_time: now,
    update_time: now,
  });
  await setWallet(t, id, fen);
  return { id, shopId, token: await issueToken(t.db, id, 'user', 3600) };
}
