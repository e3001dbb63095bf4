import { ORDER_STATE_LABELS, OrderState } from '@dzzs/shared';
import type { SportsContent } from '@dzzs/shared/engine';
import { issueToken } from '../../src/modules/auth/token.service.ts';
import { lapseOverdue } from '../../src/modules/orders/order-deadlines.service.ts';
import { seedDemoAccounts } from '../../src/seed/demo.ts';
import { expect } from 'vitest';
import { issueNo, openIssue, openMatches } from './calendar.ts';
import { databaseSnapshot } from './database-snapshot.ts';
import { setWallet } from './ledger.ts';
import { testAppWith, type createTestApp, type TestApp } from './test-app.ts';

// Builders for order tests: players, the calendar's issues and matches on sale, bets in known shapes, and orders
// driven through the API into any state.

/** The 双色球 and 七乐彩 issue orderWorld puts on sale: the 135th of the year its draw falls in. */
export const ISSUE = issueNo(101, 135);

/** 双色球 单式 1 注: 2 yuan × beilv. */
export const ssqLine = (red: number[], blue: number, beilv = 1) => [
  { note: 1, beilv, switch: 0, data: { list: { red, blue: [blue] }, dan: { red: [], blue: [] } } },
];

/** 竞彩足球 2串1 on matches m1, m2 with the given odds. */
export const football2x1 = (rate1 = '1.25', rate2 = '1.25', multiple = 1) => ({
  type: 'hh',
  gametype: 'hh',
  Content: [
    {
      matchNumStr: '周六001',
      matchId: 'M-001',
      homeTeamAbbName: '曼城',
      awayTeamAbbName: '阿森纳',
      data: [{ res: '胜', rate: rate1 }],
    },
    {
      matchNumStr: '周六002',
      matchId: 'M-002',
      homeTeamAbbName: '皇马',
      awayTeamAbbName: '巴萨',
      data: [{ res: '平', rate: rate2 }],
    },
  ],
  remarks: { Note: '1', Multiple: String(multiple), reachType: ['2串1'], Repeat: '0', isComplex: '0' },
});

export interface OrderWorld {
  shop: string;
  clerk: string;
  shopId: number;
  players: { id: number; token: string }[];
  partner: string;
}

export async function orderWorld(t: TestApp): Promise<OrderWorld> {
  const shop = await t.login('demo_shop');
  const clerk = await t.login('demo_clerk');
  const partner = await t.login('partner_shop');
  const players = [];
  for (const username of ['player01', 'player02', 'player03', 'player04']) {
    const r = await t.post<{ userinfo: { id: number; token: string } }>('/api/bettingend.User/login', {
      body: { username, password: 'demo123456' },
    });
    if (r.code !== 1) throw new Error(`player login ${username}: ${r.msg}`);
    await setWallet(t, r.data.userinfo.id, 100_000);
    players.push({ id: r.data.userinfo.id, token: r.data.userinfo.token });
  }
  // On sale: 双色球 and 七乐彩 issue ISSUE, and two football matches at the odds football2x1 bets by default.
  await openIssue(t, { game: 101, issue: ISSUE });
  await openIssue(t, { game: 104, issue: ISSUE });
  await priceFootball(t);
  return { shop: shop.token, clerk: clerk.token, partner: partner.token, shopId: shop.userId, players };
}

/** A new app with the demo accounts and an order world in it (`t`, `w`). */
export const appWithOrderWorld = (...options: Parameters<typeof createTestApp>) =>
  testAppWith(
    async (t) => {
      await seedDemoAccounts(t.ctx);
      return { w: await orderWorld(t) };
    },
    ...options,
  );

/** Publishes (or moves) the odds of the football matches M-001 (home win) and M-002 (draw). */
export const priceFootball = (t: TestApp, rate1 = '1.25', rate2 = '1.25') =>
  openMatches(t, {
    game: 407,
    matches: [
      { matchId: 'M-001', home: '曼城', away: '阿森纳', odds: { spf: { H: rate1, D: '3.20', A: '4.10' } } },
      { matchId: 'M-002', home: '皇马', away: '巴萨', odds: { spf: { H: '2.10', D: rate2, A: '3.00' } } },
    ],
  });

export const moneyOf = async (t: TestApp, userId: number) =>
  (await t.db.selectFrom('users').select('money').where('id', '=', userId).executeTakeFirstOrThrow()).money;

/**
 * Calls `work`, expects code 0 with every fragment in its message, and that no row of any table changed nor the
 * player's balance.
 */
export async function expectRefused(
  t: TestApp,
  playerId: number,
  work: () => Promise<{ code: number; msg: string }>,
  ...fragments: string[]
) {
  const before = await databaseSnapshot(t.db);
  const money = await moneyOf(t, playerId);
  const r = await work();
  expect(r.code, r.msg).toBe(0);
  for (const f of fragments) expect(r.msg).toContain(f);
  expect((await databaseSnapshot(t.db)).diff(before)).toEqual([]);
  expect(await moneyOf(t, playerId)).toBe(money);
  return r;
}

