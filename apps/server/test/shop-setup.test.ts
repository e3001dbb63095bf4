import {
  calendarApi,
  cooperationApi,
  NOTICE_LIMITS,
  shopSetupApi as api,
  type CurrentNotices,
  type GameOnSale,
  type Notice,
  type ShopGameSetting,
} from '@dzzs/shared';
import { GAME, GAMES } from '@dzzs/shared/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setMinAdvance } from '../src/modules/calendar/issues.service.ts';
import { setPlatformGame } from '../src/modules/shop-games/platform-games.service.ts';
import { openIssue } from './helpers/calendar.ts';
import { cooperate } from './helpers/cooperation.ts';
import {
  football2x1,
  ISSUE,
  orderRow,
  appWithOrderWorld,
  place,
  ssqLine,
  type OrderWorld,
} from './helpers/orders.ts';
import { platformCli } from './helpers/platform-cli.ts';
import { TEST_DB, type TestApp } from './helpers/test-app.ts';

// Shop administration (docs/shop-setup.md): the owner's announcements, read by the shop's players, and the game
// switches of 彩种管理, which the player side's orders obey. Each scenario checks the answer and the rows.

let t: TestApp;
let w: OrderWorld;

beforeEach(async () => ({ t, w } = await appWithOrderWorld()));
afterEach(() => t.close());

type Body = Record<string, unknown>;
const player = (i = 0) => w.players[i]!.token;

// ---- announcements ----

const publish = (body: Body, token = w.shop, lang?: 'en') =>
  t.post<string>(api.setNotice.path, { token, body, ...(lang ? { lang } : {}) });
const history = (token = w.shop) => t.post<Notice[]>(api.notices.path, { token });
const current = (token = player()) => t.get<CurrentNotices>(api.currentNotices.path, { token });
const noticeRows = () => t.db.selectFrom('notices').selectAll().orderBy('id').execute();

describe('announcements', () => {
  it('a scrolling and a pop-up notice: published, in the history newest first, and what players read', async () => {
    expect(await current()).toMatchObject({ code: 1, data: { scroll: null, popup: null } });
    expect(await publish({ type: false, content: '今晚双色球奖池20亿' })).toMatchObject({
      code: 1,
      msg: '公告发布成功',
      data: '公告发布成功',
    });
    const popup = '温馨提示：\n每日20:00停售';
    expect(await publish({ type: true, content: popup })).toMatchObject({ code: 1 });

    const list = (await history()).data;
    expect(list.map((n) => [n.type, n.type_label, n.content])).toEqual([
      [1, '弹窗公告', popup],
      [0, '滚动公告', '今晚双色球奖池20亿'],
    ]);
    const seen = (await current()).data;
    expect(seen.scroll).toMatchObject({ type: 0, content: '今晚双色球奖池20亿' });
    expect(seen.popup).toMatchObject({ type: 1, content: popup });
    expect(await noticeRows()).toMatchObject([
      { shop_id: w.shopId, type: 0, content: '今晚双色球奖池20亿' },
      { shop_id: w.shopId, type: 1, content: popup },
    ]);
  });

  it('an empty scrolling notice takes the current one down (公告取消); the pop-up stays', async () => {
    await publish({ type: 0, content: '国庆正常营业' });
    await publish({ type: 1, content: '新店开业' });
    expect(await publish({ type: 0, content: '  ' })).toMatchObject({ code: 1, msg: '滚动公告已取消' });
    expect((await history()).data[0]).toMatchObject({ type: 0, type_label: '公告取消', content: '' });
    expect((await current()).data).toMatchObject({ scroll: null, popup: { content: '新店开业' } });
    expect(await noticeRows()).toHaveLength(3);
  });

  it('refuses an empty pop-up, an over-long or multi-line scrolling notice, naming why; nothing is stored', async () => {
    expect(await publish({ type: true, content: '' })).toMatchObject({
      code: 0,
      msg: '弹窗公告无法提交空值，请输入公告内容',
    });
    expect(await publish({ type: 1 }, w.shop, 'en')).toMatchObject({
      code: 0,
      msg: 'A pop-up notice cannot be empty: enter its text',
    });
    const long = '公'.repeat(NOTICE_LIMITS.scrollMax + 1);
    expect((await publish({ type: 0, content: long })).msg).toBe(
      `content：滚动公告最多${NOTICE_LIMITS.scrollMax}个字`,
    );
    expect((await publish({ type: 0, content: '第一行\n第二行' })).msg).toBe('content：滚动公告只能有一行');
    const tooLong = await publish({ type: 1, content: 'x'.repeat(NOTICE_LIMITS.popupMax + 1) });
    expect(tooLong.code).toBe(0);
    expect(tooLong.msg).toContain('content');
    expect((await publish({ type: 'popup', content: 'x' })).msg).toContain('type');
    expect(await noticeRows()).toEqual([]);
    // The longest of each is fine.
    expect(await publish({ type: 0, content: '公'.repeat(NOTICE_LIMITS.scrollMax) })).toMatchObject({
      code: 1,
    });
    expect(await publish({ type: 1, content: '公'.repeat(NOTICE_LIMITS.popupMax) })).toMatchObject({
      code: 1,
    });
  });

  it('only the owner publishes; players read only their own shop’s notices', async () => {
    expect((await publish({ type: 0, content: 'x' }, w.clerk)).code).toBe(401);
    expect((await publish({ type: 0, content: 'x' }, player())).code).toBe(401);
    expect((await history(w.clerk)).code).toBe(401);
    expect((await current(w.shop)).code).toBe(401);
    await publish({ type: 0, content: '合作店公告' }, w.partner);
    expect((await current()).data.scroll).toBeNull();
    expect((await history()).data).toEqual([]);
    expect((await history(w.partner)).data).toHaveLength(1);
  });
});

