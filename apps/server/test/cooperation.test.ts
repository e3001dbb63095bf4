import type { COOPERATION_APPLICATION_ACTIONS, PARTNERSHIP_ACTIONS } from '@dzzs/shared';
import {
  accountApi,
  cooperationApi as api,
  historyApi,
  type Cooperation,
  type CooperationApplication,
  type RecordHistory,
} from '@dzzs/shared';
import { GAME, GAME_CODES, gameByCode } from '@dzzs/shared/engine';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionsChanged } from '../src/modules/auth/session.service.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import type { DemoIds } from '../src/seed/demo-ids.ts';
import { collide, hold } from './helpers/races.ts';
import { createThirdShop } from './helpers/shops.ts';
import { checkStateMatrix, eventsOf } from './helpers/state-matrix.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Partner shops (docs/partners.md): a branch store hands orders over to the main store it cooperates with. Here
// demo_shop (幸运彩票店) is the branch and partner_shop (合作彩票站) the main store unless a test says otherwise;
// a third shop (第三彩票站) is party to nothing. Every refusal is checked against the tables: nothing written.

/** The tables of migration 0010, typed here so that the test reads them whatever schema.ts says of them. */
interface CooperationTables {
  cooperation_applications: {
    id: number;
    branch_shop_id: number;
    main_shop_id: number;
    game_code: number | null;
    commission: number;
    memo: string;
    state: number;
    applicant_id: number;
    handler_id: number;
    create_time: number;
    handle_time: number;
  };
  cooperations: {
    id: number;
    branch_shop_id: number;
    main_shop_id: number;
    state: number;
    create_time: number;
  };
  cooperation_games: {
    id: number;
    cooperation_id: number;
    game_code: number;
    commission: number;
    auto_hand_over: number;
    accepting: number;
    create_time: number;
  };
}

const FC3D = GAME.fc3d; // 福彩3D
const SSQ = GAME.ssq; // 双色球
const DLT = GAME.dlt; // 大乐透

let t: TestApp;
let ids: DemoIds;
let thirdId: number;
/** Tokens: demo_shop, partner_shop, demo_clerk (staff of demo_shop), the third shop and player01. */
let shop: string;
let partner: string;
let clerk: string;
let third: string;
let player: string;

beforeEach(async () => {
  t = await createTestApp();
  ids = await seedDemoAccounts(t.ctx);
  thirdId = await createThirdShop(t);
  shop = (await t.login('demo_shop')).token;
  partner = (await t.login('partner_shop')).token;
  clerk = (await t.login('demo_clerk')).token;
  third = (await t.login('third_shop', 'third123456')).token;
  const r = await t.post<{ userinfo: { token: string } }>(accountApi.playerLogin.path, {
    body: { username: 'player01', password: 'demo123456' },
  });
  if (r.code !== 1) throw new Error(`player login: ${r.msg}`);
  player = r.data.userinfo.token;
});
afterEach(() => t.close());

// ---- the calls ----

type Id = number | string;
const apply = (token: string, id: Id, memo?: string) => t.get(api.apply.path, { token, query: { id, memo } });
const applyGame = (token: string, id: Id, game_id: Id, commission?: Id, memo?: string) =>
  t.get(api.applyGame.path, { token, query: { id, game_id, commission, memo } });
const adopt = (token: string, id: Id) => t.get(api.adopt.path, { token, query: { id } });
const refuse = (token: string, id: Id) => t.get(api.refuse.path, { token, query: { id } });
const mine = (token: string) => t.get<CooperationApplication[]>(api.mine.path, { token });
const toMe = (token: string, state?: '0' | '') =>
  t.get<CooperationApplication[]>(api.toMe.path, { token, query: { state } });
const asBranch = (token: string, search?: string) =>
  t.get<Cooperation[]>(api.asBranch.path, { token, query: { search } });
const asMain = (token: string, search?: string) =>
  t.get<Cooperation[]>(api.asMain.path, { token, query: { search } });
const push = (token: string, MainStore_id: Id, game_id: Id, value: 0 | 1) =>
  t.post(api.pushSwitch.path, { token, body: { MainStore_id, game_id, value } });
const pull = (token: string, BranchStore_id: Id, game_id: Id, value: 0 | 1) =>
  t.post(api.pullSwitch.path, { token, body: { BranchStore_id, game_id, value } });
const remove = (token: string, shop_id: Id, type: 1 | 2, game_id: Id = '') =>
  t.post(api.remove.path, { token, body: { shop_id, type, game_id } });

// ---- the tables ----

const db = () => t.db as unknown as Kysely<CooperationTables>;

const applicationRows = () =>
  db()
    .selectFrom('cooperation_applications')
    .select(['id', 'branch_shop_id', 'main_shop_id', 'game_code', 'commission', 'memo', 'state'])
    .orderBy('id')
    .execute();
const cooperationRows = () =>
  db()
    .selectFrom('cooperations')
    .select(['id', 'branch_shop_id', 'main_shop_id', 'state'])
    .orderBy('id')
    .execute();
/** The cooperations in force (an ended one keeps its row, in state 0). */
const activeCooperations = async () => (await cooperationRows()).filter((c) => c.state === 1);
const gameRows = () =>
  db()
    .selectFrom('cooperation_games')
    .select(['id', 'cooperation_id', 'game_code', 'commission', 'auto_hand_over', 'accepting'])
    .orderBy('id')
    .execute();
