import { randomInt } from 'node:crypto';
import {
  fenToYuan,
  nextShareFen,
  redPacketTotalFen,
  RedPacketState,
  type Page,
  type RedPacketRecord,
  type RedPacketType,
} from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages, type Lang } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/database.ts';
import { pageOf, windowOf, type PageQuery } from '../../db/paging.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { created, SYSTEM, transition, wrongState, type Machine } from '../history/transition.service.ts';
import * as ledger from '../ledger/ledger.service.ts';
import { toRecord } from './red-packets.mapper.ts';
import * as repo from './red-packets.repository.ts';
import type { RedPacketRow } from './red-packets.repository.ts';

// Red packets (docs/money.md, "Red packets"). Sending moves the whole packet from the shop balance into the shop's
// red_packet_hold account; each grab moves one share from the hold into the player's wallet; a revocation or the
// expiry moves what is left back to the shop balance. The packet row's state changes by a conditional update, and
// the money moves by what that update returned, so each happens once however many callers meet. Revoking, expiring
// and the last grab move the packet through the one transition helper, which writes its history (docs/history.md);
// the grabs before the last are the packet's grab rows, not moves of its state.

export const M = defineMessages({
  rpShopShort: {
    zh: '店铺余额不足（可用 {balance} 元），请先充值',
    en: 'Shop balance too low ({balance} yuan available); recharge first',
  },
  rpNotFound: { zh: '红包不存在', en: 'Red packet not found' },
  rpExpired: {
    zh: '红包已过期，如未领完会自动退还到账号',
    en: 'This red packet has expired; what was not claimed returns to your balance by itself',
  },
  rpRevoked: { zh: '红包已被店主撤销', en: 'The shop has revoked this red packet' },
  rpGone: { zh: '红包已过期', en: 'This red packet has expired' },
  rpExhausted: { zh: '红包已抢完', en: 'All shares of this red packet are gone' },
  rpAlreadyRevoked: { zh: '红包已撤销', en: 'This red packet was already revoked' },
  rpAlreadyExhausted: {
    zh: '红包已领完，没有可退回的金额',
    en: 'This red packet is all claimed; nothing is left to refund',
  },
  rpGrabbedBefore: { zh: '您已经抢过这个红包了', en: 'You have already grabbed this red packet' },
  rpSent: { zh: '红包已发出', en: 'Red packet sent' },
  rpRevokedDone: { zh: '撤销成功！退回金额{money}', en: 'Revoked: {money} yuan refunded' },
  rpGrabbedDone: { zh: '恭喜抢到 {money} 元', en: 'You grabbed {money} yuan' },
});

const LEDGER_TYPE = 'red_packet';

/** The owner of a shop acting for it. */
export interface ShopOwner {
  userId: number;
  shopId: number;
}

const shopWallet = (shopId: number) => ledger.wallet(shopId, shopId);
const hold = (tx: Tx, shopId: number) => ledger.systemAccount(tx.trx, 'red_packet_hold', shopId);
/** A balance as it stands inside the transaction that moved it (what the answer shows as the new balance). */
const balanceIn = async (ctx: AppContext, tx: Tx, b: ledger.Balance) =>
  fenToYuan(await ledger.lockBalance(tx.trx, ctx.dialect, b));

/** 发红包: the packet's total leaves the shop balance for the hold; refused, naming the balance, when short. */
export async function push(
  ctx: AppContext,
  owner: ShopOwner,
  p: { type: RedPacketType; count: number; days: number; moneyFen: number; title: string },
) {
  const total = redPacketTotalFen(p.type, p.moneyFen, p.count);
  const now = nowSeconds();
  return inTransaction(ctx, async (tx) => {
    const row = await repo.insertPacket(tx.trx, {
      shop_id: owner.shopId,
      user_id: owner.userId,
      type: p.type,
      title: p.title,
      count: p.count,
      total_fen: total,
      remaining_fen: total,
      remaining_count: p.count,
      end_time: now + p.days * 86_400,
      create_time: now,
      update_time: now,
    });
    await ledger.transfer(tx.trx, ctx.dialect, {
      from: shopWallet(owner.shopId),
      to: await hold(tx, owner.shopId),
      fen: total,
      type: LEDGER_TYPE,
      memo: { code: 'redPacketSend', params: { title: p.title } },
      refType: 'red_packet',
      refId: row.id,
      operatorId: owner.userId,
      insufficient: (have) => AppError.fail(M.rpShopShort, { balance: fenToYuan(have) }),
    });
    await created(tx, MACHINE, row, { kind: 'shop', ...owner }, now);
    return {
      id: row.id,
      money: fenToYuan(total),
      balance: await balanceIn(ctx, tx, shopWallet(owner.shopId)),
    };
  });
}

