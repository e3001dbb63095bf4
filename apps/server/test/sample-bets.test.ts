import { quoteBet } from '@dzzs/shared/engine';
import { describe, expect, it } from 'vitest';
import { SAMPLE_GAME_CODES, sampleBet, seededRandom } from '../src/modules/orders/sample-bets.ts';

describe('sample bets', () => {
  it.each(SAMPLE_GAME_CODES)('game %i: every sample passes the engine', (code) => {
    const rnd = seededRandom(code);
    for (let i = 0; i < 300; i++) {
      const quote = quoteBet(code, sampleBet(code, rnd, '20261122'));
      if (!quote.ok) throw new Error(JSON.stringify(quote.errors));
      expect(quote.value.amountFen).toBeGreaterThan(0);
    }
  });

  it('is the same for the same seed', () => {
    expect(sampleBet(407, seededRandom(1), '20261122')).toEqual(sampleBet(407, seededRandom(1), '20261122'));
  });
});
