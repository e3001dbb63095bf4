import { PartnershipState, type Cooperation, type CooperationApplication } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { dateRange } from '../../core/days.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages, type Lang } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation, type DbOrTrx, type Trx } from '../../db/database.ts';
import type { Dialect } from '../../db/migrations/helpers.ts';
import type { CooperationApplicationRow, CooperationRow } from '../../db/schema.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { sellsGames } from '../calendar/games.service.ts';
import { created, transition, type Actor, type Machine } from '../history/transition.service.ts';
import { cooperationBalancesOf } from '../ledger/ledger.service.ts';
import { toApplication, toCooperation } from './cooperation.mapper.ts';
import * as repo from './cooperation.repository.ts';
import type { Side } from './cooperation.repository.ts';

// Partner shops (docs/partners.md): applications, cooperations and their games. The branch store applies and hands
// orders over; the main store approves and tickets them. Applications and cooperations move through the one
// transition helper, which writes their history for both shops (docs/history.md).

export const M = defineMessages({
  coopApplied: { zh: '申请已提交', en: 'Application sent' },
  coopAdopted: { zh: '已通过', en: 'Approved' },
  coopRefused: { zh: '已拒绝', en: 'Refused' },
  coopSwitched: { zh: '设置成功', en: 'Saved' },
  coopRemoved: { zh: '已解除合作', en: 'Cooperation ended' },
  coopGameRemoved: { zh: '已取消该玩法', en: 'Game removed from the cooperation' },
  coopNoShop: { zh: '合作店铺不存在', en: 'No shop with this ID' },
  coopSelf: { zh: '不能与自己的店铺合作', en: 'A shop cannot cooperate with itself' },
  coopAlready: { zh: '已与该店铺合作', en: 'You already cooperate with this shop' },
  coopWaiting: { zh: '申请审核中，请勿重复提交', en: 'An application is already under review' },
  coopNotPartner: { zh: '未与该店铺合作', en: 'You do not cooperate with this shop' },
  coopGameTaken: { zh: '该玩法已在合作中', en: 'This game is already in the cooperation' },
  coopNoApplication: { zh: '申请不存在', en: 'Application not found' },
  coopNoGame: { zh: '合作玩法不存在', en: 'This game is not in a cooperation of yours' },
  coopNone: { zh: '合作不存在', en: 'Cooperation not found' },
});

/** A shop account acting for its shop (owner or staff with the `cooperation` permission). */
export interface CoopActor {
  userId: number;
  shopId: number;
}

export async function apply(ctx: AppContext, actor: CoopActor, mainShopId: number, memo: string) {
  if (mainShopId === actor.shopId) throw AppError.fail(M.coopSelf);
  if (!(await repo.findShop(ctx.db, mainShopId))) throw AppError.fail(M.coopNoShop);
  if (await repo.findCooperation(ctx.db, actor.shopId, mainShopId)) throw AppError.fail(M.coopAlready);
  await submit(ctx, actor, { main: mainShopId, game: null, commission: 0, memo });
}

export async function applyGame(
  ctx: AppContext,
  actor: CoopActor,
  a: { mainShopId: number; gameCode: number; commission: number; memo: string },
) {
  const coop = await repo.findCooperation(ctx.db, actor.shopId, a.mainShopId);
  if (!coop) throw AppError.fail(M.coopNotPartner);
  if (await repo.findGame(ctx.db, coop.id, a.gameCode)) throw AppError.fail(M.coopGameTaken);
  await submit(ctx, actor, { main: a.mainShopId, game: a.gameCode, commission: a.commission, memo: a.memo });
}

async function submit(
  ctx: AppContext,
  actor: CoopActor,
  a: { main: number; game: number | null; commission: number; memo: string },
) {
  try {
    await inTransaction(ctx, async (tx) => {
      const now = nowSeconds();
      const row = await repo.insertApplication(tx.trx, {
        branch_shop_id: actor.shopId,
        main_shop_id: a.main,
        game_code: a.game,
        commission: a.commission,
        memo: a.memo,
        applicant_id: actor.userId,
        create_time: now,
      });
      await created(tx, APPLICATION_MACHINE, row, shopActor(actor), now);
    });
  } catch (err) {
    // One waiting application per branch, main store and game: the unique index over waiting ones is the rule,
    // also for two identical applications at the same moment.
    if (isUniqueViolation(err)) throw AppError.fail(M.coopWaiting);
    throw err;
  }
}

