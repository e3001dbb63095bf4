import {
  fenToYuan,
  type AgentRankingRow,
  type PlayerRankingOrder,
  type PlayerRankingRow,
  type StaffRankingRow,
} from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import { displayNames } from '../account/account.service.ts';
import * as players from '../players/players.service.ts';
import * as staff from '../staff/staff.service.ts';
import { medianOf } from './statistics-figures.ts';
import { rangeOf } from './statistics-scope.ts';
import * as repo from './statistics.repository.ts';

// The rankings of the statistics tab (docs/statistics.md): players, staff and agents over a range, from the
// roll-ups; names are read for the rows shown only.

type Dates = { startTime?: string | undefined; endTime?: string | undefined };

/** Each player's ticketed orders and amount and prizes paid over the range. */
async function playerFigures(ctx: AppContext, shopId: number, q: Dates) {
  const r = rangeOf(q);
  const rows = await repo.byPlayer(ctx.db, { shopId, from: r.from, to: r.to });
  const byUser = new Map<number, { count: number; spend: number; awarded: number }>();
  for (const p of rows) {
    const f = byUser.get(p.userId) ?? { count: 0, spend: 0, awarded: 0 };
    if (p.kind === 'ticket')
      byUser.set(p.userId, { ...f, count: f.count + p.orders, spend: f.spend + p.fen });
    else byUser.set(p.userId, { ...f, awarded: f.awarded + p.fen });
  }
  return byUser;
}

export async function playerRanking(
  ctx: AppContext,
  shopId: number,
  q: Dates & { order: PlayerRankingOrder; limit: number },
): Promise<PlayerRankingRow[]> {
  const figures = [...(await playerFigures(ctx, shopId, q))].map(([userId, f]) => ({
    userId,
    ...f,
    net: f.awarded - f.spend,
  }));
  const key = q.order === 'spend' ? 'spend' : 'net';
  const top = figures.sort((a, b) => b[key] - a[key] || a.userId - b.userId).slice(0, q.limit);
  const names = await players.namesOf(
    ctx,
    shopId,
    top.map((p) => p.userId),
  );
  return top.map((p) => ({
    user_id: p.userId,
    nickname: names.get(p.userId)?.nickname ?? '',
    avatar: names.get(p.userId)?.avatar ?? '',
    count: p.count,
    spend: fenToYuan(p.spend),
    awarded: fenToYuan(p.awarded),
    net: fenToYuan(p.net),
  }));
}

export async function staffRanking(ctx: AppContext, shopId: number, q: Dates): Promise<StaffRankingRow[]> {
  const r = rangeOf(q);
  const range = { shopId, from: r.from, to: r.to };
  const [ticketed, awarded, waits, members] = await Promise.all([
    repo.sumBy(ctx.db, { ...range, kind: 'ticket' }, 'staff_id'),
    repo.sumBy(ctx.db, { ...range, kind: 'award' }, 'staff_id'),
    repo.waits(ctx.db, range),
    staff.list(ctx, shopId),
  ]);
  // The owner and every staff member, whether they worked in the range or not; and anyone who did (a member since
  // removed), by the name they had.
  const ids = [...new Set([shopId, ...members.map((m) => m.id), ...ticketed.map((t) => t.key)])];
  ids.push(...awarded.map((a) => a.key).filter((id) => !ids.includes(id)));
  const names = await displayNames(ctx.db, ids);
  const of = (rows: readonly { key: number; orders: number; fen: number }[], id: number) =>
    rows.find((x) => x.key === id) ?? { orders: 0, fen: 0 };
  return ids
    .map((id) => ({
      id,
      nickname: names.get(id) ?? '',
      count: of(ticketed, id).orders,
      money: of(ticketed, id).fen,
      median_seconds: medianOf(waits.filter((w) => w.staffId === id)),
      awarded_count: of(awarded, id).orders,
      awarded: of(awarded, id).fen,
    }))
    .sort((a, b) => b.money - a.money || b.count - a.count || a.id - b.id)
    .map((s) => ({ ...s, money: fenToYuan(s.money), awarded: fenToYuan(s.awarded) }));
}

export async function agentRanking(
  ctx: AppContext,
  shopId: number,
  q: Dates & { limit: number },
): Promise<AgentRankingRow[]> {
  const figures = await playerFigures(ctx, shopId, q);
  const buyers = [...figures].filter(([, f]) => f.spend > 0).map(([id]) => id);
  const agentOf = await players.agentsOfInvitees(ctx, shopId, buyers);
  const byAgent = new Map<number, { invitees: number; sales: number; rateBp: number }>();
  for (const id of buyers) {
    const agent = agentOf.get(id);
    if (!agent) continue;
    const a = byAgent.get(agent.agentId) ?? { invitees: 0, sales: 0, rateBp: agent.rateBp };
    byAgent.set(agent.agentId, { ...a, invitees: a.invitees + 1, sales: a.sales + figures.get(id)!.spend });
  }
  const top = [...byAgent]
    .map(([userId, a]) => ({ userId, ...a, commission: Math.round((a.sales * a.rateBp) / 10_000) }))
    .sort((a, b) => b.sales - a.sales || a.userId - b.userId)
    .slice(0, q.limit);
  const names = await players.namesOf(
    ctx,
    shopId,
    top.map((a) => a.userId),
  );
  return top.map((a) => ({
    user_id: a.userId,
    nickname: names.get(a.userId)?.nickname ?? '',
    avatar: names.get(a.userId)?.avatar ?? '',
    invitees: a.invitees,
    sales: fenToYuan(a.sales),
    rate: (a.rateBp / 100).toFixed(2),
    commission: fenToYuan(a.commission),
  }));
}
