import { describe, expect, it } from 'vitest';
import { isBankCard, isWithdrawalAccount, maskAccount, WithdrawalType } from '../src/withdrawal-rules.ts';

// Where a shop's or a player's withdrawal is paid (docs/money.md).

describe('withdrawal accounts', () => {
  it('a bank card is 12–19 digits with a right Luhn check digit', () => {
    expect(isBankCard('6222021234567890128')).toBe(true);
    expect(isBankCard('4111111111111111')).toBe(true);
    expect(isBankCard('6222021234567890129')).toBe(false); // one digit off
    expect(isBankCard('6222021234567890182')).toBe(false); // two digits swapped
    expect(isBankCard('62220212345')).toBe(false);
    expect(isBankCard('62220212345678901280')).toBe(false);
    expect(isBankCard('6222 0212 3456 7890 128')).toBe(false);
  });

  it('an Alipay account is a mobile or an e-mail', () => {
    expect(isWithdrawalAccount(WithdrawalType.alipay, '13800138000')).toBe(true);
    expect(isWithdrawalAccount(WithdrawalType.alipay, 'boss@example.com')).toBe(true);
    expect(isWithdrawalAccount(WithdrawalType.alipay, '12800138000')).toBe(false);
    expect(isWithdrawalAccount(WithdrawalType.alipay, 'boss@example')).toBe(false);
    expect(isWithdrawalAccount(WithdrawalType.alipay, '1391234567')).toBe(false);
    expect(isWithdrawalAccount(WithdrawalType.alipay, `${'a'.repeat(95)}@x.com`)).toBe(false);
    expect(isWithdrawalAccount(WithdrawalType.bank, '13800138000')).toBe(false);
  });

  it('lists show an account masked', () => {
    expect(maskAccount('13800138000')).toBe('138****8000');
    expect(maskAccount('6222021234567890128')).toBe('622****0128');
    expect(maskAccount('boss@example.com')).toBe('b***@example.com');
  });
});
