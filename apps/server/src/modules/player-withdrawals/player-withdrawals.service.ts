import type { PlayerWithdrawalState } from '@dzzs/shared';
import {
  fenToYuan,
  WITHDRAWAL_TYPE_LABELS,
  PlayerWithdrawalType,
  type Page,
  type PlayerWithdrawal,
} from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { dateRange } from '../../core/days.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages, type Lang } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTrx } from '../../db/database.ts';
import type { PlayerWithdrawalRow } from '../../db/schema.ts';
import { pageOf, windowOf, type PageQuery } from '../../db/paging.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { created, transition, type Machine } from '../history/transition.service.ts';
import * as ledger from '../ledger/ledger.service.ts';
import * as players from '../players/players.service.ts';
import { toPlayerWithdrawal } from './player-withdrawals.mapper.ts';
import * as repo from './player-withdrawals.repository.ts';

// Players' withdrawal requests (docs/money.md, "Players' withdrawals"). Asking moves the money from the player's
// wallet into the shop's withdrawal hold (code `player`) with the request's row, in one transaction. The owner
// answers: 同意 — the shop has paid the player outside the app, from its till, so the held money goes to the till;
// 拒绝 — with a reason, the held money goes back to the wallet. The answer is a conditional update from 处理中 and
// the money moves from the row it returned, so a request is answered once however many times it is pressed.

export const M = defineMessages({
  pwRequested: { zh: '提现申请已提交，请等待店主处理', en: 'Withdrawal requested; your shop will handle it' },
  pwBalanceShort: {
    zh: 'money 超过可提现余额（可提现余额 {balance} 元）',
    en: 'money is above the withdrawable balance ({balance} yuan withdrawable)',
  },
  pwNotFound: { zh: '提现申请 {id} 不存在', en: 'Withdrawal request {id} not found' },
  pwAgreed: { zh: '已同意，请确认已向用户付款', en: 'Agreed: make sure the player has been paid' },
  pwRejected: { zh: '已拒绝，金额已退回用户余额', en: 'Refused: the money is back in the player’s balance' },
});

/** Ledger type of the transfers of players' withdrawals. */
const LEDGER_TYPE = 'player_withdrawal';

const holdOf = (trx: Parameters<typeof ledger.systemAccount>[0], shopId: number) =>
  ledger.systemAccount(trx, 'withdrawal_hold', shopId, 'player');

export interface PlayerActor {
  userId: number;
  shopId: number;
}

export interface WithdrawInput {
  fen: number;
  method: 1 | 2;
  account: string;
  contact: string;
  realName: string;
}

/** A player asks: the money is held at once, never above their balance. */
export function request(ctx: AppContext, player: PlayerActor, w: WithdrawInput): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const now = nowSeconds();
    // Both balances are locked before the row is written, in the order `transfer` locks them (the hold, then the
    // wallet): on PostgreSQL the row's reference to the player takes a share lock on them, and a transaction that
    // holds it and then waits to lock the wallet deadlocks with another that does the same (a second request, an
    // order of the same player).
    const hold = await holdOf(tx.trx, player.shopId);
    const own = ledger.wallet(player.userId, player.shopId);
    await ledger.lockBalance(tx.trx, ctx.dialect, hold);
    await ledger.lockBalance(tx.trx, ctx.dialect, own);
    const row = await repo.insert(tx.trx, {
      user_id: player.userId,
      shop_id: player.shopId,
      handling_shop_id: player.shopId,
      type: PlayerWithdrawalType.inShop,
      method: w.method,
      account: w.account,
      contact: w.contact,
      real_name: w.realName,
      fen: w.fen,
      create_time: now,
      update_time: now,
    });
    await ledger.transfer(tx.trx, ctx.dialect, {
      from: own,
      to: hold,
      fen: w.fen,
      type: LEDGER_TYPE,
      memo: { code: 'withdrawalHold', params: { account: w.account } },
      refType: LEDGER_TYPE,
      refId: row.id,
      operatorId: player.userId,
      insufficient: (have) => AppError.fail(M.pwBalanceShort, { balance: fenToYuan(have) }),
      locked: 'withdraw',
    });
    await created(tx, MACHINE, row, { kind: 'player', ...player }, now);
    await announce(ctx, tx, player.shopId, row.id);
    return row.id;
  });
}

