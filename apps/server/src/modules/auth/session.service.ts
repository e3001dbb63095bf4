import { randomUUID } from 'node:crypto';
import { BodyCode, GroupId } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { M } from '../../core/i18n.ts';
import { perInstance } from '../../core/per-instance.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import { getSetting, putSetting } from '../settings/settings.service.ts';
import type { Caller } from './caller.ts';
import { hashToken } from './token-hash.ts';
import { findSession, type SessionRow } from './token.repository.ts';

// Who is calling: the session behind an access token, resolved once per request (HTTP) or connection (websocket).

export type { Caller } from './caller.ts';

export const needLogin = () => new AppError(BodyCode.needLogin, M.needLogin, {}, { type: 'need login' });

// Every request resolves its token, and the lookup used to cost more than the order tab's list itself. Resolved
// sessions are kept for SESSION_MEMORY_MS:
// - whatever changes permissions on this instance calls `sessionsChanged` once it has committed, which forgets them
//   all at once; a generation number keeps a lookup that raced with it from storing what it read before the change;
// - whatever ends sessions calls `endSessions`, which does the same on every instance (through the event bus) and
//   closes the accounts' sockets;
// - other changes made on other instances (and from the command line) take effect within SESSION_MEMORY_MS;
// - `endSessions` also stamps the settings row `sessions.ended` after its commit, and every server polls that one
//   row (`watchEndedSessions`): a process without the bus — the platform CLI, an instance without Redis — still
//   has its sessions' sockets closed within SESSION_POLL_MS or so (docs/architecture.md, "One request");
// - the expiry time is kept and checked on every request.
const SESSION_MEMORY_MS = 2_000;
const MAX_SESSIONS = 10_000;

interface SessionMemory {
  entries: Map<string, { session: SessionRow; storedAt: number }>;
  generation: number;
}
const memoryOf = perInstance<AppContext, SessionMemory>((ctx) => {
  const memory: SessionMemory = { entries: new Map(), generation: 0 };
  // Sessions ended on another instance, or by the command line with Redis: they end here too, at once.
  ctx.events.onSessionsEnded(() => forget(memory));
  return memory;
});

function forget(memory: SessionMemory): void {
  memory.generation += 1;
  memory.entries.clear();
}

/** Permissions changed (after the transaction committed): look the sessions up anew. */
export function sessionsChanged(ctx: AppContext): void {
  forget(memoryOf(ctx));
}

/**
 * The sessions of `users` end once `tx` commits (their tokens are deleted, or their account disabled or stopped in
 * it): every instance looks sessions up anew and closes those accounts' sockets. The staff module calls this in the
 * transaction that stops a staff member.
 */
export function endSessions(ctx: AppContext, tx: Tx, users: readonly number[]): void {
  tx.afterCommit(async () => {
    // Here at once, without waiting for the bus to come round: the answer to this request must already hold.
    sessionsChanged(ctx);
    await ctx.events.endSessions(users);
    await putSetting(ctx.db, SESSIONS_ENDED, `${Date.now()}.${randomUUID()}`, nowSeconds());
  });
}

/** The settings row `endSessions` stamps: any change means some session ended somewhere. */
const SESSIONS_ENDED = 'sessions.ended';
/** How often every server reads that row: one primary-key read a second. */
export const SESSION_POLL_MS = 1_000;

/**
 * Polls the `sessions.ended` stamp; when another process changed it, forgets the sessions kept here and calls
 * `onEnded` (the websocket hub re-checks its sockets' sessions). Answers the function that stops it.
 */
export function watchEndedSessions(ctx: AppContext, onEnded: () => Promise<void>): () => void {
  let seen: string | undefined | null = null;
  let busy = false;
  const poll = async () => {
    if (busy) return;
    busy = true;
    try {
      const stamp = await getSetting(ctx.db, SESSIONS_ENDED);
      const changed = seen !== null && stamp !== seen;
      seen = stamp;
      if (!changed) return;
      sessionsChanged(ctx);
      await onEnded();
    } catch (err) {
      ctx.log.warn({ err }, 'checking for ended sessions failed');
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void poll(), SESSION_POLL_MS);
  timer.unref();
  void poll();
  return () => clearInterval(timer);
}

/** Whether an access token still stands for a live session (an expired one still does: the app refreshes it). */
export async function sessionStands(ctx: AppContext, token: string): Promise<boolean> {
  try {
    await resolveCaller(ctx, token);
    return true;
  } catch (err) {
    if (err instanceof AppError && err.code === BodyCode.needLogin) return false;
    if (err instanceof AppError) return true;
    throw err;
  }
}

// Kept by the token itself: the database has only its hash, and hashing every request's token cost more than the
// rest of the lookup.
async function lookUp(ctx: AppContext, token: string): Promise<SessionRow | undefined> {
  const memory = memoryOf(ctx);
  const kept = memory.entries.get(token);
  if (kept && Date.now() - kept.storedAt < SESSION_MEMORY_MS) return kept.session;
  const generation = memory.generation;
  const session = await findSession(ctx.db, hashToken(token));
  if (session && memory.generation === generation) {
    memory.entries.delete(token);
    if (memory.entries.size >= MAX_SESSIONS)
      memory.entries.delete(memory.entries.keys().next().value as string);
    memory.entries.set(token, { session, storedAt: Date.now() });
  }
  return session;
}

/** Resolves an access token to a caller; throws 303 / 409 as docs/api.md says. */
export async function resolveCaller(ctx: AppContext, token: string | undefined): Promise<Caller> {
  if (!token) throw needLogin();
  const session = await lookUp(ctx, token);
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