// ---- games ----

const games = (token = w.shop) => t.get<ShopGameSetting[]>(api.games.path, { token });
const gameOf = async (code: number) => (await games()).data.find((g) => g.game_id === code)!;
const edit = (game_id: unknown, model: string, value: unknown, token = w.shop) =>
  t.post<ShopGameSetting>(api.editGame.path, { token, body: { game_id, model, value } });
const editOk = async (game_id: number, model: string, value: unknown) => {
  const r = await edit(game_id, model, value);
  expect(r.code, r.msg).toBe(1);
  return r.data;
};
const shopGameRows = () =>
  t.db.selectFrom('shop_games').selectAll().where('shop_id', '=', w.shopId).orderBy('game_code').execute();
const order = (body: { game_id: number; content: unknown; issue?: string }, i = 0) =>
  t.post<{ order_id: string }>('/api/bettingend.Order/create', {
    token: player(i),
    body: { consent: 1, ...body },
  });
const ssq = (beilv = 1) => ({ game_id: 101, content: ssqLine([1, 2, 3, 4, 5, 6], 7, beilv), issue: ISSUE });
const football = (remarks: Body = {}, extra: Body = {}) => {
  const bet = football2x1();
  return { game_id: GAME.jczq, content: { ...bet, remarks: { ...bet.remarks, ...remarks }, ...extra } };
};
const optimized = football(
  {},
  {
    bonusOptimize: [
      {
        Multiple: '1',
        matches: [
          { matchId: 'M-001', res: '胜' },
          { matchId: 'M-002', res: '平' },
        ],
      },
    ],
  },
);
const ordersCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('彩种管理', () => {
  it('lists every game with the defaults, the platform’s bounds and what is on sale with this shop’s deadline', async () => {
    const r = await games();
    expect(r.code).toBe(1);
    expect(r.data.map((g) => g.game_id)).toEqual(GAMES.map((g) => g.code));
    const ssqGame = r.data.find((g) => g.game_id === 101)!;
    expect(ssqGame).toMatchObject({
      name: { zh: '双色球' },
      gamestate: 1,
      Cooperation: 1,
      advance: 10,
      MinBetAmount: '2.00',
      MaxBetAmount: '100000.00',
      AllowComplexPlay: 0,
      Repeat: 0,
      BonusOptimization: 0,
      Issuing_switch: 1,
      editable: ['gamestate', 'advance', 'MinBetAmount', 'MaxBetAmount', 'Cooperation', 'Issuing_switch'],
      limits: {
        advance_min: 10,
        advance_max: 1440,
        min_bet_low: '2.00',
        min_bet_high: '100.00',
        max_bet_high: '100000.00',
      },
      issue: { issue: ISSUE },
    });
    expect(ssqGame.issue!.deadline).toBe(ssqGame.issue!.sales_close - 600);
    const jczq = r.data.find((g) => g.game_id === GAME.jczq)!;
    expect(jczq).toMatchObject({ AllowComplexPlay: 1, Repeat: 0, BonusOptimization: 1, matches: 2 });
    expect(jczq.editable).toContain('Repeat');
    expect(await shopGameRows()).toEqual([]);
    expect((await games(w.clerk)).code).toBe(401);
    expect((await games(player())).code).toBe(401);
  });

  it('advance minutes: the calendar’s close less the shop’s minutes is the deadline, on the page, for players and on orders', async () => {
    const set = await editOk(101, 'advance', 30);
    expect(set.advance).toBe(30);
    expect(set.issue!.deadline).toBe(set.issue!.sales_close - 30 * 60);
    expect((await shopGameRows()).find((r) => r.game_code === 101)).toMatchObject({ advance_minutes: 30 });
    const onSale = (await t.get<GameOnSale[]>(calendarApi.games.path, { token: player() })).data;
    expect(onSale.find((g) => g.game_id === 101)!.issue!.deadline).toBe(set.issue!.deadline);
    const id = await place(t, player(), ssq());
    expect(await orderRow(t, id)).toMatchObject({
      sales_close: set.issue!.sales_close,
      deadline: set.issue!.sales_close - 1800,
    });

    // An issue closing in 20 minutes: inside the shop's 30 minutes, outside the platform's 10.
    const soon = await openIssue(t, { game: 102, closesIn: 20 * 60 });
    const fc3d = {
      game_id: 102,
      content: [
        {
          note: 1,
          beilv: 1,
          switch: 0,
          data: { list: { red: [[1], [2], [3]], blue: [] }, dan: { red: [], blue: [] } },
        },
      ],
    };
    await editOk(102, 'advance', 30);
    const refused = await order({ ...fc3d, issue: soon.issue });
    expect(refused).toMatchObject({ code: 0 });
    expect(refused.msg).toBe('已过截止时间：本店在销售截止前 30 分钟停止接福彩3D订单');
    await editOk(102, 'advance', 15);
    const taken = await order({ ...fc3d, issue: soon.issue });
    expect(taken.code, taken.msg).toBe(1);
    expect((await orderRow(t, taken.data.order_id)).deadline).toBe(soon.salesClose - 900);
  });

  it('advance minutes below the platform’s least or past a day are refused naming the field; nothing changes', async () => {
    await setMinAdvance(t.ctx, { gameCode: 101, minutes: 20, now: 0 });
    expect((await gameOf(101)).advance).toBe(20);
    for (const value of [19, 1441, 12.5, 'ten', true]) {
      const r = await edit(101, 'advance', value);
      expect(r.code).toBe(0);
      expect(r.msg).toBe('value：提前截止时间(分钟)为 20-1440 的整数（平台要求不少于 20 分钟）');
    }
    expect(await shopGameRows()).toEqual([]);
    expect((await editOk(101, 'advance', '20')).advance).toBe(20);
  });

  it('允许投注 off: the game leaves the player side and its orders are refused with the reason', async () => {
    const before = await ordersCount();
    expect((await editOk(101, 'gamestate', 0)).gamestate).toBe(0);
    expect((await shopGameRows())[0]).toMatchObject({ game_code: 101, enabled: 0 });
    expect(await order(ssq())).toMatchObject({ code: 0, msg: '本店暂停销售双色球' });
    const onSale = (await t.get<GameOnSale[]>(calendarApi.games.path, { token: player() })).data;
    expect(onSale.map((g) => g.game_id)).not.toContain(101);
    expect(await ordersCount()).toBe(before);
    await editOk(101, 'gamestate', '1');
    expect((await order(ssq())).code).toBe(1);
  });

  it('最小投注金额: an order below the shop’s minimum is refused; the minimum stays within the platform’s bounds', async () => {
    expect((await editOk(101, 'MinBetAmount', '10')).MinBetAmount).toBe('10.00');
    expect((await shopGameRows())[0]).toMatchObject({ min_bet_fen: 1000 });
    expect(await order(ssq(4))).toMatchObject({
      code: 0,
      msg: '本店双色球最小投注金额 10.00 元，本单 8.00 元',
    });
    expect((await order(ssq(5))).code).toBe(1);
    for (const value of ['1.99', '100.01', '2.001', 'abc', true, -5]) {
      const r = await edit(101, 'MinBetAmount', value);
      expect(r).toMatchObject({ code: 0, msg: 'value：最小投注金额(元)为 2.00-100.00 元，最多两位小数' });
    }
    expect((await shopGameRows())[0]!.min_bet_fen).toBe(1000);
    // The platform raises its least minimum above the shop's: the shop's minimum in force follows.
    await setPlatformGame(
      t.ctx,
      GAMES.find((g) => g.code === 101)!,
      { minBetLowFen: 1200, minBetFen: 1200 },
      0,
    );
    expect((await gameOf(101)).MinBetAmount).toBe('12.00');
    expect((await order(ssq(5))).msg).toBe('本店双色球最小投注金额 12.00 元，本单 10.00 元');
  });

  it('单笔最大投注金额: an order above the shop’s maximum is refused naming both; the maximum stays between the shop’s minimum and the platform’s 10万', async () => {
    expect((await editOk(101, 'MaxBetAmount', '20')).MaxBetAmount).toBe('20.00');
    expect((await shopGameRows())[0]).toMatchObject({ game_code: 101, max_bet_fen: 2000 });
    const before = await ordersCount();
    expect(await order(ssq(11))).toMatchObject({
      code: 0,
      msg: '本店双色球单笔最大投注金额 20.00 元，本单 22.00 元',
    });
    expect(await ordersCount()).toBe(before);
    expect((await order(ssq(10))).code).toBe(1);
    // The player's game list carries the bounds the slip shows.
    const onSale = (await t.get<GameOnSale[]>(calendarApi.games.path, { token: player() })).data;
    expect(onSale.find((g) => g.game_id === 101)).toMatchObject({ min_bet: '2.00', max_bet: '20.00' });
    await editOk(101, 'MinBetAmount', '10');
    for (const value of ['9.99', '100000.01', '20.001', 'abc', true]) {
      const r = await edit(101, 'MaxBetAmount', value);
      expect(r).toMatchObject({
        code: 0,
        msg: 'value：单笔最大投注金额(元)为 10.00-100000.00 元，最多两位小数（不低于本店最小投注金额）',
      });
    }
    // Nor may the minimum pass the maximum.
    expect((await edit(101, 'MinBetAmount', '20.01')).msg).toBe(
      'value：最小投注金额(元)为 2.00-20.00 元，最多两位小数',
    );
    expect((await shopGameRows())[0]).toMatchObject({ min_bet_fen: 1000, max_bet_fen: 2000 });
    expect((await editOk(101, 'MaxBetAmount', 100000)).MaxBetAmount).toBe('100000.00');
  });

  it('复杂玩法 off: a complex bet is refused with the reason, a plain one is taken', async () => {
    await editOk(GAME.jczq, 'AllowComplexPlay', 0);
    expect((await shopGameRows())[0]).toMatchObject({ game_code: GAME.jczq, complex_play: 0 });
    const r = await order(football({ isComplex: '1' }));
    expect(r).toMatchObject({ code: 0, msg: 'content.remarks.isComplex：本店竞彩足球未开放复杂玩法' });
    expect((await order(football())).code).toBe(1);
    await editOk(GAME.jczq, 'AllowComplexPlay', 1);
    expect((await order(football({ isComplex: '1' }))).code).toBe(1);
  });

  it('允许重复 and 奖金优化 are never on together; each refuses its bets while off', async () => {
    expect(await order(football({ Repeat: '1' }))).toMatchObject({
      code: 0,
      msg: 'content.remarks.Repeat：本店竞彩足球不允许重复',
    });
    expect((await order(optimized)).code).toBe(1);

    const both = await edit(GAME.jczq, 'Repeat', 1);
    expect(both).toMatchObject({ code: 0, msg: 'value：允许重复与奖金优化不能同时开启，请先关闭奖金优化' });
    // The refusal rolls back the row the edit made to lock.
    expect(await shopGameRows()).toEqual([]);

    await editOk(GAME.jczq, 'BonusOptimization', 0);
    const repeatOn = await editOk(GAME.jczq, 'Repeat', 1);
    expect(repeatOn).toMatchObject({ Repeat: 1, BonusOptimization: 0 });
    expect((await shopGameRows())[0]).toMatchObject({ allow_repeat: 1, bonus_optimization: 0 });
    expect((await edit(GAME.jczq, 'BonusOptimization', 1)).msg).toBe(
      'value：奖金优化与允许重复不能同时开启，请先关闭允许重复',
    );
    expect((await order(football({ Repeat: '1' }))).code).toBe(1);
    expect(await order(optimized)).toMatchObject({
      code: 0,
      msg: 'content.bonusOptimize：本店竞彩足球未开放奖金优化',
    });
  });

  it('发单开关 off: a group-buy plan is refused, a plain order is taken', async () => {
    await editOk(101, 'Issuing_switch', 0);
    const plan = await t.post('/api/bettingend.Together/create', {
      token: player(),
      body: { consent: 1, ...ssq(5), total_shares: 5, own_shares: 2 },
    });
    expect(plan).toMatchObject({ code: 0, msg: '本店双色球未开放发单，不能发起合买' });
    expect((await order(ssq())).code).toBe(1);
    expect(await t.db.selectFrom('group_buys').selectAll().execute()).toEqual([]);
  });

  it('合作模式 off: new orders stay with the shop even where 自动甩单 is on', async () => {
    const mainId = (await t.login('partner_shop')).userId;
    await t.db.updateTable('users').set({ money: 1_000_00 }).where('id', 'in', [w.shopId, mainId]).execute();
    await cooperate(t, { branch: w.shop, main: w.partner, mainId });
    const push = await t.post(cooperationApi.pushSwitch.path, {
      token: w.shop,
      body: { MainStore_id: mainId, game_id: 101, value: 1 },
    });
    expect(push.code).toBe(1);
    await editOk(101, 'Cooperation', 0);
    const stays = await place(t, player(), ssq());
    expect(await orderRow(t, stays)).toMatchObject({ receiving_shop_id: w.shopId, is_cooperative: 0 });
    await editOk(101, 'Cooperation', 1);
    const handed = await place(t, player(), ssq());
    expect(await orderRow(t, handed)).toMatchObject({ receiving_shop_id: mainId, is_cooperative: 1 });
  });

  it('refuses an unknown game, an unknown or withheld setting and a bad switch value, naming the field', async () => {
    expect(await edit(999, 'gamestate', 0)).toMatchObject({ code: 0, msg: 'game_id：没有编号为 999 的彩种' });
    expect((await edit(101, 'colour', 1)).msg).toBe(
      'model：只能是 gamestate, Cooperation, advance, MinBetAmount, MaxBetAmount, AllowComplexPlay, Repeat, BonusOptimization, Issuing_switch',
    );
    expect((await edit(101, 'Repeat', 1)).msg).toBe('model：双色球不能设置允许重复');
    expect((await edit(101, 'gamestate', 2)).msg).toBe('value：允许投注只能是 0 或 1');
    const en = await t.post(api.editGame.path, {
      token: w.shop,
      lang: 'en',
      body: { game_id: 101, model: 'Repeat', value: 1 },
    });
    expect(en.msg).toBe('model: Allow repeats cannot be set for Double Color Ball');
    expect((await edit(101, 'gamestate', 0, w.clerk)).code).toBe(401);
    expect((await edit(101, 'gamestate', 0, player())).code).toBe(401);
    expect(await shopGameRows()).toEqual([]);
  });

  it('a switch the platform withholds is off, not offered, and refused', async () => {
    const jczq = GAMES.find((g) => g.code === GAME.jczq)!;
    await setPlatformGame(t.ctx, jczq, { withhold: ['AllowComplexPlay'] }, 0);
    const game = await gameOf(GAME.jczq);
    expect(game.AllowComplexPlay).toBe(0);
    expect(game.editable).not.toContain('AllowComplexPlay');
    expect((await edit(GAME.jczq, 'AllowComplexPlay', 1)).msg).toBe('model：竞彩足球不能设置复杂玩法');
    expect((await order(football({ isComplex: '1' }))).msg).toBe(
      'content.remarks.isComplex：本店竞彩足球未开放复杂玩法',
    );
    await setPlatformGame(t.ctx, jczq, { offer: ['AllowComplexPlay'] }, 0);
    expect((await gameOf(GAME.jczq)).AllowComplexPlay).toBe(1);
  });
});

