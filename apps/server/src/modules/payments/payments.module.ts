import { need } from '../../cli/command.ts';
import type { ServerModule } from '../../server-module.ts';
import { reconcileDay } from './payments-reconcile.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { seedPayments } from './payments.seed.ts';
import { expirePayments } from './payments.service.ts';

export const paymentsModule: ServerModule = {
  name: 'payments',
  routes: paymentsRoutes,
  seedDemo: seedPayments,
  jobs: [{ name: 'expire-payments', everyMs: 60_000, run: expirePayments }],
  cli: {
    'payments reconcile': {
      usage: 'payments reconcile --day YYYY-MM-DD [--provider sandbox|epay|alipay]',
      summary: "compare the day's payments with what their providers say of each, and list every difference",
      options: { day: { type: 'string' }, provider: { type: 'string' } },
      async run(ctx, v) {
        return reconcileDay(ctx, need(v, 'day'), typeof v.provider === 'string' ? v.provider : undefined);
      },
    },
  },
};
