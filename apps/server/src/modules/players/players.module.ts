import type { ServerModule } from '../../server-module.ts';
import { playerRoutes } from './players.routes.ts';
import { seedPlayers } from './players.seed.ts';

export const playersModule: ServerModule = {
  name: 'players',
  routes: playerRoutes,
  seedDemo: seedPlayers,
};
