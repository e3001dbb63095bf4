import { fenToYuan, RECEIPT_CHANNEL, ReceiptState, type PayClient } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages, type Lang } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import { pageOf, windowOf, type PageQuery } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as ledger from '../ledger/ledger.service.ts';
import { startPayment } from '../payments/payments.service.ts';
import { offlineRechargeOf } from './receipts.mapper.ts';
import * as repo from './receipts.repository.ts';

// Players' recharges (docs/money.md, "Payment channels and players' recharges"). Through the offline QR code (999)
// the player pays the shop outside the app and the recharge waits (0); the shop confirms the money arrived (0 → 1:
// its till pays the player's wallet, once) or refuses (0 → 2). Online channels go through a payment provider.

export const OM = defineMessages({
  rcChannelClosed: {
    zh: '该充值渠道未开启，请选择其他充值方式',
    en: 'This payment channel is not open at your shop; choose another',
  },
  rcOfflineCreated: {
    zh: '请扫码付款，店主确认后到账',
    en: 'Pay with the QR code; the money arrives once the shop confirms',
  },
  rcOfflineNone: { zh: '充值记录不存在', en: 'Recharge not found' },
  rcOfflineDecided: { zh: '该充值已处理', en: 'This recharge was already handled' },
  rcOfflineConfirmed: { zh: '已确认到账', en: 'Confirmed: the player is credited' },
  rcOfflineRefused: { zh: '已拒绝该充值', en: 'Recharge refused' },
});

export interface RechargeActor {
  userId: number;
  shopId: number;
}

/** Where a player paying online comes back to: the app's first page (the player app is still to come). */
const PLAYER_RETURN = '/';

/**
 * A player's recharge through channel `channelId` of their shop, which must be open. Through the offline QR code
 * the recharge waits for the shop; through an online channel it is a payment of the payments module, whose
 * provider's notification credits the player's wallet (docs/money.md).
 */
export async function recharge(
  ctx: AppContext,
  player: RechargeActor,
  fen: number,
  channelId: number,
  client?: PayClient,
) {
  const channel = await repo.findShopReceipt(ctx.db, player.shopId, channelId);
  if (channel?.state !== ReceiptState.open) throw AppError.fail(OM.rcChannelClosed);
  if (channelId !== RECEIPT_CHANNEL.offline) {
    const paying = await startPayment(ctx, {
      purpose: 'player_recharge',
      payerId: player.userId,
      shopId: player.shopId,
      fen,
      returnPath: PLAYER_RETURN,
      receiptId: channel.id,
      client,
    });
    return {
      id: 0,
      trade_no: paying.tradeNo,
      money: fenToYuan(fen),
      url: paying.payUrl,
      ...(paying.qrCode ? { qr_code: paying.qrCode } : {}),
    };
  }
  if (!channel.qr_url) throw AppError.fail(OM.rcChannelClosed);
  const row = await inTransaction(ctx, (tx) =>
    repo.insertOfflineRecharge(tx.trx, {
      userId: player.userId,
      shopId: player.shopId,
      fen,
      now: nowSeconds(),
    }),
  );
  return { id: row.id, trade_no: '', money: fenToYuan(Number(row.fen)), url: channel.qr_url };
}

export async function offlineRecharges(
  ctx: AppContext,
  shopId: number,
  q: PageQuery & { state: '0' | '' },
  lang: Lang,
) {
  const found = await repo.offlineRecharges(ctx.db, shopId, q.state === '0', windowOf(q));
  return pageOf(q, found.total, found.rows, (r) => offlineRechargeOf(r, lang));
}

/**
 * The shop decides a waiting offline recharge. Confirming pays the amount of the row the conditional update returned
 * from the shop's till (the money it took outside the app) into the player's wallet, under the key `offline:<id>`.
 */
export async function decide(ctx: AppContext, actor: RechargeActor, id: number, confirm: boolean) {
  await inTransaction(ctx, async (tx) => {
    const now = nowSeconds();
    const row = await repo.decideOfflineRecharge(
      tx.trx,
      actor.shopId,
      id,
      confirm ? 1 : 2,
      actor.userId,
      now,
    );
    if (!row) {
      const existing = await repo.findOfflineRecharge(tx.trx, actor.shopId, id);
      throw AppError.fail(existing ? OM.rcOfflineDecided : OM.rcOfflineNone);
    }
    if (!confirm) return;
    const till = await ledger.systemAccount(tx.trx, 'shop_till', actor.shopId);
    await ledger.transfer(tx.trx, ctx.dialect, {
      from: till,
      to: ledger.wallet(row.user_id, actor.shopId),
      fen: Number(row.fen),
      type: 'offline_recharge',
      memo: { code: 'offlineRecharge', params: { id: String(row.id) } },
      refType: 'offline_recharge',
      refId: row.id,
      operatorId: actor.userId,
      idempotencyKey: `offline:${row.id}`,
    });
  });
  return confirm ? OM.rcOfflineConfirmed : OM.rcOfflineRefused;
}
