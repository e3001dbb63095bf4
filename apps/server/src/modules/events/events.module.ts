import type { ServerModule } from '../../server-module.ts';
import { pruneEvents } from './events.service.ts';

export const eventsModule: ServerModule = {
  name: 'events',
  jobs: [
    { name: 'ws-events-prune', everyMs: 10 * 60_000, run: (ctx) => pruneEvents(ctx).then(() => undefined) },
  ],
};
