/**
 * Bench seed of player-orders: eight more 竞彩足球 matches on sale with 胜平负 odds, imported as the platform imports
 * a fixture feed, so an 8串1 can be placed whatever the demo calendar has on sale at the moment.
 */
import { importFixtures } from '../../apps/server/src/modules/calendar/fixtures.service.ts';
import type { BenchSeeder } from '../lib/server-process.ts';

const seed: BenchSeeder = async (ctx) => {
  const now = Math.floor(Date.now() / 1000);
  const fixtures = Array.from({ length: 8 }, (_, i) => ({
    game: 407,
    matchId: `BENCH-${i + 1}`,
    code: `周日${String(901 + i)}`,
    league: '测试联赛',
    home: `主队${i + 1}`,
    away: `客队${i + 1}`,
    kickoff: now + 6 * 3600,
    salesClose: now + 6 * 3600 - 300,
    odds: { spf: { H: '1.85', D: '3.20', A: '4.10' } },
  }));
  await importFixtures(ctx, { read: async () => ({ fixtures }) }, now);
};
export default seed;
