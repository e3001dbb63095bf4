// Where a withdrawal is paid, shops' and players' alike (docs/money.md): an Alipay account (a mobile or an e-mail)
// or a bank card (12–19 digits with a right Luhn check digit). One set of checks for the web and the server.

/** The longest account or contact a withdrawal keeps. */
export const ACCOUNT_MAX = 100;

/** Where the money goes: 1 支付宝 (an Alipay account: a mobile or an e-mail), 2 银行卡 (a bank card number). */
export const WithdrawalType = { alipay: 1, bank: 2 } as const;
export type WithdrawalType = (typeof WithdrawalType)[keyof typeof WithdrawalType];
export const WITHDRAWAL_TYPE_LABELS = {
  1: { zh: '支付宝', en: 'Alipay' },
  2: { zh: '银行卡', en: 'Bank card' },
} as const;

const MOBILE = /^1[3-9]\d{9}$/;
// Deliberately plain: one @, a dot in the domain, no spaces. The mailbox provider is the final judge.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isMobile = (text: string) => MOBILE.test(text);
export const isEmail = (text: string) => text.length <= ACCOUNT_MAX && EMAIL.test(text);

/** A bank card number: 12–19 digits whose Luhn check digit is right (a mistyped digit fails it). */
export function isBankCard(text: string): boolean {
  if (!/^\d{12,19}$/.test(text)) return false;
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    let d = Number(text[text.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Whether `number` is an account of that kind: Alipay a mobile or an e-mail, a bank card 12–19 digits (Luhn). */
export const isWithdrawalAccount = (type: WithdrawalType, number: string) =>
  type === WithdrawalType.alipay ? isMobile(number) || isEmail(number) : isBankCard(number);

/** An account number as lists show it: the first 3 and last 4 characters (e-mail: the mailbox's first and domain). */
export function maskAccount(number: string): string {
  const at = number.indexOf('@');
  if (at > 0) return `${number.slice(0, 1)}***${number.slice(at)}`;
  if (number.length <= 7) return number;
  return `${number.slice(0, 3)}****${number.slice(-4)}`;
}
