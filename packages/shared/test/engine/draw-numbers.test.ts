import { describe, expect, it } from 'vitest';
import { ballsFit, digitsFit, drawShapeOf } from '../../src/engine/index.ts';

describe('what a number draw looks like', () => {
  it('gives each number game its zones or positions', () => {
    expect(drawShapeOf(101)).toMatchObject({
      kind: 'balls',
      red: { count: 6, min: 1, max: 33 },
      blue: { count: 1, min: 1, max: 16 },
      blueApart: false,
    });
    expect(drawShapeOf(104)).toMatchObject({
      kind: 'balls',
      red: { count: 7, min: 1, max: 30 },
      blue: { count: 1, min: 1, max: 30 },
      blueApart: true,
    });
    expect(drawShapeOf(105)).toMatchObject({
      kind: 'balls',
      red: { count: 20, min: 1, max: 80 },
      blue: null,
    });
    const qxc = drawShapeOf(204);
    expect(qxc?.kind === 'digits' && qxc.positions.map((p) => p.max)).toEqual([9, 9, 9, 9, 9, 9, 14]);
    expect(drawShapeOf(301)).toBeNull();
  });

  it('accepts distinct balls in range and digits per position, nothing else', () => {
    const shape = drawShapeOf(201);
    if (shape?.kind !== 'balls' || !shape.blue) throw new Error('大乐透 draws two zones');
    expect(ballsFit([1, 2, 3, 4, 35], shape.red)).toBe(true);
    expect(ballsFit([1, 2, 3, 4, 36], shape.red)).toBe(false);
    expect(ballsFit([1, 2, 3, 4, 4], shape.red)).toBe(false);
    expect(ballsFit([1, 2, 3, 4], shape.red)).toBe(false);
    expect(ballsFit([1, 2.5], shape.blue)).toBe(false);
    const qxc = drawShapeOf(204);
    if (qxc?.kind !== 'digits') throw new Error('七星彩 draws digits');
    expect(digitsFit([0, 1, 2, 3, 4, 5, 14], qxc)).toBe(true);
    expect(digitsFit([0, 1, 2, 3, 4, 10, 14], qxc)).toBe(false);
    expect(digitsFit([0, 1, 2, 3, 4, 5], qxc)).toBe(false);
  });
});
