import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { EventBus } from './ws/event-bus.ts';
import type { CodeSender } from './modules/codes/code-sender.ts';
import type { ServerModule } from './server-module.ts';
import type { Storage } from './storage/storage.ts';

/** What services need from the running server; built once per app (and once per CLI run). */
export interface AppContext {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  config: AppConfig;
  events: EventBus;
  codeSender: CodeSender;
  /** Uploaded files (ticket photos, documents). */
  storage: Storage;
  log: FastifyBaseLogger;
  /** The modules of this instance, in order: their hooks (result listeners, counters…) are called from here. */
  modules: readonly ServerModule[];
}
