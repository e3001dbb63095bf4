import {
  canTake,
  RECEIPT_ACTIONS,
  RECEIPT_CHANNEL,
  RECEIPT_LIMITS,
  PID_CHANNELS,
  receiptFieldLabel,
  receiptFormProblem,
  ReceiptState,
  type ReceiptChannel,
  type ReceiptFieldProblem,
} from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { created, PLATFORM, transition } from '../history/transition.service.ts';
import { forgetMerchant, setMerchant } from '../payments/payments.service.ts';
import { uploadedImage } from '../../storage/uploaded-image.ts';
import { channelOf, modelOf } from './receipts.mapper.ts';
import { CHANNEL_MACHINE } from './channel-machine.ts';
import { M } from './receipts.messages.ts';
import * as repo from './receipts.repository.ts';

// Payment channels a shop offers its players (docs/money.md, "Payment channels and players' recharges"). A shop
// applies for a channel with the channel's form (none → 审核中, or 驳回 → 审核中 again); the platform approves (→ 开启)
// or rejects with a reason (→ 驳回) from its CLI; the shop switches an approved channel off and on. Every move goes
// through the one transition helper (a conditional update from the state it expects, so two presses at once move
// it once, and an event row: docs/history.md).

export { M };

/** Where images of application forms are kept. */
export const RECEIPT_FOLDER = 'receipts';

export interface ReceiptActor {
  userId: number;
  shopId: number;
}

const PROBLEM_MESSAGE: Record<ReceiptFieldProblem, string> = {
  required: M.rcFieldRequired,
  phone: M.rcFieldPhone,
  idcard: M.rcFieldIdcard,
  email: M.rcFieldEmail,
  date: M.rcFieldDate,
  image: M.rcFieldImage,
  tooLong: M.rcFieldTooLong,
};

/** The storage key of an image a form may carry: one uploaded through `storeDocument`, else null. */
function documentKey(ctx: AppContext, url: string): string | null {
  const key = ctx.storage.keyOf(url);
  return key?.startsWith(`${RECEIPT_FOLDER}/`) ? key : null;
}

/** Stores an image of an application form, re-encoded like a ticket photo (no metadata), and answers its URL. */
export async function storeDocument(ctx: AppContext, bytes: Uint8Array): Promise<string> {
  const image = await uploadedImage(bytes);
  return ctx.storage.url(await ctx.storage.put(RECEIPT_FOLDER, image.photo, 'jpg'));
}

export async function list(ctx: AppContext, shopId: number): Promise<ReceiptChannel[]> {
  const [channels, mine] = await Promise.all([repo.channels(ctx.db), repo.shopReceipts(ctx.db, shopId)]);
  const byChannel = new Map(mine.map((r) => [r.channel_id, r]));
  return channels.map((c) => channelOf(c, byChannel.get(c.id)));
}

/**
 * 去开通 / 点击修改: the form is checked against the channel's fields (packages/shared/src/receipt-rules.ts, the same
 * rules the app runs); only those fields are kept, images as this storage's URLs.
 */
export async function apply(
  ctx: AppContext,
  actor: ReceiptActor,
  body: Partial<Record<string, string | number | undefined>>,
): Promise<void> {
  const channelId = Number(body.receipt_id ?? body.source ?? 0);
  if (!channelId) throw AppError.fail(M.rcChannelMissing);
  const channel = await repo.findChannel(ctx.db, channelId);
  if (!channel) throw AppError.fail(M.rcNoChannel);
  const model = modelOf(channel);
  const values: Record<string, string> = {};
  for (const field of model) {
    const raw = body[field.key];
    if (typeof raw === 'string' && raw.trim()) values[field.key] = raw.trim();
  }
  const wrong = receiptFormProblem(model, values, (url) => documentKey(ctx, url) !== null);
  if (wrong) {
    const field = { zh: receiptFieldLabel(wrong.field, 'zh'), en: receiptFieldLabel(wrong.field, 'en') };
    const message =
      wrong.problem === 'required' && wrong.field.kind === 'img'
        ? M.rcFieldImageRequired
        : PROBLEM_MESSAGE[wrong.problem];
    throw AppError.fail(message, { field, max: RECEIPT_LIMITS.textMax });
  }
  for (const field of model)
    if (field.kind === 'img' && values[field.key])
      values[field.key] = ctx.storage.url(documentKey(ctx, values[field.key]!)!);
  const form = JSON.stringify(values);
  const qrUrl = channelId === RECEIPT_CHANNEL.offline ? (values.xianxia_shoukuangImg ?? '') : '';
  await inTransaction(ctx, async (tx) => {
    const now = nowSeconds();
    const shop = { kind: 'shop' as const, ...actor };
    const added = await repo.insertApplication(tx.trx, { shopId: actor.shopId, channelId, form, qrUrl, now });
    if (added) return created(tx, CHANNEL_MACHINE, added, shop, now);
    const current = await repo.findShopReceipt(tx.trx, actor.shopId, channelId);
    if (!current) throw AppError.fail(M.rcNoChannel);
    await transition(tx, CHANNEL_MACHINE, {
      action: 'reapply',
      actor: shop,
      row: current,
      now,
      patch: () => ({ form, qrUrl, retMemo: '', now }),
    });
  });
}

