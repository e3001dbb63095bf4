import { randomInt } from 'node:crypto';
import {
  fenToYuan,
  SHOP_WITHDRAWAL_LEDGER,
  SHOP_WITHDRAWAL_LIMITS,
  ShopWithdrawalState,
  type WithdrawalType,
} from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { dateRange, todayStart } from '../../core/days.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages, type Lang } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import { pageOf, windowOf, type PageQuery } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { ShopWithdrawalRow } from '../../db/schema.ts';
import { created, PLATFORM, transition, type Machine } from '../history/transition.service.ts';
import * as ledger from '../ledger/ledger.service.ts';
import { toWithdrawal } from './shop-money.mapper.ts';
import * as repo from './shop-money.repository.ts';

// Shop withdrawals (docs/money.md, "Shop balance and withdrawals"): the request moves the amount from the shop's
// balance into its withdrawal hold, in the transaction that writes the request; the platform then settles it (hold →
// platform payout) or refuses it (hold → back to the shop balance). Every move of state is a conditional update, and
// the money moves from the row it returned.

export const WM = defineMessages({
  shopWithdrawn: {
    zh: '提现申请已提交，平台处理后到账',
    en: 'Withdrawal requested: the platform pays it out once processed',
  },
  shopWithdrawLimit: { zh: '每日只能提现{n}次', en: 'At most {n} withdrawals a day' },
  shopWithdrawShort: {
    zh: '提现金额超过店铺余额（可提现 {balance} 元）',
    en: 'More than the shop balance ({balance} yuan available)',
  },
  shopWithdrawalMissing: { zh: '提现记录 {id} 不存在', en: 'No withdrawal {id}' },
});

export interface ShopActor {
  userId: number;
  shopId: number;
}

export interface WithdrawalInput {
  type: WithdrawalType;
  number: string;
  contact: string;
  fen: number;
}

const holdOf = (trx: Parameters<typeof ledger.systemAccount>[0], shopId: number) =>
  ledger.systemAccount(trx, 'withdrawal_hold', shopId, 'shop');

