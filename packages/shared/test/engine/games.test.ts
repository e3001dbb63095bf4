import { describe, expect, it } from 'vitest';
import { GAMES, GAME_CODES, gameByCode, gameByLegacyIndex } from '../../src/engine/index.ts';

describe('games', () => {
  it('lists the 14 games with their codes in the legacy index order', () => {
    const byIndex = [...GAMES]
      .sort((a, b) => a.legacyIndex - b.legacyIndex)
      .map((g) => `${g.legacyIndex}:${g.nameZh}:${g.code}`);
    expect(byIndex).toEqual([
      '0:竞彩足球:407',
      '1:竞彩篮球:406',
      '2:胜负过关:404',
      '3:北京单场:405',
      '4:大乐透:201',
      '5:排列三:202',
      '6:排列五:203',
      '7:七星彩:204',
      '8:任选九:402',
      '9:胜负彩:401',
      '10:双色球:101',
      '11:七乐彩:104',
      '12:快乐八:105',
      '13:福彩3D:102',
    ]);
    expect(new Set(GAME_CODES).size).toBe(14);
  });

  it('settles exactly the eight games the design names', () => {
    expect(
      GAMES.filter((g) => g.autoSettle)
        .map((g) => g.code)
        .sort(),
    ).toEqual([101, 102, 201, 202, 203, 204, 406, 407]);
  });

  it('groups sports games by the object-shaped bet content', () => {
    expect(
      GAMES.filter((g) => g.group === 'sports')
        .map((g) => g.code)
        .sort(),
    ).toEqual([401, 402, 404, 405, 406, 407]);
  });

  it('finds games by code, numeric string and legacy index', () => {
    expect(gameByCode(201)?.nameEn).toBe('Super Lotto');
    expect(gameByCode('102')?.nameZh).toBe('福彩3D');
    expect(gameByCode(999)).toBeUndefined();
    expect(gameByCode({})).toBeUndefined();
    expect(gameByLegacyIndex(13)?.code).toBe(102);
    expect(gameByCode(407)?.plays).toEqual(['spf', 'rqspf', 'zjq', 'bqc', 'bf']);
  });
});
