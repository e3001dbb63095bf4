import { Certification, GroupId } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';
import * as accounts from '../account/users.service.ts';
import { setAccountEnabled } from '../account/account.service.ts';
import { createShop, type NewShop } from '../account/sign-up.service.ts';
import { writeShopAppClosed } from '../settings/app-closed.ts';
import { certifications } from '../shop-profile/shop-config.service.ts';

const M = defineMessages({
  platformNoShop: { zh: '店铺 {shop} 不存在', en: 'Shop {shop} not found' },
  platformNoUser: { zh: '账号 {user} 不存在', en: 'Account {user} not found' },
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

/** Every shop with its certification state. */
export async function listShops(ctx: AppContext) {
  const shops = await accounts.listShops(ctx.db);
  const certified = await certifications(
    ctx.db,
    shops.map((s) => s.id),
  );
  return shops.map((s) => ({ ...s, store_certification: certified.get(s.id) ?? Certification.none }));
}