export const orderRow = (t: TestApp, orderId: string) =>
  t.db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();

/**
 * An order's ledger rows on the balances someone owns (wallets, cooperation balances); the other side of each
 * transfer (a shop's till, the platform's fees) is checked by expectBooksBalanced.
 */
export const ledgerOf = (t: TestApp, orderId: string) =>
  t.db
    .selectFrom('money_log as m')
    .leftJoin('ledger_accounts as a', 'a.id', 'm.account_id')
    .selectAll('m')
    .where('m.ref_type', '=', 'order')
    .where('m.ref_id', '=', orderId)
    .where((eb) => eb.or([eb('m.account_id', '=', 0), eb('a.kind', '=', 'cooperation')]))
    .orderBy('m.id')
    .execute();

export const eventsOf = async (t: TestApp, orderId: string) => {
  const row = await orderRow(t, orderId);
  return t.db
    .selectFrom('record_events')
    .selectAll()
    .where('entity', '=', 'order')
    .where('record_id', '=', row.id)
    .orderBy('id')
    .execute();
};

export async function place(
  t: TestApp,
  token: string,
  body: { game_id: number; content: unknown; issue?: string },
): Promise<string> {
  const r = await t.post<{ order_id: string }>('/api/bettingend.Order/create', {
    token,
    body: { consent: 1, ...body },
  });
  if (r.code !== 1) throw new Error(`order refused: ${r.msg}`);
  return r.data.order_id;
}

export const placeSsq = (
  t: TestApp,
  w: OrderWorld,
  player = 0,
  red = [1, 2, 3, 4, 5, 6],
  blue = 7,
  beilv = 1,
  issue = ISSUE,
) => place(t, w.players[player]!.token, { game_id: 101, content: ssqLine(red, blue, beilv), issue });

/** Support accounts log in on the support desk, not the shop app: their session is made directly. */
export async function supportToken(t: TestApp): Promise<string> {
  const support = await t.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'support')
    .executeTakeFirstOrThrow();
  return issueToken(t.db, support.id, 'user', 3600);
}

/** Publishes a 双色球 draw as the platform support account. */
export async function publishSsq(t: TestApp, red: number[], blue: number, issue = ISSUE) {
  const r = await t.post('/api/platform.Draw/publishNumber', {
    token: await supportToken(t),
    body: { game: 101, issue, red, blue: [blue], pool: { '1': '5000000', '2': '150000' } },
  });
  if (r.code !== 1) throw new Error(`publish refused: ${r.msg}`);
}

export async function publishMatch(t: TestApp, matchId: string, full: string, half = '0:0') {
  const r = await t.post('/api/platform.Draw/publishMatch', {
    token: await supportToken(t),
    body: { matchId, full, half },
  });
  if (r.code !== 1) throw new Error(`publish refused: ${r.msg}`);
}

const ok = async (p: Promise<{ code: number; msg: string }>) => {
  const r = await p;
  if (r.code !== 1) throw new Error(`refused: ${r.msg}`);
};

/** A 合买 plan of 双色球 (10 yuan in 5 shares of 2), 2 own shares, and whatever else `extra` says. */
export const startPlan = (t: TestApp, token: string, extra: Record<string, unknown> = {}) =>
  t.post<{ order_id: string }>('/api/bettingend.Together/create', {
    token,
    body: {
      consent: 1,
      game_id: 101,
      content: ssqLine([1, 2, 3, 4, 5, 6], 7, 5),
      issue: ISSUE,
      total_shares: 5,
      own_shares: 2,
      ...extra,
    },
  });

/** An order (双色球 单式, 2 yuan) driven through the API into `state`. */
let drawnIssues = 0;

