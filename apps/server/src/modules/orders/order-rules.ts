import {
  ORDER_ACTIONS,
  ORDER_STATE_LABELS,
  OrderState,
  type OrderAction,
  type OrderState as State,
} from '@dzzs/shared';
import { gameByCode } from '@dzzs/shared/engine';
import { AppError } from '../../core/errors.ts';
import { defineMessages, gameLabel, type Localized } from '../../core/i18n.ts';

// Pure rules of orders and the words they are refused with. The state table itself is shared with the web
// (ORDER_ACTIONS in packages/shared); docs/orders.md describes the states.

export const M = defineMessages({
  orderNotFound: { zh: '订单不存在', en: 'Order not found' },
  orderHandedOver: { zh: '甩单成功', en: 'Handed over to the partner shop' },
  orderHandedBack: { zh: '驳回成功', en: 'Sent back to its shop' },
  orderPrizeReturned: { zh: '奖金已转入合作店铺余额', en: 'The prize went to the cooperation balance' },
  orderNoPartner: {
    zh: '没有接{game}订单的合作店铺（合作玩法未添加或对方已关闭接单）',
    en: 'No partner shop takes {game} orders (the game is not in a cooperation, or the partner stopped taking it)',
  },
  orderSentBackBefore: {
    zh: '该订单已被合作店铺驳回过，不能再甩单',
    en: 'A partner already sent this order back; it can’t be handed over again',
  },
  orderNotPartners: { zh: '该订单不是合作订单', en: 'This order was not handed over to your shop' },
  orderHandBackTaken: {
    zh: '订单已接单，不能驳回，请出票或撤单',
    en: 'The order has been accepted: it can’t be sent back; ticket it or revoke it',
  },
  orderAtPartner: {
    zh: '该订单来自合作店铺，不能再甩单',
    en: 'This order came from a partner shop; it can’t be handed over again',
  },
  orderWrongState: {
    zh: '订单当前状态为「{state}」，不能{action}',
    en: 'The order is "{state}"; it can’t be {action} now',
  },
  orderDeadlinePassed: {
    zh: '已过截止时间，订单已由系统撤销并退款',
    en: 'The deadline has passed; the system cancelled the order and refunded it',
  },
  orderTooLate: {
    zh: '已过截止时间：本店在销售截止前 {minutes} 分钟停止接{game}订单',
    en: 'Too late: the shop stops taking {game} orders {minutes} minutes before sales close',
  },
  orderStaffMayNotAccept: { zh: '您没有接{game}订单的权限', en: 'You may not take {game} orders' },
  orderStaffAmountRange: {
    zh: '您只能接 {min}～{max} 元的{game}订单',
    en: 'You may take {game} orders of {min}–{max} yuan only',
  },
  orderShopBalanceShort: {
    zh: '店铺余额不足~ 出票需要服务费 {fee} 元，请先充值',
    en: 'The shop balance is too low: ticketing costs a {fee} yuan service fee; please recharge',
  },
  orderBetInvalid: { zh: '{field}：{message}', en: '{field}: {message}' },
  orderOddsNotPublished: {
    zh: '{field}：赔率 {odds} 与当前公布的 {published} 不同，请刷新后重新投注',
    en: '{field}: odds {odds} differ from the published {published}; refresh and bet again',
  },
  orderPlayNotOffered: {
    zh: '{field}：本场比赛未开售{play}，可投：{offered}',
    en: '{field}: this match does not offer {playEn}; it offers {offeredEn}',
  },
  orderLineNotPublished: {
    zh: '{field}：应为当前公布的 {published}',
    en: '{field}: must be the published {published}',
  },
  orderEditMoneyAboveMax: {
    zh: 'order_money 不能超过本单按{game}规则的最高奖金 {max} 元',
    en: 'order_money can’t exceed {max} yuan, the highest prize this bet can win by the rules of {game}',
  },
  orderEditMoneyAboveEngine: {
    zh: 'order_money 高于系统按开奖结果计算的 {max} 元：只有店主可以更正，并须填写原因 reason',
    en: 'order_money is above the {max} yuan computed from the results: only the shopkeeper may correct it, with a reason',
  },
  orderPhotoLimit: {
    zh: '每个订单最多上传 {max} 张彩票照片',
    en: 'An order takes at most {max} ticket photos',
  },
  orderPhotoTooLate: {
    zh: '截止时间已过 1 小时，彩票照片不能再删除',
    en: 'Ticket photos can’t be deleted later than one hour after the deadline',
  },
  orderPhotoNotFound: { zh: '照片不存在', en: 'Photo not found' },
  orderPhotoWrongState: {
    zh: '订单当前状态为「{state}」，不能修改彩票照片',
    en: 'The order is "{state}"; its ticket photos can’t change now',
  },
  orderPlayerBalanceShort: {
    zh: '余额不足，本单需 {amount} 元',
    en: 'Your balance is too low: this order costs {amount} yuan',
  },
  orderFigureMismatch: {
    zh: '{field}：提交的 {value} 与按规则计算的 {engine} 不符（本单 {notes} 注，共 {amount} 元），请刷新后重新投注',
    en: '{field}: {value} sent, but the rules give {engine} ({notes} bets, {amount} yuan in all); refresh and bet again',
  },
  orderAboveMaximum: {
    zh: '单笔投注最多 {max} 元，本单 {amount} 元，请减少注数或倍数',
    en: 'One order costs at most {max} yuan; this one is {amount} yuan: lower the bets or the multiple',
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
    zh: 'own_shares：认购份数不能超过总份数 {total}',
    en: 'own_shares: you can take at most the {total} shares of the plan',
  },
  orderGuaranteeTooMany: {
    zh: 'guarantee_shares：保底份数须在 0 到 {left} 份之间（总 {total} 份，自购 {own} 份）',
    en: 'guarantee_shares: the guarantee is 0 to {left} shares ({total} in all, {own} your own)',
  },
  orderGuaranteeBalanceShort: {
    zh: 'guarantee_shares：余额不足，认购 {own} 份 + 保底 {guarantee} 份共需 {amount} 元',
    en: 'guarantee_shares: your balance is too low: {own} shares + a guarantee of {guarantee} cost {amount} yuan',
  },
  orderGroupBuyCloseTooSoon: {
    zh: 'issue：合买需在截止前 {lead} 分钟发起，本期已来不及',
    en: 'issue: a group-buy closes {lead} minutes before the deadline; this issue is too close to it',
  },
  orderGroupBuyTooSmall: {
    zh: 'content：合买方案至少 {min} 元，本方案 {amount} 元',
    en: 'content: a group-buy plan costs at least {min} yuan; this one is {amount} yuan',
  },
  orderGroupBuyClosed: {
    zh: 'order_id：合买已截止或已满员',
    en: 'order_id: this group-buy is closed or full',
  },
  orderGroupBuyJoined: {
    zh: '已有其他彩民认购，合买方案不能撤销',
    en: 'Other players have bought shares; the plan can’t be withdrawn',
  },
  orderGroupBuyNotCancellable: {
    zh: '合买方案满员后不能撤销',
    en: 'A group-buy can’t be withdrawn once it is filled',
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

/** A state's label as a message parameter. */
export const stateParam = (state: number): Localized | string =>
  ORDER_STATE_LABELS[state as State] ?? String(state);

/** The refusal of an action asked in a state that doesn't allow it: it names the current state. */
export function wrongState(action: OrderAction, state: number): AppError {
  return AppError.fail(M.orderWrongState, { state: stateParam(state), action: ORDER_ACTIONS[action] });
}

/** A game's name as a message parameter, by code. */
export function gameParam(gameCode: number): Localized | string {
  const game = gameByCode(gameCode);
  return game ? gameLabel(game) : String(gameCode);
}

/** Bet content is hidden from the shop until it accepts the order. */
export const contentHiddenFromShop = (state: number) =>
  state === OrderState.subscribing || state === OrderState.awaitingAcceptance;

/** Ticket photos are taken once an order is accepted: one that never was has none, so none is looked up. */
export const mayHavePhotos = (state: number) =>
  state !== OrderState.subscribing && state !== OrderState.awaitingAcceptance;

/** Platform service fee for ticketing, in fen: BetMoney × ServiceChargePercentage (stored in basis points). */
export const serviceFeeFen = (betMoneyFen: number, serviceChargeBp: number) =>
  Math.round((betMoneyFen * serviceChargeBp) / 10_000);

export interface StaffRule {
  rule: number;
  min_money: number;
  max_money: number;
}

/**
 * Refuses an order a staff member may not take under their per-game rule (none: no limit): the same rule decides
 * whether they may take it (接单) and whether they may turn it away (拒单), since both are deciding about it.
 */
export function checkStaffRule(rule: StaffRule | undefined, gameCode: number, betMoneyFen: number): void {
  if (!rule || rule.rule === 0) return;
  const game = gameParam(gameCode);
  if (rule.rule === 1) throw AppError.fail(M.orderStaffMayNotAccept, { game });
  if (betMoneyFen < rule.min_money || betMoneyFen > rule.max_money)
    throw AppError.fail(M.orderStaffAmountRange, {
      game,
      min: fenText(rule.min_money),
      max: fenText(rule.max_money),
    });
}

const fenText = (fen: number) => (fen / 100).toFixed(2);

/** The first engine error of a refused bet as an AppError naming the field, in the caller's language. */
export function betRefusal(
  field: string,
  errors: readonly { path: string; message_zh: string; message_en: string }[],
) {
  const first = errors[0];
  const where = !first?.path
    ? field
    : first.path.startsWith('[')
      ? `${field}${first.path}`
      : `${field}.${first.path}`;
  return AppError.fail(M.orderBetInvalid, {
    field: where,
    message: { zh: first?.message_zh ?? '', en: first?.message_en ?? '' },
  });
}

/** A partner holds the order: another shop than its own receives it (handed over, 甩单). */
export const atPartner = (row: { shop_id: number; receiving_shop_id: number }) =>
  row.receiving_shop_id !== row.shop_id;
