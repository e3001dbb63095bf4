// Memos of ledger rows and order events are stored as a code with parameters, never as text in one language, and
// read in the reader's language (docs/api.md, money). A parameter may itself be text in both languages (a reason a
// shopkeeper typed stays as typed); one that names a thing of ours (a payment provider) is stored as its code and
// read through a label table, so a row says 支付宝 to one reader and Alipay to another.

import { PAYMENT_PROVIDER_LABELS } from './payment-rules.ts';

export type MemoText = { readonly zh: string; readonly en: string };
export type MemoParams = Record<string, string | number>;
export interface Memo<Code extends string = string> {
  code: Code;
  params?: MemoParams;
}

/** Why a balance moved (money_log.memo). */
export const LEDGER_MEMOS = {
  orderPay: { zh: '下单 {order}', en: 'Paid for order {order}' },
  groupBuyPay: { zh: '认购合买 {order}', en: 'Bought group-buy shares of order {order}' },
  groupBuyGuarantee: { zh: '合买保底冻结 {order}', en: 'Held for the guarantee of group-buy {order}' },
  guaranteeRefund: { zh: '合买保底退款 {order}', en: 'Refund: unused guarantee of group-buy {order}' },
  playerCancelRefund: { zh: '撤销订单退款 {order}', en: 'Refund: order {order} withdrawn' },
  shopCancelRefund: { zh: '店主撤单退款 {order}', en: 'Refund: order {order} cancelled by the shop' },
  lapseRefund: { zh: '系统撤单退款 {order}', en: 'Refund: order {order} passed its deadline' },
  expireRefund: { zh: '合买流单退款 {order}', en: 'Refund: group-buy {order} was not filled' },
  serviceFee: { zh: '出票服务费 {order}', en: 'Ticketing service fee, order {order}' },
  orderAward: { zh: '派奖 {order}', en: 'Prize of order {order}' },
  demoRecharge: { zh: '演示充值', en: 'Demo recharge' },
  coopRecharge: { zh: '合作店铺充值 {shop}', en: 'Prepaid to partner shop {shop}' },
  coopWithdraw: { zh: '合作店铺提现 {shop}', en: 'Withdrawn from partner shop {shop}' },
  coopAdd: { zh: '店主加款 {memo}', en: 'Added by the main store {memo}' },
  coopDeduct: { zh: '店主扣款 {memo}', en: 'Deducted by the main store {memo}' },
  coopTicket: {
    zh: '合作出票 {order}（佣金 {commission}%）',
    en: 'Ticket bought for a partner, order {order} (commission {commission} %)',
  },
  coopPrize: { zh: '合作订单奖金 {order}', en: 'Prize of partner order {order}' },
  shopAdd: { zh: '店主加款 {memo}', en: 'Added by the shop {memo}' },
  shopDeduct: { zh: '店主扣款 {memo}', en: 'Deducted by the shop {memo}' },
  opening: { zh: '期初余额', en: 'Opening balance' },
  shopWithdrawal: { zh: '提现申请 {order}', en: 'Withdrawal requested, {order}' },
  shopWithdrawalRefund: {
    zh: '提现被拒退回：{reason}',
    en: 'Withdrawal refused, money returned: {reason}',
  },
  shopWithdrawalPayout: { zh: '提现结算 {order}', en: 'Withdrawal {order} paid out' },
  withdrawalHold: { zh: '提现申请 {account}', en: 'Withdrawal requested to {account}' },
  withdrawalPaid: { zh: '提现成功结算', en: 'Withdrawal paid by the shop' },
  withdrawalReturned: { zh: '提现被拒绝退回：{reason}', en: 'Withdrawal refused, money returned: {reason}' },
  payRecharge: { zh: '{provider}充值 {trade}', en: 'Recharge through {provider}, trade {trade}' },
  payMerchantRebook: {
    zh: '更正：充值 {trade} 付至店铺商户',
    en: 'Correction: recharge {trade} was paid to the shop’s merchant',
  },
  redPacketSend: { zh: '发红包 {title}', en: 'Red packet sent: {title}' },
  redPacketGrab: { zh: '抢红包 {title}', en: 'Red packet grabbed: {title}' },
  redPacketRevoke: { zh: '撤销红包退回 {title}', en: 'Refund of a revoked red packet: {title}' },
  redPacketExpire: { zh: '红包过期退回 {title}', en: 'Refund of an expired red packet: {title}' },
  offlineRecharge: { zh: '线下收款码充值 #{id}', en: 'Recharge by offline QR code #{id}' },
} as const satisfies Record<string, MemoText>;
export type LedgerMemoCode = keyof typeof LEDGER_MEMOS;