/** Why a packet can no longer be revoked, from the shop's side. */
function notRevocable(row: RedPacketRow, now: number): AppError {
  if (row.state === RedPacketState.revokedByShop) return AppError.fail(M.rpAlreadyRevoked);
  if (row.state === RedPacketState.exhausted) return AppError.fail(M.rpAlreadyExhausted);
  if (row.state === RedPacketState.expired || row.end_time <= now) return AppError.fail(M.rpExpired);
  return AppError.fail(M.rpNotFound);
}

/** How packets are stored, for the one transition helper (docs/history.md). */
const MACHINE: Machine<'red_packet', RedPacketRow, { now: number; lastShareFen?: number }> = {
  entity: 'red_packet',
  move: (trx, row, to, p) =>
    repo.moveState(trx, row.id, row.state, {
      state: to,
      update_time: p.now,
      ...(p.lastShareFen !== undefined && { lastShareFen: p.lastShareFen }),
    }),
  find: (trx, id) => repo.findById(trx, id),
  shops: (row) => ({ shopId: row.shop_id }),
  // The shop hears why it can't revoke in the packet's own words (already revoked, all claimed, expired).
  wrongState: (action, row) =>
    action === 'revoke' ? notRevocable(row, nowSeconds()) : wrongState('red_packet', action, row.state),
};

/** Moves what a closed packet (the row its closing update returned) had left back to the shop balance. */
async function refund(ctx: AppContext, tx: Tx, row: RedPacketRow, operatorId: number) {
  if (row.remaining_fen <= 0) return;
  const expired = row.state === RedPacketState.expired;
  await ledger.transfer(tx.trx, ctx.dialect, {
    from: await hold(tx, row.shop_id),
    to: shopWallet(row.shop_id),
    fen: row.remaining_fen,
    type: LEDGER_TYPE,
    memo: { code: expired ? 'redPacketExpire' : 'redPacketRevoke', params: { title: row.title } },
    refType: 'red_packet',
    refId: row.id,
    operatorId,
    idempotencyKey: `red_packet:${row.id}:refund`,
  });
}

/** 撤销此红包: an open packet not yet past its end closes, and what was not grabbed goes back to the shop balance. */
export async function revoke(ctx: AppContext, owner: ShopOwner, id: number) {
  const now = nowSeconds();
  return inTransaction(ctx, async (tx) => {
    const found = await repo.lockPacket(tx.trx, ctx.dialect, owner.shopId, id);
    if (!found) throw AppError.fail(M.rpNotFound);
    const { after } = await transition(tx, MACHINE, {
      action: 'revoke',
      actor: { kind: 'shop', ...owner },
      row: found,
      now,
      // Past its end the expiry job owns it: the money comes back by itself.
      check: (row) => {
        if (row.end_time <= now) throw AppError.fail(M.rpExpired);
      },
      patch: () => ({ now }),
      money: (row) => refund(ctx, tx, row, owner.userId),
    });
    return {
      money: fenToYuan(after.remaining_fen),
      balance: await balanceIn(ctx, tx, shopWallet(owner.shopId)),
    };
  });
}

/** Why a player cannot grab a packet of their shop. */
function notGrabbable(row: RedPacketRow, now: number): AppError | null {
  if (row.state === RedPacketState.revokedByShop) return AppError.fail(M.rpRevoked);
  if (row.state === RedPacketState.exhausted || row.remaining_count < 1) return AppError.fail(M.rpExhausted);
  if (row.state === RedPacketState.expired || row.end_time <= now) return AppError.fail(M.rpGone);
  return null;
}

