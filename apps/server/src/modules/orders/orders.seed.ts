import { OrderState } from '@dzzs/shared';
import { GAMES, poolTiersOf, quoteBet, type Game } from '@dzzs/shared/engine';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { AppContext } from '../../context.ts';
import type { OrderRow } from '../../db/schema.ts';
import { publishMatchResult, publishNumberDraw } from '../draws/draws.service.ts';
import * as repo from './orders.repository.ts';
import { sampleBet, seededRandom, type Random } from './sample-bets.ts';
import * as orders from './orders.service.ts';

// Demo orders in every state for every game, made through the same services the API uses, with the draws and
// match results published behind the settled ones. Deterministic: the same demo on every first start.

export interface DemoShop {
  shopId: number;
  clerkId: number;
  playerIds: number[];
}

const DAY = 86_400;

const yyyymmdd = (unix: number) => {
  const d = new Date(unix * 1000);
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
};

export async function seedOrders(ctx: AppContext, demo: DemoShop): Promise<void> {
  const rnd = seededRandom(20261122);
  const now = nowSeconds();
  const today = yyyymmdd(now);
  const tomorrow = yyyymmdd(now + DAY);
  const shop: orders.ShopActor = { userId: demo.shopId, shopId: demo.shopId, isStaff: false };
  let next = 0;

  /** Places an order as the next player who can afford it. */
  const place = async (
    game: Game,
    day: string,
    issue: string | undefined,
    deadline: number,
    content: unknown = sampleBet(game.code, rnd, day),
  ): Promise<OrderRow> => {
    for (let tries = 0; tries < demo.playerIds.length; tries++) {
      const userId = demo.playerIds[next++ % demo.playerIds.length]!;
      try {
        return await orders.createOrder(
          ctx,
          { userId, shopId: demo.shopId },
          { game_id: game.code, content, issue, deadline },
        );
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
      }
    }
    throw new Error(`no demo player can afford a ${game.nameEn} order`);
  };

  for (const game of GAMES) {
    const number = game.group === 'number';
    const drawnIssue = number ? `${today}${String(game.code).slice(-1)}` : undefined;
    const openIssue = number ? `${tomorrow}${String(game.code).slice(-1)}` : undefined;
    const open = (hours: number) => now + hours * 3600;
    const fresh = () => place(game, tomorrow, openIssue, open(30));

    // 1 待接单, 2 待出票, 3 玩家撤销, 4 店主撤销
    await fresh();
    await fresh();
    await orders.receive(ctx, shop, (await fresh()).order_id);
    const withdrawn = await fresh();
    await orders.cancelByPlayer(ctx, { userId: withdrawn.user_id, shopId: demo.shopId }, withdrawn.order_id);
    await orders.cancelByShop(ctx, shop, (await fresh()).order_id, '订单较多,忙不过来');

    // 5 系统撤销: accepted but never ticketed before its deadline.
    const late = await fresh();
    await orders.receive(ctx, shop, late.order_id);
    await repo.setDeadline(ctx.db, late, now - 60);

    // 0 认购中 and 11 已流单: group-buys of a bet priced to split into 10 shares.
    for (const lapse of [false, true]) {
      const plan = await groupBuy(ctx, rnd, game, demo, tomorrow, openIssue, open(20));
      if (plan && lapse) await repo.setDeadline(ctx.db, plan, now - 60);
    }

    // 6 待开奖: ticketed on tomorrow's matches / issue.
    await ticketed(ctx, shop, await fresh());

    // 7–10: ticketed on today's matches / issue, then the results are published and settled by the engine.
    const settled: OrderRow[] = [];
    // Two players bet the same numbers, so a number draw has two winners: one is paid, one waits.
    for (let i = 0; i < 4; i++) {
      const same: unknown = number && i === 1 ? JSON.parse(settled[0]!.bet_content) : undefined;
      // The two winners' matches are their own, so no other order's pick decides them.
      const card = i < 2 ? `${today}${i}` : today;
      settled.push(await ticketed(ctx, shop, await place(game, card, drawnIssue, open(2), same)));
    }
    await publishResults(ctx, rnd, game, settled, drawnIssue);

    // Where the engine could not settle (7), the shop enters a prize for one order and no prize for another.
    const waiting = await repo.findManyForShop(
      ctx.db,
      settled.map((o) => o.order_id),
      demo.shopId,
    );
    const unsettled = waiting.filter((o) => o.state === OrderState.awaitingSettlement);
    if (unsettled[0]) await orders.editMoney(ctx, shop, unsettled[0].order_id, 0);
    for (const order of unsettled.slice(1, 3))
      await orders.editMoney(ctx, shop, order.order_id, order.bet_money * 3);
    // One winner is paid out (10), the others wait (9).
    const [winner] = (
      await repo.findManyForShop(
        ctx.db,
        settled.map((o) => o.order_id),
        demo.shopId,
      )
    ).filter((o) => o.state === OrderState.awaitingPayout);
    if (winner) await orders.award(ctx, shop, [winner.order_id]);
  }
  await orders.lapseOverdue(ctx);
  await demoStaffRules(ctx, demo.clerkId, now);
}

