/**
 * account-index: GET /api/NewUser/index of demo_shop (the mine page's data, read at every start and refresh of the
 * app) as phones read it — kept per account until something it shows changes (docs/accounts.md) — against a bare
 * Fastify route answering the same number of bytes, side by side in one run. Budget: ≥ 25 % of bare throughput.
 */
import { compareRouteWithBare } from '../lib/compare.ts';
import { fmt } from '../lib/report.ts';
import type { Suite } from '../lib/suite.ts';

const MIN_THROUGHPUT_RATIO = 0.25;

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
          budget: `NewUser/index throughput ≥ ${MIN_THROUGHPUT_RATIO * 100} % of bare`,
          measured: `${fmt(comparison.rpsRatio * 100, 1)} %`,
          pass: comparison.rpsRatio >= MIN_THROUGHPUT_RATIO,
        },
      ],
      numbers: { bodyBytes, ...comparison },
    };
  },
};
export default suite;