/**
 * A player grabs one share: the packet row is locked, the share computed from what it has left (the last share
 * takes exactly the rest), the grab written (unique per packet and player) and the share moved from the hold into
 * the player's wallet, all in one transaction.
 */
export async function grab(ctx: AppContext, player: { userId: number; shopId: number }, id: number) {
  const now = nowSeconds();
  try {
    return await inTransaction(ctx, async (tx) => {
      const row = await repo.lockPacket(tx.trx, ctx.dialect, player.shopId, id);
      if (!row) throw AppError.fail(M.rpNotFound);
      if (await repo.hasGrabbed(tx.trx, id, player.userId)) throw AppError.fail(M.rpGrabbedBefore);
      const refusal = notGrabbable(row, now);
      if (refusal) throw refusal;
      const fen = nextShareFen(row.type as RedPacketType, row.remaining_fen, row.remaining_count, randomInt);
      await repo.insertGrab(tx.trx, { packetId: id, userId: player.userId, fen, now });
      if (row.remaining_count === 1)
        // The last share closes the packet: a move of its state, with its event.
        await transition(tx, MACHINE, {
          action: 'exhaust',
          actor: { kind: 'player', ...player },
          row,
          now,
          patch: () => ({ now, lastShareFen: fen }),
        });
      // The row is locked, so it cannot have moved on; if it did, nothing of this grab stays.
      else if (!(await repo.takeShare(tx.trx, { id, expectedCount: row.remaining_count, fen, now })))
        throw AppError.fail(M.rpExhausted);
      const own = ledger.wallet(player.userId, player.shopId);
      await ledger.transfer(tx.trx, ctx.dialect, {
        from: await hold(tx, row.shop_id),
        to: own,
        fen,
        type: LEDGER_TYPE,
        memo: { code: 'redPacketGrab', params: { title: row.title } },
        refType: 'red_packet',
        refId: id,
        operatorId: player.userId,
        idempotencyKey: `red_packet:${id}:grab:${player.userId}`,
        locked: 'in',
      });
      return { money: fenToYuan(fen), title: row.title, balance: await balanceIn(ctx, tx, own) };
    });
  } catch (err) {
    // Two grabs of one player at the same moment: the unique index lets one through.
    if (isUniqueViolation(err)) throw AppError.fail(M.rpGrabbedBefore);
    throw err;
  }
}

const JOB_BATCH = 200;

/**
 * The expiry job: each open packet past its end time closes (expires) and its remainder goes back to the shop
 * balance, in its own transaction. Safe on several instances: the closing update lets one of them through.
 */
export async function expireDue(ctx: AppContext, now = nowSeconds()): Promise<number> {
  let expired = 0;
  let after = 0;
  for (;;) {
    const due = await repo.duePackets(ctx.db, now, after, JOB_BATCH);
    for (const id of due) {
      try {
        const closed = await inTransaction(ctx, async (tx) => {
          const row = await repo.findById(tx.trx, id);
          if (!row || row.state !== RedPacketState.open || row.end_time > now) return false;
          await transition(tx, MACHINE, {
            action: 'expire',
            actor: SYSTEM,
            row,
            now,
            patch: () => ({ now }),
            money: (moved) => refund(ctx, tx, moved, 0),
          });
          return true;
        });
        if (closed) expired++;
      } catch (err) {
        // Another instance of the job closed it first: nothing to say.
        if (err instanceof AppError) continue;
        ctx.log.warn({ err, redPacket: id }, 'an expired red packet could not be closed; the job goes on');
      }
    }
    if (due.length < JOB_BATCH) return expired;
    after = due.at(-1)!;
  }
}

/** 红包记录: a page of the shop's packets, newest first, each with who grabbed what. */
export async function records(
  ctx: AppContext,
  shopId: number,
  q: PageQuery,
  lang: Lang,
): Promise<Page<RedPacketRecord>> {
  const { rows, total } = await repo.packetsOf(ctx.db, shopId, windowOf(q));
  const grabs = await repo.grabsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return pageOf(q, total, rows, (row) =>
    toRecord(
      row,
      grabs.filter((g) => g.packet_id === row.id),
      lang,
    ),
  );
}
