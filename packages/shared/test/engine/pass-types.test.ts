import { describe, expect, it } from 'vitest';
import { FREE_PASS_LABELS, parsePassType } from '../../src/engine/index.ts';

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

describe('pass types', () => {
  it('maps the examples of the official free-pass table', () => {
    expect(parsePassType('3串3')?.sizes).toEqual([2]);
    expect(parsePassType('3串4')?.sizes).toEqual([2, 3]);
    expect(parsePassType('4串11')?.sizes).toEqual([2, 3, 4]);
    expect(parsePassType('6串50')?.sizes).toEqual([2, 3, 4]);
    expect(parsePassType('8串247')?.sizes).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });

  it('has N equal to the parlays each M-match combination holds, for every entry', () => {
    expect(FREE_PASS_LABELS).toHaveLength(32);
    for (const label of FREE_PASS_LABELS) {
      const pass = parsePassType(label);
      expect(pass, label).toBeDefined();
      if (!pass) continue;
      expect(
        pass.sizes.reduce((sum, k) => sum + choose(pass.m, k), 0),
        label,
      ).toBe(pass.n);
    }
  });

  it('reads single and k串1 spellings and rejects the rest', () => {
    for (const label of ['单关', '1单关1', '1串1']) expect(parsePassType(label)?.sizes).toEqual([1]);
    expect(parsePassType('15串1')?.sizes).toEqual([15]);
    expect(parsePassType('16串1')).toBeUndefined();
    expect(parsePassType('3串5')).toBeUndefined();
    expect(parsePassType('串')).toBeUndefined();
  });
});
