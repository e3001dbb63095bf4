import { IssueState, OrderState, planCloseOf, type Order } from '@dzzs/shared';
import { GAMES, gameByCode, settleBet } from '@dzzs/shared/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listIssues } from '../src/modules/calendar/issues.service.ts';
import { fixtureGameOf } from '../src/modules/calendar/sports-games.ts';
import { demoDraw, losingBet } from '../src/modules/orders/demo-results.ts';
import { sampleBet, seededRandom } from '../src/modules/orders/sample-bets.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The demo's orders (modules/orders/orders.seed.ts) at a chosen time of day: the calendar decides what was on sale,
// so the time decides what the demo can show.

let t: TestApp;

/** Seeds the demo as a first start at this local time would (a Tuesday: 双色球 draws at 21:15). */
async function seedAt(hour: number, minute = 0): Promise<number> {
  vi.setSystemTime(new Date(2026, 10, 24, hour, minute));
  t = await createTestApp();
  await seedDemo(t.ctx);
  return Math.floor(Date.now() / 1000);
}

const orders = () => t.db.selectFrom('orders').selectAll().orderBy('id').execute();
const ADVANCE = 10 * 60;

// Each test seeds the whole demo (every module, every account's password hash): tens of seconds on PostgreSQL on a
// busy machine.
describe('the orders demo', { timeout: 120_000 }, () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it('shows every game in every state, on what the calendar had on sale, settled on published results', async () => {
    const now = await seedAt(12);
    const rows = await orders();
    for (const game of GAMES) {
      const states = new Set(rows.filter((r) => r.game_code === game.code).map((r) => r.state));
      // The engine settles its games at once: only the games the shop settles wait in 7.
      const expected = Object.values(OrderState).filter((s) => s !== 7 || !game.autoSettle);
      expect([game.code, [...states].sort((a, b) => a - b)]).toEqual([game.code, expected]);
    }
    // Every deadline is the calendar's sales close less the shop's advance: none was written by hand.
    expect(rows.every((r) => r.deadline === r.sales_close - ADVANCE)).toBe(true);

    const fixtures = await t.db.selectFrom('fixtures').selectAll().execute();
    const results = new Set(
      (await t.db.selectFrom('match_results').select('match_id').execute()).map((r) => r.match_id),
    );
    const draws = new Set(
      (await t.db.selectFrom('draws').select(['game_code', 'issue']).execute()).map(
        (d) => `${d.game_code}:${d.issue}`,
      ),
    );
    const matchesOf = async (id: number) =>
      (await t.db.selectFrom('order_matches').select('match_id').where('order_pk', '=', id).execute()).map(
        (m) => m.match_id,
      );
    // What was placed days ago (and lapsed or settled since) is on the drawn issue or the played matches; the rest is
    // on what is on sale now.
    const longAgo = [5, 7, 8, 9, 10, 11] as number[];
    for (const row of rows) {
      const game = gameByCode(row.game_code)!;
      const past = longAgo.includes(row.state);
      if (game.group === 'number') {
        const issue = (await listIssues(t.db, { gameCode: game.code, from: 0, limit: 100, now })).find(
          (i) => i.row.issue === row.issue,
        );
        expect([row.order_id, issue?.state]).toEqual([
          row.order_id,
          past ? IssueState.drawn : IssueState.onSale,
        ]);
        expect(draws.has(`${game.code}:${row.issue}`)).toBe(past);
        expect(row.sales_close).toBe(issue!.row.sales_close);
        continue;
      }
      const ids = await matchesOf(row.id);
      const own = fixtures.filter(
        (f) => f.game_code === fixtureGameOf(game.code) && ids.includes(f.match_id),
      );
      expect(own).toHaveLength(ids.length);
      // 胜负彩 and 任选九 close with their round, the others with their earliest match.
      const closing =
        game.code === 401 || game.code === 402 ? fixtures.filter((f) => f.round === own[0]!.round) : own;
      expect(row.sales_close).toBe(Math.min(...closing.map((f) => f.sales_close)));
      expect(
        own.every((f) => (past ? f.kickoff < now && results.has(f.match_id) : f.sales_close > now)),
      ).toBe(true);
      if (!past) expect(own.some((f) => results.has(f.match_id))).toBe(false);
    }
    expect(draws.size).toBeGreaterThan(8);
    // Nothing happened after the moment of the seed.
    const last = await t.db
      .selectFrom('record_events')
      .select((eb) => eb.fn.max('create_time').as('at'))
      .where('entity', '=', 'order')
      .executeTakeFirstOrThrow();
    expect(Number(last.at)).toBe(now);
  });

  it('settles as the old demo did: two winners of a draw, the first two of a match set, prizes the shop enters', async () => {
    await seedAt(12);
    const rows = await orders();
    for (const game of GAMES) {
      const mine = rows.filter((r) => r.game_code === game.code);
      const paid = mine.filter((r) => r.state === OrderState.paidOut);
      expect([game.code, paid.length]).toEqual([game.code, 1]);
      if (game.autoSettle) {
        // The engine settled them: the first two won (the first is paid), the fourth lost.
        const settled = mine.filter((r) => r.state >= OrderState.lost && r.state <= OrderState.paidOut);
        expect([game.code, settled[0]?.state, settled[1]?.state, settled[3]?.state]).toEqual([
          game.code,
          OrderState.paidOut,
          OrderState.awaitingPayout,
          OrderState.lost,
        ]);
      }
      if (game.autoSettle && game.group === 'number') {
        // Two players bet the same numbers: one is paid, the other waits.
        const twin = mine.find(
          (r) => r.state === OrderState.awaitingPayout && r.bet_content === paid[0]!.bet_content,
        );
        expect(twin).toBeDefined();
      }
      if (!game.autoSettle) {
        const byHand = mine.filter((r) => r.award_by_hand === 1).map((r) => r.state);
        expect([game.code, byHand.sort()]).toEqual([
          game.code,
          [OrderState.lost, OrderState.paidOut, OrderState.awaitingPayout].sort(),
        ]);
      }
    }
    // demo_clerk's rules (the staff module's demo adds other staff members' own).
    const rules = await t.db
      .selectFrom('clerk_game_rules')
      .select(['game_code', 'rule'])
      .innerJoin('users', 'users.id', 'clerk_game_rules.clerk_id')
      .where('users.username', '=', 'demo_clerk')
      .orderBy('game_code')
      .execute();
    expect(rules).toEqual([
      { game_code: 105, rule: 1 },
      { game_code: 407, rule: 2 },
    ]);
  });

  it('lapses what waited past its deadline through the lapse job, just after the deadline', async () => {
    const now = await seedAt(12);
    const lapsed = (await orders()).filter(
      (r) => r.state === OrderState.cancelledBySystem || r.state === OrderState.lapsed,
    );
    expect(lapsed.length).toBe(2 * GAMES.length);
    for (const row of lapsed) {
      const event = await t.db
        .selectFrom('record_events')
        .selectAll()
        .where('entity', '=', 'order')
        .where('record_id', '=', row.id)
        .where('to_state', '=', row.state)
        .executeTakeFirstOrThrow();
      expect([row.order_id, event.action, event.create_time]).toEqual([
        row.order_id,
        row.state === OrderState.lapsed ? 'expire' : 'lapse',
        // A plan (已流单) lapses just after its own close, ahead of the order's deadline.
        Math.min((row.state === OrderState.lapsed ? planCloseOf(row.deadline) : row.deadline) + 30, now),
      ]);
    }
  });

  it('shows the shop realistic issues and matches in its tabs', async () => {
    await seedAt(12);
    const shop = await t.login('demo_shop');
    const tab = (state: 1 | 2) =>
      t.get<{ data: Order[] }>('/api/shopkeeper.Order/Orderlist', {
        token: shop.token,
        query: { state, per_page: 100 },
      });
    const waiting = (await tab(1)).data.data;
    expect(waiting.length).toBe(2 * GAMES.length);
    for (const o of waiting.filter((o) => gameByCode(o.game_id)!.group === 'number'))
      expect(o.issue).toMatch(o.game_id < 200 ? /^20\d{5}$/ : /^\d{5}$/);
    const fixtures = await t.db.selectFrom('fixtures').select(['match_id', 'home', 'away']).execute();
    for (const o of (await tab(2)).data.data.filter((o) => gameByCode(o.game_id)!.group === 'sports')) {
      const content = o.BetContent as { Content: { matchId: string; homeTeamAbbName: string }[] };
      for (const m of content.Content)
        expect(fixtures.find((f) => f.match_id === m.matchId)?.home).toBe(m.homeTeamAbbName);
    }
  });

  it('between a number game’s sales close and its draw, places that game’s orders before the close', async () => {
    const now = await seedAt(20, 30);
    const ssq = (await orders()).filter((r) => r.game_code === 101);
    // Nothing of 双色球 is on sale: what the shop did not ticket before the close has lapsed; 6 waits for the draw.
    expect(ssq.some((r) => r.state <= OrderState.awaitingTicket)).toBe(false);
    const closed = ssq.filter((r) => r.sales_close <= now && r.sales_close > now - 3600);
    expect(closed.map((r) => r.state).sort((a, b) => a - b)).toEqual([
      OrderState.cancelledByPlayer,
      OrderState.cancelledByShop,
      OrderState.cancelledBySystem,
      OrderState.cancelledBySystem,
      OrderState.cancelledBySystem,
      OrderState.awaitingDraw,
      OrderState.lapsed,
    ]);
    // Games still on sale (大乐透 closes at 21:00) keep their waiting orders.
    expect(
      (await orders()).filter((r) => r.game_code === 201 && r.state === OrderState.awaitingAcceptance),
    ).toHaveLength(2);
  });

  it('makes the same bets on every first start', async () => {
    await seedAt(12);
    const first = (await orders()).map((r) => r.bet_content);
    await t.close();
    t = await createTestApp();
    await seedDemo(t.ctx);
    expect((await orders()).map((r) => r.bet_content)).toEqual(first);
  });
});

describe('the demo’s results', () => {
  it('gives the fourth number order a bet that loses against the draw, which random lines do not always', () => {
    for (const game of GAMES.filter((g) => g.autoSettle && g.group === 'number')) {
      const rnd = seededRandom(game.code);
      for (let i = 0; i < 200; i++) {
        const draw = demoDraw(rnd, game, '2026001', sampleBet(game.code, rnd));
        const result = draw.digits
          ? { game: game.code, issue: draw.issue, positions: draw.digits, poolTiers: draw.pool }
          : {
              game: game.code,
              issue: draw.issue,
              numbers: { red: draw.red!, blue: draw.blue ?? [] },
              poolTiers: draw.pool,
            };
        expect([game.code, settleBet(game.code, losingBet(rnd, game, draw), result).status]).toEqual([
          game.code,
          'lost',
        ]);
      }
    }
  });
});
