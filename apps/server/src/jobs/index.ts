import { purgeExpiredSessions } from '../modules/auth/token.service.ts';
import type { Job } from './scheduler.ts';

const HOUR = 3_600_000;

/** Every background job of the product; each area adds its own here. */
export const JOBS: Job[] = [
  { name: 'purge-expired-sessions', everyMs: HOUR, run: (ctx) => purgeExpiredSessions(ctx.db) },
];
