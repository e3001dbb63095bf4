import {
  COOPERATION_ENTRY_LABELS,
  COOPERATION_LIMITS,
  commissionFen,
  fenToYuan,
  type CooperationBalance,
  type CooperationEntryType,
} from '@dzzs/shared';
import { dateRange, todayStart } from '../../core/days.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages, type Lang } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import { pageOf, windowOf, type PageQuery } from '../../db/paging.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import * as ledger from '../ledger/ledger.service.ts';
import { M, type CoopActor } from './cooperation.service.ts';
import * as repo from './cooperation.repository.ts';
import type { Side } from './cooperation.repository.ts';

// The cooperation balance (docs/partners.md, "Money"): the branch's money held by its main store, an account of the
// one ledger. Every change is one transfer between it and a shop's wallet, in one transaction, never below zero:
//   充值 branch wallet → balance · 提现 balance → branch wallet · 加款 main wallet → balance · 扣款 balance → main
//   wallet · 出票 balance → main wallet (the ticket less the commission) · 奖金 main wallet → balance.

export const CM = defineMessages({
  coopRecharged: { zh: '充值成功~', en: 'Prepaid' },
  coopWithdrawn: { zh: '提现成功', en: 'Withdrawn to your shop balance' },
  coopEdited: { zh: '操作成功', en: 'Done' },
  coopShopShort: {
    zh: '店铺余额不足（可用 {balance} 元）',
    en: 'Shop balance too low ({balance} yuan available)',
  },
  coopBalanceShort: {
    zh: '合作店铺余额不足（可用 {balance} 元）',
    en: 'Cooperation balance too low ({balance} yuan available)',
  },
  coopWithdrawLimit: {
    zh: '每日只能提现{n}次',
    en: 'At most {n} withdrawals a day',
  },
});

/** Ledger types of the entries of a cooperation balance, by the tab (entry type) they show under. */
export const COOP_LEDGER: Record<CooperationEntryType, string> = {
  1: 'coop_ticket',
  2: 'coop_recharge',
  3: 'coop_owner',
  4: 'coop_prize',
  5: 'coop_withdraw',
};

const pairOf = (shopId: number, side: Side, otherShopId: number) =>
  side === 'branch' ? { main: otherShopId, branch: shopId } : { main: shopId, branch: otherShopId };

async function requireCooperation(ctx: AppContext, pair: { main: number; branch: number }) {
  const coop = await repo.findCooperation(ctx.db, pair.branch, pair.main);
  if (!coop) throw AppError.fail(M.coopNone);
  return coop;
}

/**
 * The cooperation stands, checked inside the transaction that moves money on its strength, with its row locked
 * shared: ending it waits until the prepayment is in (docs/partners.md), and one ended before finds nothing.
 */
async function lockCooperation(ctx: AppContext, tx: Tx, pair: { main: number; branch: number }) {
  if (!(await repo.lockCooperation(tx.trx, ctx.dialect, pair.branch, pair.main)))
    throw AppError.fail(M.coopNone);
}

const wallet = (shopId: number): ledger.Balance => ledger.wallet(shopId, shopId);
const yuanOf = (fen: number) => ({ balance: fenToYuan(fen) });

/** 充值: the branch prepays its main store from its own shop balance. */
export async function recharge(ctx: AppContext, actor: CoopActor, mainShopId: number, fen: number) {
  const pair = pairOf(actor.shopId, 'branch', mainShopId);
  const main = await repo.findShop(ctx.db, mainShopId);
  await inTransaction(ctx, async (tx) => {
    await lockCooperation(ctx, tx, pair);
    const account = await ledger.cooperationBalance(tx.trx, pair.main, pair.branch);
    await ledger.transfer(tx.trx, ctx.dialect, {
      from: wallet(pair.branch),
      to: account,
      fen,
      type: COOP_LEDGER[2],
      memo: { code: 'coopRecharge', params: { shop: main?.nickname ?? String(mainShopId) } },
      refType: 'cooperation',
      refId: mainShopId,
      operatorId: actor.userId,
      insufficient: (have) => AppError.fail(CM.coopShopShort, yuanOf(have)),
    });
  });
}

/**
 * 提现: the branch takes money back from the balance at its main store into its shop balance; more than 1 yuan, at
 * most 3 a day. The day's withdrawals are counted with the balance locked, so two at once can't both be the 3rd.
 * A balance left after the cooperation ended can still be taken back.
 */
export async function withdraw(ctx: AppContext, actor: CoopActor, mainShopId: number, fen: number) {
  const pair = pairOf(actor.shopId, 'branch', mainShopId);
  const found = await ledger.findCooperationAccount(ctx.db, pair.main, pair.branch);
  if (!found) {
    await requireCooperation(ctx, pair);
    throw AppError.fail(CM.coopBalanceShort, yuanOf(0));
  }
  const main = await repo.findShop(ctx.db, mainShopId);
  await inTransaction(ctx, async (tx) => {
    const account = { userId: pair.branch, shopId: pair.main, accountId: found.id };
    const have = await ledger.lockBalance(tx.trx, ctx.dialect, account);
    const today = await ledger.countEntriesSince(tx.trx, found.id, COOP_LEDGER[5], todayStart());
    if (today >= COOPERATION_LIMITS.withdrawalsPerDay)
      throw AppError.fail(CM.coopWithdrawLimit, { n: String(COOPERATION_LIMITS.withdrawalsPerDay) });
    await ledger.transfer(tx.trx, ctx.dialect, {
      from: account,
      to: wallet(pair.branch),
      fen,
      type: COOP_LEDGER[5],
      memo: { code: 'coopWithdraw', params: { shop: main?.nickname ?? String(mainShopId) } },
      refType: 'cooperation',
      refId: mainShopId,
      operatorId: actor.userId,
      insufficient: AppError.fail(CM.coopBalanceShort, yuanOf(have)),
    });
  });
}

