import type { ServerModule } from '../../server-module.ts';
import { rebuild } from './statistics-rebuild.service.ts';
import { statisticsCommands } from './statistics.cli.ts';
import { statisticsRoutes } from './statistics.routes.ts';

export const statisticsModule: ServerModule = {
  name: 'statistics',
  routes: statisticsRoutes,
  cli: statisticsCommands,
  // The demo's history is written straight into its tables (dated in the past): its roll-ups are computed from
  // them once the other modules have seeded.
  seedDemo: async (ctx) => {
    await rebuild(ctx, {});
  },
};
