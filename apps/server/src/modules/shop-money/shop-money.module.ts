import type { ServerModule } from '../../server-module.ts';
import { shopMoneyCommands } from './shop-money.cli.ts';
import { shopMoneyRoutes } from './shop-money.routes.ts';
import { seedShopMoney } from './shop-money.seed.ts';

export const shopMoneyModule: ServerModule = {
  name: 'shop-money',
  routes: shopMoneyRoutes,
  cli: shopMoneyCommands,
  seedDemo: seedShopMoney,
};
