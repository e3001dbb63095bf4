import { describe, expect, it } from 'vitest';
import { idNumberProblem, maskBannedWords, nicknameProblem } from '../src/shop-profile-rules.ts';

// The rules the settings page checks before sending and the server checks before storing (docs/shop-settings.md).

describe('nickname', () => {
  it('covers banned words whole, longest first, latin letters in either case', () => {
    expect(maskBannedWords('加我微信')).toBe('****');
    expect(maskBannedWords('WX好店')).toBe('**好店');
    expect(maskBannedWords('Vip彩票')).toBe('*ip彩票');
    expect(maskBannedWords('幸运彩票')).toBe('幸运彩票');
  });

  it('names the first problem: empty, too long, banned, contact digits, unchanged', () => {
    expect(nicknameProblem('', 'a')).toEqual({ kind: 'empty' });
    expect(nicknameProblem('一二三四五六七八九', 'a')).toEqual({ kind: 'tooLong' });
    expect(nicknameProblem('🍀🍀🍀🍀🍀🍀🍀🍀', 'a')).toBeNull();
    expect(nicknameProblem('联系店主', 'a')).toEqual({ kind: 'banned', masked: '**店主' });
    expect(nicknameProblem('店１２３４５６７', 'a')).toEqual({ kind: 'contact' });
    expect(nicknameProblem('店123456', 'a')).toBeNull();
    expect(nicknameProblem('幸运彩票', '幸运彩票')).toEqual({ kind: 'same' });
  });
});

describe('ID number (GB 11643)', () => {
  it('takes valid numbers, X as the check character included', () => {
    for (const id of ['11010519491231002X', '440308199901010012']) expect(idNumberProblem(id)).toBeNull();
  });

  it('names the length, the characters, the birth date and the check character', () => {
    expect(idNumberProblem('11010519491231002')).toBe('length');
    expect(idNumberProblem('11010519491231002X0')).toBe('length');
    expect(idNumberProblem('1101051949123100X2')).toBe('format');
    expect(idNumberProblem('110105194902290020')).toBe('birthDate');
    expect(idNumberProblem('110105180001010020')).toBe('birthDate');
    expect(idNumberProblem('110105194912310021')).toBe('checkDigit');
  });
});
