import { GroupId } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import type { ServerModule } from '../../server-module.ts';
import { mineCounts, todayInvoicing } from './order-queries.service.ts';
import { settleOrdersFor } from './order-settlement.service.ts';
import { seedOrders } from './orders.seed.ts';
import { lapseOverdue } from './order-deadlines.service.ts';
import { sweepPhotoFiles, SWEEP_EVERY_MS } from './order-photo-sweep.service.ts';
import { orderRoutes } from './orders.routes.ts';

const LAPSE_EVERY_MS = 30_000;

export const ordersModule: ServerModule = {
  name: 'orders',
  routes: orderRoutes,
  jobs: [
    {
      name: 'order-deadlines',
      everyMs: LAPSE_EVERY_MS,
      run: (ctx) => lapseOverdue(ctx).then(() => undefined),
    },
    { name: 'photo-files', everyMs: SWEEP_EVERY_MS, run: (ctx) => sweepPhotoFiles(ctx) },
  ],
  seedDemo: (ctx, ids) =>
    seedOrders(ctx, { shopId: ids.shopId, clerkId: ids.clerkId, playerIds: ids.playerIds }),
  onDrawResult: (ctx, tx, change) => settleOrdersFor(ctx, tx, change, nowSeconds()).then(() => undefined),
  // Staff without the award permission don't see payouts waiting (their mine page has no 待派奖 entry).
  mineCounters: async (db, caller) => {
    const counts = await mineCounts(db, caller.shopId);
    const mayAward = caller.user.group_id !== GroupId.staff || caller.clerk?.award === 1;
    return { OrderCount: counts.OrderCount, waitAward: mayAward ? counts.waitAward : 0 };
  },
  todayInvoicing,
};
