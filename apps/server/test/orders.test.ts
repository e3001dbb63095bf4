import { OrderState } from '@dzzs/shared';
import type { SportsContent } from '@dzzs/shared/engine';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionsChanged } from '../src/modules/auth/session.service.ts';
import { createLocalBus, type EventBus } from '../src/ws/event-bus.ts';
import {
  acceptedContent,
  eventsOf,
  football2x1,
  ISSUE,
  lapse,
  ledgerOf,
  moneyOf,
  orderIn,
  orderRow,
  appWithOrderWorld,
  place,
  placeSsq,
  priceFootball,
  publishMatch,
  publishSsq,
  ssqLine,
  stateLabel,
  withRates,
  type OrderWorld,
} from './helpers/orders.ts';
import { expectBooksBalanced } from './helpers/ledger.ts';
import type { TestApp } from './helpers/test-app.ts';
import { uploadPhoto } from './helpers/uploads.ts';

let t: TestApp;
let w: OrderWorld;
beforeEach(async () => ({ t, w } = await appWithOrderWorld()));
afterEach(() => t.close());

const S = OrderState;
const ALL_STATES = Object.values(S);

type Answer = { code: number; msg: string };
const ACTIONS: Record<string, { allowed: number[]; run: (id: string) => Promise<Answer> }> = {
  接单: {
    allowed: [S.awaitingAcceptance],
    run: (id) => t.get('/api/shopkeeper.Order/OrderReceiving', { token: w.shop, query: { order_id: id } }),
  },
  出票: {
    allowed: [S.awaitingTicket],
    run: (id) =>
      t.post('/api/shopkeeper.Order/OrderDrawDraft', {
        token: w.shop,
        body: { order_id: id, newContent: 0 },
      }),
  },
  撤单: {
    allowed: [S.awaitingAcceptance, S.awaitingTicket],
    run: (id) =>
      t.post('/api/shopkeeper.Order/ShopkeeperCancellation', {
        token: w.shop,
        body: { order_id: id, reason: '票数太多' },
      }),
  },
  // From 0: the plan orderIn makes has no other buyer, so its initiator may withdraw it.
  玩家撤销: {
    allowed: [S.subscribing, S.awaitingAcceptance],
    run: (id) =>
      t.post('/api/bettingend.Order/cancel', { token: w.players[0]!.token, body: { order_id: id } }),
  },
  修改中奖金额: {
    allowed: [S.awaitingSettlement, S.lost, S.awaitingPayout],
    run: (id) =>
      t.get('/api/shopkeeper.mine.WaitingAward/EditMoney', {
        token: w.shop,
        query: { order_id: id, order_money: '8.00', reason: '按票面核对' },
      }),
  },
  派奖: {
    allowed: [S.awaitingPayout],
    run: (id) =>
      t.post('/api/shopkeeper.mine.WaitingAward/Award', { token: w.shop, body: { order_ids: [id] } }),
  },
};

describe('the state machine: every state × every action', () => {
  for (const state of ALL_STATES)
    it(`state ${state} ${stateLabel(state)}`, async () => {
      for (const [name, action] of Object.entries(ACTIONS)) {
        const id = await orderIn(t, w, state);
        const before = await orderRow(t, id);
        const ledgerBefore = await ledgerOf(t, id);
        const answer = await action.run(id);
        const after = await orderRow(t, id);
        if (action.allowed.includes(state)) {
          expect(answer.code, `${name} from ${state}: ${answer.msg}`).toBe(1);
          expect(after, `${name} from ${state}`).not.toEqual(before);
          const events = await eventsOf(t, id);
          expect(events.at(-1)).toMatchObject({ from_state: state, to_state: after.state });
        } else {
          expect(answer.code, `${name} from ${state} should be refused`).toBe(0);
          expect(answer.msg).toContain(stateLabel(state));
          expect(after).toEqual(before);
          expect(await ledgerOf(t, id)).toEqual(ledgerBefore);
        }
      }
    });
});