/** What an order event adds to "who moved it from which state to which" (order_events.memo). */
export const ORDER_EVENT_MEMOS = {
  reason: { zh: '原因：{reason}', en: 'Reason: {reason}' },
  oddsConfirmed: { zh: '按票面确认赔率', en: 'Odds confirmed as printed on the ticket' },
  amount: { zh: '{amount} 元', en: '{amount} yuan' },
  editMoney: { zh: '中奖金额 {from} → {to} 元', en: 'Prize {from} → {to} yuan' },
  editMoneyReason: {
    zh: '中奖金额 {from} → {to} 元；原因：{reason}',
    en: 'Prize {from} → {to} yuan; reason: {reason}',
  },
  editMoneyAboveEngine: {
    zh: '中奖金额 {from} → {to} 元，高于系统计算的 {engine} 元；原因：{reason}',
    en: 'Prize {from} → {to} yuan, above the computed {engine} yuan; reason: {reason}',
  },
  handedOver: {
    zh: '甩单给 {shop}（佣金 {commission}%）',
    en: 'Handed over to {shop} (commission {commission} %)',
  },
  handedOverAuto: {
    zh: '自动甩单给 {shop}（佣金 {commission}%）',
    en: 'Handed over to {shop} by itself (commission {commission} %)',
  },
  handedBack: { zh: '{shop} 驳回', en: 'Sent back by {shop}' },
  prizeReturned: {
    zh: '奖金 {amount} 元转入合作余额',
    en: 'Prize of {amount} yuan paid into the cooperation balance',
  },
  settled: { zh: '按开奖结果 {basis} 计算：{amount} 元', en: 'Settled on {basis}: {amount} yuan' },
  resettledKeptByHand: {
    zh: '开奖结果更正为 {basis}，系统计算 {engine} 元；保留店铺设置的 {amount} 元',
    en: 'Result corrected to {basis}: computed {engine} yuan; the {amount} yuan the shop set is kept',
  },
} as const satisfies Record<string, MemoText>;
export type OrderEventMemoCode = keyof typeof ORDER_EVENT_MEMOS;

/** The names inside a template's braces: `'{a} and {b}'` → `'a' | 'b'`. */
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;
type ParamsOf<T extends MemoText> = { [P in Placeholders<T['zh'] | T['en']>]: string | number } & MemoParams;
/**
 * A memo of a table with the parameters its templates name, every one of them (a writer that leaves one out is a
 * type error, not a `{provider}` on the shopkeeper's screen); a parameter kept for the record beyond them is allowed.
 */
export type MemoOf<Table extends Record<string, MemoText>> = {
  [C in keyof Table & string]: [Placeholders<Table[C]['zh'] | Table[C]['en']>] extends [never]
    ? { code: C; params?: MemoParams }
    : { code: C; params: ParamsOf<Table[C]> };
}[keyof Table & string];
export type LedgerMemo = MemoOf<typeof LEDGER_MEMOS>;

/**
 * Parameters stored as a code and read through a label table; a row without one (or with a code the table does not
 * know) reads the `missing` label.
 */
const CODED_PARAMS: Record<string, { labels: Record<string, MemoText>; missing: MemoText }> = {
  provider: { labels: PAYMENT_PROVIDER_LABELS, missing: { zh: '在线支付', en: 'a payment provider' } },
};

function paramText(params: MemoParams, name: string, lang: 'zh-cn' | 'en'): string {
  const value = params[name];
  const coded = Object.hasOwn(CODED_PARAMS, name) ? CODED_PARAMS[name] : undefined;
  if (coded) {
    const label =
      typeof value === 'string' && Object.hasOwn(coded.labels, value) ? coded.labels[value]! : coded.missing;
    return lang === 'en' ? label.en : label.zh;
  }
  return value === undefined ? `{${name}}` : String(value);
}

/**
 * A stored memo in a language. A code the table does not know (rows written before memos had codes) is shown as it
 * was stored.
 */
export function memoText(
  table: Record<string, MemoText>,
  code: string,
  paramsJson: string,
  lang: 'zh-cn' | 'en',
): string {
  const template = Object.hasOwn(table, code) ? table[code] : undefined;
  if (!template) return code;
  let params: MemoParams = {};
  try {
    params = paramsJson ? (JSON.parse(paramsJson) as MemoParams) : {};
  } catch {
    params = {};
  }
  const text = lang === 'en' ? template.en : template.zh;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => paramText(params, name, lang));
}
