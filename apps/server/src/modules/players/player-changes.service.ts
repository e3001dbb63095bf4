import { fenToYuan, type PlayerFlag } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { setPlayerPassword } from '../account/account.service.ts';
import * as ledger from '../ledger/ledger.service.ts';
import * as repo from './players.repository.ts';
import { requirePlayer, type ShopCaller } from './players.service.ts';

// What a shop changes about its players (docs/players.md): star, remark and switches, agents, the superior, the
// password, and 加款 / 扣款 — the balance moves only through the ledger, in one transaction, never below zero.

export const CM = defineMessages({
  playerSet: { zh: '设置成功', en: 'Saved' },
  playerAdded: { zh: '加款成功', en: 'Added to the balance' },
  playerDeducted: { zh: '扣款成功', en: 'Deducted from the balance' },
  playerShort: {
    zh: '用户余额不足（余额 {balance} 元）',
    en: 'The player’s balance is too low ({balance} yuan)',
  },
  playerNotAgent: { zh: '请先将该用户设为代理', en: 'Make the player an agent first' },
  superiorSelf: { zh: '不能把用户设为自己的上级', en: 'A player cannot be their own superior' },
  superiorBelow: {
    zh: '{name} 是该用户邀请的下级，不能设为上级',
    en: '{name} was invited by this player (directly or not) and cannot be their superior',
  },
  superiorChanged: { zh: '上级已更改为 {name}', en: 'Superior changed to {name}' },
  playerPasswordSet: {
    zh: '密码已重置，该用户需重新登录',
    en: 'Password reset; the player must log in again',
  },
});

/** How far up a chain of inviters is followed to refuse a loop (deeper chains do not occur in a shop). */
const CHAIN_LIMIT = 1_000;

/** 设为星标 / 备注 / 销售 / 专家. */
export async function setFlag(
  ctx: AppContext,
  caller: ShopCaller,
  a: { id: number; type: PlayerFlag | 'remarks'; value: string },
): Promise<void> {
  await requirePlayer(ctx.db, caller.shopId, a.id);
  const patch = a.type === 'remarks' ? { remarks: a.value } : { [flagColumn[a.type]]: Number(a.value) };
  await inTransaction(ctx, (tx) =>
    repo.saveConfig(tx.trx, { id: a.id, shopId: caller.shopId }, patch, nowSeconds()),
  );
}

const flagColumn = { Star: 'star', sale: 'sale', expert: 'expert' } as const;

/** 代理 switch, or an agent's settlement days. Becoming an agent starts their 代理时长. */
export async function setAgent(
  ctx: AppContext,
  caller: ShopCaller,
  a: { id: number; type: 'agent' | 'settle_days'; value: number },
): Promise<void> {
  const p = await requirePlayer(ctx.db, caller.shopId, a.id);
  if (a.type === 'settle_days' && p.agent !== 1) throw AppError.fail(CM.playerNotAgent);
  const now = nowSeconds();
  const patch =
    a.type === 'settle_days'
      ? { settle_days: a.value }
      : { agent: a.value, ...(a.value === 1 && p.agent !== 1 ? { agent_time: now } : {}) };
  await inTransaction(ctx, (tx) => repo.saveConfig(tx.trx, { id: a.id, shopId: caller.shopId }, patch, now));
}

/** An agent's commission rate, as a fraction (kept in basis points). */
export async function setAgentRate(
  ctx: AppContext,
  caller: ShopCaller,
  id: number,
  rate: number,
): Promise<void> {
  const p = await requirePlayer(ctx.db, caller.shopId, id);
  if (p.agent !== 1) throw AppError.fail(CM.playerNotAgent);
  const bp = Math.round(rate * 10_000);
  await inTransaction(ctx, (tx) =>
    repo.saveConfig(tx.trx, { id, shopId: caller.shopId }, { agent_rate_bp: bp }, nowSeconds()),
  );
}

/**
 * 更改上级: another player of the shop becomes the player's superior, unless the player invited them (directly or
 * down a chain), which would make a loop. Answers the new superior's name.
 */
export async function setSuperior(
  ctx: AppContext,
  caller: ShopCaller,
  id: number,
  superiorId: number,
): Promise<string> {
  return inTransaction(ctx, async (tx) => {
    // One change of the shop's invitation graph at a time: two opposite changes at once would each find no loop in
    // the graph as it was, and together close one (docs/players.md, "Superior").
    await repo.lockInvitations(tx.trx, ctx.dialect, caller.shopId);
    await requirePlayer(tx.trx, caller.shopId, id);
    if (superiorId === id) throw AppError.fail(CM.superiorSelf);
    const superior = await requirePlayer(tx.trx, caller.shopId, superiorId);
    let up: number | null | undefined = superiorId;
    for (let i = 0; up && i < CHAIN_LIMIT; i++) {
      if (up === id) throw AppError.fail(CM.superiorBelow, { name: superior.nickname });
      up = await repo.inviterOf(tx.trx, up);
    }
    await repo.setInviter(tx.trx, id, superiorId);
    return superior.nickname;
  });
}

/** 加款 (`add`) or 扣款 of a player's balance, with the shop's memo, in the ledger. */
export async function moveMoney(
  ctx: AppContext,
  caller: ShopCaller,
  a: { id: number; fen: number; memo: string; add: boolean },
): Promise<void> {
  await requirePlayer(ctx.db, caller.shopId, a.id);
  await inTransaction(ctx, async (tx) => {
    // The shop's till is the other side: the shop took the money in (or gave it back) outside the app.
    const player = ledger.wallet(a.id, caller.shopId);
    const till = await ledger.systemAccount(tx.trx, 'shop_till', caller.shopId);
    await ledger.transfer(tx.trx, ctx.dialect, {
      from: a.add ? till : player,
      to: a.add ? player : till,
      fen: a.fen,
      type: a.add ? 'shop_add' : 'shop_deduct',
      memo: { code: a.add ? 'shopAdd' : 'shopDeduct', params: { memo: a.memo } },
      refType: 'player',
      refId: a.id,
      operatorId: caller.userId,
      insufficient: (have) => AppError.fail(CM.playerShort, { balance: fenToYuan(have) }),
      locked: a.add ? 'in' : 'spend',
    });
  });
}

/** A new password for a player; their sessions end. */
export async function resetPassword(
  ctx: AppContext,
  caller: ShopCaller,
  id: number,
  password: string,
): Promise<void> {
  await requirePlayer(ctx.db, caller.shopId, id);
  await setPlayerPassword(ctx, id, password);
}
