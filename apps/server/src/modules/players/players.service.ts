import type { PageQuery } from '../../db/paging.ts';
import { windowOf, pageOf } from '../../db/paging.ts';
import { dateRange } from '../../core/days.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages, type Lang } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTrx } from '../../db/database.ts';
import { fenToYuan, type PlayerAccount, type PlayerDetail, type PlayerRow } from '@dzzs/shared';
import * as ledger from '../ledger/ledger.service.ts';
import * as figures from '../orders/player-figures.service.ts';
import { betRecords } from '../orders/order-queries.service.ts';
import { toPlayerDetail, toPlayerRow } from './players.mapper.ts';
import * as repo from './players.repository.ts';

// What a shop reads about its players (docs/players.md): the lists of the 用户 tab, one player's detail, their
// account details (their balance's ledger) and bet records (read through the orders module). Figures that come from
// orders are read for a whole page in one statement each.

export const M = defineMessages({
  playerNotFound: { zh: '用户 {id} 不存在', en: 'Player {id} not found' },
});

/** Who acts: the caller and their shop. */
export interface ShopCaller {
  userId: number;
  shopId: number;
  isStaff: boolean;
}

/** A player of the caller's shop, or "not found" (another shop's player, a shop, a staff member alike). */
export async function requirePlayer(db: DbOrTrx, shopId: number, id: number): Promise<repo.PlayerRecord> {
  const p = await repo.findPlayer(db, shopId, id);
  if (!p) throw AppError.fail(M.playerNotFound, { id });
  return p;
}

/** How the shop knows some of its players (a list of another area shows them): nickname, avatar, its remark. */
export async function playerCardsOf(
  db: DbOrTrx,
  shopId: number,
  ids: readonly number[],
): Promise<Map<number, { nickname: string; avatar: string; remarks: string }>> {
  const found = await repo.findPlayers(db, shopId, ids);
  return new Map(
    found.map((p) => [p.id, { nickname: p.nickname, avatar: p.avatar, remarks: p.remarks ?? '' }]),
  );
}

/** The last five results of each player of a page, in one statement. */
const recentOf = (ctx: AppContext, shopId: number, players: repo.PlayerRecord[]) =>
  figures.recentResults(
    ctx.db,
    shopId,
    players.map((p) => p.id),
  );

/** 全部用户 (type 0) or 下单用户 (type 1). */
export async function list(ctx: AppContext, shopId: number, q: PageQuery & { search: string; type: 0 | 1 }) {
  // 下单用户: the orders module says which of the matching players have ordered.
  const among =
    q.type === 1
      ? await figures.whoOrdered(ctx.db, shopId, await repo.playerIds(ctx.db, shopId, q.search))
      : undefined;
  const found = await repo.listPlayers(ctx.db, shopId, { search: q.search, among }, windowOf(q));
  const recent = await recentOf(ctx, shopId, found.rows);
  return pageOf(q, found.total, found.rows, (p) => toPlayerRow(p, recent.get(p.id) ?? []));
}

/** 标星用户. */
export async function starred(ctx: AppContext, shopId: number, search: string): Promise<PlayerRow[]> {
  const players = await repo.starredPlayers(ctx.db, shopId, search);
  const recent = await recentOf(ctx, shopId, players);
  return players.map((p) => toPlayerRow(p, recent.get(p.id) ?? []));
}

/** 用户详情: the player, the shop's settings and their figures. */
export async function info(ctx: AppContext, shopId: number, id: number): Promise<PlayerDetail> {
  const p = await requirePlayer(ctx.db, shopId, id);
  const [recent, totals, lastMove, invited, superior] = await Promise.all([
    figures.recentResults(ctx.db, shopId, [id]),
    figures.totalsOf(ctx.db, shopId, id),
    ledger.lastWalletMove(ctx.db, id),
    repo.countInvitees(ctx.db, shopId, id),
    p.inviter_id === null ? undefined : repo.findPlayer(ctx.db, shopId, p.inviter_id),
  ]);
  return toPlayerDetail(p, {
    recent: recent.get(id) ?? [],
    orders: totals.orders,
    boughtFen: totals.boughtFen,
    lastMove,
    invited,
    superior: superior ? { id: superior.id, nickname: superior.nickname, avatar: superior.avatar } : null,
  });
}

/** 账户明细: the player's balance's ledger, newest first. */
export async function account(
  ctx: AppContext,
  shopId: number,
  q: PageQuery & { id: number; startTime?: string | undefined; endTime?: string | undefined },
  lang: Lang,
): Promise<PlayerAccount> {
  const p = await requirePlayer(ctx.db, shopId, q.id);
  const found = await ledger.walletEntries(ctx.db, p.id, dateRange(q.startTime, q.endTime), windowOf(q));
  return {
    money: fenToYuan(p.money),
    data: pageOf(q, found.total, found.rows, (r) => ledger.entryOf(r, lang)),
  };
}

/** 交易明细 of the player app: the caller's own ledger, newest first (the same entries the shop's 账户明细 shows). */
export async function ownLedger(
  ctx: AppContext,
  userId: number,
  q: PageQuery & { startTime?: string | undefined; endTime?: string | undefined },
  lang: Lang,
) {
  const found = await ledger.walletEntries(ctx.db, userId, dateRange(q.startTime, q.endTime), windowOf(q));
  return pageOf(q, found.total, found.rows, (r) => ledger.entryOf(r, lang));
}

/** The shop as its players see it on the home card: name and avatar. */
export async function shopOf(
  db: DbOrTrx,
  shopId: number,
): Promise<{ id: number; nickname: string; avatar: string }> {
  const shop = await repo.findShop(db, shopId);
  if (!shop) throw new Error(`shop ${shopId} not found`);
  return shop;
}

/** 投注记录: the player's orders, read by the orders module. */
export async function orders(
  ctx: AppContext,
  caller: ShopCaller,
  q: PageQuery & {
    id: number;
    type: 0 | 1;
    state: '99' | '98';
    startTime?: string | undefined;
    endTime?: string | undefined;
  },
): Promise<Buffer> {
  await requirePlayer(ctx.db, caller.shopId, q.id);
  return betRecords(
    ctx,
    { kind: 'shop', userId: caller.userId, shopId: caller.shopId, isStaff: caller.isStaff },
    {
      ...q,
      userId: q.id,
      groupBuys: q.type === 1,
      boughtOnly: q.state === '98',
    },
  );
}

/** 托管余额: the shop's players, the biggest balances first, with the sum of all their balances. */
export function byBalance(ctx: AppContext, shopId: number, q: PageQuery) {
  return repo.byBalance(ctx.db, shopId, windowOf(q));
}

/** Names and avatars of the shop's players among `ids`, by id (another shop's player is absent). */
export async function namesOf(
  ctx: AppContext,
  shopId: number,
  ids: readonly number[],
): Promise<Map<number, { nickname: string; avatar: string }>> {
  const rows = await repo.playerNamesOf(ctx.db, shopId, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, { nickname: r.nickname, avatar: r.avatar }]));
}

/** The agents (and their rates in basis points) of the shop's players among `ids`, by invitee. */
export async function agentsOfInvitees(
  ctx: AppContext,
  shopId: number,
  ids: readonly number[],
): Promise<Map<number, { agentId: number; rateBp: number }>> {
  const rows = await repo.agentsOfInvitees(ctx.db, shopId, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.invitee, { agentId: r.agent_id, rateBp: Number(r.agent_rate_bp) }]));
}