async function ticketed(ctx: AppContext, shop: orders.ShopActor, order: OrderRow): Promise<OrderRow> {
  await orders.receive(ctx, shop, order.order_id);
  return orders.ticket(ctx, shop, order.order_id, 0);
}

async function groupBuy(
  ctx: AppContext,
  rnd: Random,
  game: Game,
  demo: DemoShop,
  day: string,
  issue: string | undefined,
  deadline: number,
): Promise<OrderRow | null> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const content = sampleBet(game.code, rnd, day);
    const quote = quoteBet(game.code, content);
    // Shares of whole yuan: the plan must be a multiple of 10 yuan.
    if (!quote.ok || quote.value.amountFen % 1000 !== 0) continue;
    const [initiator, joiner] = [demo.playerIds[attempt % 10]!, demo.playerIds[(attempt % 10) + 10]!];
    try {
      const plan = await orders.createGroupBuy(
        ctx,
        { userId: initiator, shopId: demo.shopId },
        { game_id: game.code, content, issue, deadline, total_shares: 10, own_shares: 3 },
      );
      await orders.joinGroupBuy(ctx, { userId: joiner, shopId: demo.shopId }, plan.order_id, 2);
      return plan;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  return null;
}

/**
 * Publishes results for ticketed demo orders: number games draw the first order's numbers (so it wins); each match
 * of the sports orders gets a score that makes roughly half the selections win.
 */
async function publishResults(
  ctx: AppContext,
  rnd: Random,
  game: Game,
  settled: OrderRow[],
  issue: string | undefined,
) {
  if (game.group === 'number' && issue) {
    const first = JSON.parse(settled[0]!.bet_content) as {
      data: { list: { red: unknown[]; blue?: unknown[] } };
    }[];
    const line = first[0]!.data.list;
    const flat = (xs: unknown[] | undefined) =>
      (xs ?? []).map((x) => (Array.isArray(x) ? Number(x[0]) : Number(x)));
    const draw: Parameters<typeof publishNumberDraw>[1] = {
      game: game.code as Parameters<typeof publishNumberDraw>[1]['game'],
      issue,
      ...winningNumbers(rnd, game.code, flat(line.red), flat(line.blue)),
    };
    const pool = poolTiersOf(game.code);
    if (pool.length)
      draw.pool = Object.fromEntries(
        pool.map((tier) => [String(tier), tier === 1 ? 5_000_000_00 : 150_000_00]),
      );
    await publishNumberDraw(ctx, draw);
    return;
  }
  // The first two orders win: each of their matches gets a score that makes its first selection come true; the
  // other matches get plain scores.
  const scores = new Map<string, [number, number]>();
  const basketball = game.code === 406;
  for (const [i, order] of settled.entries()) {
    const content = JSON.parse(order.bet_content) as {
      Content: { matchId: string; goal?: string; data: { res: string }[] }[];
    };
    for (const m of content.Content)
      if (!scores.has(m.matchId))
        scores.set(
          m.matchId,
          i < 2 ? scoreFor(m.data[0]!.res, Number(m.goal ?? 0), basketball) : plainScore(rnd, basketball),
        );
  }
  for (const [matchId, [home, away]] of [...scores].sort(([a], [b]) => a.localeCompare(b)))
    await publishMatchResult(ctx, {
      matchId,
      full: `${home}:${away}`,
      half: basketball
        ? `${Math.floor(home / 2)}:${Math.floor(away / 2)}`
        : `${Math.min(home, 1)}:${Math.min(away, 1)}`,
    });
}

