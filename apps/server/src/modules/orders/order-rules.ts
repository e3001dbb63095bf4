import { ORDER_STATE_LABELS as STATE_LABELS, OrderState, type OrderState as State } from '@dzzs/shared';
import { gameByCode, parseOdds, quoteBet, type Quote } from '@dzzs/shared/engine';
import { AppError } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';

// Pure rules of the order state machine: which action is allowed from which state, what a staff member may accept,
// what an edited-odds ticket may change. The service applies them inside its transactions; docs/orders.md
// describes the states.

export const M = defineMessages({
  orderNotFound: { zh: '订单不存在', en: 'Order not found' },
  orderWrongState: {
    zh: '订单当前状态为「{state}」，不能{action}',
    en: 'The order is "{stateEn}"; it can’t be {actionEn} now',
  },
  orderStaffMayNotAccept: {
    zh: '您没有接{game}订单的权限',
    en: 'You may not accept {gameEn} orders',
  },
  orderStaffAmountRange: {
    zh: '您只能接 {min}～{max} 元的{game}订单',
    en: 'You may accept {gameEn} orders of {min}–{max} yuan only',
  },
  orderShopBalanceShort: {
    zh: '店铺余额不足~ 出票需要服务费 {fee} 元，请先充值',
    en: 'The shop balance is too low: ticketing costs a {fee} yuan service fee; please recharge',
  },
  orderOddsOnlySports: {
    zh: '只有竞彩订单可以确认新赔率（newContent）',
    en: 'Only Jingcai orders can confirm new odds (newContent)',
  },
  orderOddsMismatch: {
    zh: 'newContent 与原订单不一致：{path} 只能修改赔率',
    en: 'newContent differs from the order at {path}: only the odds may change',
  },
  orderOddsBelowOne: {
    zh: 'newContent.{path} 赔率应为不小于 1.00 的数字',
    en: 'newContent.{path}: odds must be a number of at least 1.00',
  },
  orderBetInvalid: { zh: '{field}：{message}', en: '{field}: {message}' },
  orderEditMoneyAboveMax: {
    zh: 'order_money 不能超过本单最高奖金 {max} 元',
    en: 'order_money can’t exceed this order’s highest prize, {max} yuan',
  },
  orderPhotoLimit: {
    zh: '每个订单最多上传 3 张彩票照片',
    en: 'An order takes at most 3 ticket photos',
  },
  orderPhotoTooLate: {
    zh: '截止时间已过 1 小时，彩票照片不能再删除',
    en: 'Ticket photos can’t be deleted later than one hour after the deadline',
  },
  orderPhotoNotFound: { zh: '照片不存在', en: 'Photo not found' },
  orderGameClosed: { zh: '本店暂停销售{game}', en: 'The shop isn’t selling {gameEn} right now' },
  orderPlayerBalanceShort: {
    zh: '余额不足，本单需 {amount} 元',
    en: 'Your balance is too low: this order costs {amount} yuan',
  },
  orderDeadlinePassed: { zh: '已过截止时间', en: 'The deadline has passed' },
  orderIssueRequired: {
    zh: 'issue 必填：{game}订单需要期号',
    en: 'issue is required: {gameEn} orders need a draw issue',
  },
  orderSharesSplit: {
    zh: 'total_shares：方案金额 {amount} 元不能平均分成 {shares} 份（每份需为整分）',
    en: 'total_shares: {amount} yuan can’t be split into {shares} equal shares of whole fen',
  },
  orderSharesLeft: {
    zh: 'shares：剩余份额不足，仅剩 {left} 份',
    en: 'shares: only {left} shares are left',
  },
  orderOwnSharesTooMany: {
    zh: 'own_shares 不能超过 total_shares',
    en: 'own_shares can’t exceed total_shares',
  },
  orderGroupBuyClosed: {
    zh: '合买已截止或已满员',
    en: 'This group-buy is closed or full',
  },
  orderUploadField: {
    zh: '{field} 无效：上传一张照片 file，type 为 TicketingImg，name 为订单号',
    en: '{field} is invalid: upload one photo as file, with type TicketingImg and name the order id',
  },
  orderReceived: { zh: '接单成功', en: 'Order accepted' },
  orderTicketed: { zh: '出票成功', en: 'Ticket issued' },
  orderCancelledByShop: { zh: '订单已撤销，款项已退回彩民', en: 'Order cancelled; the player was refunded' },
  orderCancelledByPlayer: { zh: '订单已撤销，款项已退回', en: 'Order cancelled; you were refunded' },
  orderMoneyEdited: { zh: '中奖金额已修改', en: 'Prize amount updated' },
  orderAwarded: { zh: '派奖成功~ 共 {count} 单 {amount} 元', en: 'Paid out {count} orders, {amount} yuan' },
  orderPhotoDeleted: { zh: '照片已删除', en: 'Photo deleted' },
  orderCreated: { zh: '下单成功', en: 'Order placed' },
  orderJoined: { zh: '认购成功', en: 'Shares bought' },
});

