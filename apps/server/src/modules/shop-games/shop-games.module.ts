import type { ServerModule } from '../../server-module.ts';
import { gameCommands } from './shop-games.cli.ts';
import { shopGamesRoutes } from './shop-games.routes.ts';
import { seedShopGames } from './shop-games.seed.ts';

/** 彩种管理 (docs/shop-setup.md): each shop's game switches within the platform's bounds, enforced on orders. */
export const shopGamesModule: ServerModule = {
  name: 'shop-games',
  routes: shopGamesRoutes,
  seedDemo: seedShopGames,
  cli: gameCommands,
};
