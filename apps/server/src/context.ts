import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import type { WebSocket } from 'ws';
import type { WsClientFrameOf, WsClientFrameType, WsServerFrame } from '@dzzs/shared';
import type { AppConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { Tx } from './db/transaction.ts';
import type { App } from './http/app-types.ts';
import type { Counts } from './modules/account/account.mapper.ts';
import type { Caller } from './modules/auth/caller.ts';
import type { CodeSender } from './modules/codes/code-sender.ts';
import type { ResultChange } from './modules/draws/result-change.ts';
import type { DemoIds } from './seed/demo-ids.ts';
import type { Storage } from './storage/storage.ts';
import type { Audience, EventBus } from './ws/event-bus.ts';

// Declarations only: the context every service is handed, and the modules the server is made of with what a
// module may declare (commands, jobs, frame handlers). They refer to one another, so they share this file, which
// imports no implementation; the files implementing them import from here, never the other way round.

/** What services need from the running server; built once per app (and once per CLI run). */
export interface AppContext {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  config: AppConfig;
  events: SequencedBus;
  codeSender: CodeSender;
  /** Uploaded files (ticket photos, documents). */
  storage: Storage;
  log: FastifyBaseLogger;
  /** The modules of this instance, in order: their hooks (result listeners, counters…) are called from here. */
  modules: readonly ServerModule[];
}

/** The bus the modules publish on (`ctx.events`, ws/sequenced-bus.ts). */
export interface SequencedBus extends EventBus {
  /**
   * Announces a change made in `tx`: the event is numbered and kept in that transaction, just before its commit
   * (so it commits or rolls back with the change, and no crash between the two can lose it), and goes out after.
   */
  publishIn(tx: Tx, audience: Audience, frame: WsServerFrame): void;
}

/** An order that waits for `receiving_shop_id` (onOrderWaiting). */
export interface WaitingOrder {
  order_id: string;
  receiving_shop_id: number;
  game_code: number;
  /** Fen. */
  bet_money: number;
}

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
  /**
   * Runs inside the transaction that publishes or corrects a draw or match result; throwing rolls it back, and what
   * it sets off outside the database goes to `tx.afterCommit`.
   */
  onDrawResult?: (ctx: AppContext, tx: Tx, change: ResultChange) => Promise<void>;
  /** Figures this area adds to the mine page's `count` (orders waiting, withdrawals…). */
  mineCounters?: (db: Db, caller: Caller) => Promise<Partial<Counts>>;
  /** A staff member's ticketed amount today, in fen (TotalInvoicingAmount on the mine page). */
  todayInvoicing?: (db: Db, clerkId: number) => Promise<number>;
  /**
   * An order has started waiting for a shop (placed, filled, or handed over to it), after its transaction committed.
   * Whatever it sets off must run in the background: the order's caller does not wait for it.
   */
  onOrderWaiting?: (ctx: AppContext, order: WaitingOrder) => void;
  /** Gauges this area adds to /metrics. */
  metrics?: (registry: Registry, ctx: AppContext) => void;
  /** Handlers of websocket frames a client sends (chat, read receipts…). */
  wsFrames?: WsFrameHandlers;
}

/** The handler of one kind of client frame: it receives that kind, validated. */
export type WsFrameHandler<T extends WsClientFrameType> = (
  ctx: AppContext,
  caller: Caller,
  frame: WsClientFrameOf<T>,
  socket: WebSocket,
  log: FastifyBaseLogger,
) => Promise<void> | void;

export type WsFrameHandlers = { [T in WsClientFrameType]?: WsFrameHandler<T> };

/**
 * One command of `npm run platform`; modules contribute theirs through their descriptor. A command is named by one
 * word (`certify`) or two (`issues list`).
 */
export interface Command {
  usage: string;
  summary: string;
  options: Record<string, { type: 'string' | 'boolean' }>;
  /** Names of the arguments given without an option name, in order (`fixtures import <file>`); all required. */
  positionals?: readonly string[];
  run(ctx: AppContext, values: Record<string, string | boolean | undefined>): Promise<string>;
}

/** A background job of a module, run by the scheduler (jobs/scheduler.ts). */
export interface Job {
  name: string;
  everyMs: number;
  /**
   * Must be idempotent: each turn runs on one instance (the scheduler leases it), but a turn that outlives its lease
   * may meet the next, so each one only touches rows still in the state it expects (`UPDATE … WHERE state = …`,
   * deletes of expired rows).
   */
  run(ctx: AppContext): Promise<void>;
}
