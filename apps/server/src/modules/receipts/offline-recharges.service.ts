import { fenToYuan, RECEIPT_CHANNEL, ReceiptState, type PayClient } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages, type Lang } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import { pageOf, windowOf, type PageQuery } from '../../db/paging.ts';
import { inTransaction } from '../../db/transaction.ts';
import { created, transition, type Machine } from '../history/transition.service.ts';
import * as ledger from '../ledger/ledger.service.ts';
import { startPayment } from '../payments/payments.service.ts';
import { offlineRechargeOf } from './receipts.mapper.ts';
import * as repo from './receipts.repository.ts';

// Players' recharges (docs/money.md, "Payment channels and players' recharges"). Through the offline QR code (999)
// the player pays the shop outside the app and the recharge waits; the shop confirms the money arrived (its till
// pays the player's wallet, once) or refuses. Both go through the one transition helper, which writes the
// recharge's history (docs/history.md). Online channels go through a payment provider.

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
  rcOfflineConfirmed: { zh: '已确认到账', en: 'Confirmed: the player is credited' },
  rcOfflineRefused: { zh: '已拒绝该充值', en: 'Recharge refused' },
});

export interface RechargeActor {
  userId: number;
  shopId: number;
}

/** Where a player paying online comes back to: 我的 of the player app, which shows how the payment went. */
const PLAYER_RETURN = '/player/#/wallet';

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
  const row = await inTransaction(ctx, async (tx) => {
    const now = nowSeconds();
    const inserted = await repo.insertOfflineRecharge(tx.trx, { ...player, fen, now });
    await created(tx, MACHINE, inserted, { kind: 'player', ...player }, now);
    return inserted;
  });
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

type OfflineRechargeRow = NonNullable<Awaited<ReturnType<typeof repo.findOfflineRechargeById>>>;

/** How offline recharges are stored, for the one transition helper. */
const MACHINE: Machine<'offline_recharge', OfflineRechargeRow, { handler_id: number; handle_time: number }> =
  {
    entity: 'offline_recharge',
    move: (trx, row, to, set) => repo.moveOfflineRecharge(trx, row.id, row.state, { state: to, ...set }),
    find: (trx, id) => repo.findOfflineRechargeById(trx, id),
    shops: (row) => ({ shopId: row.shop_id }),
  };

/**
 * The shop decides a waiting offline recharge. Confirming pays the amount of the row the conditional update returned
 * from the shop's till (the money it took outside the app) into the player's wallet, under the key `offline:<id>`.
 */
export async function decide(ctx: AppContext, actor: RechargeActor, id: number, confirm: boolean) {
  await inTransaction(ctx, async (tx) => {
    const now = nowSeconds();
    const found = await repo.findOfflineRecharge(tx.trx, actor.shopId, id);
    if (!found) throw AppError.fail(OM.rcOfflineNone);
    await transition(tx, MACHINE, {
      action: confirm ? 'confirm' : 'refuse',
      actor: { kind: 'shop', ...actor },
      row: found,
      now,
      patch: () => ({ handler_id: actor.userId, handle_time: now }),
      money: async (row) => {
        if (!confirm) return;
        await ledger.transfer(tx.trx, ctx.dialect, {
          from: await ledger.systemAccount(tx.trx, 'shop_till', row.shop_id),
          to: ledger.wallet(row.user_id, row.shop_id),
          fen: Number(row.fen),
          type: 'offline_recharge',
          memo: { code: 'offlineRecharge', params: { id: String(row.id) } },
          refType: 'offline_recharge',
          refId: row.id,
          operatorId: actor.userId,
          idempotencyKey: `offline:${row.id}`,
          locked: 'in',
        });
      },
      next: async (row) => {
        // The player's open app reads the balance and 交易明细 again and says how it went.
        ctx.events.publishIn(
          tx,
          { users: [row.user_id] },
          { type: 'recharge.answered', id: row.id, state: row.state, money: fenToYuan(Number(row.fen)) },
        );
      },
    });
  });
  return confirm ? OM.rcOfflineConfirmed : OM.rcOfflineRefused;
}