export async function orderIn(t: TestApp, w: OrderWorld, state: number): Promise<string> {
  const shop = w.shop;
  if (state === OrderState.subscribing || state === OrderState.lapsed) {
    const r = await startPlan(t, w.players[0]!.token);
    if (r.code !== 1) throw new Error(r.msg);
    if (state === OrderState.lapsed) await lapse(t, r.data.order_id);
    return r.data.order_id;
  }
  // 七乐彩 is settled by the shop, so its orders wait in 7 after the draw.
  const awaitingSettlement = state === OrderState.awaitingSettlement;
  // An order that will be drawn gets an issue of its own: a drawn issue takes no more orders.
  const drawn = state >= OrderState.awaitingSettlement && state <= OrderState.paidOut;
  const issue = drawn ? String(Number(ISSUE) + ++drawnIssues) : ISSUE;
  if (drawn) await openIssue(t, { game: awaitingSettlement ? 104 : 101, issue });
  const id = awaitingSettlement
    ? await place(t, w.players[0]!.token, {
        game_id: 104,
        content: [
          {
            note: 1,
            beilv: 1,
            switch: 0,
            data: { list: { red: [1, 2, 3, 4, 5, 6, 7], blue: [] }, dan: { red: [], blue: [] } },
          },
        ],
        issue,
      })
    : await placeSsq(t, w, 0, [1, 2, 3, 4, 5, 6], 7, 1, issue);
  if (state === OrderState.awaitingAcceptance) return id;
  if (state === OrderState.cancelledByPlayer) {
    await ok(t.post('/api/bettingend.Order/cancel', { token: w.players[0]!.token, body: { order_id: id } }));
    return id;
  }
  await ok(t.get('/api/shopkeeper.Order/OrderReceiving', { token: shop, query: { order_id: id } }));
  if (state === OrderState.awaitingTicket) return id;
  if (state === OrderState.cancelledByShop) {
    await ok(
      t.post('/api/shopkeeper.Order/ShopkeeperCancellation', {
        token: shop,
        body: { order_id: id, reason: '订单逾期' },
      }),
    );
    return id;
  }
  if (state === OrderState.cancelledBySystem) {
    await lapse(t, id);
    return id;
  }
  await ok(
    t.post('/api/shopkeeper.Order/OrderDrawDraft', { token: shop, body: { order_id: id, newContent: 0 } }),
  );
  if (state === OrderState.awaitingDraw) return id;
  if (awaitingSettlement) {
    await ok(
      t.post('/api/platform.Draw/publishNumber', {
        token: await supportToken(t),
        body: { game: 104, issue, red: [1, 2, 3, 4, 5, 6, 8], blue: [9] },
      }),
    );
    return id;
  }
  // 6+1 wins the first prize (5,000,000 yuan from the pool); no red hit loses.
  if (state === OrderState.lost) await publishSsq(t, [20, 21, 22, 23, 24, 25], 16, issue);
  else await publishSsq(t, [1, 2, 3, 4, 5, 6], 7, issue);
  if (state === OrderState.paidOut)
    await ok(t.post('/api/shopkeeper.mine.WaitingAward/Award', { token: shop, body: { order_ids: id } }));
  return id;
}

/** Runs the scheduler's lapse job as it would run just after the order's deadline. */
export async function lapse(t: TestApp, orderId: string) {
  const row = await orderRow(t, orderId);
  await lapseOverdue(t.ctx, row.deadline + 1);
}

export const stateLabel = (state: number) => ORDER_STATE_LABELS[state as OrderState].zh;

/** Takes the order (接单) and answers the bet as the shop sees it: the stored, normalized content. */
export async function acceptedContent(t: TestApp, w: OrderWorld, orderId: string): Promise<SportsContent> {
  await ok(t.get('/api/shopkeeper.Order/OrderReceiving', { token: w.shop, query: { order_id: orderId } }));
  const detail = await t.get<{ BetContent: SportsContent }>('/api/shopkeeper.Order/detail', {
    token: w.shop,
    query: { order_id: orderId },
  });
  return detail.data.BetContent;
}

/** The same bet with other odds: rates[i][j] for match i, selection j. */
export const withRates = (content: SportsContent, rates: string[][]): SportsContent => ({
  ...content,
  Content: content.Content.map((m, i) => ({
    ...m,
    data: m.data.map((d, j) => ({ ...d, rate: rates[i]?.[j] ?? d.rate })),
  })),
});

/** Publishes a number draw as the platform does. */
export async function publishNumber(
  t: TestApp,
  body: { game: number; issue: string; red?: number[]; blue?: number[]; digits?: number[] },
) {
  const r = await t.post('/api/platform.Draw/publishNumber', { token: await supportToken(t), body });
  if (r.code !== 1) throw new Error(`publish refused: ${r.msg}`);
}

/** One 排列三 / 福彩3D 直选 line on the digits given, 2 yuan × beilv. */
export const digitsLine = (digits: number[], beilv = 1) => [
  {
    note: 1,
    beilv,
    switch: 0,
    play: '直选',
    data: { list: { red: digits.map((d) => [d]), blue: [] }, dan: { red: [], blue: [] } },
  },
];

/** Records every frame published on the app's event bus. */
export function framesOf(t: TestApp): { type: string; order_id?: unknown; audience: unknown }[] {
  const seen: { type: string; order_id?: unknown; audience: unknown }[] = [];
  t.ctx.events.onMessage(({ audience, frame }) =>
    seen.push({ type: frame.type, order_id: 'order_id' in frame ? frame.order_id : undefined, audience }),
  );
  return seen;
}

/** What the partner hand-over (甩单) will do to an order: another shop receives it. */
export async function handOver(t: TestApp, orderId: string, toUsername = 'partner_shop'): Promise<number> {
  const partner = await t.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', toUsername)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('orders')
    .set({ receiving_shop_id: partner.id })
    .where('order_id', '=', orderId)
    .execute();
  return partner.id;
}
