/**
 * account-index: GET /api/NewUser/index of demo_shop (token lookup, user, shop config, player balance sum,
 * settings) against a bare Fastify route answering the same number of bytes, side by side in one run.
 * The budgets have none for this route; the Orderlist line (≥ 40 % of bare) is shown for reference.
 */
import { compareRouteWithBare } from '../lib/compare.ts';
import { fmt } from '../lib/report.ts';
import type { Suite } from '../lib/suite.ts';

const MIN_THROUGHPUT_RATIO = 0.4;

const suite: Suite = {
  name: 'account-index',
  order: 10,
  description: 'GET /api/NewUser/index (demo_shop) vs a bare Fastify route returning the same bytes',
  async run() {
    const { comparison, bodyBytes } = await compareRouteWithBare({
      path: '/api/NewUser/index',
      label: 'GET /api/NewUser/index',
    });
    return {
      budgets: [
        {
          budget: `throughput ≥ ${MIN_THROUGHPUT_RATIO * 100} % of bare (the Orderlist budget line)`,
          measured: `${fmt(comparison.rpsRatio * 100, 1)} %`,
          pass: comparison.rpsRatio >= MIN_THROUGHPUT_RATIO,
          reference: true,
        },
      ],
      numbers: { bodyBytes, ...comparison },
    };
  },
};
export default suite;
