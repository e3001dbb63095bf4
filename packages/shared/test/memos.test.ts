import { describe, expect, it } from 'vitest';
import { LEDGER_MEMOS, memoText, ORDER_EVENT_MEMOS, type LedgerMemo, type MemoText } from '../src/memos.ts';

// Every memo a ledger row or an order event can carry reads whole in both languages (docs/api.md, money): no
// `{name}` is ever left for the reader.

/** One sample of every ledger memo, with the parameters its writers pass (the type asks for each one). */
const LEDGER_SAMPLES: { [C in LedgerMemo['code']]: Extract<LedgerMemo, { code: C }>['params'] } = {
  orderPay: { order: 'D2550' },
  groupBuyPay: { order: 'D2550' },
  groupBuyGuarantee: { order: 'D2550' },
  guaranteeRefund: { order: 'D2550' },
  playerCancelRefund: { order: 'D2550' },
  shopCancelRefund: { order: 'D2550' },
  lapseRefund: { order: 'D2550' },
  expireRefund: { order: 'D2550' },
  serviceFee: { order: 'D2550' },
  orderAward: { order: 'D2550' },
  demoRecharge: undefined,
  coopRecharge: { shop: '合作彩票站' },
  coopWithdraw: { shop: '合作彩票站' },
  coopAdd: { memo: '补差' },
  coopDeduct: { memo: '补差' },
  coopTicket: { order: 'D2550', commission: 5 },
  coopPrize: { order: 'D2550' },
  shopAdd: { memo: '补差' },
  shopDeduct: { memo: '补差' },
  opening: undefined,
  shopWithdrawal: { order: 'W1' },
  shopWithdrawalRefund: { reason: '账号有误' },
  shopWithdrawalPayout: { order: 'W1' },
  withdrawalHold: { account: '138****8000' },
  withdrawalPaid: undefined,
  withdrawalReturned: { reason: '账号有误' },
  payRecharge: { provider: 'alipay', trade: 'P20261127ABCDEF123456' },
  payMerchantRebook: { trade: 'P20261127ABCDEF123456' },
  redPacketSend: { title: '恭喜发财' },
  redPacketGrab: { title: '恭喜发财' },
  redPacketRevoke: { title: '恭喜发财' },
  redPacketExpire: { title: '恭喜发财' },
  offlineRecharge: { id: 7 },
};

/** Order events: a sample value for each parameter name any template uses. */
const EVENT_PARAM = {
  reason: '缺票',
  amount: '10.00',
  from: '10.00',
  to: '12.00',
  engine: '10.00',
  shop: '合作彩票站',
  commission: 5,
  basis: '2:1',
};

const LANGS = ['zh-cn', 'en'] as const;
const leftover = /\{\w+\}/;

describe('memos', () => {
  it('every ledger memo code reads whole in both languages with the parameters its writers pass', () => {
    for (const [code, params] of Object.entries(LEDGER_SAMPLES))
      for (const lang of LANGS) {
        const text = memoText(LEDGER_MEMOS, code, JSON.stringify(params ?? {}), lang);
        expect(text, `${code} (${lang})`).not.toMatch(leftover);
        expect(text).not.toBe(code);
      }
  });

  it('every order event memo reads whole in both languages', () => {
    for (const code of Object.keys(ORDER_EVENT_MEMOS))
      for (const lang of LANGS)
        expect(memoText(ORDER_EVENT_MEMOS, code, JSON.stringify(EVENT_PARAM), lang), code).not.toMatch(
          leftover,
        );
  });

  it('a recharge names its provider in the reader’s language', () => {
    const params = JSON.stringify({ provider: 'alipay', trade: 'P20261127ABCDEF123456' });
    expect(memoText(LEDGER_MEMOS, 'payRecharge', params, 'zh-cn')).toBe('支付宝充值 P20261127ABCDEF123456');
    expect(memoText(LEDGER_MEMOS, 'payRecharge', params, 'en')).toBe(
      'Recharge through Alipay, trade P20261127ABCDEF123456',
    );
    // Rows written before the provider was kept still read as a sentence.
    const old = JSON.stringify({ trade: 'P20261127ABCDEF123456' });
    expect(memoText(LEDGER_MEMOS, 'payRecharge', old, 'zh-cn')).toBe('在线支付充值 P20261127ABCDEF123456');
    expect(memoText(LEDGER_MEMOS, 'payRecharge', old, 'en')).not.toMatch(leftover);
  });

  it('the samples cover every code of the table', () => {
    expect(Object.keys(LEDGER_SAMPLES).sort()).toEqual(Object.keys(LEDGER_MEMOS).sort());
    const names = (t: MemoText) => [...`${t.zh}${t.en}`.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    for (const t of Object.values(ORDER_EVENT_MEMOS))
      for (const name of names(t)) expect(Object.keys(EVENT_PARAM)).toContain(name);
  });
});