const snapshot = async () => ({
  applications: await applicationRows(),
  cooperations: await cooperationRows(),
  games: await gameRows(),
});

/** The newest application from `branch` to `main` (for one game, or to cooperate at all). */
async function applicationId(branch: number, main: number, game: number | null = null): Promise<number> {
  let q = db()
    .selectFrom('cooperation_applications')
    .select('id')
    .where('branch_shop_id', '=', branch)
    .where('main_shop_id', '=', main);
  q = game === null ? q.where('game_code', 'is', null) : q.where('game_code', '=', game);
  const row = await q.orderBy('id', 'desc').executeTakeFirst();
  if (!row) throw new Error(`no application from ${branch} to ${main} (game ${game})`);
  return row.id;
}

async function cooperationOf(branch: number, main: number) {
  return db()
    .selectFrom('cooperations')
    .select(['id', 'branch_shop_id', 'main_shop_id', 'state'])
    .where('branch_shop_id', '=', branch)
    .where('main_shop_id', '=', main)
    .where('state', '=', 1)
    .executeTakeFirst();
}

// ---- getting there through the API ----

/** `branch` applies to `main` and `main` adopts: they cooperate. */
async function cooperate(branch: { token: string; id: number }, main: { token: string; id: number }) {
  expect(await apply(branch.token, main.id)).toMatchObject({ code: 1 });
  const application = await applicationId(branch.id, main.id);
  expect(await adopt(main.token, application)).toMatchObject({ code: 1 });
  const row = await cooperationOf(branch.id, main.id);
  if (!row) throw new Error('no cooperation after Adopt');
  return row;
}

/** The branch asks for a game and the main store adopts it. */
async function addGame(
  branch: { token: string; id: number },
  main: { token: string; id: number },
  game: number,
  commission = 5,
) {
  expect(await applyGame(branch.token, main.id, game, commission)).toMatchObject({ code: 1 });
  expect(await adopt(main.token, await applicationId(branch.id, main.id, game))).toMatchObject({ code: 1 });
}

const demo = () => ({ token: shop, id: ids.shopId });
const main = () => ({ token: partner, id: ids.partnerId });
const stranger = () => ({ token: third, id: thirdId });

const memoOf = (n: number) => '备'.repeat(n);

describe('applying to cooperate (addCooperation)', () => {
  it('an application is submitted, waits for the shop applied to, and both shops see it', async () => {
    expect(await apply(shop, ids.partnerId, '想把竞彩单子交给贵店出票')).toMatchObject({
      code: 1,
      msg: '申请已提交',
    });
    expect(await applicationRows()).toEqual([
      {
        id: expect.any(Number),
        branch_shop_id: ids.shopId,
        main_shop_id: ids.partnerId,
        game_code: null,
        commission: expect.any(Number),
        memo: '想把竞彩单子交给贵店出票',
        state: 0,
      },
    ]);
    expect(await cooperationRows()).toEqual([]);

    const expected = {
      BranchStore_id: ids.shopId,
      BranchStore_name: '幸运彩票店',
      MainStore_id: ids.partnerId,
      MainStore_name: '合作彩票站',
      game_id: null,
      game_title: null,
      memo: '想把竞彩单子交给贵店出票',
      state: 0,
      state_label: '审核中',
    };
    // The applicant sees it among its applications; the shop applied to among the applications to it.
    const mineList = await mine(shop);
    expect(mineList.code).toBe(1);
    expect(mineList.data).toEqual([expect.objectContaining(expected)]);
    for (const state of ['0', ''] as const) {
      const list = await toMe(partner, state);
      expect(list.code, state).toBe(1);
      expect(list.data, state).toEqual([expect.objectContaining(expected)]);
    }
    // Not the other way round, and not a shop that has nothing to do with it.
    expect((await toMe(shop)).data).toEqual([]);
    expect((await mine(partner)).data).toEqual([]);
    expect((await toMe(third)).data).toEqual([]);
    expect((await mine(third)).data).toEqual([]);
  });

  it('a shop that does not exist, a player, staff or support cannot be applied to', async () => {
    for (const id of [99_999_999, ids.playerIds[0]!, ids.clerkId, ids.supportId]) {
      const r = await apply(shop, id);
      expect(r.code, String(id)).toBe(0);
      expect(r.msg, String(id)).toContain('合作店铺不存在');
    }
    expect(await applicationRows()).toEqual([]);
  });

  it('a shop cannot apply to cooperate with itself (nor can its staff)', async () => {
    for (const token of [shop, clerk]) {
      const r = await apply(token, ids.shopId);
      expect(r.code).toBe(0);
      expect(r.msg).toContain('不能与自己的店铺合作');
    }
    expect(await applicationRows()).toEqual([]);
  });

  it('applying again while the first application waits is told it is under review', async () => {
    expect((await apply(shop, ids.partnerId)).code).toBe(1);
    const before = await snapshot();
    const again = await apply(shop, ids.partnerId, '再申请一次');
    expect(again.code).toBe(0);
    expect(again.msg).toContain('申请审核中');
    // The staff of the applying shop apply for the same shop: the same application.
    const byClerk = await apply(clerk, ids.partnerId);
    expect(byClerk.code).toBe(0);
    expect(byClerk.msg).toContain('申请审核中');
    expect(await snapshot()).toEqual(before);
  });

  it('once the shops cooperate, applying again is told they already do', async () => {
    await cooperate(demo(), main());
    const before = await snapshot();
    const again = await apply(shop, ids.partnerId);
    expect(again.code).toBe(0);
    expect(again.msg).toContain('已与该店铺合作');
    expect(await snapshot()).toEqual(before);
  });

  it('after a refusal the shop may apply again', async () => {
    expect((await apply(shop, ids.partnerId)).code).toBe(1);
    expect((await refuse(partner, await applicationId(ids.shopId, ids.partnerId))).code).toBe(1);
    expect(await apply(shop, ids.partnerId)).toMatchObject({ code: 1, msg: '申请已提交' });
    expect((await applicationRows()).map((r) => r.state)).toEqual([2, 0]);
  });

  it('a note longer than 130 characters is refused, naming memo', async () => {
    const r = await apply(shop, ids.partnerId, memoOf(131));
    expect(r.code).toBe(0);
    expect(r.msg).toContain('memo');
    expect(await applicationRows()).toEqual([]);
    expect((await apply(shop, ids.partnerId, memoOf(130))).code).toBe(1);
  });

  it('a double tap on 申请 leaves one application; the second tap is told it is under review', async () => {
    // The application's row refers to the applying shop: on PostgreSQL its insert waits for that shop's row.
    const held = await hold(t, { table: 'users', id: ids.shopId });
    const results = await collide(
      held,
      () => apply(shop, ids.partnerId),
      () => apply(shop, ids.partnerId),
    );
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(results.find((r) => r.code === 0)?.msg).toContain('申请审核中');
    expect(await applicationRows()).toHaveLength(1);
  });
});

