import type { ServerModule } from '../../server-module.ts';
import { playerHomeRoutes } from './player-home.routes.ts';

/** The player app's home card and draw results, put together from the modules that own them (docs/players.md). */
export const playerHomeModule: ServerModule = {
  name: 'player-home',
  routes: playerHomeRoutes,
};
