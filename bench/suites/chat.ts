/**
 * chat: GET shopkeeper.Userlist/get_smg (demo_shop's conversation list, first page of 20) on a server whose shop has
 * 10,000 conversations against one with 100, side by side in one run (two app processes, the same seed otherwise).
 * The list reads a page of the kept per-account rows (docs/chat.md), so its cost must not grow with the count.
 */
import { fileURLToPath } from 'node:url';
import { authHeaders, captureBody, compareHttp } from '../lib/compare.ts';
import { startServer } from '../lib/processes.ts';
import { fmt } from '../lib/report.ts';
import type { Suite } from '../lib/suite.ts';

const MAX_COST_RATIO = 3;
const LIST = '/api/shopkeeper.Userlist/get_smg?per_page=20';
const seed = (n: string) => fileURLToPath(new URL(`../seeds/chat-${n}.ts`, import.meta.url));

const suite: Suite = {
  name: 'chat',
  order: 60,
  description: 'get_smg with 10,000 conversations vs with 100 (two servers in one run)',
  async run() {
    const many = await startServer({ mode: 'app', seedModules: [seed('10000')] });
    const few = await startServer({ mode: 'app', seedModules: [seed('100')] });
    try {
      // Both answer the list, and the first shop's unread total shows its 10,000 conversations are there.
      const totals = await Promise.all(
        [many, few].map(async (app) => JSON.parse(await captureBody(app, LIST)).data.unread_total as number),
      );
      if (!(totals[0]! >= 10_000 && totals[1]! < 1_000))
        throw new Error(`unexpected unread totals ${totals}`);
      const comparison = await compareHttp(
        { label: 'get_smg, 10,000 conversations', url: many.baseUrl + LIST, headers: authHeaders(many) },
        { label: 'get_smg, 100 conversations', url: few.baseUrl + LIST, headers: authHeaders(few) },
      );
      // Cost per request: the inverse of throughput.
      const costRatio = 1 / comparison.rpsRatio;
      return {
        budgets: [
          {
            budget: `get_smg at 10,000 conversations costs ≤ ${MAX_COST_RATIO}× what it does at 100`,
            measured: `${fmt(costRatio)}× (p99 ${fmt(comparison.p99Ratio)}×)`,
            pass: costRatio <= MAX_COST_RATIO,
          },
        ],
        numbers: { unreadTotals: totals, ...comparison },
      };
    } finally {
      await Promise.all([many.stop(), few.stop()]);
    }
  },
};
export default suite;
