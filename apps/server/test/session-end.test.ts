import { WS_CLOSE_SESSION_ENDED } from '@dzzs/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.ts';
import { endSessions } from '../src/modules/auth/session.service.ts';
import { setUserEnabled } from '../src/modules/platform/platform.service.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { createRedisBus } from '../src/ws/event-bus.ts';
import { createTestApp, TEST_REDIS_URL, type TestApp } from './helpers/test-app.ts';
import { connect, listening, type WsClient } from './helpers/ws-client.ts';

// Whatever ends a session closes the account's open sockets at once, on every instance, with the close code that
// sends the app to its login page; other accounts' sockets stay open and keep their events.

const apps: TestApp[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});

async function app(...args: Parameters<typeof createTestApp>): Promise<TestApp> {
  const t = await createTestApp(...args);
  apps.push(t);
  return t;
}

async function socketOf(url: string, token: string): Promise<WsClient> {
  const client = connect(`${url}?token=${token}`);
  await client.next('ready');
  return client;
}

const tokensOf = (t: TestApp, userId: number) =>
  t.db.selectFrom('tokens').select('type').where('user_id', '=', userId).execute();

/** The account's socket is still open and still gets its events. */
async function stillServed(t: TestApp, account: Account) {
  await t.ctx.events.publish({ users: [account.userId] }, { type: 'badge', count: { Withdrawal: 7 } });
  expect(await account.socket.next('badge')).toMatchObject({ count: { Withdrawal: 7 } });
  expect(account.socket.socket.readyState).toBe(account.socket.socket.OPEN);
}

interface Account {
  userId: number;
  token: string;
  refresh: string;
  socket: WsClient;
}

/** One instance with the demo accounts: the shop owner, another shop and a staff member, each logged in with a socket. */
async function world() {
  const t = await app();
  await seedDemoAccounts(t.ctx);
  const url = await listening(t);
  const account = async (username: string): Promise<Account> => {
    const session = await t.login(username);
    return { ...session, socket: await socketOf(url, session.token) };
  };
  return {
    t,
    owner: await account('demo_shop'),
    other: await account('partner_shop'),
    clerk: await account('demo_clerk'),
  };
}

describe('sessions end with their sockets', () => {
  it.skipIf(!process.env.REDIS_AVAILABLE)(
    'a logout on one instance closes the account’s socket on another, and no one else’s',
    async () => {
      // A channel of this test's own, so parallel runs sharing the Redis server don't see each other's events.
      const channel = `test:${Math.random().toString(36).slice(2)}`;
      const a = await app({}, { events: await createRedisBus(TEST_REDIS_URL, () => {}, channel) });
      await seedDemoAccounts(a.ctx);
      const b = await app({}, { events: await createRedisBus(TEST_REDIS_URL, () => {}, channel) });
      // Two instances of one deployment share the database.
      b.ctx.db = a.ctx.db;
      const urlB = await listening(b);
      const [owner, other] = await Promise.all([a.login('demo_shop'), a.login('partner_shop')]);
      const ownerOnB = await socketOf(urlB, owner.token);
      const otherOnB = { ...other, socket: await socketOf(urlB, other.token) };
      // Instance B has the owner's session in its memory.
      expect((await b.get('/api/NewUser/index', { token: owner.token })).code).toBe(1);

      expect(await a.post('/api/user/logout', { token: owner.token })).toMatchObject({ code: 1 });
      expect(await ownerOnB.closed).toBe(WS_CLOSE_SESSION_ENDED);
      expect(await tokensOf(a, owner.userId)).toEqual([]);
      // B forgot the session when it heard of its end, without waiting for its memory to expire.
      expect((await b.get('/api/NewUser/index', { token: owner.token })).code).toBe(303);
      await stillServed(b, otherOnB);
    },
  );

  it('logout', async () => {
    const { t, owner, other } = await world();
    expect(await t.post('/api/user/logout', { token: owner.token })).toMatchObject({ code: 1 });
    expect(await owner.socket.closed).toBe(WS_CLOSE_SESSION_ENDED);
    expect(await tokensOf(t, owner.userId)).toEqual([]);
    await stillServed(t, other);
  });

  it('a password reset', async () => {
    const { t, owner, other } = await world();
    const sent = await t.post('/api/Sms/PhoneSend', { body: { phone: '13800000001', event: 'resetpwd' } });
    expect(sent.code).toBe(1);
    const reset = await t.post('/api/NewUser/forgetPassword', {
      body: {
        registerType: 'mobile',
        mobile: '13800000001',
        captcha: t.outbox.at(-1)!.code,
        password: 'newpass456',
      },
    });
    expect(reset.code).toBe(1);
    expect(await owner.socket.closed).toBe(WS_CLOSE_SESSION_ENDED);
    expect(await tokensOf(t, owner.userId)).toEqual([]);
    await stillServed(t, other);
  });

  it('a retired refresh token presented again (its family is revoked)', async () => {
    const { t, owner, other } = await world();
    const refresh = (refresh_token: string) =>
      t.post('/api/common/refreshToken', { body: { refresh_token } });
    // An ordinary refresh keeps the socket: the session goes on with the new pair.
    expect((await refresh(owner.refresh)).code).toBe(1);
    await stillServed(t, owner);
    expect((await refresh(owner.refresh)).code).toBe(0);
    expect(await owner.socket.closed).toBe(WS_CLOSE_SESSION_ENDED);
    expect(await tokensOf(t, owner.userId)).toEqual([]);
    await stillServed(t, other);
  });

  it('an account disabled by the platform (npm run platform -- disable-account)', async () => {
    const { t, owner, other } = await world();
    await setUserEnabled(t.ctx, 'demo_shop', false);
    expect(await owner.socket.closed).toBe(WS_CLOSE_SESSION_ENDED);
    const status = await t.db.selectFrom('users').select('status').where('id', '=', owner.userId).execute();
    expect(status).toEqual([{ status: 0 }]);
    expect(await tokensOf(t, owner.userId)).toEqual([]);
    await stillServed(t, other);
  });

  const stopClerk = (t: TestApp, clerkId: number, then: () => void = () => {}) =>
    inTransaction(t.ctx, async (tx) => {
      await tx.trx.updateTable('clerk_config').set({ state: 0 }).where('user_id', '=', clerkId).execute();
      endSessions(t.ctx, tx, [clerkId]);
      then();
    });
  const clerkState = (t: TestApp, clerkId: number) =>
    t.db.selectFrom('clerk_config').select('state').where('user_id', '=', clerkId).execute();

  it('a staff member stopped (the call the staff module makes when it sets clerk_config.state 0)', async () => {
    const { t, owner, clerk } = await world();
    expect((await t.get('/api/NewUser/index', { token: clerk.token })).code).toBe(1);
    await stopClerk(t, clerk.userId);
    expect(await clerk.socket.closed).toBe(WS_CLOSE_SESSION_ENDED);
    expect(await clerkState(t, clerk.userId)).toEqual([{ state: 0 }]);
    expect((await t.get('/api/NewUser/index', { token: clerk.token })).code).toBe(303);
    await stillServed(t, owner);
  });

  it('nothing closes when the transaction that would end the sessions rolls back', async () => {
    const { t, clerk } = await world();
    const failing = stopClerk(t, clerk.userId, () => {
      throw new Error('changed my mind');
    });
    await expect(failing).rejects.toThrow('changed my mind');
    expect(await clerkState(t, clerk.userId)).toEqual([{ state: 1 }]);
    await stillServed(t, clerk);
    expect((await t.get('/api/NewUser/index', { token: clerk.token })).code).toBe(1);
  });
});