describe('money of each transition', () => {
  it('ordering pays from the player; refusing refunds; one ledger row each way', async () => {
    const player = w.players[0]!;
    const start = await moneyOf(t, player.id);
    const id = await placeSsq(t, w, 0, [1, 2, 3, 4, 5, 6], 7, 3);
    expect(await moneyOf(t, player.id)).toBe(start - 600);
    const r = await t.post('/api/shopkeeper.Order/ShopkeeperCancellation', {
      token: w.shop,
      body: { order_id: id, reason: '订单较多,忙不过来' },
    });
    expect(r.code).toBe(1);
    expect(await moneyOf(t, player.id)).toBe(start);
    expect((await ledgerOf(t, id)).map((l) => [l.type, l.change])).toEqual([
      ['order_pay', -600],
      ['order_refund', 600],
    ]);
    expect(await orderRow(t, id)).toMatchObject({ state: S.cancelledByShop, reason: '订单较多,忙不过来' });
    await expectBooksBalanced(t);
  });

  it('ticketing charges the shop its service fee (1 % of BetMoney)', async () => {
    const id = await placeSsq(t, w, 0, [1, 2, 3, 4, 5, 6], 7, 50);
    await t.get('/api/shopkeeper.Order/OrderReceiving', { token: w.shop, query: { order_id: id } });
    const before = await moneyOf(t, w.shopId);
    const r = await t.post('/api/shopkeeper.Order/OrderDrawDraft', {
      token: w.shop,
      body: { order_id: id, newContent: 0 },
    });
    expect(r.code).toBe(1);
    expect(await moneyOf(t, w.shopId)).toBe(before - 100);
    expect((await ledgerOf(t, id)).at(-1)).toMatchObject({
      user_id: w.shopId,
      type: 'service_fee',
      change: -100,
    });
    await expectBooksBalanced(t);
  });

  it('a shop balance too low to pay the fee answers 402 and changes nothing', async () => {
    const id = await placeSsq(t, w, 0, [1, 2, 3, 4, 5, 6], 7, 50);
    await t.get('/api/shopkeeper.Order/OrderReceiving', { token: w.shop, query: { order_id: id } });
    await t.db.updateTable('users').set({ money: 99 }).where('id', '=', w.shopId).execute();
    const r = await t.post('/api/shopkeeper.Order/OrderDrawDraft', {
      token: w.shop,
      body: { order_id: id, newContent: 0 },
    });
    expect(r.code).toBe(402);
    expect(r.msg).toContain('店铺余额不足');
    expect(await orderRow(t, id)).toMatchObject({ state: S.awaitingTicket, ticketing_time: 0 });
    expect(await moneyOf(t, w.shopId)).toBe(99);
  });

  it('a player without enough balance is refused and no order is written', async () => {
    const player = w.players[1]!;
    await t.db.updateTable('users').set({ money: 100 }).where('id', '=', player.id).execute();
    const count = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const r = await t.post('/api/bettingend.Order/create', {
      token: player.token,
      body: { consent: 1, game_id: 101, content: ssqLine([1, 2, 3, 4, 5, 6], 7), issue: ISSUE },
    });
    expect(r.code).toBe(0);
    expect(r.msg).toContain('余额不足');
    const after = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(count.n));
    expect(await moneyOf(t, player.id)).toBe(100);
  });

  it('a lapsed deadline cancels and refunds; an unfilled group-buy refunds every share', async () => {
    const id = await orderIn(t, w, S.awaitingTicket);
    const player = w.players[0]!;
    const before = await moneyOf(t, player.id);
    await lapse(t, id);
    expect(await orderRow(t, id)).toMatchObject({ state: S.cancelledBySystem });
    expect(await moneyOf(t, player.id)).toBe(before + 200);

    const plan = await orderIn(t, w, S.subscribing);
    const joiner = w.players[1]!;
    const joinerBefore = await moneyOf(t, joiner.id);
    const r = await t.post('/api/bettingend.Together/join', {
      token: joiner.token,
      body: { consent: 1, order_id: plan, shares: 2 },
    });
    expect(r.code).toBe(1);
    expect(await moneyOf(t, joiner.id)).toBe(joinerBefore - 400);
    const initiatorBefore = await moneyOf(t, player.id);
    await lapse(t, plan);
    expect(await orderRow(t, plan)).toMatchObject({ state: S.lapsed });
    expect(await moneyOf(t, joiner.id)).toBe(joinerBefore);
    expect(await moneyOf(t, player.id)).toBe(initiatorBefore + 400);
  });

  it('selling the last share moves a group-buy to 待接单; more shares than are left is refused', async () => {
    const plan = await orderIn(t, w, S.subscribing);
    const r1 = await t.post('/api/bettingend.Together/join', {
      token: w.players[1]!.token,
      body: { consent: 1, order_id: plan, shares: 4 },
    });
    expect(r1.code).toBe(0);
    expect(r1.msg).toContain('仅剩 3 份');
    const r2 = await t.post('/api/bettingend.Together/join', {
      token: w.players[1]!.token,
      body: { consent: 1, order_id: plan, shares: 3 },
    });
    expect(r2.code).toBe(1);
    expect(await orderRow(t, plan)).toMatchObject({ state: S.awaitingAcceptance });
  });

  it('派奖 credits AwardMoney to the player once (the group-buy split: orders-trust.test.ts)', async () => {
    const id = await orderIn(t, w, S.awaitingPayout);
    const row = await orderRow(t, id);
    expect(row.award_money).toBe(500_000_000);
    const player = w.players[0]!;
    const before = await moneyOf(t, player.id);
    const r = await t.post('/api/shopkeeper.mine.WaitingAward/Award', {
      token: w.shop,
      body: { order_ids: id },
    });
    expect(r.code).toBe(1);
    expect(await moneyOf(t, player.id)).toBe(before + 500_000_000);
    const again = await t.post('/api/shopkeeper.mine.WaitingAward/Award', {
      token: w.shop,
      body: { order_ids: id },
    });
    expect(again.code).toBe(0);
    expect(again.msg).toContain('已派奖');
    expect(await moneyOf(t, player.id)).toBe(before + 500_000_000);
  });
});

