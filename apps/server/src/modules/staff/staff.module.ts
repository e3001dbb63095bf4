import type { ServerModule } from '../../server-module.ts';
import { staffRoutes } from './staff.routes.ts';
import { seedStaff } from './staff.seed.ts';

export const staffModule: ServerModule = {
  name: 'staff',
  routes: staffRoutes,
  seedDemo: seedStaff,
};
