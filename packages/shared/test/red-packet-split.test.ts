import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  nextShareFen,
  RED_PACKET_LIMITS,
  RedPacketPushRequest,
  RedPacketType,
  type RandomInt,
} from '../src/index.ts';

/** Every share of a packet, grabbed one after the other as the server does. */
function grabAll(
  type: RedPacketType,
  totalFen: number,
  count: number,
  rand: RandomInt = randomInt,
): number[] {
  const shares: number[] = [];
  let fen = totalFen;
  for (let left = count; left > 0; left--) {
    const share = nextShareFen(type, fen, left, rand);
    shares.push(share);
    fen -= share;
  }
  return shares;
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('splitting a red packet', () => {
  it('random shares add up to the total exactly and are each at least a fen, over many packets', () => {
    const cases: [number, number][] = [
      [1, 1],
      [100, 100],
      [101, 100],
      [5_000_000, 100],
      [12_345, 7],
      [3, 2],
      [999, 1],
    ];
    for (let run = 0; run < 300; run++) {
      for (const [total, count] of cases) {
        const shares = grabAll(RedPacketType.random, total, count);
        expect(shares).toHaveLength(count);
        expect(sum(shares)).toBe(total);
        expect(Math.min(...shares)).toBeGreaterThanOrEqual(RED_PACKET_LIMITS.shareMinFen);
        expect(shares.every(Number.isSafeInteger)).toBe(true);
      }
    }
  });

  it('a random share never leaves less than a fen for each share after it, even when the dice go to the top', () => {
    const top: RandomInt = (_min, max) => max - 1;
    const bottom: RandomInt = (min) => min;
    for (const rand of [top, bottom]) {
      const shares = grabAll(RedPacketType.random, 250, 100, rand);
      expect(sum(shares)).toBe(250);
      expect(Math.min(...shares)).toBeGreaterThanOrEqual(1);
    }
    // Just enough for a fen each: every share is a fen whatever the dice say.
    expect(grabAll(RedPacketType.random, 100, 100, top)).toEqual(Array(100).fill(1));
  });

  it('random shares are not predictable: they vary, and each turn averages the total over the count', () => {
    const runs = 4000;
    const totals = new Array<number>(5).fill(0);
    const firsts = new Set<number>();
    for (let run = 0; run < runs; run++) {
      const shares = grabAll(RedPacketType.random, 10_000, 5);
      shares.forEach((s, i) => (totals[i]! += s));
      firsts.add(shares[0]!);
    }
    expect(firsts.size).toBeGreaterThan(1000);
    // Every turn, first or last, expects 2000 fen: grabbing early is no advantage (within 5 %).
    for (const t of totals) expect(Math.abs(t / runs - 2000)).toBeLessThan(100);
  });

  it('fixed shares are all the same and the last takes what is left', () => {
    expect(grabAll(RedPacketType.fixed, 888 * 10, 10)).toEqual(Array(10).fill(888));
    expect(grabAll(RedPacketType.fixed, 1, 1)).toEqual([1]);
  });

  it('refuses to split what cannot give every share a fen', () => {
    expect(() => nextShareFen(RedPacketType.random, 99, 100, randomInt)).toThrow();
    expect(() => nextShareFen(RedPacketType.random, 0, 0, randomInt)).toThrow();
  });
});

describe('the send request', () => {
  const parse = (v: object) =>
    RedPacketPushRequest.safeParse({ type: 1, Count: 10, endDay: 1, Money: '10', ...v });
  const refusal = (v: object) => {
    const r = parse(v);
    return r.success ? null : { path: r.error.issues[0]!.path, message: r.error.issues[0]!.message };
  };

  it('takes the total of a random packet and the share of a fixed one, and defaults the title', () => {
    expect(parse({}).data).toEqual({
      type: 1,
      Count: 10,
      endDay: 1,
      Money: 1000,
      title: '恭喜发财，大吉大利',
    });
    expect(parse({ type: 2, Money: '0.01', title: '  周末快乐 ' }).data?.title).toBe('周末快乐');
  });

  it('names the field and the range allowed', () => {
    expect(refusal({ Money: '0.09' })).toEqual({ path: ['Money'], message: 'money_range:0.10:50000.00' });
    expect(refusal({ type: 2, Count: 100, Money: '500.01' })).toEqual({
      path: ['Money'],
      message: 'money_range:0.01:500.00',
    });
    expect(refusal({ Money: '1.234' })?.path).toEqual(['Money']);
    expect(refusal({ Money: 0 })?.path).toEqual(['Money']);
    expect(refusal({ Count: 0 })?.path).toEqual(['Count']);
    expect(refusal({ Count: 101 })?.path).toEqual(['Count']);
    expect(refusal({ endDay: 8 })?.path).toEqual(['endDay']);
    expect(refusal({ type: 3 })?.path).toEqual(['type']);
    expect(refusal({ title: '恭'.repeat(21) })?.path).toEqual(['title']);
  });
});
