import { BodyCode, GroupId } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { M } from '../../core/i18n.ts';
import { perInstance } from '../../core/per-instance.ts';
import type { AppContext } from '../../context.ts';
import { findSession, type SessionRow } from './token.repository.ts';
import { hashToken } from './token.service.ts';

// Who is calling: the session behind an access token, resolved once per request (HTTP) or connection (websocket).

/** What a staff member may do beyond the order tab (1 = allowed). */
export interface StaffPermissions {
  view_userlist: number;
  cooperation: number;
  award: number;
}

/** Identity and permissions only; pages that show the profile read it fresh. */
export interface Caller {
  user: { id: number; group_id: number };
  /** The shop the caller acts for (own id for a shopkeeper). */
  shopId: number;
  clerk: StaffPermissions | null;
  /** The shop's certification state, for shop accounts. */
  certification: number | null;
}

export const needLogin = () => new AppError(BodyCode.needLogin, M.needLogin, {}, { type: 'need login' });

// Every request resolves its token, and the lookup used to cost more than the order tab's list itself. Resolved
// sessions are kept for SESSION_MEMORY_MS:
// - whatever ends sessions or changes permissions on this instance calls `sessionsChanged` once it has committed,
//   which forgets them all at once; a generation number keeps a lookup that raced with it from storing what it read
//   before the change;
// - on other instances (and after a change made from the command line) the change takes effect within
//   SESSION_MEMORY_MS;
// - the expiry time is kept and checked on every request.
const SESSION_MEMORY_MS = 2_000;
const MAX_SESSIONS = 10_000;

interface SessionMemory {
  entries: Map<string, { session: SessionRow; storedAt: number }>;
  generation: number;
}
const memoryOf = perInstance<AppContext, SessionMemory>(() => ({ entries: new Map(), generation: 0 }));

/** Sessions ended or permissions changed (after the transaction committed): look them up anew. */
export function sessionsChanged(ctx: AppContext): void {
  const memory = memoryOf(ctx);
  memory.generation += 1;
  memory.entries.clear();
}

async function lookUp(ctx: AppContext, hash: string): Promise<SessionRow | undefined> {
  const memory = memoryOf(ctx);
  const kept = memory.entries.get(hash);
  if (kept && Date.now() - kept.storedAt < SESSION_MEMORY_MS) return kept.session;
  const generation = memory.generation;
  const session = await findSession(ctx.db, hash);
  if (session && memory.generation === generation) {
    memory.entries.delete(hash);
    if (memory.entries.size >= MAX_SESSIONS)
      memory.entries.delete(memory.entries.keys().next().value as string);
    memory.entries.set(hash, { session, storedAt: Date.now() });
  }
  return session;
}

/** Resolves an access token to a caller; throws 303 / 409 as docs/api.md says. */
export async function resolveCaller(ctx: AppContext, token: string | undefined): Promise<Caller> {
  if (!token) throw needLogin();
  const session = await lookUp(ctx, hashToken(token));
  if (!session || session.token_type !== 'user') throw needLogin();
  if (session.token_expire_time <= nowSeconds()) throw new AppError(BodyCode.tokenExpired, M.tokenExpired);
  if (session.status !== 1) throw needLogin();
  const staff = session.group_id === GroupId.staff;
  if (staff && session.clerk_state !== 1) throw needLogin();
  const shopUser = staff || session.group_id === GroupId.shopkeeper;
  return {
    user: { id: session.id, group_id: session.group_id },
    shopId: session.shop_id,
    clerk: staff
      ? {
          view_userlist: session.view_userlist ?? 0,
          cooperation: session.cooperation ?? 0,
          award: session.award ?? 0,
        }
      : null,
    certification: shopUser ? session.store_certification : null,
  };
}