/**
 * The owner's phones hear of a new request, and every page showing the badge gets the new count (as the change's
 * transaction sees it).
 */
async function announce(ctx: AppContext, tx: Tx, shopId: number, id?: number): Promise<void> {
  const pending = await repo.pendingCount(tx.trx, shopId);
  // The shop's balance is its owner's wallet: the owner's account id is the shop's id. Staff never handle these.
  if (id !== undefined)
    ctx.events.publishIn(tx, { users: [shopId] }, { type: 'withdrawal.new', id, pending });
  ctx.events.publishIn(tx, { users: [shopId] }, { type: 'badge', count: { Withdrawal: pending } });
}

export interface HandleInput {
  id: number;
  agree: boolean;
  reason: string;
}

/** How requests are stored, for the one transition helper (docs/history.md). */
const MACHINE: Machine<
  'player_withdrawal',
  PlayerWithdrawalRow,
  { ret_reason: string; handler_id: number; update_time: number }
> = {
  entity: 'player_withdrawal',
  move: (trx, row, to, set) => repo.moveState(trx, row.id, row.state, { state: to, ...set }),
  find: (trx, id) => repo.findById(trx, id),
  // The handling shop reads it; the player's own shop too, when a partner handles it.
  shops: (row) => ({
    shopId: row.handling_shop_id,
    ...(row.shop_id !== row.handling_shop_id && { otherShopId: row.shop_id }),
  }),
};

/** 同意 or 拒绝 by the owner of the handling shop; another shop's request is "not found". */
export async function handle(ctx: AppContext, owner: PlayerActor, h: HandleInput): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const found = await repo.find(tx.trx, owner.shopId, h.id);
    if (!found) throw AppError.fail(M.pwNotFound, { id: h.id });
    const now = nowSeconds();
    const reason = h.agree ? '' : h.reason;
    await transition(tx, MACHINE, {
      action: h.agree ? 'settle' : 'reject',
      actor: { kind: 'shop', ...owner },
      row: found,
      now,
      reason,
      patch: () => ({ ret_reason: reason, handler_id: owner.userId, update_time: now }),
      money: async (row) => {
        await ledger.transfer(tx.trx, ctx.dialect, {
          from: await holdOf(tx.trx, row.shop_id),
          to: h.agree
            ? await ledger.systemAccount(tx.trx, 'shop_till', row.shop_id)
            : ledger.wallet(row.user_id, row.shop_id),
          fen: Number(row.fen),
          type: LEDGER_TYPE,
          memo: h.agree
            ? { code: 'withdrawalPaid' }
            : { code: 'withdrawalReturned', params: { reason: row.ret_reason } },
          refType: LEDGER_TYPE,
          refId: row.id,
          operatorId: owner.userId,
          idempotencyKey: `${LEDGER_TYPE}:${row.id}:answer`,
        });
      },
      next: async (row) => {
        await announce(ctx, tx, owner.shopId);
        // The player's open 我的 and 提现记录 read the balance and the list again.
        ctx.events.publishIn(
          tx,
          { users: [row.user_id] },
          { type: 'withdrawal.answered', id: row.id, state: row.state, reason: row.ret_reason },
        );
      },
    });
  });
}

export interface ListQuery extends PageQuery {
  type: 1 | 2;
  state: PlayerWithdrawalState;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/** 提现申请 (state 0) or 历史记录 (1 已结算 / 2 已撤销) of the caller's shop. */
export async function list(
  ctx: AppContext,
  shopId: number,
  q: ListQuery,
  lang: Lang,
): Promise<Page<PlayerWithdrawal>> {
  const found = await repo.list(
    ctx.db,
    { shopId, type: q.type, state: q.state, ...dateRange(q.startTime, q.endTime) },
    windowOf(q),
  );
  const cards = await players.playerCardsOf(
    ctx.db,
    shopId,
    found.rows.map((r) => r.user_id),
  );
  const language = lang === 'en' ? 'en' : 'zh';
  return pageOf(q, found.total, found.rows, (r) =>
    toPlayerWithdrawal(r, cards.get(r.user_id), WITHDRAWAL_TYPE_LABELS[r.method as 1 | 2][language]),
  );
}

/** Requests waiting for the shop (the 提现申请 badge). */
export function pendingCount(db: DbOrTrx, shopId: number): Promise<number> {
  return repo.pendingCount(db, shopId);
}