/** The actions of the state machine, with the states each is allowed from and the state it leads to. */
export const TRANSITIONS = {
  receive: {
    from: [OrderState.awaitingAcceptance],
    to: OrderState.awaitingTicket,
    zh: '接单',
    en: 'accepted',
  },
  ticket: { from: [OrderState.awaitingTicket], to: OrderState.awaitingDraw, zh: '出票', en: 'ticketed' },
  shopCancel: {
    from: [OrderState.awaitingAcceptance, OrderState.awaitingTicket],
    to: OrderState.cancelledByShop,
    zh: '撤单',
    en: 'cancelled by the shop',
  },
  playerCancel: {
    from: [OrderState.awaitingAcceptance],
    to: OrderState.cancelledByPlayer,
    zh: '撤销',
    en: 'cancelled',
  },
  lapse: {
    from: [OrderState.awaitingAcceptance, OrderState.awaitingTicket],
    to: OrderState.cancelledBySystem,
    zh: '系统撤销',
    en: 'cancelled by the system',
  },
  fill: { from: [OrderState.subscribing], to: OrderState.awaitingAcceptance, zh: '满员', en: 'filled' },
  expire: { from: [OrderState.subscribing], to: OrderState.lapsed, zh: '流单', en: 'lapsed' },
  editMoney: {
    from: [OrderState.awaitingSettlement, OrderState.awaitingPayout],
    to: null,
    zh: '修改中奖金额',
    en: 'given a prize amount',
  },
  draw: { from: [OrderState.awaitingDraw], to: OrderState.awaitingSettlement, zh: '开奖', en: 'drawn' },
  settle: { from: [OrderState.awaitingSettlement], to: null, zh: '结算', en: 'settled' },
  resettle: {
    from: [OrderState.awaitingSettlement, OrderState.lost, OrderState.awaitingPayout],
    to: null,
    zh: '重新结算',
    en: 'settled again',
  },
  award: { from: [OrderState.awaitingPayout], to: OrderState.paidOut, zh: '派奖', en: 'paid out' },
  photo: {
    from: [
      OrderState.awaitingTicket,
      OrderState.awaitingDraw,
      OrderState.awaitingSettlement,
      OrderState.lost,
      OrderState.awaitingPayout,
      OrderState.paidOut,
    ],
    to: null,
    zh: '修改彩票照片',
    en: 'given ticket photos',
  },
} as const satisfies Record<string, { from: readonly State[]; to: State | null; zh: string; en: string }>;
export type Action = keyof typeof TRANSITIONS;

export function allowed(action: Action, state: number): boolean {
  return (TRANSITIONS[action].from as readonly number[]).includes(state);
}

/** The refusal for an action asked in a state that doesn't allow it: it names the current state. */
export function wrongState(action: Action, state: number): AppError {
  const labels = STATE_LABELS[state as State];
  return AppError.fail(M.orderWrongState, {
    state: labels?.zh ?? String(state),
    stateEn: labels?.en ?? String(state),
    action: TRANSITIONS[action].zh,
    actionEn: TRANSITIONS[action].en,
  });
}

