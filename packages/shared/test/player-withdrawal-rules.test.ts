import { describe, expect, it } from 'vitest';
import { isAlipayAccount, isBankCard } from '../src/player-withdrawal-rules.ts';

// Where a player's withdrawal is paid (docs/money.md, "Players' withdrawals").

describe('withdrawal accounts', () => {
  it('a bank card: 12–19 digits whose Luhn check digit is right', () => {
    expect(isBankCard('6222021234567890128')).toBe(true);
    expect(isBankCard('4111111111111111')).toBe(true);
    expect(isBankCard('6222021234567890127')).toBe(false); // one digit off
    expect(isBankCard('6222021234567890182')).toBe(false); // two digits swapped
    expect(isBankCard('00000000000')).toBe(false); // 11 digits
    expect(isBankCard('00000000000000000000')).toBe(false); // 20 digits
    expect(isBankCard('4111 1111 1111 1111')).toBe(false); // spaces are dropped before, by the schema
  });

  it('an Alipay account: a mainland mobile number or an e-mail address', () => {
    expect(isAlipayAccount('13912345678')).toBe(true);
    expect(isAlipayAccount('li.ming@example.com')).toBe(true);
    expect(isAlipayAccount('12912345678')).toBe(false);
    expect(isAlipayAccount('1391234567')).toBe(false);
    expect(isAlipayAccount('li.ming@example')).toBe(false);
    expect(isAlipayAccount(`${'a'.repeat(95)}@x.com`)).toBe(false);
  });
});
