import { GroupId } from '@dzzs/shared';
import type { ServerModule } from '../../server-module.ts';
import { playerWithdrawalsRoutes } from './player-withdrawals.routes.ts';
import { seedPlayerWithdrawals } from './player-withdrawals.seed.ts';
import { pendingCount } from './player-withdrawals.service.ts';

export const playerWithdrawalsModule: ServerModule = {
  name: 'player-withdrawals',
  routes: playerWithdrawalsRoutes,
  seedDemo: seedPlayerWithdrawals,
  // The badge of 提现申请: requests waiting for the shop. Only its owner handles them; staff don't see the item.
  mineCounters: async (db, caller) => ({
    Withdrawal: caller.user.group_id === GroupId.shopkeeper ? await pendingCount(db, caller.shopId) : 0,
  }),
};
