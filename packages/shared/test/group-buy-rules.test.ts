import { describe, expect, it } from 'vitest';
import { GROUP_BUY_RULES, GroupBuyCreateRequest, shareCountsOf, shareFenOf } from '../src/index.ts';

describe('合买 shares', () => {
  it('a share is a whole number of fen, or the split is refused', () => {
    expect(shareFenOf(1400, 14)).toBe(100);
    expect(shareFenOf(1400, 3)).toBeNull();
    expect(shareFenOf(1000, 0)).toBeNull();
    expect(shareFenOf(1000, 2.5)).toBeNull();
  });

  it('lists the share counts that split a plan evenly within the bounds', () => {
    expect(shareCountsOf(1000)).toEqual([2, 4, 5, 8, 10, 20, 25, 40, 50, 100, 125, 200, 250, 500, 1000]);
    for (const amount of [1000, 1400, 9998, 100_000_00])
      for (const n of shareCountsOf(amount)) {
        expect(n).toBeGreaterThanOrEqual(GROUP_BUY_RULES.minShares);
        expect(n).toBeLessThanOrEqual(GROUP_BUY_RULES.maxShares);
        expect(shareFenOf(amount, n)).not.toBeNull();
      }
  });

  it('the create request holds the share bounds the page shows', () => {
    const base = { game_id: 101, consent: 1, content: [{}] };
    const ok = (total_shares: number, own_shares: number) =>
      GroupBuyCreateRequest.safeParse({ ...base, total_shares, own_shares }).success;
    expect(ok(GROUP_BUY_RULES.minShares, GROUP_BUY_RULES.minOwnShares)).toBe(true);
    expect(ok(GROUP_BUY_RULES.maxShares, 1)).toBe(true);
    expect(ok(GROUP_BUY_RULES.minShares - 1, 1)).toBe(false);
    expect(ok(GROUP_BUY_RULES.maxShares + 1, 1)).toBe(false);
    expect(ok(10, GROUP_BUY_RULES.minOwnShares - 1)).toBe(false);
  });
});
