import { fenToYuan, type PushKeyRequest } from '@dzzs/shared';
import { gameByCode } from '@dzzs/shared/engine';
import type { AppContext, WaitingOrder } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { nowSeconds } from '../../core/clock.ts';
import { defineMessages, translate } from '../../core/i18n.ts';
import { perInstance } from '../../core/per-instance.ts';
import type { Caller } from '../auth/caller.ts';
import { AppError } from '../../core/errors.ts';
import { pointsInward } from './push-address.ts';
import { PushNotifier } from './push-notifier.ts';
import * as repo from './push-links.repository.ts';

// The shop's push link (推送绑定, docs/push-links.md): the shopkeeper pastes the address a third-party push service
// (a WeChat official account's 单点推送 link) gave them, and each order that starts waiting for the shop is also
// announced there. The app's own pushes (websocket) do not depend on it.

const M = defineMessages({
  pushBound: { zh: '推送地址已绑定', en: 'Push address bound' },
  pushUnbound: { zh: '推送地址已解除绑定', en: 'Push address unbound' },
  pushInternal: {
    zh: 'key 不能指向本机或内部网络地址（{host}）',
    en: 'key can’t point at this machine or an internal network address ({host})',
  },
  pushTitle: { zh: '新订单提醒', en: 'New order' },
  pushContent: {
    zh: '{game} 新订单 {order}，金额 {money} 元，请及时处理',
    en: 'New {game} order {order}, {money} yuan: please handle it',
  },
});

const notifierOf = perInstance((ctx: AppContext) => new PushNotifier(ctx.config.push, ctx.log));

/** user/getPushKey: binds (or, with an empty key, unbinds) the caller's shop's push link. */
export async function bindPushLink(ctx: AppContext, caller: Caller, input: PushKeyRequest): Promise<string> {
  const url = input.key.trim();
  if (!url) {
    await repo.deletePushUrl(ctx.db, caller.shopId);
    return M.pushUnbound;
  }
  const { hostname } = new URL(url);
  if (!ctx.config.push.allowInternal && (await pointsInward(hostname)))
    throw AppError.fail(M.pushInternal, { host: hostname });
  await repo.putPushUrl(ctx.db, caller.shopId, url, nowSeconds());
  return M.pushBound;
}

/** The address the shop bound, '' when none (NewUser/index `push_key`). */
export async function boundPushUrl(db: Db, shopId: number): Promise<string> {
  return (await repo.findPushUrl(db, shopId)) ?? '';
}

/**
 * An order now waits for its receiving shop (committed): its push link, if any, hears of it. Notices are in
 * Chinese: the person reading them in the push service's app is not known to us, and the shop app's default is
 * Chinese.
 */
export function announceWaitingOrder(ctx: AppContext, order: WaitingOrder): void {
  const game = gameByCode(order.game_code)?.nameZh ?? String(order.game_code);
  const content = translate('zh-cn', M.pushContent, {
    game,
    order: order.order_id,
    money: fenToYuan(order.bet_money),
  });
  // `desp` as well as `content`: the two names the common WeChat push services read the text from.
  notifierOf(ctx).notifyAt(repo.findPushUrl(ctx.db, order.receiving_shop_id), {
    title: translate('zh-cn', M.pushTitle),
    content,
    desp: content,
    order_id: order.order_id,
    time: nowSeconds(),
  });
}

/** Resolves once every queued notice was sent or given up (tests; shutdown). */
export const pushLinksIdle = (ctx: AppContext) => notifierOf(ctx).idle();