/** A number the shop and the platform quote: T, the local time to the second, 6 random digits. */
function orderNumber(now: number): string {
  const d = new Date(now * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp = `${d.getFullYear()}${two(d.getMonth() + 1)}${two(d.getDate())}${two(d.getHours())}${two(d.getMinutes())}${two(d.getSeconds())}`;
  return `T${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

/**
 * 提现: the shop asks the platform to pay `fen` out of its balance. The hold and the balance are locked (accounts
 * before wallets, the order every transfer locks in) before the day's requests are counted, so two requests at once
 * can't both be the 3rd, nor both take the last yuan.
 */
export async function withdraw(
  ctx: AppContext,
  actor: ShopActor,
  w: WithdrawalInput,
  /** When it was asked for: now, except for the demo's history. */
  now = nowSeconds(),
): Promise<ShopWithdrawalRow> {
  return inTransaction(ctx, async (tx) => {
    const hold = await holdOf(tx.trx, actor.shopId);
    const shopWallet = ledger.wallet(actor.shopId, actor.shopId);
    await ledger.lockBalance(tx.trx, ctx.dialect, hold);
    await ledger.lockBalance(tx.trx, ctx.dialect, shopWallet);
    const today = await repo.countSince(tx.trx, actor.shopId, todayStart(now * 1000));
    if (today >= SHOP_WITHDRAWAL_LIMITS.perDay)
      throw AppError.fail(WM.shopWithdrawLimit, { n: String(SHOP_WITHDRAWAL_LIMITS.perDay) });
    const row = await repo.insertWithdrawal(tx.trx, {
      order_number: orderNumber(now),
      shop_id: actor.shopId,
      user_id: actor.userId,
      type: w.type,
      number: w.number,
      contact: w.contact,
      fen: w.fen,
      create_time: now,
      update_time: now,
    });
    await ledger.transfer(tx.trx, ctx.dialect, {
      from: shopWallet,
      to: hold,
      fen: row.fen,
      type: SHOP_WITHDRAWAL_LEDGER.hold,
      memo: { code: 'shopWithdrawal', params: { order: row.order_number } },
      refType: 'shop_withdrawal',
      refId: row.id,
      operatorId: actor.userId,
      insufficient: (have) => AppError.fail(WM.shopWithdrawShort, { balance: fenToYuan(have) }),
      idempotencyKey: `shop_withdrawal:${row.id}:hold`,
      at: now,
    });
    await created(
      tx,
      WITHDRAWAL_MACHINE,
      row,
      { kind: 'shop', userId: actor.userId, shopId: actor.shopId },
      now,
    );
    return row;
  });
}

/** 提现记录: the shop's withdrawals, newest first. */
export async function history(
  ctx: AppContext,
  shopId: number,
  q: PageQuery & { state?: number | undefined; startTime?: string | undefined; endTime?: string | undefined },
  lang: Lang,
) {
  const found = await repo.withdrawalsOf(
    ctx.db,
    shopId,
    { state: q.state, ...dateRange(q.startTime, q.endTime) },
    windowOf(q),
  );
  return pageOf(q, found.total, found.rows, (r) => toWithdrawal(r, lang));
}

/** What the platform decides on a pending withdrawal. */
export type Decision = { settle: true } | { settle: false; reason: string };

/** How shop withdrawals are stored, for the one transition helper (modules/history). */
const WITHDRAWAL_MACHINE: Machine<'shop_withdrawal', ShopWithdrawalRow, { ret_memo?: string; now: number }> =
  {
    entity: 'shop_withdrawal',
    move: (trx, row, to, p) =>
      repo.moveState(trx, row.id, row.state, {
        state: to,
        ...(p.ret_memo !== undefined && { ret_memo: p.ret_memo }),
        update_time: p.now,
        settle_time: p.now,
      }),
    find: (trx, id) => repo.findWithdrawal(trx, id),
    shops: (row) => ({ shopId: row.shop_id }),
  };

/**
 * The platform settles (pays out) or refuses a pending withdrawal, exactly once: the conditional update lets one
 * caller through, and the transfer's key would not post twice anyway. A refusal gives the money back to the shop.
 */
export async function decide(
  ctx: AppContext,
  id: number,
  d: Decision,
  now = nowSeconds(),
): Promise<ShopWithdrawalRow> {
  return inTransaction(ctx, async (tx) => {
    const found = await repo.findWithdrawal(tx.trx, id);
    if (!found) throw AppError.fail(WM.shopWithdrawalMissing, { id: String(id) });
    const { after } = await transition(tx, WITHDRAWAL_MACHINE, {
      action: d.settle ? 'settle' : 'reject',
      actor: PLATFORM,
      row: found,
      now,
      ...(!d.settle && { reason: d.reason }),
      patch: () => ({ ...(!d.settle && { ret_memo: d.reason }), now }),
      money: async (row) => {
        const hold = await holdOf(tx.trx, row.shop_id);
        await ledger.transfer(tx.trx, ctx.dialect, {
          from: hold,
          to: d.settle
            ? await ledger.systemAccount(tx.trx, 'platform_payout')
            : ledger.wallet(row.shop_id, row.shop_id),
          fen: row.fen,
          type: d.settle ? SHOP_WITHDRAWAL_LEDGER.payout : SHOP_WITHDRAWAL_LEDGER.refund,
          memo: d.settle
            ? { code: 'shopWithdrawalPayout', params: { order: row.order_number } }
            : { code: 'shopWithdrawalRefund', params: { order: row.order_number, reason: d.reason } },
          refType: 'shop_withdrawal',
          refId: row.id,
          idempotencyKey: `shop_withdrawal:${row.id}:${d.settle ? 'settle' : 'reject'}`,
          at: now,
        });
      },
    });
    return after;
  });
}

/** Every shop's withdrawals waiting for the platform, oldest first. */
export function pending(ctx: AppContext) {
  return repo.pendingWithdrawals(ctx.db, ShopWithdrawalState.pending);
}
