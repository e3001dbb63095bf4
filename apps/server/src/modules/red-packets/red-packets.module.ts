import type { ServerModule } from '../../server-module.ts';
import { redPacketsRoutes } from './red-packets.routes.ts';
import { seedRedPackets } from './red-packets.seed.ts';
import { expireDue } from './red-packets.service.ts';

export const redPacketsModule: ServerModule = {
  name: 'red-packets',
  routes: redPacketsRoutes,
  seedDemo: seedRedPackets,
  // A packet's end time is to the second; a minute's delay before its remainder returns is the job's interval.
  jobs: [{ name: 'red-packet-expiry', everyMs: 60_000, run: (ctx) => expireDue(ctx).then(() => undefined) }],
};
