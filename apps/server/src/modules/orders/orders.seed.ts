import {
  GROUP_BUY_RULES,
  GroupId,
  OrderState,
  planCloseOf,
  StaffGameRule,
  type MatchOnSale,
} from '@dzzs/shared';
import { GAMES, quoteBet, type Game } from '@dzzs/shared/engine';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import type { IssueRow, OrderRow } from '../../db/schema.ts';
import { matchesOnSale } from '../calendar/games.service.ts';
import { listIssues } from '../calendar/issues.service.ts';
import { publishNumberDraw } from '../draws/draws.service.ts';
import { advanceSeconds } from '../calendar/calendar.service.ts';
import {
  demoDraw,
  losingBet,
  publishDemoScores,
  scoreDemoMatches,
  type DemoDraw,
  type DemoScore,
} from './demo-results.ts';
import { createGroupBuy, joinGroupBuy } from './group-buys.service.ts';
import * as shopActions from './order-actions.service.ts';
import { lapseOverdue } from './order-deadlines.service.ts';
import { cancelByPlayer, createOrder, type PlayerActor } from './order-placing.service.ts';
import { M } from './order-rules.ts';
import * as repo from './orders.repository.ts';
import { sampleBet, seededRandom, type Random } from './sample-bets.ts';
import { writeGameRule } from '../staff/staff.service.ts';

// Demo orders in every state for every game, made through the same services the API uses, on what the game calendar
// had on sale: the current ones on what is on sale now, the settled ones placed days ago on what was on sale then
// (a drawn issue, played matches), ticketed, and settled by the engine when the demo publishes their results.
// Orders left waiting past their deadline lapse through the lapse job's own pass, run as just after that deadline.
// Deterministic: the same bets on every first start.

export interface DemoShop {
  shopId: number;
  clerkId: number;
  playerIds: number[];
}

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
/** The lapse job runs every 30 s: an order lapses this long after its deadline. */
const LAPSE_DELAY = 30;
/** How far back the demo looks for a drawn issue or a played match (the calendar demo starts its issues 4 days back). */
const LOOK_BACK = 7 * DAY;

/** Where a batch of demo orders is placed: when, on which issue (number games) or which matches (sports). */
interface Sale {
  at: number;
  issue?: string;
  matches: MatchOnSale[];
}

/** A game's orders placed on what was on sale days ago, to be settled on the results published now. */
interface Played {
  game: Game;
  sale: Sale;
  settled: OrderRow[];
  /** Number games: the draw the settled orders wait for. */
  draw: DemoDraw | null;
}

interface Seeding {
  ctx: AppContext;
  demo: DemoShop;
  rnd: Random;
  shop: shopActions.ShopActor;
  /** Deadlines of the orders left waiting (0, 1, 2): they lapse once their deadline has passed. */
  open: number[];
  nextPlayer: number;
}

export async function seedOrders(ctx: AppContext, demo: DemoShop): Promise<void> {
  const now = nowSeconds();
  const s: Seeding = {
    ctx,
    demo,
    rnd: seededRandom(20261122),
    shop: { kind: 'shop', userId: demo.shopId, shopId: demo.shopId, isStaff: false },
    open: [],
    nextPlayer: 0,
  };
  // Every order is placed before any result is out: a match with a result takes no more orders, and 胜负彩 and
  // 任选九 sell the same matches.
  const played: Played[] = [];
  for (const game of GAMES) {
    const { current, past } = await salesOf(s, game, now);
    if (current) await currentOrders(s, game, current, now);
    if (past) played.push(await ticketedLongAgo(s, game, past, now));
  }
  const scores = new Map<string, DemoScore>();
  for (const { game, sale, settled, draw } of played) {
    if (draw) await publishDraws(s, game, draw, now);
    else scoreDemoMatches(scores, s.rnd, game, sale.matches, settled);
  }
  await publishDemoScores(ctx, scores);
  for (const { settled } of played) await settleAndPay(s, settled);
  // The lapse job as it ran just after each deadline that has passed.
  for (const deadline of [...new Set(s.open)].filter((d) => d <= now).sort((a, b) => a - b))
    await lapseOverdue(ctx, Math.min(deadline + LAPSE_DELAY, now));
  await demoStaffRules(ctx, demo.clerkId);
}

/**
 * What the game had on sale now, and days ago with its result due by now. A number game's current issue is the one
 * on sale, or, between its sales close and its draw, the one just closed: its orders were placed before the close
 * (those the shop did not ticket have lapsed). Sports: the matches on sale now, and the played ones as they were on
 * sale an hour before the first of them closed.
 */
