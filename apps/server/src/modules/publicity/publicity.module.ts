import type { ServerModule } from '../../server-module.ts';
import { publicityCommands } from './publicity.cli.ts';
import { publicityRoutes } from './publicity.routes.ts';

export const publicityModule: ServerModule = {
  name: 'publicity',
  routes: publicityRoutes,
  cli: publicityCommands,
};
