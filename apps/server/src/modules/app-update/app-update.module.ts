import type { ServerModule } from '../../server-module.ts';
import { appUpdateRoutes } from './app-update.routes.ts';

export const appUpdateModule: ServerModule = { name: 'app-update', routes: appUpdateRoutes };