describe('concurrency', () => {
  it('20 simultaneous Award presses on one order pay once', async () => {
    const id = await orderIn(t, w, S.awaitingPayout);
    const player = w.players[0]!;
    const before = await moneyOf(t, player.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.post('/api/shopkeeper.mine.WaitingAward/Award', { token: w.shop, body: { order_ids: [id] } }),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(await moneyOf(t, player.id)).toBe(before + 500_000_000);
    expect((await ledgerOf(t, id)).filter((l) => l.type === 'order_award')).toHaveLength(1);
    await expectBooksBalanced(t);
  });

  it('two staff receiving one order: one wins', async () => {
    const id = await placeSsq(t, w);
    const answers = await Promise.all([
      t.get('/api/shopkeeper.Order/OrderReceiving', { token: w.shop, query: { order_id: id } }),
      t.get('/api/shopkeeper.Order/OrderReceiving', { token: w.clerk, query: { order_id: id } }),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 1]);
    expect((await eventsOf(t, id)).filter((e) => e.action === 'receive')).toHaveLength(1);
  });

  it('a player cancelling while the shop receives: one wins and the money adds up', async () => {
    const player = w.players[0]!;
    const start = await moneyOf(t, player.id);
    const id = await placeSsq(t, w);
    const [received, cancelled] = await Promise.all([
      t.get('/api/shopkeeper.Order/OrderReceiving', { token: w.shop, query: { order_id: id } }),
      t.post('/api/bettingend.Order/cancel', { token: player.token, body: { order_id: id } }),
    ]);
    expect([received.code, cancelled.code].sort()).toEqual([0, 1]);
    const row = await orderRow(t, id);
    if (row.state === S.cancelledByPlayer) expect(await moneyOf(t, player.id)).toBe(start);
    else {
      expect(row.state).toBe(S.awaitingTicket);
      expect(await moneyOf(t, player.id)).toBe(start - 200);
    }
  });
});

describe('who may see and act', () => {
  it("another shop's order answers not found on every endpoint", async () => {
    const id = await orderIn(t, w, S.awaitingPayout);
    const p = w.partner;
    const answers = await Promise.all([
      t.get('/api/shopkeeper.Order/detail', { token: p, query: { order_id: id } }),
      t.get('/api/shopkeeper.Order/OrderReceiving', { token: p, query: { order_id: id } }),
      t.post('/api/shopkeeper.Order/OrderDrawDraft', { token: p, body: { order_id: id, newContent: 0 } }),
      t.post('/api/shopkeeper.Order/ShopkeeperCancellation', {
        token: p,
        body: { order_id: id, reason: 'x' },
      }),
      t.get('/api/shopkeeper.mine.WaitingAward/EditMoney', {
        token: p,
        query: { order_id: id, order_money: 1 },
      }),
      t.post('/api/shopkeeper.mine.WaitingAward/Award', { token: p, body: { order_ids: id } }),
      t.post('/api/shopkeeper.Order/SetOrderTicketImg', {
        token: p,
        body: { order_id: id, imgUrl: '/uploads/x.jpg' },
      }),
    ]);
    for (const a of answers) expect(a).toMatchObject({ code: 0, msg: '订单不存在' });
    const lists = await t.get<{ total: number }>('/api/shopkeeper.mine.Orderlist/Orderlist', {
      token: p,
      query: { search: id },
    });
    expect(lists.data.total).toBe(0);
    expect((await orderRow(t, id)).state).toBe(S.awaitingPayout);
  });

  it('staff without the award permission cannot pay out', async () => {
    const id = await orderIn(t, w, S.awaitingPayout);
    const clerk = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo_clerk')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('clerk_config').set({ award: 0 }).where('user_id', '=', clerk.id).execute();
    sessionsChanged(t.ctx);
    const r = await t.post('/api/shopkeeper.mine.WaitingAward/Award', {
      token: w.clerk,
      body: { order_ids: id },
    });
    expect(r.code).toBe(401);
    expect((await orderRow(t, id)).state).toBe(S.awaitingPayout);
  });

  it('staff game rules are enforced on 接单: may not accept, or only within the amount range', async () => {
    const clerk = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo_clerk')
      .executeTakeFirstOrThrow();
    const now = Math.floor(Date.now() / 1000);
    await t.db
      .insertInto('clerk_game_rules')
      .values([
        { clerk_id: clerk.id, game_code: 101, rule: 1, min_money: 0, max_money: 0, update_time: now },
        { clerk_id: clerk.id, game_code: 407, rule: 2, min_money: 200, max_money: 1_000, update_time: now },
      ])
      .execute();
    const ssq = await placeSsq(t, w);
    const refused = await t.get('/api/shopkeeper.Order/OrderReceiving', {
      token: w.clerk,
      query: { order_id: ssq },
    });
    expect(refused).toMatchObject({ code: 0 });
    expect(refused.msg).toContain('双色球');
    const big = await place(t, w.players[0]!.token, {
      game_id: 407,
      content: football2x1('1.25', '1.25', 6),
    });
    const tooBig = await t.get('/api/shopkeeper.Order/OrderReceiving', {
      token: w.clerk,
      query: { order_id: big },
    });
    expect(tooBig.code).toBe(0);
    expect(tooBig.msg).toContain('2.00～10.00');
    const small = await place(t, w.players[0]!.token, { game_id: 407, content: football2x1() });
    expect(
      (await t.get('/api/shopkeeper.Order/OrderReceiving', { token: w.clerk, query: { order_id: small } }))
        .code,
    ).toBe(1);
    // The owner is not bound by staff rules.
    expect(
      (await t.get('/api/shopkeeper.Order/OrderReceiving', { token: w.shop, query: { order_id: ssq } })).code,
    ).toBe(1);
  });

  it('players log in on the player side only, and see their balance', async () => {
    const shopAsPlayer = await t.post('/api/bettingend.User/login', {
      body: { username: 'demo_shop', password: 'demo123456' },
    });
    expect(shopAsPlayer).toMatchObject({ code: 0, msg: '该账号不是彩民账号' });
    const playerAsShop = await t.post('/api/NewUser/login', {
      body: { username: 'player01', password: 'demo123456' },
    });
    expect(playerAsShop.code).toBe(0);
    const me = await t.get<{ userinfo: { money: string; shop_id: number } }>('/api/bettingend.User/index', {
      token: w.players[0]!.token,
    });
    expect(me.data.userinfo).toMatchObject({ money: '1000.00', shop_id: w.shopId });
  });

  it('players reach only their own orders', async () => {
    const id = await placeSsq(t, w, 0);
    const other = w.players[1]!.token;
    expect(
      await t.get('/api/bettingend.Order/detail', { token: other, query: { order_id: id } }),
    ).toMatchObject({ code: 0 });
    expect(
      await t.post('/api/bettingend.Order/cancel', { token: other, body: { order_id: id } }),
    ).toMatchObject({ code: 0 });
    const mine = await t.get<{ total: number }>('/api/bettingend.Order/list', { token: other });
    expect(mine.data.total).toBe(0);
    // A player's token is no shop's: shop endpoints answer 401.
    expect(
      (await t.get('/api/shopkeeper.Order/detail', { token: other, query: { order_id: id } })).code,
    ).toBe(401);
  });

  it('hides the bet content from the shop until it accepts the order', async () => {
    const id = await placeSsq(t, w);
    const before = await t.get<{ BetContent: unknown }>('/api/shopkeeper.Order/detail', {
      token: w.shop,
      query: { order_id: id },
    });
    expect(before.data.BetContent).toBeNull();
    await t.get('/api/shopkeeper.Order/OrderReceiving', { token: w.shop, query: { order_id: id } });
    const after = await t.get<{ BetContent: unknown }>('/api/shopkeeper.Order/detail', {
      token: w.shop,
      query: { order_id: id },
    });
    expect(after.data.BetContent).toEqual(ssqLine([1, 2, 3, 4, 5, 6], 7));
  });
});

describe('settlement by published results', () => {
  it('a 双色球 draw settles the orders of its issue; a correction re-settles the unpaid and leaves the paid', async () => {
    const winner = await orderIn(t, w, S.awaitingDraw);
    const other = await placeSsq(t, w, 1, [1, 2, 3, 4, 10, 11], 7);
    await t.get('/api/shopkeeper.Order/OrderReceiving', { token: w.shop, query: { order_id: other } });
    await t.post('/api/shopkeeper.Order/OrderDrawDraft', {
      token: w.shop,
      body: { order_id: other, newContent: 0 },
    });
    await publishSsq(t, [1, 2, 3, 4, 5, 6], 7);
    expect(await orderRow(t, winner)).toMatchObject({ state: S.awaitingPayout, award_money: 500_000_000 });
    // 4+1: the fourth prize, 200 yuan.
    expect(await orderRow(t, other)).toMatchObject({ state: S.awaitingPayout, award_money: 20_000 });
    await t.post('/api/shopkeeper.mine.WaitingAward/Award', { token: w.shop, body: { order_ids: winner } });

    // The correction: the paid order keeps its payout; the unpaid one now hits 2+0, no prize.
    await publishSsq(t, [1, 2, 20, 21, 22, 23], 8);
    expect(await orderRow(t, winner)).toMatchObject({ state: S.paidOut, award_money: 500_000_000 });
    expect(await orderRow(t, other)).toMatchObject({ state: S.lost, award_money: 0 });
    expect((await eventsOf(t, other)).map((e) => e.action)).toContain('resettle');
  });

  it('a 竞彩足球 2串1 settles by match results with half-to-even rounding', async () => {
    const id = await place(t, w.players[0]!.token, { game_id: 407, content: football2x1('1.25', '1.25') });
    await t.get('/api/shopkeeper.Order/OrderReceiving', { token: w.shop, query: { order_id: id } });
    await t.post('/api/shopkeeper.Order/OrderDrawDraft', {
      token: w.shop,
      body: { order_id: id, newContent: 0 },
    });
    await publishMatch(t, 'M-001', '2:0', '1:0');
    expect((await orderRow(t, id)).state).toBe(S.awaitingDraw);
    await publishMatch(t, 'M-002', '1:1', '0:0');
    // 2 × 1.25 × 1.25 = 3.125 → 3.12
    expect(await orderRow(t, id)).toMatchObject({
      state: S.awaitingPayout,
      winning_money: 312,
      award_money: 312,
    });
  });

  it('出票 with edited odds keeps the original and prices the prize from the confirmed odds', async () => {
    await priceFootball(t, '2.00', '3.00');
    const id = await place(t, w.players[0]!.token, { game_id: 407, content: football2x1('2.00', '3.00') });
    const original = await acceptedContent(t, w, id);
    const edited = withRates(original, [['1.90'], ['3.10']]);
    const r = await t.post('/api/shopkeeper.Order/OrderDrawDraft', {
      token: w.shop,
      body: { order_id: id, newContent: edited },
    });
    expect(r.code).toBe(1);
    const detail = await t.get<{ BetContent: SportsContent; oldContent: unknown; bonusmax: string }>(
      '/api/shopkeeper.Order/detail',
      { token: w.shop, query: { order_id: id } },
    );
    expect(detail.data.BetContent.Content.map((m) => m.data[0]!.rate)).toEqual(['1.90', '3.10']);
    expect(detail.data.oldContent).toEqual(original);
    expect(detail.data.bonusmax).toBe('11.78');
  });
});

describe('bad input: code 0 naming the field, nothing written', () => {
  it('refuses edited odds below 1, other selections, malformed content', async () => {
    const id = await place(t, w.players[0]!.token, { game_id: 407, content: football2x1() });
    const original = await acceptedContent(t, w, id);
    const before = await orderRow(t, id);
    for (const [content, words] of [
      [withRates(original, [['0.99'], ['1.25']]), 'rate'],
      [{ ...original, Content: [original.Content[0]] }, 'Content'],
      [{ Content: 'x' }, 'newContent'],
    ] as const) {
      const r = await t.post('/api/shopkeeper.Order/OrderDrawDraft', {
        token: w.shop,
        body: { order_id: id, newContent: content },
      });
      expect(r.code).toBe(0);
      expect(r.msg).toContain(words);
    }
    expect(await orderRow(t, id)).toEqual(before);
  });

  it('refuses a missing or over-long reason, negative or over-limit EditMoney, bet content the engine rejects', async () => {
    const id = await orderIn(t, w, S.awaitingAcceptance);
    const noReason = await t.post('/api/shopkeeper.Order/ShopkeeperCancellation', {
      token: w.shop,
      body: { order_id: id },
    });
    expect(noReason.code).toBe(0);
    expect(noReason.msg).toContain('reason');
    const long = await t.post('/api/shopkeeper.Order/ShopkeeperCancellation', {
      token: w.shop,
      body: { order_id: id, reason: '很'.repeat(51) },
    });
    expect(long.code).toBe(0);
    expect(long.msg).toContain('reason');

    const payout = await orderIn(t, w, S.awaitingPayout);
    for (const money of ['-1', '100000000', 'abc', '1.234']) {
      const r = await t.get('/api/shopkeeper.mine.WaitingAward/EditMoney', {
        token: w.shop,
        query: { order_id: payout, order_money: money },
      });
      expect(r.code, money).toBe(0);
      expect(r.msg).toContain('order_money');
    }

    const bad = await t.post('/api/bettingend.Order/create', {
      token: w.players[0]!.token,
      body: { consent: 1, game_id: 101, content: ssqLine([1, 2, 3, 4, 5, 40], 7), issue: ISSUE },
    });
    expect(bad.code).toBe(0);
    expect(bad.msg).toContain('content');
  });

  it('ticket photos: images only, at most 3, deletable; a 4th is refused', async () => {
    const id = await orderIn(t, w, S.awaitingTicket);
    const png = await sharp({ create: { width: 1, height: 1, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer();
    const upload = (bytes: Buffer) => uploadPhoto(t, w.shop, id, bytes, { filename: 'ticket.png' });
    const photosInTab = async () =>
      (
        await t.get<{ data: { ReturnImages: string[] }[] }>('/api/shopkeeper.Order/Orderlist', {
          token: w.shop,
          query: { state: 2, order: 'PayTime' },
        })
      ).data.data[0]!.ReturnImages;
    expect(await photosInTab()).toEqual([]);
    const script = await upload(Buffer.from('<script>alert(1)</script>'));
    expect(script.code).toBe(0);
    expect(script.msg).toContain('file');
    for (let i = 1; i <= 3; i++) expect((await upload(png)).data?.file).toHaveLength(i);
    expect(await photosInTab()).toHaveLength(3);
    const fourth = await upload(png);
    expect(fourth.code).toBe(0);
    expect(fourth.msg).toContain('3');
    const detail = await t.get<{ ReturnImages: string[] }>('/api/shopkeeper.Order/detail', {
      token: w.shop,
      query: { order_id: id },
    });
    expect(detail.data.ReturnImages).toHaveLength(3);
    const served = await t.app.inject({ method: 'GET', url: detail.data.ReturnImages[0]! });
    expect(served.statusCode).toBe(200);
    const del = await t.post<{ data: string[] }>('/api/shopkeeper.Order/SetOrderTicketImg', {
      token: w.shop,
      body: { order_id: id, imgUrl: detail.data.ReturnImages[0]! },
    });
    expect(del.code).toBe(1);
    expect(del.data.data).toHaveLength(2);
  });
});

describe('the order tab’s lists (kept per shop until one of its orders changes)', () => {
  type Tab = { total: number; data: { order_id: string; State: number }[] };
  const tab = async (state: 1 | 2) =>
    (
      await t.get<Tab>('/api/shopkeeper.Order/Orderlist', {
        token: w.shop,
        query: { state, order: 'PayTime' },
      })
    ).data;
  const ids = (page: Tab) => page.data.map((o) => o.order_id);
  /** Each tab read before and after each step, so a kept answer that should have been dropped shows. */
  const placeAndReceive = async () => {
    expect(await tab(1)).toMatchObject({ total: 0 });
    const id = await placeSsq(t, w);
    expect(ids(await tab(1))).toEqual([id]);
    expect(ids(await tab(2))).toEqual([]);
    await t.get('/api/shopkeeper.Order/OrderReceiving', { token: w.shop, query: { order_id: id } });
    expect(await tab(1)).toMatchObject({ total: 0 });
    expect(ids(await tab(2))).toEqual([id]);
    return id;
  };

  it('show a new order, 接单 and a change announced by another instance at once', async () => {
    const id = await placeAndReceive();
    // Another instance cancels it: its write is in the shared database, its push arrives on the event bus.
    await t.db.updateTable('orders').set({ state: S.cancelledByShop }).where('order_id', '=', id).execute();
    await t.ctx.events.publish(
      { shop: w.shopId },
      { type: 'order.changed', order_id: id, State: S.cancelledByShop },
    );
    expect(await tab(2)).toMatchObject({ total: 0 });
  });

  it('show this instance’s own change at once even when the bus delivers late (as Redis does)', async () => {
    await t.close();
    const local = createLocalBus();
    const late: EventBus = {
      ...local,
      publish: (audience, frame) =>
        new Promise((resolve) => setTimeout(() => resolve(local.publish(audience, frame)), 1_000)),
    };
    ({ t, w } = await appWithOrderWorld({}, { events: late }));
    await placeAndReceive();
  });
});
