import type { ServerModule } from '../../server-module.ts';
import { purgeExpiredSessions } from '../auth/token.service.ts';
import { accountRoutes } from './account.routes.ts';

const HOUR = 3_600_000;

export const accountModule: ServerModule = {
  name: 'account',
  routes: accountRoutes,
  jobs: [{ name: 'purge-expired-sessions', everyMs: HOUR, run: (ctx) => purgeExpiredSessions(ctx.db) }],
};