/** Bet content is hidden from the shop until it accepts the order. */
export const contentHiddenFromShop = (state: number) =>
  state === OrderState.subscribing || state === OrderState.awaitingAcceptance;

/** Platform service fee for ticketing, in fen: BetMoney × ServiceChargePercentage (stored in basis points). */
export const serviceFeeFen = (betMoneyFen: number, serviceChargeBp: number) =>
  Math.round((betMoneyFen * serviceChargeBp) / 10_000);

export interface StaffRule {
  rule: number;
  min_money: number;
  max_money: number;
}

/** Refuses an order a staff member may not accept under their per-game rule (none: no limit). */
export function checkStaffRule(rule: StaffRule | undefined, gameCode: number, betMoneyFen: number): void {
  if (!rule || rule.rule === 0) return;
  const game = gameByCode(gameCode);
  const names = { game: game?.nameZh ?? String(gameCode), gameEn: game?.nameEn ?? String(gameCode) };
  if (rule.rule === 1) throw AppError.fail(M.orderStaffMayNotAccept, names);
  if (betMoneyFen < rule.min_money || betMoneyFen > rule.max_money)
    throw AppError.fail(M.orderStaffAmountRange, {
      ...names,
      min: fenText(rule.min_money),
      max: fenText(rule.max_money),
    });
}

const fenText = (fen: number) => (fen / 100).toFixed(2);

/** The first engine error of a refused bet as an AppError naming the field. */
export function betRefusal(
  field: string,
  errors: { path: string; message_zh: string; message_en: string }[],
) {
  const first = errors[0];
  const where = first?.path ? `${field}.${first.path}` : field;
  return AppError.fail(M.orderBetInvalid, {
    field: where,
    message: first?.message_zh ?? '',
  });
}

/**
 * Checks the content a shop confirms at 出票 for a 竞彩 order: the same matches and selections in the same order,
 * only the odds (each at least 1.00) may differ. Returns its quote (the prize range is recomputed from the new
 * odds), or throws naming the first difference.
 */
export function confirmEditedOdds(gameCode: number, original: unknown, edited: unknown): Quote {
  const game = gameByCode(gameCode);
  if (!game?.fixedOdds) throw AppError.fail(M.orderOddsOnlySports);
  const before = original as { Content?: { matchId?: unknown; data?: { res?: unknown }[] }[] };
  const after = edited as { Content?: unknown };
  if (!after || typeof after !== 'object' || !Array.isArray(after.Content))
    throw AppError.fail(M.orderOddsMismatch, { path: 'Content' });
  const matches = after.Content as { matchId?: unknown; data?: unknown }[];
  if (matches.length !== (before.Content?.length ?? 0))
    throw AppError.fail(M.orderOddsMismatch, { path: 'Content' });
  matches.forEach((match, i) => {
    const was = before.Content?.[i];
    if (String(match?.matchId) !== String(was?.matchId))
      throw AppError.fail(M.orderOddsMismatch, { path: `Content[${i}].matchId` });
    const selections = Array.isArray(match.data) ? (match.data as { res?: unknown; rate?: unknown }[]) : null;
    if (!selections || selections.length !== (was?.data?.length ?? 0))
      throw AppError.fail(M.orderOddsMismatch, { path: `Content[${i}].data` });
    selections.forEach((selection, j) => {
      if (String(selection?.res) !== String(was?.data?.[j]?.res))
        throw AppError.fail(M.orderOddsMismatch, { path: `Content[${i}].data[${j}].res` });
      const odds = parseOdds(selection.rate);
      if (odds === null || odds < 100)
        throw AppError.fail(M.orderOddsBelowOne, { path: `Content[${i}].data[${j}].rate` });
    });
  });
  const quote = quoteBet(gameCode, edited);
  if (!quote.ok) throw betRefusal('newContent', quote.errors);
  return quote.value;
}