// One dialect is enough: the command runs on its own SQLite file.
describe.skipIf(TEST_DB !== 'sqlite')('npm run platform -- games', () => {
  const platform = platformCli('dzzs-games-cli-');

  it('sets a game’s bounds and switches for shops, and refuses what cannot hold', () => {
    const set = platform.run(
      'games',
      'set',
      '--game',
      '407',
      '--min-bet-low',
      '5',
      '--min-bet',
      '5',
      '--withhold',
      'Issuing_switch',
      '--on',
      'Repeat',
      '--off',
      'BonusOptimization',
    );
    expect(set.status, set.stderr).toBe(0);
    expect(set.stdout).toContain(
      '407 Jingcai Football: minimum bet 5.00–100.00 yuan (default 5.00); Cooperation on, AllowComplexPlay on, Repeat on, BonusOptimization off, Issuing_switch withheld',
    );
    expect(platform.run('games', 'list').stdout).toContain(
      '101 Double Color Ball: minimum bet 2.00–100.00 yuan',
    );
    const both = platform.run('games', 'set', '--game', '407', '--on', 'BonusOptimization');
    expect(both.status).toBe(2);
    expect(both.stderr).toContain('Repeat and BonusOptimization cannot both be on by default');
    const bounds = platform.run('games', 'set', '--game', '407', '--min-bet-high', '4');
    expect(bounds.status).toBe(2);
    expect(bounds.stderr).toContain('low ≤ default ≤ high');
    expect(platform.run('games', 'set', '--game', '407', '--on', 'Colour').stderr).toContain(
      '--on takes switches among',
    );
  }, 120_000);
});
