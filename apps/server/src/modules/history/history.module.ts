import type { ServerModule } from '../../server-module.ts';
import { historyCommands } from './history.cli.ts';
import { historyRoutes } from './history.routes.ts';

export const historyModule: ServerModule = {
  name: 'history',
  routes: historyRoutes,
  cli: historyCommands,
};