describe('handling applications (Adopt / Refuse)', () => {
  it('the shop applied to adopts: the two shops cooperate, the applicant’s record says 已通过', async () => {
    expect((await apply(shop, ids.partnerId)).code).toBe(1);
    const id = await applicationId(ids.shopId, ids.partnerId);
    expect((await adopt(partner, id)).code).toBe(1);
    expect((await applicationRows())[0]).toMatchObject({ id, state: 1 });
    expect(await cooperationRows()).toEqual([
      { id: expect.any(Number), branch_shop_id: ids.shopId, main_shop_id: ids.partnerId, state: 1 },
    ]);
    expect(await gameRows()).toEqual([]);
    expect((await mine(shop)).data).toEqual([
      expect.objectContaining({ id, state: 1, state_label: '已通过' }),
    ]);
    // Waiting: none left; all: the one adopted.
    expect((await toMe(partner, '0')).data).toEqual([]);
    expect((await toMe(partner, '')).data).toEqual([
      expect.objectContaining({ id, state: 1, state_label: '已通过' }),
    ]);
  });

  it('the shop applied to refuses: the record says 已拒绝 and nothing else is created', async () => {
    expect((await apply(shop, ids.partnerId)).code).toBe(1);
    const id = await applicationId(ids.shopId, ids.partnerId);
    expect((await refuse(partner, id)).code).toBe(1);
    expect((await applicationRows())[0]).toMatchObject({ id, state: 2 });
    expect(await cooperationRows()).toEqual([]);
    expect(await gameRows()).toEqual([]);
    expect((await mine(shop)).data).toEqual([
      expect.objectContaining({ id, state: 2, state_label: '已拒绝' }),
    ]);
    expect((await toMe(partner, '0')).data).toEqual([]);
    // Refused: the branch does not see the shop among its main stores.
    expect((await asBranch(shop)).data).toEqual([]);
  });

  it('only the shop applied to may handle an application: the applicant and a stranger are told it does not exist', async () => {
    expect((await apply(shop, ids.partnerId)).code).toBe(1);
    const id = await applicationId(ids.shopId, ids.partnerId);
    const before = await snapshot();
    for (const [who, token] of [
      ['applicant', shop],
      ['applicant’s staff', clerk],
      ['stranger', third],
    ] as const) {
      for (const [what, call] of [
        ['Adopt', adopt],
        ['Refuse', refuse],
      ] as const) {
        const r = await call(token, id);
        expect(r.code, `${what} by ${who}`).toBe(0);
        expect(r.msg, `${what} by ${who}`).toContain('申请不存在');
      }
    }
    // An id no application has.
    for (const call of [adopt, refuse]) {
      const r = await call(partner, 99_999_999);
      expect(r.code).toBe(0);
      expect(r.msg).toContain('申请不存在');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('an application already handled cannot be handled again', async () => {
    expect((await apply(shop, ids.partnerId)).code).toBe(1);
    const adopted = await applicationId(ids.shopId, ids.partnerId);
    expect((await adopt(partner, adopted)).code).toBe(1);
    const afterAdopt = await snapshot();
    for (const call of [adopt, refuse]) {
      const r = await call(partner, adopted);
      expect(r.code).toBe(0);
      expect(r.msg).toContain('合作申请当前状态为');
    }
    expect(await snapshot()).toEqual(afterAdopt);

    // A refused one (from the third shop) cannot be adopted afterwards.
    expect((await apply(third, ids.partnerId)).code).toBe(1);
    const refused = await applicationId(thirdId, ids.partnerId);
    expect((await refuse(partner, refused)).code).toBe(1);
    const afterRefuse = await snapshot();
    for (const call of [adopt, refuse]) {
      const r = await call(partner, refused);
      expect(r.code).toBe(0);
      expect(r.msg).toContain('合作申请当前状态为');
    }
    expect(await snapshot()).toEqual(afterRefuse);
    expect(await cooperationOf(thirdId, ids.partnerId)).toBeUndefined();
  });

  it('adopting a game application adds the game with its commission, 自动甩单 off and 接单 on', async () => {
    const coop = await cooperate(demo(), main());
    expect(await applyGame(shop, ids.partnerId, FC3D, 3, '3D单子多')).toMatchObject({
      code: 1,
      msg: '申请已提交',
    });
    const id = await applicationId(ids.shopId, ids.partnerId, FC3D);
    expect((await applicationRows()).at(-1)).toEqual({
      id,
      branch_shop_id: ids.shopId,
      main_shop_id: ids.partnerId,
      game_code: FC3D,
      commission: 3,
      memo: '3D单子多',
      state: 0,
    });
    expect((await toMe(partner, '0')).data).toEqual([
      expect.objectContaining({
        id,
        BranchStore_id: ids.shopId,
        game_id: FC3D,
        game_title: '福彩3D',
        gameCommission: 3,
        state: 0,
        state_label: '审核中',
      }),
    ]);
    expect(await gameRows()).toEqual([]);
    expect((await adopt(partner, id)).code).toBe(1);
    expect(await gameRows()).toEqual([
      {
        id: expect.any(Number),
        cooperation_id: coop.id,
        game_code: FC3D,
        commission: 3,
        auto_hand_over: 0,
        accepting: 1,
      },
    ]);
    expect((await mine(shop)).data).toContainEqual(
      expect.objectContaining({ id, game_id: FC3D, state: 1, state_label: '已通过' }),
    );
  });

  it('refusing a game application leaves the game out', async () => {
    await cooperate(demo(), main());
    expect((await applyGame(shop, ids.partnerId, FC3D, 3)).code).toBe(1);
    expect((await refuse(partner, await applicationId(ids.shopId, ids.partnerId, FC3D))).code).toBe(1);
    expect(await gameRows()).toEqual([]);
    expect((await applicationRows()).at(-1)).toMatchObject({ game_code: FC3D, state: 2 });
  });
});

describe('handling at the same moment', () => {
  it('two 通过 of one application at once: one succeeds, the other is told it was handled; one cooperation', async () => {
    expect((await apply(shop, ids.partnerId)).code).toBe(1);
    const id = await applicationId(ids.shopId, ids.partnerId);
    const held = await hold(t, { table: 'cooperation_applications', id });
    const results = await collide(
      held,
      () => adopt(partner, id),
      () => adopt(partner, id),
    );
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(results.find((r) => r.code === 0)?.msg).toContain('合作申请当前状态为');
    expect(await cooperationRows()).toHaveLength(1);
    expect((await applicationRows())[0]).toMatchObject({ id, state: 1 });
    expect((await eventsOf(t, 'cooperation_application', id)).map((e) => e.action)).toEqual([
      'create',
      'approve',
    ]);
  });

  it('two 通过 of one game application at once add the game once', async () => {
    await cooperate(demo(), main());
    expect((await applyGame(shop, ids.partnerId, FC3D, 4)).code).toBe(1);
    const id = await applicationId(ids.shopId, ids.partnerId, FC3D);
    const held = await hold(t, { table: 'cooperation_applications', id });
    const results = await collide(
      held,
      () => adopt(partner, id),
      () => adopt(partner, id),
    );
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(results.find((r) => r.code === 0)?.msg).toContain('合作申请当前状态为');
    expect(await gameRows()).toEqual([expect.objectContaining({ game_code: FC3D, commission: 4 })]);
  });

  it('通过 and 拒绝 at once: whichever lands first decides, and the tables agree with it', async () => {
    for (const order of ['adopt first', 'refuse first'] as const) {
      // A fresh pair each round: demo_shop, then the third shop, applies to partner_shop.
      const branch = order === 'adopt first' ? demo() : stranger();
      expect((await apply(branch.token, ids.partnerId)).code, order).toBe(1);
      const id = await applicationId(branch.id, ids.partnerId);
      const held = await hold(t, { table: 'cooperation_applications', id });
      const a = () => adopt(partner, id);
      const r = () => refuse(partner, id);
      const [first, second] = await (order === 'adopt first' ? collide(held, a, r) : collide(held, r, a));
      expect(first.code, order).toBe(1);
      expect(second.code, order).toBe(0);
      expect(second.msg, order).toContain('合作申请当前状态为');
      const row = (await applicationRows()).find((x) => x.id === id);
      const coop = await cooperationOf(branch.id, ids.partnerId);
      if (order === 'adopt first') {
        expect(row?.state, order).toBe(1);
        expect(coop, order).toBeDefined();
      } else {
        expect(row?.state, order).toBe(2);
        expect(coop, order).toBeUndefined();
      }
    }
  });
});

describe('asking the main store for a game (addCooperationGame)', () => {
  it('needs an approved cooperation in which the asking shop is the branch', async () => {
    // No cooperation at all.
    let r = await applyGame(shop, ids.partnerId, FC3D, 3);
    expect(r.code).toBe(0);
    expect(r.msg).toContain('未与该店铺合作');
    // An application still waiting is not a cooperation.
    expect((await apply(shop, ids.partnerId)).code).toBe(1);
    r = await applyGame(shop, ids.partnerId, FC3D, 3);
    expect(r.code).toBe(0);
    expect(r.msg).toContain('未与该店铺合作');
    expect((await adopt(partner, await applicationId(ids.shopId, ids.partnerId))).code).toBe(1);
    const before = await snapshot();
    // The main store cannot ask its branch (the cooperation runs the other way), nor can a stranger ask either.
    for (const [who, token, target] of [
      ['main store to its branch', partner, ids.shopId],
      ['stranger to the main store', third, ids.partnerId],
      ['stranger to the branch', third, ids.shopId],
      ['branch to a shop it does not cooperate with', shop, thirdId],
    ] as const) {
      r = await applyGame(token, target, FC3D, 3);
      expect(r.code, who).toBe(0);
      expect(r.msg, who).toContain('未与该店铺合作');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('without a commission the game is asked for at 5 %', async () => {
    await cooperate(demo(), main());
    expect((await applyGame(shop, ids.partnerId, SSQ)).code).toBe(1);
    expect((await applicationRows()).at(-1)).toMatchObject({ game_code: SSQ, commission: 5, state: 0 });
  });

  it('a game already in the cooperation cannot be asked for again', async () => {
    await cooperate(demo(), main());
    await addGame(demo(), main(), FC3D, 3);
    const before = await snapshot();
    const r = await applyGame(shop, ids.partnerId, FC3D, 6);
    expect(r.code).toBe(0);
    expect(r.msg).toContain('该玩法已在合作中');
    expect(await snapshot()).toEqual(before);
  });

  it('a game already asked for and waiting is told it is under review', async () => {
    await cooperate(demo(), main());
    expect((await applyGame(shop, ids.partnerId, FC3D, 3)).code).toBe(1);
    const before = await snapshot();
    const r = await applyGame(shop, ids.partnerId, FC3D, 4);
    expect(r.code).toBe(0);
    expect(r.msg).toContain('申请审核中');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a commission outside 0–7 or not whole, an unknown game and a long note, naming the field', async () => {
    await cooperate(demo(), main());
    const before = await snapshot();
    for (const commission of [8, -1, 2.5, 'abc']) {
      const r = await applyGame(shop, ids.partnerId, FC3D, commission);
      expect(r.code, String(commission)).toBe(0);
      expect(r.msg, String(commission)).toContain('commission');
    }
    for (const game of [9999, 0, 'ssq']) {
      const r = await applyGame(shop, ids.partnerId, game, 3);
      expect(r.code, String(game)).toBe(0);
      expect(r.msg, String(game)).toContain('game_id');
    }
    const long = await applyGame(shop, ids.partnerId, FC3D, 3, memoOf(131));
    expect(long.code).toBe(0);
    expect(long.msg).toContain('memo');
    expect(await snapshot()).toEqual(before);

    // The bounds themselves are allowed.
    expect((await applyGame(shop, ids.partnerId, FC3D, 0)).code).toBe(1);
    expect((await applyGame(shop, ids.partnerId, SSQ, 7, memoOf(130))).code).toBe(1);
    expect((await applicationRows()).slice(-2)).toEqual([
      expect.objectContaining({ game_code: FC3D, commission: 0 }),
      expect.objectContaining({ game_code: SSQ, commission: 7, memo: memoOf(130) }),
    ]);
  });
});

describe('甩单管理 and 接单管理 (IssueShop / ReceivingStore)', () => {
  it('the branch sees its main store with the games, their settings and the games it may still ask for', async () => {
    const coop = await cooperate(demo(), main());
    await addGame(demo(), main(), FC3D, 3);
    const mainStore = {
      id: ids.partnerId,
      nickname: '合作彩票站',
      avatar: expect.any(String),
      mobile: '13800000002',
    };
    const branchStore = {
      id: ids.shopId,
      nickname: '幸运彩票店',
      avatar: expect.any(String),
      mobile: '13800000001',
    };
    const expected = {
      id: coop.id,
      MainStore_id: ids.partnerId,
      BranchStore_id: ids.shopId,
      mainStore,
      branchStore,
      CooperativeStoresMoney: '0.00',
      gamelist: [
        expect.objectContaining({
          game_id: FC3D,
          MainStore_id: ids.partnerId,
          BranchStore_id: ids.shopId,
          gameInfo: expect.objectContaining({ title: gameByCode(FC3D)!.nameZh }),
          gameCommission: 3,
          AutomaticOrder: 0,
          AutomaticOrderReceiving: 1,
        }),
      ],
    };

    const issue = await asBranch(shop);
    expect(issue.code).toBe(1);
    expect(issue.data).toEqual([expect.objectContaining(expected)]);
    const others = issue.data[0]!.applyGmae.map((g) => g.id);
    expect([...others].sort()).toEqual(GAME_CODES.filter((c) => c !== FC3D).sort());
    expect(issue.data[0]!.applyGmae.find((g) => g.id === SSQ)?.title).toBe('双色球');

    // The main store sees the same cooperation under 接单管理, and not under 甩单管理; demo_shop the reverse.
    expect((await asMain(partner)).data).toEqual([expect.objectContaining(expected)]);
    expect((await asBranch(partner)).data).toEqual([]);
    expect((await asMain(shop)).data).toEqual([]);
    // A shop that is party to nothing sees nothing.
    expect((await asBranch(third)).data).toEqual([]);
    expect((await asMain(third)).data).toEqual([]);

    // taState: whether the other shop sells the game (对方开启投注). The main store switches 福彩3D off for its players.
    const taState = async (read: Promise<{ data: Cooperation[] }>) =>
      (await read).data[0]!.gamelist[0]!.gameInfo.taState;
    expect([await taState(asBranch(shop)), await taState(asMain(partner))]).toEqual([1, 1]);
    await t.db
      .insertInto('shop_games')
      .values({ shop_id: ids.partnerId, game_code: FC3D, enabled: 0, advance_minutes: null, update_time: 0 })
      .execute();
    expect([await taState(asBranch(shop)), await taState(asMain(partner))]).toEqual([0, 1]);
    // demo_shop sets only its advance for 福彩3D: the game stays open.
    await t.db
      .insertInto('shop_games')
      .values({ shop_id: ids.shopId, game_code: FC3D, enabled: 1, advance_minutes: 20, update_time: 0 })
      .execute();
    expect(await taState(asMain(partner))).toBe(1);
  });

  it('searching by the other shop’s name narrows the list', async () => {
    await cooperate(demo(), main());
    await cooperate(stranger(), main());
    const all = await asMain(partner);
    expect(all.data.map((c) => c.BranchStore_id).sort()).toEqual([ids.shopId, thirdId].sort());
    expect((await asMain(partner, '幸运')).data.map((c) => c.BranchStore_id)).toEqual([ids.shopId]);
    expect((await asMain(partner, '第三')).data.map((c) => c.BranchStore_id)).toEqual([thirdId]);
    expect((await asMain(partner, '没有这家店')).data).toEqual([]);
    expect((await asBranch(shop, '合作')).data.map((c) => c.MainStore_id)).toEqual([ids.partnerId]);
    expect((await asBranch(shop, '没有这家店')).data).toEqual([]);
  });
});

describe('自动甩单 and 开启接单 switches (PushSwith / PullSwith)', () => {
  it('the branch turns 自动甩单 of a game on and off; the main store turns 接单 off and on', async () => {
    await cooperate(demo(), main());
    await addGame(demo(), main(), FC3D, 3);
    await addGame(demo(), main(), SSQ, 5);
    const settings = async () =>
      Object.fromEntries((await gameRows()).map((g) => [g.game_code, [g.auto_hand_over, g.accepting]]));

    expect((await push(shop, ids.partnerId, FC3D, 1)).code).toBe(1);
    expect(await settings()).toEqual({ [FC3D]: [1, 1], [SSQ]: [0, 1] });
    const game = async (token: string, list: typeof asBranch, code: number) =>
      (await list(token)).data[0]!.gamelist.find((g) => g.game_id === code);
    expect(await game(shop, asBranch, FC3D)).toMatchObject({ AutomaticOrder: 1, AutomaticOrderReceiving: 1 });

    expect((await pull(partner, ids.shopId, FC3D, 0)).code).toBe(1);
    expect(await settings()).toEqual({ [FC3D]: [1, 0], [SSQ]: [0, 1] });
    expect(await game(partner, asMain, FC3D)).toMatchObject({
      AutomaticOrder: 1,
      AutomaticOrderReceiving: 0,
    });

    expect((await push(shop, ids.partnerId, FC3D, 0)).code).toBe(1);
    expect((await pull(partner, ids.shopId, FC3D, 1)).code).toBe(1);
    expect(await settings()).toEqual({ [FC3D]: [0, 1], [SSQ]: [0, 1] });
  });

  it('a switch of a game or shop not in a cooperation of mine, or from the wrong side, changes nothing', async () => {
    await cooperate(demo(), main());
    await addGame(demo(), main(), FC3D, 3);
    const before = await snapshot();
    for (const [what, call] of [
      // The main store cannot set the branch's switch, nor the branch the main store's.
      ['main store pushes as if branch', () => push(partner, ids.shopId, FC3D, 1)],
      ['branch pulls as if main store', () => pull(shop, ids.partnerId, FC3D, 0)],
      // A game not in the cooperation.
      ['branch pushes another game', () => push(shop, ids.partnerId, SSQ, 1)],
      ['main store pulls another game', () => pull(partner, ids.shopId, SSQ, 0)],
      // A shop that is party to nothing, for either side.
      ['stranger pushes', () => push(third, ids.partnerId, FC3D, 1)],
      ['stranger pulls', () => pull(third, ids.shopId, FC3D, 0)],
      ['branch pushes to a stranger', () => push(shop, thirdId, FC3D, 1)],
      ['main store pulls from a stranger', () => pull(partner, thirdId, FC3D, 0)],
    ] as const) {
      const r = await call();
      expect(r.code, what).toBe(0);
      expect(r.msg, what).toContain('合作玩法不存在');
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('ending a cooperation (Remove)', () => {
  it('the branch takes one game out: that game goes, the others and the cooperation stay', async () => {
    const coop = await cooperate(demo(), main());
    await addGame(demo(), main(), FC3D, 3);
    await addGame(demo(), main(), SSQ, 5);
    expect(await remove(shop, ids.partnerId, 1, FC3D)).toMatchObject({ code: 1, msg: '已取消该玩法' });
    expect(await cooperationRows()).toEqual([coop]);
    expect((await gameRows()).map((g) => g.game_code)).toEqual([SSQ]);
    // The game may be asked for again.
    expect((await asBranch(shop)).data[0]!.applyGmae.map((g) => g.id)).toContain(FC3D);
  });

  it('the main store takes one game out of its branch’s cooperation', async () => {
    await cooperate(demo(), main());
    await addGame(demo(), main(), FC3D, 3);
    await addGame(demo(), main(), SSQ, 5);
    expect(await remove(partner, ids.shopId, 2, SSQ)).toMatchObject({ code: 1, msg: '已取消该玩法' });
    expect((await gameRows()).map((g) => g.game_code)).toEqual([FC3D]);
    expect(await cooperationRows()).toHaveLength(1);
  });

  it('the main store ends the cooperation: it ends, its games go, and approving the branch again resumes it', async () => {
    const coop = await cooperate(demo(), main());
    await addGame(demo(), main(), FC3D, 3);
    await addGame(demo(), main(), SSQ, 5);
    expect(await remove(partner, ids.shopId, 2)).toMatchObject({ code: 1, msg: '已解除合作' });
    expect(await cooperationRows()).toEqual([{ ...coop, state: 0 }]);
    expect(await gameRows()).toEqual([]);
    expect((await asBranch(shop)).data).toEqual([]);
    expect((await asMain(partner)).data).toEqual([]);
    // Ended, it is no partner: no game may be asked for, nothing is handed over.
    expect((await applyGame(shop, ids.partnerId, FC3D, 3)).msg).toContain('未与该店铺合作');
    expect(await apply(shop, ids.partnerId)).toMatchObject({ code: 1, msg: '申请已提交' });
    expect(await adopt(partner, await applicationId(ids.shopId, ids.partnerId))).toMatchObject({ code: 1 });
    expect(await cooperationRows()).toEqual([{ ...coop, state: 1 }]);
    expect((await asBranch(shop)).data).toHaveLength(1);
    expect((await eventsOf(t, 'cooperation', coop.id)).map((e) => [e.action, e.to_state])).toEqual([
      ['create', 1],
      ['end', 0],
      ['resume', 1],
    ]);
  });

  it('the branch ends the cooperation (game_id left out)', async () => {
    await cooperate(demo(), main());
    await addGame(demo(), main(), FC3D, 3);
    const r = await t.post(api.remove.path, { token: shop, body: { shop_id: ids.partnerId, type: 1 } });
    expect(r).toMatchObject({ code: 1, msg: '已解除合作' });
    expect(await activeCooperations()).toEqual([]);
    expect(await gameRows()).toEqual([]);
  });

  it('a shop that is not a party, the wrong side or a game not in it removes nothing', async () => {
    await cooperate(demo(), main());
    await addGame(demo(), main(), FC3D, 3);
    // The third shop has a cooperation of its own (with partner_shop), just not with demo_shop.
    await cooperate(stranger(), main());
    const before = await snapshot();
    for (const [what, call, msg] of [
      ['stranger names demo_shop as its main store', () => remove(third, ids.shopId, 1), '合作不存在'],
      ['stranger names demo_shop as its branch', () => remove(third, ids.shopId, 2), '合作不存在'],
      ['branch says it is the main store', () => remove(shop, ids.partnerId, 2), '合作不存在'],
      ['main store says it is the branch', () => remove(partner, ids.shopId, 1), '合作不存在'],
      ['branch names a shop it does not cooperate with', () => remove(shop, thirdId, 1), '合作不存在'],
      ['branch takes out a game not in it', () => remove(shop, ids.partnerId, 1, SSQ), '合作玩法不存在'],
      ['main store takes out a game not in it', () => remove(partner, ids.shopId, 2, DLT), '合作玩法不存在'],
    ] as const) {
      const r = await call();
      expect(r.code, what).toBe(0);
      expect(r.msg, what).toContain(msg);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a shop that is not a party naming a game of the cooperation is told there is no cooperation', async () => {
    await cooperate(demo(), main());
    await addGame(demo(), main(), FC3D, 3);
    const before = await snapshot();
    // The third shop names demo_shop as its branch and a game demo_shop hands over to partner_shop.
    const r = await remove(third, ids.shopId, 2, FC3D);
    expect(r.code).toBe(0);
    expect(r.msg).toContain('合作不存在');
    expect(await snapshot()).toEqual(before);
  });
});

describe('the history of applications and cooperations (History/list, docs/history.md)', () => {
  const historyOf = (token: string, entity: string, id: number) =>
    t.get<RecordHistory>(historyApi.list.path, { token, query: { entity, id } });

  it('both shops read who applied, who approved and who ended it; a third shop does not', async () => {
    const coop = await cooperate(demo(), main());
    const application = await applicationId(ids.shopId, ids.partnerId);
    expect((await remove(shop, ids.partnerId, 1)).code).toBe(1);
    for (const token of [shop, partner]) {
      const a = await historyOf(token, 'cooperation_application', application);
      expect(a.code, a.msg).toBe(1);
      expect(a.data.events.map((e) => [e.action_label, e.actor, e.to_label])).toEqual([
        ['申请合作', '幸运彩票店', '审核中'],
        ['同意', '合作彩票站', '已通过'],
      ]);
      const c = await historyOf(token, 'cooperation', coop.id);
      expect(c.data.events.map((e) => [e.action_label, e.actor, e.to_label])).toEqual([
        ['开始合作', '合作彩票站', '合作中'],
        ['解除合作', '幸运彩票店', '已解除'],
      ]);
    }
    expect(await historyOf(third, 'cooperation', coop.id)).toMatchObject({
      code: 0,
      msg: `合作 ${coop.id} 不存在`,
    });
    expect((await historyOf(third, 'cooperation_application', application)).code).toBe(0);
  });

  it('both shops end it at the same moment: one ends it, with one event', async () => {
    const coop = await cooperate(demo(), main());
    const held = await hold(t, { table: 'cooperations', id: coop.id });
    const results = await collide(
      held,
      () => remove(shop, ids.partnerId, 1),
      () => remove(partner, ids.shopId, 2),
    );
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    expect((await eventsOf(t, 'cooperation', coop.id)).map((e) => e.action)).toEqual(['create', 'end']);
  });

  it('every state × action of an application’s table', async () => {
    const { moved, refused } = await checkStateMatrix<keyof typeof COOPERATION_APPLICATION_ACTIONS>(t, {
      entity: 'cooperation_application',
      // Written straight into the table: the app would refuse a second application of a cooperating pair.
      prepare: async (state) =>
        (
          await db()
            .insertInto('cooperation_applications')
            .values({
              branch_shop_id: ids.shopId,
              main_shop_id: ids.partnerId,
              game_code: null,
              commission: 0,
              memo: '',
              state,
              applicant_id: ids.shopId,
              handler_id: 0,
              create_time: 1,
              handle_time: 0,
            } as never)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      act: (action, id) => (action === 'approve' ? adopt(partner, id) : refuse(partner, id)),
      stateOf: async (id) => (await applicationRows()).find((a) => a.id === id)!.state,
      snapshot: () => snapshot(),
    });
    expect([moved, refused]).toEqual([2, 4]);
  });

  it('every state × action of a cooperation’s table (ended by either shop, resumed by approving again)', async () => {
    const coop = await cooperate(demo(), main());
    const { moved, refused } = await checkStateMatrix<keyof typeof PARTNERSHIP_ACTIONS>(t, {
      entity: 'cooperation',
      async prepare(state) {
        await db().updateTable('cooperations').set({ state }).where('id', '=', coop.id).execute();
        return coop.id;
      },
      async act(action) {
        if (action === 'end') return remove(shop, ids.partnerId, 1);
        const applied = await apply(shop, ids.partnerId);
        if (applied.code !== 1) return applied;
        return adopt(partner, await applicationId(ids.shopId, ids.partnerId));
      },
      stateOf: async () => (await cooperationRows())[0]!.state,
      snapshot: () => snapshot(),
    });
    expect([moved, refused]).toEqual([2, 2]);
  });
});

describe('who may use partner shops', () => {
  /** Every call, with arguments it would accept from demo_shop. */
  const everyCall = (token: string) =>
    [
      ['addCooperation', () => apply(token, ids.partnerId)],
      ['MineRecord', () => mine(token)],
      ['Record', () => toMe(token, '0')],
      ['Adopt', () => adopt(token, 1)],
      ['Refuse', () => refuse(token, 1)],
      ['IssueShop', () => asBranch(token)],
      ['ReceivingStore', () => asMain(token)],
      ['addCooperationGame', () => applyGame(token, ids.partnerId, FC3D, 3)],
      ['PushSwith', () => push(token, ids.partnerId, FC3D, 1)],
      ['PullSwith', () => pull(token, ids.partnerId, FC3D, 0)],
      ['Remove', () => remove(token, ids.partnerId, 1)],
    ] as const;

  it('staff without the 合作 permission are refused (401) everywhere, and nothing changes', async () => {
    await cooperate(demo(), main());
    await addGame(demo(), main(), FC3D, 3);
    await t.db
      .updateTable('clerk_config')
      .set({ cooperation: 0 })
      .where('user_id', '=', ids.clerkId)
      .execute();
    sessionsChanged(t.ctx);
    const before = await snapshot();
    for (const [name, call] of everyCall(clerk)) expect((await call()).code, name).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('staff with the 合作 permission act for their shop', async () => {
    // demo_clerk has it in the demo; demo_shop's cooperation is the clerk's.
    expect(await apply(clerk, ids.partnerId)).toMatchObject({ code: 1, msg: '申请已提交' });
    expect(await applicationRows()).toEqual([
      expect.objectContaining({ branch_shop_id: ids.shopId, main_shop_id: ids.partnerId, state: 0 }),
    ]);
    expect((await mine(clerk)).data).toEqual([expect.objectContaining({ BranchStore_id: ids.shopId })]);
    expect((await adopt(partner, await applicationId(ids.shopId, ids.partnerId))).code).toBe(1);
    expect((await applyGame(clerk, ids.partnerId, FC3D, 2)).code).toBe(1);
    expect((await adopt(partner, await applicationId(ids.shopId, ids.partnerId, FC3D))).code).toBe(1);
    expect((await push(clerk, ids.partnerId, FC3D, 1)).code).toBe(1);
    expect((await gameRows())[0]).toMatchObject({ game_code: FC3D, commission: 2, auto_hand_over: 1 });
    expect((await asBranch(clerk)).data).toEqual([
      expect.objectContaining({ MainStore_id: ids.partnerId, BranchStore_id: ids.shopId }),
    ]);
    // They also handle applications made to their shop.
    expect((await apply(third, ids.shopId)).code).toBe(1);
    const toDemo = await applicationId(thirdId, ids.shopId);
    expect((await adopt(clerk, toDemo)).code).toBe(1);
    expect(await cooperationOf(thirdId, ids.shopId)).toBeDefined();
  });

  it('a player is refused (401) everywhere, and nothing changes', async () => {
    await cooperate(demo(), main());
    const before = await snapshot();
    for (const [name, call] of everyCall(player)) expect((await call()).code, name).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
