import { Certification, CERTIFICATION_LABELS, GroupId, type Access, type AuthLevel } from '@dzzs/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { needLogin, resolveCaller, type Caller } from '../modules/auth/session.service.ts';
import { AppError } from '../core/errors.ts';
import { M } from '../core/i18n.ts';

/** A route's access rule, from its endpoint definition; routes without one (health, websocket) are open. */
type RouteAuth = Partial<Access>;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the access rule into route config
  interface FastifyContextConfig extends RouteAuth {}
}

export function readAccessToken(req: FastifyRequest): string | undefined {
  const h = req.headers;
  const fromHeader = h['ba-user-token'] ?? h['bausertoken'];
  if (typeof fromHeader === 'string' && fromHeader) return fromHeader;
  const q = req.query as Record<string, unknown> | undefined;
  const fromQuery = q?.['ba-user-token'] ?? q?.['ba_user_token'] ?? q?.['bausertoken'];
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : undefined;
}

const ALLOWED: Record<Exclude<AuthLevel, 'none' | 'login'>, number[]> = {
  shop: [GroupId.shopkeeper, GroupId.staff],
  shopkeeper: [GroupId.shopkeeper],
  player: [GroupId.player],
  support: [GroupId.support],
};

export function makeAuthHook(ctx: AppContext) {
  return async function authHook(req: FastifyRequest): Promise<void> {
    const rule = req.routeOptions.config as RouteAuth;
    const level = rule.auth ?? 'none';
    const token = readAccessToken(req);
    if (level === 'none') {
      // On open routes an unusable token just means "guest".
      req.caller = token ? await resolveCaller(ctx, token).catch(() => null) : null;
      return;
    }
    const caller = await resolveCaller(ctx, token);
    req.caller = caller;
    if (level !== 'login' && !ALLOWED[level].includes(caller.user.group_id))
      throw AppError.forbidden(M.noPermission);
    if (rule.staff && caller.clerk && caller.clerk[STAFF_COLUMNS[rule.staff]] !== 1)
      throw AppError.forbidden(M.noPermission);
    if (rule.certified) {
      const state = (caller.certification ?? Certification.none) as Certification;
      if (state !== Certification.certified) {
        throw AppError.forbidden(M.shopNotCertified, {
          state: CERTIFICATION_LABELS[state] ?? String(state),
        });
      }
    }
  };
}

const STAFF_COLUMNS = { viewUserlist: 'view_userlist', cooperation: 'cooperation', award: 'award' } as const;

/** The caller of a route that required login (the hook guarantees it). */
export function callerOf(req: FastifyRequest): Caller {
  if (!req.caller) throw needLogin();
  return req.caller;
}
