import { fenToYuan, type AgentRow, type Invitee, type PlayerDetail, type PlayerRow } from '@dzzs/shared';
import type { InviteeRow, PlayerRecord } from './players.repository.ts';

// Rows of the players area → wire objects (packages/shared/src/api/players.ts).

const DAY = 86_400;

/** A rate in basis points as the fraction the earlier app used (150 → 0.015). */
export const rateOf = (bp: number | null) => (bp ?? 0) / 10_000;

function configOf(p: PlayerRecord) {
  return {
    Star: p.star ?? 0,
    sale: p.sale ?? 0,
    expert: p.expert ?? 0,
    agent: p.agent ?? 0,
    remarks: p.remarks ?? '',
    settle_days: p.settle_days ?? 0,
  };
}

export function toPlayerRow(p: PlayerRecord, recent: boolean[]): PlayerRow {
  return {
    id: p.id,
    username: p.username,
    nickname: p.nickname,
    avatar: p.avatar,
    money: fenToYuan(p.money),
    update_time: p.update_time,
    create_time: p.create_time,
    config: configOf(p),
    FiveDayHistory: recent,
  };
}

export interface DetailFigures {
  recent: boolean[];
  orders: number;
  boughtFen: number;
  lastMove: number;
  invited: number;
  superior: { id: number; nickname: string; avatar: string } | null;
}

export function toPlayerDetail(p: PlayerRecord, f: DetailFigures): PlayerDetail {
  return {
    id: p.id,
    shop_id: p.shop_id,
    username: p.username,
    nickname: p.nickname,
    avatar: p.avatar,
    mobile: p.mobile,
    email: p.email,
    money: fenToYuan(p.money),
    status: p.status,
    jointime: p.create_time,
    create_time: p.create_time,
    update_time: p.update_time,
    Recenttradingtime: f.lastMove,
    consumption: fenToYuan(f.boughtFen),
    PayNumber: f.orders,
    invitationNumber: f.invited,
    superior: f.superior,
    FiveDayHistory: f.recent,
    rate: rateOf(p.agent_rate_bp),
    Config: configOf(p),
  };
}

export function toInvitee(r: InviteeRow, betFen: number): Invitee {
  return {
    user_id: r.id,
    nickname: r.nickname,
    avatar: r.avatar,
    money: fenToYuan(r.money),
    create_time: r.create_time,
    bet_money: fenToYuan(betFen),
  };
}

/** The commission on an agent's sales, rounded down to the fen. */
export const agentCommissionFen = (saleFen: number, bp: number | null) =>
  Math.floor((saleFen * (bp ?? 0)) / 10_000);

export function toAgentRow(
  p: PlayerRecord,
  f: { saleFen: number; registered: number; now: number },
): AgentRow {
  return {
    user_id: p.id,
    avatar: p.avatar,
    nickname: p.nickname,
    rate: rateOf(p.agent_rate_bp),
    registerDays: p.agent_time ? Math.floor((f.now - p.agent_time) / DAY) : 0,
    registerCount: f.registered,
    saleAmount: fenToYuan(f.saleFen),
    commissionAmount: fenToYuan(agentCommissionFen(f.saleFen, p.agent_rate_bp)),
  };
}