async function salesOf(
  s: Seeding,
  game: Game,
  now: number,
): Promise<{ current: Sale | null; past: Sale | null }> {
  const advance = await advanceSeconds(s.ctx.db, s.demo.shopId, game.code);
  if (game.group === 'number') {
    const issues = (
      await listIssues(s.ctx.db, { gameCode: game.code, from: now - LOOK_BACK, limit: 100, now })
    ).map((i) => i.row);
    const placed = (row: IssueRow, at: number): Sale => ({
      at: Math.max(row.sales_open + MINUTE, at),
      issue: row.issue,
      matches: [],
    });
    const current = issues.find((r) => r.sales_open <= now && r.draw_time > now);
    const drawn = issues.filter((r) => r.draw_time <= now).at(-1);
    const deadline = (r: IssueRow) => r.sales_close - advance;
    return {
      current: current
        ? placed(current, deadline(current) > now + MINUTE ? now : deadline(current) - HOUR)
        : null,
      past: drawn ? placed(drawn, deadline(drawn) - HOUR) : null,
    };
  }
  const onSale = await matchesOnSale(s.ctx.db, s.demo.shopId, game.code, now);
  const played = (await matchesOnSale(s.ctx.db, s.demo.shopId, game.code, now - LOOK_BACK)).filter(
    (m) => m.kickoff < now,
  );
  return {
    current: onSale.length ? { at: now, matches: onSale } : null,
    past: played.length ? { at: Math.min(...played.map((m) => m.deadline)) - HOUR, matches: played } : null,
  };
}

/** A moment `steps` five-minute steps after the order was placed, never later than now. */
const after = (sale: Sale, steps: number, now: number) => Math.min(sale.at + steps * 5 * MINUTE, now);

/**
 * Runs `work` as the next demo player who can afford it (players have different balances). Any other refusal is a
 * bug of the demo: it stops the seed naming the game and the reason.
 */
async function asPlayer<T>(
  s: Seeding,
  game: Game,
  work: (player: PlayerActor) => Promise<T>,
  not?: number,
): Promise<T> {
  for (let tries = 0; tries < s.demo.playerIds.length; tries++) {
    const userId = s.demo.playerIds[s.nextPlayer++ % s.demo.playerIds.length]!;
    if (userId === not) continue;
    try {
      return await work({ kind: 'player', userId, shopId: s.demo.shopId });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.key !== M.orderPlayerBalanceShort)
        throw new Error(`demo ${game.nameEn} order refused: ${translate('en', err.key, err.params)}`, {
          cause: err,
        });
    }
  }
  throw new Error(`no demo player can afford a ${game.nameEn} order`);
}

const place = (
  s: Seeding,
  game: Game,
  sale: Sale,
  content: unknown = sampleBet(game.code, s.rnd, sale.matches),
) =>
  asPlayer(s, game, (player) =>
    createOrder(s.ctx, player, { game_id: game.code, content, issue: sale.issue }, sale.at),
  );

async function ticketed(s: Seeding, order: OrderRow, sale: Sale, now: number): Promise<OrderRow> {
  await shopActions.receive(s.ctx, s.shop, order.order_id, after(sale, 1, now));
  return shopActions.ticket(s.ctx, s.shop, order.order_id, 0, after(sale, 2, now));
}

/** 1 待接单 (two), 2 待出票, 3 玩家撤销, 4 店主撤销, 0 认购中 and 6 待开奖, on what is on sale now. */
async function currentOrders(s: Seeding, game: Game, sale: Sale, now: number): Promise<void> {
  const waiting = [await place(s, game, sale), await place(s, game, sale)];
  const accepted = await place(s, game, sale);
  await shopActions.receive(s.ctx, s.shop, accepted.order_id, after(sale, 1, now));
  const withdrawn = await place(s, game, sale);
  await cancelByPlayer(
    s.ctx,
    { kind: 'player', userId: withdrawn.user_id, shopId: s.demo.shopId },
    withdrawn.order_id,
    after(sale, 1, now),
  );
  const refused = await place(s, game, sale);
  await shopActions.cancelByShop(s.ctx, s.shop, refused.order_id, '订单较多,忙不过来', after(sale, 1, now));
  const plan = await groupBuy(s, game, sale, now);
  // A plan lapses at its own close (合买截止), ahead of the order's deadline.
  s.open.push(
    ...[...waiting, accepted].map((o) => o.deadline),
    ...(plan ? [planCloseOf(plan.deadline)] : []),
  );
  await ticketed(s, await place(s, game, sale), sale, now);
}

/**
 * On the drawn issue or the played matches: 5 系统撤销 (accepted, never ticketed) and 11 已流单 (a plan nobody filled),
 * which lapse later, and four ticketed orders that the results will settle (7–10). The first two win and the fourth
 * loses: a number draw is made for the first order's numbers, which a second player bet too; on fixed odds the
 * first, second and fourth orders take matches of their own, so that no other order's pick decides them.
 */