const shopActor = (a: CoopActor): Actor => ({ kind: 'shop', userId: a.userId, shopId: a.shopId });

/** Both shops of an application or a cooperation read its history; the main store's is the record's shop. */
const bothShops = (row: { main_shop_id: number; branch_shop_id: number }) => ({
  shopId: row.main_shop_id,
  otherShopId: row.branch_shop_id,
});

/** How applications are stored, for the one transition helper. */
const APPLICATION_MACHINE: Machine<
  'cooperation_application',
  CooperationApplicationRow,
  { handler_id: number; handle_time: number }
> = {
  entity: 'cooperation_application',
  move: (trx, row, to, set) => repo.moveApplication(trx, row.id, row.state, { state: to, ...set }),
  find: (trx, id) => repo.findApplicationById(trx, id),
  shops: bothShops,
};

/** How cooperations are stored: one row per pair, active or ended. */
const COOPERATION_MACHINE: Machine<'cooperation', CooperationRow, Record<string, never>> = {
  entity: 'cooperation',
  move: (trx, row, to) => repo.moveCooperation(trx, row.id, row.state, to),
  find: (trx, id) => repo.findCooperationById(trx, id),
  shops: bothShops,
};

/**
 * Approves or refuses an application made to the caller's shop. The application moves out of "waiting" by a
 * conditional update, so of two approvals at once one wins; approving starts (or resumes) the cooperation or adds
 * the game in the same transaction (and fails whole if the cooperation ended meanwhile).
 */
export async function handle(ctx: AppContext, actor: CoopActor, id: number, to: 'adopt' | 'refuse') {
  await inTransaction(ctx, async (tx) => {
    const now = nowSeconds();
    const found = await repo.applicationToMain(tx.trx, id, actor.shopId);
    if (!found) throw AppError.fail(M.coopNoApplication);
    await transition(tx, APPLICATION_MACHINE, {
      action: to === 'adopt' ? 'approve' : 'refuse',
      actor: shopActor(actor),
      row: found,
      now,
      patch: () => ({ handler_id: actor.userId, handle_time: now }),
      ...(to === 'adopt' && { next: (row: CooperationApplicationRow) => adopt(tx, actor, row, now) }),
    });
  });
}

/** What an approved application sets off: the cooperation starts (or resumes), or its new game is added. */
async function adopt(tx: Tx, actor: CoopActor, row: CooperationApplicationRow, now: number) {
  if (row.game_code === null) {
    const pair = await repo.findPair(tx.trx, row.branch_shop_id, row.main_shop_id);
    if (!pair) {
      const made = await repo.insertCooperation(tx.trx, row.branch_shop_id, row.main_shop_id, now);
      await created(tx, COOPERATION_MACHINE, made, shopActor(actor), now);
      return;
    }
    if (pair.state === PartnershipState.active) throw AppError.fail(M.coopAlready);
    await transition(tx, COOPERATION_MACHINE, { action: 'resume', actor: shopActor(actor), row: pair, now });
    return;
  }
  const coop = await repo.findCooperation(tx.trx, row.branch_shop_id, row.main_shop_id);
  if (!coop) throw AppError.fail(M.coopNotPartner);
  if (await repo.findGame(tx.trx, coop.id, row.game_code)) throw AppError.fail(M.coopGameTaken);
  await repo.insertGame(tx.trx, {
    cooperation_id: coop.id,
    game_code: row.game_code,
    commission: row.commission,
    create_time: now,
  });
}

export async function applications(
  ctx: AppContext,
  shopId: number,
  side: Side,
  f: { waitingOnly?: boolean; startTime?: string | undefined; endTime?: string | undefined },
  lang: Lang,
): Promise<CooperationApplication[]> {
  const rows = await repo.applicationsOf(ctx.db, side, shopId, {
    waitingOnly: f.waitingOnly,
    ...dateRange(f.startTime, f.endTime),
  });
  const shops = await repo.shopsByIds(
    ctx.db,
    rows.flatMap((r) => [r.branch_shop_id, r.main_shop_id]),
  );
  return rows.map((r) => toApplication(r, shops, lang));
}

