import {
  isBankCard,
  isEmail,
  isMobile,
  isWithdrawalAccount,
  SHOP_WITHDRAWAL_LIMITS,
  WithdrawalType,
  yuanToFen,
} from '@dzzs/shared';

// What 提现 checks before calling, with the server's own rules (shop-money-rules.ts), so the shop hears what is
// wrong at once; the server checks it all again.

export type AccountRefusal = 'draw.digitsOnly' | 'draw.badAlipay' | 'draw.badBank';
export type WithdrawalRefusal =
  'draw.noAccount' | AccountRefusal | 'draw.badContact' | 'draw.badAmount' | 'draw.tooMuch';

/** What is wrong with an account typed in the 添加支付宝 / 添加银行卡号码 dialog, or null. */
export function accountRefusal(type: WithdrawalType, text: string): AccountRefusal | null {
  if (type === WithdrawalType.bank) {
    if (!/^\d+$/.test(text)) return 'draw.digitsOnly';
    return isBankCard(text) ? null : 'draw.badBank';
  }
  return isMobile(text) || isEmail(text) ? null : 'draw.badAlipay';
}

/** The first thing wrong with a withdrawal as typed, or null when it may be sent. */
export function withdrawalRefusal(w: {
  type: WithdrawalType;
  number: string;
  contact: string;
  money: string;
}): WithdrawalRefusal | null {
  if (!w.number) return 'draw.noAccount';
  if (!isWithdrawalAccount(w.type, w.number)) return accountRefusal(w.type, w.number);
  if (!isMobile(w.contact) && !isEmail(w.contact)) return 'draw.badContact';
  const fen = yuanToFen(w.money);
  if (fen === null || fen <= SHOP_WITHDRAWAL_LIMITS.aboveFen) return 'draw.badAmount';
  if (fen > SHOP_WITHDRAWAL_LIMITS.maxFen) return 'draw.tooMuch';
  return null;
}