/** A score that makes a selection win, given its handicap (added to the home score). */
function scoreFor(res: string, goal: number, basketball: boolean): [number, number] {
  const base = basketball ? 90 : 0;
  const margin = basketball ? 6 : 1;
  // The home-minus-away difference the selection needs, before the handicap is added.
  const wanted: Record<string, number> = {
    胜: margin,
    平: 0,
    负: -margin,
    主胜: margin,
    主负: -margin,
    让胜: margin - goal,
    让平: -goal,
    让负: -margin - goal,
    让分主胜: Math.ceil(margin - goal),
    让分主负: Math.floor(-margin - goal),
  };
  let diff = Math.round(wanted[res] ?? 0);
  // Basketball never ends level: a handicap pick that only needs "not more than the line" gets a one-point margin.
  if (basketball && diff === 0) diff = res.includes('负') ? -1 : 1;
  return [base + Math.max(diff, 0) + 1, base + Math.max(-diff, 0) + 1];
}

function plainScore(rnd: Random, basketball: boolean): [number, number] {
  const home = Math.floor(rnd() * 4);
  const away = Math.floor(rnd() * 3);
  if (!basketball) return [home, away];
  // Basketball has no draws (overtime decides).
  const [h, a] = [95 + home * 4, 92 + away * 5];
  return h === a ? [h + 1, a] : [h, a];
}

/**
 * A draw that makes a line win a fixed tier (no jackpots in the demo): the digit games match exactly (七星彩 all but
 * the last digit), 双色球 4+1, 大乐透 4+2; the games the shop settles itself just draw the line's numbers.
 */
function winningNumbers(rnd: Random, code: number, red: number[], blue: number[]) {
  const others = (taken: number[], count: number, max: number) => {
    const out: number[] = [];
    for (let ball = 1; out.length < count && ball <= max; ball++) if (!taken.includes(ball)) out.push(ball);
    return out;
  };
  switch (code) {
    case 202:
    case 102:
    case 203:
      return { digits: red };
    case 204:
      return { digits: [...red, ((blue[0] ?? 0) + 1) % 15] };
    case 105:
      return { red: drawKeno(rnd, red) };
    case 104:
      return { red: red.slice(0, 7), blue: others(red, 1, 30) };
    case 201:
      return { red: [...red.slice(0, 4), ...others(red, 1, 35)], blue: blue.slice(0, 2) };
    default:
      return { red: [...red.slice(0, 4), ...others(red, 2, 33)], blue: blue.slice(0, 1) };
  }
}

function drawKeno(rnd: Random, picked: number[]): number[] {
  const drawn = new Set(picked);
  while (drawn.size < 20) drawn.add(1 + Math.floor(rnd() * 80));
  return [...drawn].sort((a, b) => a - b);
}

/** demo_clerk may not accept 快乐八 orders and 竞彩足球 orders only between 2 and 200 yuan. */
async function demoStaffRules(ctx: AppContext, clerkId: number, now: number) {
  await repo.setClerkRule(ctx.db, {
    clerk_id: clerkId,
    game_code: 105,
    rule: 1,
    min_money: 0,
    max_money: 0,
    now,
  });
  await repo.setClerkRule(ctx.db, {
    clerk_id: clerkId,
    game_code: 407,
    rule: 2,
    min_money: 200,
    max_money: 20_000,
    now,
  });
}