async function ticketedLongAgo(s: Seeding, game: Game, sale: Sale, now: number): Promise<Played> {
  const late = await place(s, game, sale);
  await shopActions.receive(s.ctx, s.shop, late.order_id, after(sale, 1, now));
  const plan = await groupBuy(s, game, sale, now);
  s.open.push(late.deadline, ...(plan ? [planCloseOf(plan.deadline)] : []));
  const settled: OrderRow[] = [];
  let draw: DemoDraw | null = null;
  const matchesFor = (i: number) => {
    const third = [0, 1, -1, 2][i]!;
    return game.fixedOdds && third >= 0 ? sale.matches.filter((_, j) => j % 3 === third) : sale.matches;
  };
  const numbers = (i: number): unknown => {
    if (i === 1) return JSON.parse(settled[0]!.bet_content);
    return i === 3 && draw && game.autoSettle ? losingBet(s.rnd, game, draw) : sampleBet(game.code, s.rnd);
  };
  for (let i = 0; i < 4; i++) {
    const content = sale.issue ? numbers(i) : sampleBet(game.code, s.rnd, matchesFor(i));
    settled.push(await ticketed(s, await place(s, game, sale, content), sale, now));
    if (sale.issue && i === 0) draw = demoDraw(s.rnd, game, sale.issue, JSON.parse(settled[0]!.bet_content));
  }
  return { game, sale, settled, draw };
}

/** The draw of the settled orders' issue, and of the game's other issues drawn by now, as the platform published them. */
async function publishDraws(s: Seeding, game: Game, draw: DemoDraw, now: number) {
  await publishNumberDraw(s.ctx, draw);
  const issues = await listIssues(s.ctx.db, { gameCode: game.code, from: now - LOOK_BACK, limit: 100, now });
  for (const { row } of issues)
    if (row.draw_time <= now && row.issue !== draw.issue)
      await publishNumberDraw(s.ctx, demoDraw(s.rnd, game, row.issue, null));
}

/** Where the engine cannot settle, the shop enters no prize for one order and a prize for two; one winner is paid. */
async function settleAndPay(s: Seeding, settled: readonly OrderRow[]): Promise<void> {
  const ids = settled.map((o) => o.order_id);
  const manager = { ...s.shop, groupId: GroupId.shopkeeper };
  const waiting = (await repo.findManyForShop(s.ctx.db, ids, s.demo.shopId)).filter(
    (o) => o.state === OrderState.awaitingSettlement,
  );
  if (waiting[0]) await shopActions.editMoney(s.ctx, manager, waiting[0].order_id, 0);
  for (const order of waiting.slice(1, 3))
    await shopActions.editMoney(s.ctx, manager, order.order_id, order.bet_money * 3);
  const [winner] = (await repo.findManyForShop(s.ctx.db, ids, s.demo.shopId))
    .filter((o) => o.state === OrderState.awaitingPayout)
    .sort((a, b) => a.id - b.id);
  if (winner) await shopActions.award(s.ctx, s.shop, [winner.order_id]);
}

/**
 * A group-buy (合买) in shares of one yuan, as plans are sold: the initiator keeps about a third, a second player
 * buys a fifth, a tenth is promised as 保底, the rest waits for buyers. Null when no sample of the game splits that way.
 */
async function groupBuy(s: Seeding, game: Game, sale: Sale, now: number): Promise<OrderRow | null> {
  for (let attempt = 0; attempt < 50; attempt++) {
    let content = sampleBet(game.code, s.rnd, sale.matches);
    // A plan is at least 10 元: a number game's sample of a line or two (快乐八's 2 元 bets) gets more lines.
    for (let lines = 0; Array.isArray(content) && lines < 10; lines++) {
      const quoted = quoteBet(game.code, content);
      if (!quoted.ok || quoted.value.amountFen >= GROUP_BUY_RULES.minPlanFen) break;
      content = [...content, ...(sampleBet(game.code, s.rnd, sale.matches) as unknown[])];
    }
    const quote = quoteBet(game.code, content);
    if (!quote.ok)
      throw new Error(`a sample ${game.nameEn} bet fails the engine: ${JSON.stringify(quote.errors)}`);
    const shares = quote.value.amountFen / 100;
    const own = Math.max(1, Math.floor(shares * 0.3));
    const joined = Math.max(1, Math.floor(shares * 0.2));
    if (own + joined >= shares || shares > GROUP_BUY_RULES.maxShares) continue;
    if (quote.value.amountFen < GROUP_BUY_RULES.minPlanFen) continue;
    const plan = await asPlayer(s, game, (player) =>
      createGroupBuy(
        s.ctx,
        player,
        {
          game_id: game.code,
          content,
          issue: sale.issue,
          total_shares: shares,
          own_shares: own,
          guarantee_shares: Math.floor(shares * 0.1),
        },
        sale.at,
      ),
    );
    await asPlayer(
      s,
      game,
      (player) => joinGroupBuy(s.ctx, player, plan.order_id, joined, after(sale, 1, now)),
      plan.user_id,
    );
    return plan;
  }
  return null;
}

/** demo_clerk may not accept 快乐八 orders and 竞彩足球 orders only between 2 and 200 yuan. */
async function demoStaffRules(ctx: AppContext, clerkId: number) {
  await writeGameRule(ctx.db, { clerkId, gameCode: 105, rule: StaffGameRule.mayNotAccept });
  await writeGameRule(ctx.db, {
    clerkId,
    gameCode: 407,
    rule: StaffGameRule.withinRange,
    minFen: 200,
    maxFen: 20_000,
  });
}
