import { BodyCode, GroupId } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { M } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import type { ClerkConfigRow, ShopConfigRow, UserRow } from '../../db/schema.ts';
import { findSession } from './token.repository.ts';
import { hashToken } from './token.service.ts';

// Who is calling: the session behind an access token, resolved once per request (HTTP) or connection (websocket).

export interface Caller {
  user: UserRow;
  /** The shop the caller acts for (own id for a shopkeeper). */
  shopId: number;
  clerk: ClerkConfigRow | null;
  shopConfig: ShopConfigRow | null;
}

export const needLogin = () => new AppError(BodyCode.needLogin, M.needLogin, {}, { type: 'need login' });

/** Resolves an access token to a caller (one query); throws 303 / 409 as docs/api.md says. */
export async function resolveCaller(ctx: AppContext, token: string | undefined): Promise<Caller> {
  if (!token) throw needLogin();
  const session = await findSession(ctx.db, hashToken(token));
  if (!session || session.token.type !== 'user') throw needLogin();
  if (session.token.expire_time <= nowSeconds()) throw new AppError(BodyCode.tokenExpired, M.tokenExpired);
  const { user, clerk, shopConfig } = session;
  if (user.status !== 1) throw needLogin();
  if (user.group_id === GroupId.staff && (!clerk || clerk.state !== 1)) throw needLogin();
  const shopUser = user.group_id === GroupId.shopkeeper || user.group_id === GroupId.staff;
  return {
    user,
    shopId: user.shop_id,
    clerk: user.group_id === GroupId.staff ? clerk : null,
    shopConfig: shopUser ? shopConfig : null,
  };
}
