import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { ensureLanguage } from '@dzzs/web-shared/i18n/index.ts';
import { MoneyInput, moneyOrSay } from '@dzzs/web-shared/money/money-input.tsx';
import { moneyText } from '@dzzs/web-shared/money/money-text.ts';

// The one money field of the app (docs/architecture.md, web rules): what it holds and how it refuses an amount.

function Field() {
  const [value, setValue] = useState('');
  return <MoneyInput value={value} onChange={setValue} testId="money" />;
}

const said = (text: string, bounds: Parameters<typeof moneyOrSay>[1]) => {
  let message = '';
  const fen = moneyOrSay(text, bounds, (m) => (message = m));
  return fen ?? message;
};

describe('the money field', () => {
  afterEach(() => ensureLanguage('zh-CN'));

  it('holds digits and one dot with at most two decimals, on the numeric keypad', () => {
    const { getByTestId } = render(<Field />);
    const input = (getByTestId('money').querySelector('input') ?? getByTestId('money')) as HTMLInputElement;
    expect(input.getAttribute('inputmode')).toBe('decimal');
    for (const [typed, held] of [
      ['12a', '12'],
      ['-5', '5'],
      ['1e3', '13'],
      ['3.14159', '3.14'],
      ['1..5', '1.5'],
      ['0.5.', '0.5'],
      ['12。5', '12.5'],
      [' 7 ', '7'],
    ] as const) {
      fireEvent.change(input, { target: { value: typed } });
      expect(input.value, typed).toBe(held);
    }
    expect(moneyText('.5')).toBe('.5');
  });

  it('names the limit an amount breaks, in the reader’s language', async () => {
    expect(said('0', {})).toBe('最低 0.01 元');
    expect(said('', {})).toBe('请输入金额');
    expect(said('.5', {})).toBe('金额只能是数字，最多两位小数');
    expect(said('99999999', { maxFen: 50_000_00 })).toBe('单次最多 50000.00 元');
    expect(said('120', { maxFen: 50_000_00, availableFen: 100_50 })).toBe('超过可用余额 100.50 元');
    expect(said('0', { minFen: 0 })).toBe(0);
    expect(said('100.5', { availableFen: 100_50 })).toBe(100_50);
    await ensureLanguage('en');
    expect(said('0', {})).toBe('At least 0.01 yuan');
    expect(said('99999999', { maxFen: 50_000_00 })).toBe('At most 50000.00 yuan at a time');
    expect(said('120', { availableFen: 100_50 })).toBe('More than the available balance of 100.50 yuan');
  });
});
