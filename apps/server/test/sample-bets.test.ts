import type { MatchOnSale } from '@dzzs/shared';
import { gameByCode, quoteBet } from '@dzzs/shared/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, at, dayOf } from '../src/modules/calendar/calendar-time.ts';
import { seedCalendar } from '../src/modules/calendar/calendar.seed.ts';
import { matchesOnSale } from '../src/modules/calendar/games.service.ts';
import { priceBet } from '../src/modules/orders/order-pricing.ts';
import { SAMPLE_GAME_CODES, sampleBet, seededRandom } from '../src/modules/orders/sample-bets.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The one generator of realistic bets (demo, simulator, benchmark): built from what the calendar has on sale, every
// bet passes the engine and the calendar (its matches, lines and published odds), as an order would be priced.

let t: TestApp;
/** Noon `days` from today. */
const noonIn = (days: number) => at(addDays(dayOf(Math.floor(Date.now() / 1000)), days), '12:00');
/** Noon tomorrow: every game of the demo calendar has something on sale then, whatever the time of the run. */
let noon: number;
/** Any shop: none has switched a game off or set an advance of its own. */
const SHOP = 1;

beforeAll(async () => {
  t = await createTestApp();
  await seedCalendar(t.ctx);
  noon = noonIn(1);
});
afterAll(() => t.close());

const onSale = async (code: number, when = noon): Promise<MatchOnSale[]> =>
  gameByCode(code)!.group === 'sports' ? matchesOnSale(t.db, SHOP, code, when) : [];

describe('sample bets', () => {
  it.each(SAMPLE_GAME_CODES)('game %i: every sample passes the engine and the calendar', async (code) => {
    const matches = await onSale(code);
    const rnd = seededRandom(code);
    for (let i = 0; i < 300; i++) {
      const content = sampleBet(code, rnd, matches);
      const quote = quoteBet(code, content);
      if (!quote.ok) throw new Error(JSON.stringify(quote.errors));
      expect(quote.value.amountFen).toBeGreaterThan(0);
      // What an order of it is priced at: the calendar's issue or matches on sale, lines and odds included.
      const priced = await priceBet(t.ctx, t.db, SHOP, { game_id: code, content }, noon);
      expect(priced.amountFen).toBe(quote.value.amountFen);
    }
  });

  it('bets on one round, with the lines and odds the calendar lists', async () => {
    // Three days back, the played round and the one to come were both on sale.
    const matches = await onSale(405, noonIn(-3));
    const rounds = new Set(matches.map((m) => m.round));
    expect(rounds.size).toBeGreaterThan(1);
    const bet = sampleBet(405, seededRandom(3), matches) as { Content: { matchId: string; goal: string }[] };
    for (const leg of bet.Content) {
      const listed = matches.find((m) => m.matchId === leg.matchId)!;
      expect([listed.round, leg.goal]).toEqual([matches[0]!.round, String(listed.goal)]);
    }
    const football = sampleBet(407, seededRandom(5), await onSale(407)) as {
      Content: { matchId: string; data: { res: string; rate: string }[] }[];
    };
    for (const leg of football.Content) {
      const listed = (await onSale(407)).find((m) => m.matchId === leg.matchId)!;
      for (const pick of leg.data)
        expect(Object.values(listed.odds).flat()).toContainEqual({ res: pick.res, rate: pick.rate });
    }
  });

  it('is the same for the same seed', async () => {
    const matches = await onSale(407);
    expect(sampleBet(407, seededRandom(1), matches)).toEqual(sampleBet(407, seededRandom(1), matches));
  });
});
