import { GroupId } from '@dzzs/shared';
import type { ServerModule } from '../../server-module.ts';
import { waitingCount } from './cooperation.repository.ts';
import { cooperationRoutes } from './cooperation.routes.ts';
import { seedCooperation } from './cooperation.seed.ts';

export const cooperationModule: ServerModule = {
  name: 'cooperation',
  routes: cooperationRoutes,
  seedDemo: seedCooperation,
  // The bell of 合作店铺: applications waiting for my shop, for those who may handle them.
  mineCounters: async (db, caller) => {
    const mayHandle = caller.user.group_id !== GroupId.staff || caller.clerk?.cooperation === 1;
    return { CooperationLog: mayHandle ? await waitingCount(db, caller.shopId) : 0 };
  },
};
