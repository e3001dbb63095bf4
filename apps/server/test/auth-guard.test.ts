import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionsChanged } from '../src/modules/auth/session.service.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { platformCreateShop } from '../src/modules/platform/platform.service.ts';
import { ok } from '../src/http/reply.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Routes with each kind of guard, as feature modules declare them. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp(
    {},
    {
      routes(app) {
        app.get('/api/test/certified', { config: { auth: 'shop', certified: true } }, async () => ok('in'));
        app.get('/api/test/owner', { config: { auth: 'shopkeeper' } }, async () => ok('in'));
        app.get('/api/test/award', { config: { auth: 'shop', staff: 'award' } }, async () => ok('in'));
        app.get('/api/test/support', { config: { auth: 'support' } }, async () => ok('in'));
      },
    },
  );
  await seedDemoAccounts(t.ctx);
});
afterEach(() => t.close());

// These tests change permissions in the database directly, as the shop-administration service will; it tells the
// session memory (sessionsChanged), as every change of sessions or permissions must.
describe('route guards', () => {
  it('an uncertified shop gets 401 naming its state on certified actions; its staff inherit it', async () => {
    const id = await platformCreateShop(t.ctx, {
      username: 'fresh_shop',
      password: 'secret123',
      nickname: '新店',
    });
    const { token } = await t.login('fresh_shop', 'secret123');
    expect(await t.get('/api/test/certified', { token })).toMatchObject({
      code: 401,
      msg: '当前店铺处于未认证状态中，请完成店铺认证后再试',
    });
    expect((await t.get('/api/test/certified', { token, lang: 'en' })).msg).toBe(
      'The shop is Not certified; finish shop certification first',
    );
    // Staff of demo_shop (certified) pass; move demo_shop under review and they are held too.
    const clerk = await t.login('demo_clerk');
    expect(await t.get('/api/test/certified', { token: clerk.token })).toMatchObject({ code: 1, data: 'in' });
    const shopOfClerk = await t.db
      .selectFrom('users')
      .select('shop_id')
      .where('id', '=', clerk.userId)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('shop_config')
      .set({ store_certification: 2 })
      .where('shop_id', '=', shopOfClerk.shop_id)
      .execute();
    sessionsChanged(t.ctx);
    expect(await t.get('/api/test/certified', { token: clerk.token })).toMatchObject({
      code: 401,
      msg: '当前店铺处于待审核状态中，请完成店铺认证后再试',
    });
    await t.db.updateTable('shop_config').set({ store_certification: 1 }).where('shop_id', '=', id).execute();
    sessionsChanged(t.ctx);
    expect((await t.get('/api/test/certified', { token })).code).toBe(1);
  });

  it('owner-only actions refuse staff; staff permissions are the owner’s to give', async () => {
    const owner = await t.login('demo_shop');
    const clerk = await t.login('demo_clerk');
    expect((await t.get('/api/test/owner', { token: owner.token })).code).toBe(1);
    expect(await t.get('/api/test/owner', { token: clerk.token })).toMatchObject({
      code: 401,
      msg: '没有权限',
    });
    expect((await t.get('/api/test/award', { token: clerk.token })).code).toBe(1);
    await t.db.updateTable('clerk_config').set({ award: 0 }).where('user_id', '=', clerk.userId).execute();
    sessionsChanged(t.ctx);
    expect((await t.get('/api/test/award', { token: clerk.token })).code).toBe(401);
    expect((await t.get('/api/test/award', { token: owner.token })).code).toBe(1);
  });

  it('a stopped staff account is logged out at once', async () => {
    const clerk = await t.login('demo_clerk');
    await t.db.updateTable('clerk_config').set({ state: 0 }).where('user_id', '=', clerk.userId).execute();
    sessionsChanged(t.ctx);
    expect(await t.get('/api/test/award', { token: clerk.token })).toMatchObject({
      code: 303,
      data: { type: 'need login' },
    });
  });

  it('support routes refuse shop accounts', async () => {
    const owner = await t.login('demo_shop');
    expect((await t.get('/api/test/support', { token: owner.token })).code).toBe(401);
    expect((await t.get('/api/test/support')).code).toBe(303);
  });
});