export async function cooperations(
  ctx: AppContext,
  shopId: number,
  side: Side,
  search: string,
  lang: Lang,
): Promise<Cooperation[]> {
  const found = await repo.cooperationsOf(ctx.db, side, shopId, search);
  const counterpartOf = (c: (typeof found.cooperations)[number]) =>
    side === 'branch' ? c.main_shop_id : c.branch_shop_id;
  const [shops, balances, sells] = await Promise.all([
    repo.shopsByIds(
      ctx.db,
      found.cooperations.flatMap((c) => [c.branch_shop_id, c.main_shop_id]),
    ),
    cooperationBalancesOf(
      ctx.db,
      found.cooperations.map((c) => ({ main: c.main_shop_id, branch: c.branch_shop_id })),
    ),
    sellsGames(ctx.db, found.cooperations.map(counterpartOf)),
  ]);
  return found.cooperations.map((c) =>
    toCooperation(
      c,
      found.games.filter((g) => g.cooperation_id === c.id),
      {
        shops,
        balanceFen: balances.get(`${c.main_shop_id}|${c.branch_shop_id}`) ?? 0,
        counterpartSells: (gameCode) => sells(counterpartOf(c), gameCode),
      },
      lang,
    ),
  );
}

/** The cooperation between the caller's shop on `side` and the counterpart `otherShopId`. */
async function cooperationOf(ctx: AppContext, shopId: number, side: Side, otherShopId: number) {
  return side === 'branch'
    ? repo.findCooperation(ctx.db, shopId, otherShopId)
    : repo.findCooperation(ctx.db, otherShopId, shopId);
}

/** 自动甩单 (the branch's switch) or 开启接单 (the main store's) of one game. */
export async function setSwitch(
  ctx: AppContext,
  actor: CoopActor,
  a: { side: Side; otherShopId: number; gameCode: number; value: number },
) {
  const coop = await cooperationOf(ctx, actor.shopId, a.side, a.otherShopId);
  const patch = a.side === 'branch' ? { auto_hand_over: a.value } : { accepting: a.value };
  const done =
    coop !== undefined &&
    (await inTransaction(ctx, (tx) => repo.setGameSwitch(tx.trx, coop.id, a.gameCode, patch)));
  if (!done) throw AppError.fail(M.coopNoGame);
}

/** Ends the whole cooperation, or takes one game out of it; returns the message key of what happened. */
export async function remove(
  ctx: AppContext,
  actor: CoopActor,
  a: { side: Side; otherShopId: number; gameCode?: number | undefined },
): Promise<string> {
  const coop = await cooperationOf(ctx, actor.shopId, a.side, a.otherShopId);
  if (!coop) throw AppError.fail(M.coopNone);
  const gameCode = a.gameCode;
  if (gameCode !== undefined) {
    const removed = await inTransaction(ctx, (tx) => repo.deleteGame(tx.trx, coop.id, gameCode));
    if (!removed) throw AppError.fail(M.coopNoGame);
    return M.coopGameRemoved;
  }
  await inTransaction(ctx, (tx) =>
    transition(tx, COOPERATION_MACHINE, {
      action: 'end',
      actor: shopActor(actor),
      row: coop,
      now: nowSeconds(),
      next: (row) => repo.deleteGames(tx.trx, row.id),
    }),
  );
  return M.coopRemoved;
}

/** Where a hand-over goes: the main store, and its commission for the game (%). */
export interface HandOverTarget {
  mainShopId: number;
  commission: number;
}

/**
 * The main store an order of the branch's game goes to when handed over: a cooperation game whose 开启接单 is on
 * (and, for 自动甩单, whose branch switch is on too); of several main stores, the longest-standing cooperation.
 */
export async function handOverTarget(
  db: DbOrTrx,
  branchShopId: number,
  gameCode: number,
  automatic: boolean,
): Promise<HandOverTarget | undefined> {
  return targetOf(await repo.acceptingGame(db, branchShopId, gameCode, automatic));
}

/**
 * The same, inside the transaction of the hand-over, with the cooperation and its game locked shared: neither can
 * end nor be switched off until the order has gone over (docs/partners.md).
 */
export async function lockHandOverTarget(
  trx: Trx,
  dialect: Dialect,
  branchShopId: number,
  gameCode: number,
  automatic: boolean,
): Promise<HandOverTarget | undefined> {
  return targetOf(await repo.acceptingGame(trx, branchShopId, gameCode, automatic, dialect));
}

const targetOf = (game: { main_shop_id: number; commission: number } | undefined) =>
  game && { mainShopId: game.main_shop_id, commission: game.commission };

/** Nickname of a shop, for the words of an order event. */
export async function shopName(db: DbOrTrx, shopId: number): Promise<string> {
  return (await repo.findShop(db, shopId))?.nickname ?? String(shopId);
}
