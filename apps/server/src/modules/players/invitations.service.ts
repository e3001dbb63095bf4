import crypto from 'node:crypto';
import {
  fenToYuan,
  GroupId,
  type AgentList,
  type Invitees,
  type InvitedShops,
  type PlayerLoginResponse,
  type ShopShareInfo,
} from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { dateRange } from '../../core/days.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTrx } from '../../db/database.ts';
import { pageOf, windowOf, type PageQuery } from '../../db/paging.ts';
import { registerPlayer, type NewPlayer } from '../account/sign-up.service.ts';
import * as figures from '../orders/player-figures.service.ts';
import { toAgentRow, toInvitee } from './players.mapper.ts';
import * as repo from './players.repository.ts';
import { requirePlayer } from './players.service.ts';

// Who invited whom (docs/players.md): a player signs up with an invite code — their shop's, or a player's of that
// shop, who becomes their superior — and the shop reads what each inviter brought: ta的邀请, the agents' figures, and
// the shops it invited itself (邀请店主).

export const IM = defineMessages({
  playerRegistered: { zh: '注册成功', en: 'Registered' },
  inviteUnknown: {
    zh: '邀请码 {code} 不存在或已失效',
    en: 'Invite code {code} does not exist or no longer works',
  },
});

interface Dates {
  startTime?: string | undefined;
  endTime?: string | undefined;
}

// Letters and digits that cannot be mistaken for one another when typed from a poster.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

const randomCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)]).join('');

/** The invite code of a shop or player, made the first time it is asked for. */
export async function inviteCodeFor(db: DbOrTrx, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const have = await repo.inviteCodeOf(db, userId);
    if (have) return have;
    await repo.insertInviteCode(db, userId, randomCode(), nowSeconds());
  }
  throw new Error(`no free invite code for user ${userId}`);
}

/** bettingend.User/register: the code decides the shop and the superior. */
export async function register(
  ctx: AppContext,
  input: Omit<NewPlayer, 'shopId' | 'inviterId'> & { invite_code: string },
  ip: string,
): Promise<PlayerLoginResponse> {
  const code = input.invite_code.toUpperCase();
  const inviter = await repo.findInvite(ctx.db, code);
  const usable =
    inviter?.status === 1 && (inviter.group_id === GroupId.shopkeeper || inviter.group_id === GroupId.player);
  if (!inviter || !usable) throw AppError.fail(IM.inviteUnknown, { code });
  const byShop = inviter.group_id === GroupId.shopkeeper;
  return registerPlayer(
    ctx,
    {
      username: input.username,
      password: input.password,
      nickname: input.nickname,
      mobile: input.mobile,
      captcha: input.captcha,
      shopId: byShop ? inviter.id : inviter.shop_id,
      inviterId: byShop ? null : inviter.id,
    },
    ip,
  );
}

/** 店铺推广: the shop and its invite code, for its poster. */
export async function shareInfo(ctx: AppContext, shopId: number): Promise<ShopShareInfo> {
  const shop = await repo.findShop(ctx.db, shopId);
  if (!shop) throw new Error(`shop ${shopId} not found`);
  return { ...shop, invite_code: await inviteCodeFor(ctx.db, shopId) };
}

/**
 * The players `inviterId` brought: 注册数据 filters them by registration date; 投注数据 lists them all with what
 * they bought in the dates. Either way the total says what all of them (within the filters) bought in the dates.
 */
async function inviteesOf(
  ctx: AppContext,
  shopId: number,
  inviterId: number,
  q: PageQuery & Dates & { search: string; bets: boolean },
): Promise<Invitees> {
  const range = dateRange(q.startTime, q.endTime);
  const filter = { search: q.search, ...(q.bets ? {} : range) };
  const found = await repo.invitees(ctx.db, shopId, inviterId, filter, windowOf(q));
  const [page, all] = await Promise.all([
    figures.boughtByPlayer(
      ctx.db,
      shopId,
      found.rows.map((r) => r.id),
      range,
    ),
    figures.boughtByInviter(ctx.db, shopId, [inviterId], range, filter),
  ]);
  const totalFen = all.get(inviterId) ?? 0;
  return {
    total: found.total,
    bet_total_amount: fenToYuan(totalFen),
    data: pageOf(q, found.total, found.rows, (r) => toInvitee(r, page.get(r.id) ?? 0)),
  };
}

/** ta的邀请 (Userlist/inviter). */
export async function invites(
  ctx: AppContext,
  shopId: number,
  q: PageQuery & Dates & { id: number; type: 'reg' | 'bet'; search: string },
): Promise<Invitees> {
  await requirePlayer(ctx.db, shopId, q.id);
  return inviteesOf(ctx, shopId, q.id, { ...q, bets: q.type === 'bet' });
}

/** 推荐数据 of an agent (getAgentById). */
export async function agentInvitees(
  ctx: AppContext,
  shopId: number,
  q: PageQuery & Dates & { agentId: number; type: 1 | 2; nickname: string },
): Promise<Invitees> {
  await requirePlayer(ctx.db, shopId, q.agentId);
  return inviteesOf(ctx, shopId, q.agentId, { ...q, search: q.nickname, bets: q.type === 2 });
}

/** 代理统计: each agent's invitees' sales and registrations in the dates, and the commission on the sales. */
export async function agents(ctx: AppContext, shopId: number, q: PageQuery & Dates): Promise<AgentList> {
  const range = dateRange(q.startTime, q.endTime);
  const found = await repo.agents(ctx.db, shopId, windowOf(q));
  const [sales, registered] = await Promise.all([
    figures.boughtByInviter(ctx.db, shopId, found.ids, range),
    repo.registeredBy(ctx.db, shopId, found.ids, range),
  ]);
  const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const now = nowSeconds();
  return {
    agentSaleAmount: fenToYuan(sum(sales)),
    agentRegisterCount: sum(registered),
    data: pageOf(q, found.total, found.rows, (p) =>
      toAgentRow(p, { saleFen: sales.get(p.id) ?? 0, registered: registered.get(p.id) ?? 0, now }),
    ),
  };
}

/** 邀请店主: the shops that signed up with this shop as their inviter. */
export async function invitedShops(
  ctx: AppContext,
  shopId: number,
  q: PageQuery & Dates,
): Promise<InvitedShops> {
  const found = await repo.invitedShops(ctx.db, shopId, dateRange(q.startTime, q.endTime), windowOf(q));
  return {
    inviter_qty: found.total,
    data: pageOf(q, found.total, found.rows, (r) => ({
      user_id: r.id,
      nickname: r.nickname,
      mobile: r.mobile,
      create_time: r.create_time,
    })),
  };
}
