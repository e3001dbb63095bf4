/**
 * statistics: `Statistics.Index/index` of demo_shop over the last 60 days, as the owner opens the 统计 tab, on an app
 * whose roll-ups hold a history of 1,000,000 orders against one holding 10,000 (seeds/statistics-*.ts), side by
 * side in one run. The roll-ups make a range cost its days, not its orders (docs/statistics.md). Budget: the
 * million's p50 ≤ 1.5× the ten thousand's.
 */
import { compareHttp, authHeaders } from '../lib/compare.ts';
import { startServer } from '../lib/processes.ts';
import { fmt } from '../lib/report.ts';
import type { Suite } from '../lib/suite.ts';
import { fileURLToPath } from 'node:url';

const SMALL = fileURLToPath(new URL('../seeds/statistics-10k.ts', import.meta.url));
const LARGE = fileURLToPath(new URL('../seeds/statistics-1m.ts', import.meta.url));
const MAX_RATIO = 1.5;

const date = (daysAgo: number) => {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
};

const suite: Suite = {
  name: 'statistics',
  order: 30,
  description: 'Statistics.Index/index over 60 days: roll-ups of 1,000,000 orders vs of 10,000',
  async run() {
    const [small, large] = [
      await startServer({ mode: 'app', seedModules: [SMALL] }),
      await startServer({ mode: 'app', seedModules: [LARGE] }),
    ];
    try {
      const path = `/api/shopkeeper.Statistics.Index/index?startTime=${date(59)}&endTime=${date(0)}`;
      const comparison = await compareHttp(
        { label: 'index, 1,000,000 orders', url: `${large.baseUrl}${path}`, headers: authHeaders(large) },
        { label: 'index, 10,000 orders', url: `${small.baseUrl}${path}`, headers: authHeaders(small) },
      );
      const ratio = comparison.a.p50 / comparison.b.p50;
      return {
        budgets: [
          {
            budget: `index over 60 days: 1,000,000 orders p50 ≤ ${MAX_RATIO}× 10,000 orders`,
            measured: `${fmt(ratio, 2)}× (${fmt(comparison.a.p50, 2)} ms vs ${fmt(comparison.b.p50, 2)} ms)`,
            pass: ratio <= MAX_RATIO,
          },
        ],
        numbers: { ...comparison },
      };
    } finally {
      await Promise.all([small.stop(), large.stop()]);
    }
  },
};
export default suite;
