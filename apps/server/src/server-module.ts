import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { WsClientFrame } from '@dzzs/shared';
import type { Command } from './cli/command.ts';
import type { AppContext } from './context.ts';
import type { Db, Trx } from './db/database.ts';
import type { App } from './http/app-types.ts';
import type { Job } from './jobs/scheduler.ts';
import type { Caller } from './modules/auth/session.service.ts';
import type { Counts } from './modules/account/account.mapper.ts';
import type { ResultChange } from './modules/draws/result-change.ts';
import type { DemoIds } from './seed/demo-ids.ts';

/**
 * What one area of the product adds to the server, declared in one place (its `<area>.module.ts`) and listed once in
 * `modules/index.ts`. The app, the CLI, the scheduler, the demo seed and the tests all loop over that list; nothing
 * registers itself at import time, and every hook lives on the app instance (two apps in one process share none).
 * docs/architecture.md walks through adding a module.
 */
export interface ServerModule {
  name: string;
  /** HTTP routes, registered as one Fastify plugin per module. */
  routes?: (app: App, ctx: AppContext) => void;
  /** Background jobs; each must be idempotent (several instances run them). */
  jobs?: readonly Job[];
  /** Demo data, run after the demo accounts exist (first start on the embedded database). */
  seedDemo?: (ctx: AppContext, ids: DemoIds) => Promise<void>;
  /** Commands of `npm run platform`. */
  cli?: Readonly<Record<string, Command>>;
  /** Runs inside the transaction that publishes or corrects a draw or match result; throwing rolls it back. */
  onDrawResult?: (ctx: AppContext, trx: Trx, change: ResultChange) => Promise<void>;
  /** Figures this area adds to the mine page's `count` (orders waiting, withdrawals…). */
  mineCounters?: (db: Db, caller: Caller) => Promise<Partial<Counts>>;
  /** A staff member's ticketed amount today, in fen (TotalInvoicingAmount on the mine page). */
  todayInvoicing?: (db: Db, clerkId: number) => Promise<number>;
  /** Handlers of websocket frames a client sends (chat, read receipts…). */
  wsFrames?: Partial<Record<WsClientFrame['type'], WsFrameHandler>>;
}

export type WsFrameHandler = (
  caller: Caller,
  frame: WsClientFrame,
  socket: WebSocket,
  log: FastifyBaseLogger,
) => Promise<void> | void;
