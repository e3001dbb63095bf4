import type { ServerModule } from '../../server-module.ts';
import { noticesRoutes } from './notices.routes.ts';
import { seedNotices } from './notices.seed.ts';

/** A shop's announcements (docs/shop-setup.md): 滚动公告 and 弹窗公告 with their history. */
export const noticesModule: ServerModule = {
  name: 'notices',
  routes: noticesRoutes,
  seedDemo: seedNotices,
};
