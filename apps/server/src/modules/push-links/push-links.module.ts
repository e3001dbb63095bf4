import type { ServerModule } from '../../server-module.ts';
import { pushLinksRoutes } from './push-links.routes.ts';
import { announceWaitingOrder } from './push-links.service.ts';

export const pushLinksModule: ServerModule = {
  name: 'push-links',
  routes: pushLinksRoutes,
  onOrderWaiting: announceWaitingOrder,
};