/** 加款 (from the main store's shop balance) / 扣款 (into it) by the main store, on the balance of branch `branchShopId`. */
export async function edit(
  ctx: AppContext,
  actor: CoopActor,
  a: { branchShopId: number; add: boolean; fen: number; memo: string },
) {
  const pair = pairOf(actor.shopId, 'main', a.branchShopId);
  await inTransaction(ctx, async (tx) => {
    await lockCooperation(ctx, tx, pair);
    const account = await ledger.cooperationBalance(tx.trx, pair.main, pair.branch);
    const payer = a.add ? wallet(pair.main) : account;
    await ledger.transfer(tx.trx, ctx.dialect, {
      from: payer,
      to: a.add ? account : wallet(pair.main),
      fen: a.fen,
      type: COOP_LEDGER[3],
      memo: { code: a.add ? 'coopAdd' : 'coopDeduct', params: { memo: a.memo } },
      refType: 'cooperation',
      refId: a.branchShopId,
      operatorId: actor.userId,
      insufficient: (have) => AppError.fail(a.add ? CM.coopShopShort : CM.coopBalanceShort, yuanOf(have)),
    });
  });
}

export interface LedgerQuery extends PageQuery {
  shop_id: number;
  Coop_type: 1 | 2;
  type: CooperationEntryType;
  minMoney?: number | undefined;
  maxMoney?: number | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/** One tab of a cooperation balance's ledger, seen from either side. */
export async function ledgerOf(
  ctx: AppContext,
  actor: CoopActor,
  q: LedgerQuery,
  lang: Lang,
): Promise<CooperationBalance> {
  const pair = pairOf(actor.shopId, q.Coop_type === 1 ? 'branch' : 'main', q.shop_id);
  const account = await ledger.findCooperationAccount(ctx.db, pair.main, pair.branch);
  if (!account) await requireCooperation(ctx, pair);
  const found = account
    ? await ledger.accountEntries(
        ctx.db,
        {
          accountId: account.id,
          type: COOP_LEDGER[q.type],
          minFen: q.minMoney,
          maxFen: q.maxMoney,
          ...dateRange(q.startTime, q.endTime),
        },
        windowOf(q),
      )
    : { rows: [], total: 0, sum: 0 };
  const label = COOPERATION_ENTRY_LABELS[q.type][lang === 'en' ? 'en' : 'zh'];
  return {
    balance: fenToYuan(account ? Number(account.balance) : 0),
    tjmoney: found.sum,
    data: pageOf(q, found.total, found.rows, (r) => ({
      ...ledger.entryOf(r, lang),
      type: q.type,
      type_label: label,
    })),
  };
}

/**
 * 出票 of a handed-over order by its main store: the ticket less the commission moves from the branch's balance to
 * the main store's shop balance (code 402 naming what is left when short).
 */
export async function chargeTicket(
  ctx: AppContext,
  tx: Tx,
  o: { orderId: string; mainShopId: number; branchShopId: number; betFen: number; commission: number },
  operatorId: number,
): Promise<void> {
  const fen = o.betFen - commissionFen(o.betFen, o.commission);
  if (fen <= 0) return;
  const account = await ledger.cooperationBalance(tx.trx, o.mainShopId, o.branchShopId);
  await ledger.transfer(tx.trx, ctx.dialect, {
    from: account,
    to: wallet(o.mainShopId),
    fen,
    type: COOP_LEDGER[1],
    memo: { code: 'coopTicket', params: { order: o.orderId, commission: String(o.commission) } },
    refType: 'order',
    refId: o.orderId,
    operatorId,
    insufficient: (have) => new AppError(402, CM.coopBalanceShort, yuanOf(have)),
  });
}

/** 返奖: the prize of a handed-over order goes from the main store's shop balance into the branch's balance. */
export async function returnPrize(
  ctx: AppContext,
  tx: Tx,
  o: { orderId: string; mainShopId: number; branchShopId: number; prizeFen: number },
  operatorId: number,
): Promise<void> {
  if (o.prizeFen <= 0) return;
  const account = await ledger.cooperationBalance(tx.trx, o.mainShopId, o.branchShopId);
  await ledger.transfer(tx.trx, ctx.dialect, {
    from: wallet(o.mainShopId),
    to: account,
    fen: o.prizeFen,
    type: COOP_LEDGER[4],
    memo: { code: 'coopPrize', params: { order: o.orderId } },
    refType: 'order',
    refId: o.orderId,
    operatorId,
    insufficient: (have) => new AppError(402, CM.coopShopShort, yuanOf(have)),
  });
}
