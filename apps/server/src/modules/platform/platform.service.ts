import { Certification, CERTIFICATION_LABELS, GroupId } from '@dzzs/shared';
import { sessionsChanged } from '../auth/session.service.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';
import { nowSeconds } from '../../core/clock.ts';
import * as accounts from '../account/account.repository.ts';
import { setAccountEnabled } from '../account/account.service.ts';
import { createShop, type NewShop } from '../account/sign-up.service.ts';
import { writeShopAppClosed } from '../settings/app-closed.ts';

const M = defineMessages({
  platformNoShop: { zh: '店铺 {shop} 不存在', en: 'Shop {shop} not found' },
  platformNoUser: { zh: '账号 {user} 不存在', en: 'Account {user} not found' },
  platformNotPending: {
    zh: `店铺 {shop} 当前为{state}，只有${CERTIFICATION_LABELS[Certification.pending].zh}的店铺可以审核`,
    en: `Shop {shop} is {state}; only shops ${CERTIFICATION_LABELS[Certification.pending].en.toLowerCase()} can be decided`,
  },
  platformMemoRequired: { zh: '驳回时请填写原因', en: 'Give a reason when rejecting' },
});

/** Platform operations the earlier system did in its back office; the CLI calls these. */
export async function findShop(ctx: AppContext, ref: string) {
  const user = /^\d+$/.test(ref)
    ? await accounts.findUserById(ctx.db, Number(ref))
    : await accounts.findUserByLogin(ctx.db, ref);
  if (!user || user.group_id !== GroupId.shopkeeper) throw AppError.fail(M.platformNoShop, { shop: ref });
  return user;
}

export async function platformCreateShop(
  ctx: AppContext,
  shop: NewShop & { certified?: boolean },
): Promise<number> {
  const { certified, ...rest } = shop;
  return createShop(ctx, {
    ...rest,
    certification: certified ? Certification.certified : Certification.none,
  });
}

/** Decides a pending certification: approve → 1, reject → 3 with the reason the shop will read. */
export async function decideCertification(
  ctx: AppContext,
  ref: string,
  decision: { approve: true } | { approve: false; memo: string },
) {
  const shop = await findShop(ctx, ref);
  const config = await accounts.findShopConfig(ctx.db, shop.id);
  const state = (config?.store_certification ?? 0) as Certification;
  if (state !== Certification.pending) {
    throw AppError.fail(M.platformNotPending, {
      shop: ref,
      state: CERTIFICATION_LABELS[state],
    });
  }
  if (!decision.approve && !decision.memo.trim()) throw AppError.fail(M.platformMemoRequired);
  await inTransaction(ctx, async (tx) => {
    await accounts.updateShopConfig(tx.trx, shop.id, {
      store_certification: decision.approve ? Certification.certified : Certification.rejected,
      store_certification_memo: decision.approve ? '' : decision.memo.trim(),
      update_time: nowSeconds(),
    });
    // The certification gates shop routes through the resolved session.
    tx.afterCommit(() => sessionsChanged(ctx));
  });
  return shop;
}

/** The platform-wide switch that shows every shop app a blocking notice (appIsOpen.shop). */
export async function setShopAppClosed(ctx: AppContext, closed: boolean, content: string): Promise<void> {
  await writeShopAppClosed(ctx.db, closed, content);
}

export async function setUserEnabled(ctx: AppContext, ref: string, enabled: boolean) {
  const user = /^\d+$/.test(ref)
    ? await accounts.findUserById(ctx.db, Number(ref))
    : await accounts.findUserByLogin(ctx.db, ref);
  if (!user) throw AppError.fail(M.platformNoUser, { user: ref });
  await setAccountEnabled(ctx, user.id, enabled);
  return user;
}

export const listShops = (ctx: AppContext) => accounts.listShops(ctx.db);