/** 开启收款渠道: an approved channel on or off. */
export async function setOpen(ctx: AppContext, actor: ReceiptActor, channelId: number, on: boolean) {
  await inTransaction(ctx, async (tx) => {
    const current = await repo.findShopReceipt(tx.trx, actor.shopId, channelId);
    if (!current) throw AppError.fail(M.rcNoChannel);
    const now = nowSeconds();
    await transition(tx, CHANNEL_MACHINE, {
      action: on ? 'open' : 'close',
      actor: { kind: 'shop', ...actor },
      row: current,
      now,
      patch: () => ({ now }),
    });
  });
  return on ? M.rcOpened : M.rcClosed;
}

/** 预览图片: the shop's offline QR code, or '' when it has none. */
export async function qrImage(ctx: AppContext, shopId: number): Promise<string> {
  const row = await repo.findShopReceipt(ctx.db, shopId, RECEIPT_CHANNEL.offline);
  return row?.qr_url ?? '';
}

/** 修改图片: a new QR code for an approved offline channel; it is the shop's own account, so no new review. */
export async function setQrImage(ctx: AppContext, actor: ReceiptActor, url: string): Promise<void> {
  const key = documentKey(ctx, url);
  if (!key)
    throw AppError.fail(M.rcFieldImage, {
      field: { zh: receiptFieldLabel({ key: 'xianxia_shoukuangImg', label: '' }, 'zh'), en: 'url' },
    });
  const done = await repo.setApproved(
    ctx.db,
    actor.shopId,
    RECEIPT_CHANNEL.offline,
    { qr_url: ctx.storage.url(key) },
    nowSeconds(),
  );
  if (!done) throw AppError.fail(M.rcQrNotApproved);
}

/** 设置PID: the shop's pid at 51新支付, on its approved channel 3 or 201. */
export async function setPid(ctx: AppContext, actor: ReceiptActor, channelId: number, pid: string) {
  if (!PID_CHANNELS.includes(channelId)) throw AppError.fail(M.rcPidChannel);
  const before = await inTransaction(ctx, async (tx) => {
    const current = await repo.findShopReceipt(tx.trx, actor.shopId, channelId);
    if (!current) throw AppError.fail(M.rcPidNotApproved);
    const now = nowSeconds();
    await transition(tx, CHANNEL_MACHINE, {
      action: 'set_pid',
      actor: { kind: 'shop', ...actor },
      row: current,
      now,
      to: current.state,
      patch: () => ({ pid, now }),
    });
    return current;
  });
  // The registered merchant key belongs to the old pid: a new pid waits for the platform to register its key.
  if (before.pid !== pid) await forgetMerchant(ctx, before.id);
}

/** Which provider each online channel's merchant is at: 支付宝当面付 at Alipay, 51新支付 an 易支付 aggregator. */
const CHANNEL_PROVIDER: Partial<Record<number, 'alipay' | 'epay'>> = {
  [RECEIPT_CHANNEL.alipayF2F]: 'alipay',
  [RECEIPT_CHANNEL.newPay]: 'epay',
  [RECEIPT_CHANNEL.newPayAggregated]: 'epay',
};

/**
 * Platform CLI: the merchant an approved channel (shop_receipts `id`) is paid to, as the provider confirmed it: for
 * 51新支付 the key of the pid the shop set, for 支付宝当面付 the shop's Alipay app id and the app_auth_token it granted
 * the platform's app. Answers what was registered, or why not.
 */
export async function registerMerchant(
  ctx: AppContext,
  id: number,
  m: { secret: string; appId?: string | undefined },
): Promise<{ ok: true; provider: string; merchantNo: string } | { ok: false; why: string }> {
  const row = await repo.findShopReceiptById(ctx.db, id);
  if (!row || (row.state !== ReceiptState.open && row.state !== ReceiptState.closed))
    return { ok: false, why: `channel ${id} is not an approved channel of a shop` };
  const provider = CHANNEL_PROVIDER[row.channel_id];
  if (!provider)
    return { ok: false, why: `channel ${row.channel_id} is not paid through a merchant of its own` };
  const merchantNo = provider === 'epay' ? row.pid : (m.appId ?? '');
  if (!merchantNo)
    return {
      ok: false,
      why: provider === 'epay' ? 'the shop has not set its pid yet' : '--app-id is required',
    };
  await setMerchant(ctx, { shopId: row.shop_id, receiptId: row.id, provider, merchantNo, secret: m.secret });
  return { ok: true, provider, merchantNo };
}

/** Applications waiting for the platform, oldest first (platform CLI). */
export const pendingApplications = (ctx: AppContext) => repo.pendingApplications(ctx.db);

/**
 * The platform's decision on an application under review: approved (open at once) or rejected with the reason the
 * shop reads. False when it is not under review.
 */
export async function review(
  ctx: AppContext,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<boolean> {
  const action = decision.approve ? 'approve' : 'refuse';
  try {
    return await inTransaction(ctx, async (tx) => {
      const found = await repo.findShopReceiptById(tx.trx, id);
      if (!found || !canTake(RECEIPT_ACTIONS, action, found.state)) return false;
      const reason = decision.approve ? '' : decision.reason.slice(0, RECEIPT_LIMITS.reasonMax);
      const now = nowSeconds();
      await transition(tx, CHANNEL_MACHINE, {
        action,
        actor: PLATFORM,
        row: found,
        now,
        reason,
        patch: () => ({ retMemo: reason, reviewed: true, now }),
      });
      return true;
    });
  } catch (err) {
    // Decided by another call meanwhile: not under review any more.
    if (err instanceof AppError) return false;
    throw err;
  }
}
