import { z } from 'zod';
import { GAME_CODES } from '../engine/games.ts';
import { pageOf } from '../envelope.ts';
import { ledgerEntryFields } from './common.ts';
import { COOPERATION_LIMITS } from '../cooperation-rules.ts';
import { dateFilter, flag, id, moneyInput, pageQuery, text, yuan } from '../fields.ts';

// Wire shapes of partner shops (docs/partners.md). The main store receives and tickets orders; the branch store hands
// its orders over to it. A cooperation joins one branch to one main store; each game in it has its own settings.

const unix = z.number().int();
const gameId = z.coerce.number().pipe(z.literal(GAME_CODES));
const commission = z.coerce
  .number()
  .int('commission_whole')
  .min(COOPERATION_LIMITS.commission.min)
  .max(COOPERATION_LIMITS.commission.max);
const memo = () => text(COOPERATION_LIMITS.memoMax, { multiline: true }).default('');

export const CooperationApplyRequest = z.strictObject({
  /** The shop asked to become the main store (its shop ID). */
  id: id(),
  memo: memo(),
});

export const CooperationGameApplyRequest = z.strictObject({
  /** The main store of an existing cooperation. */
  id: id(),
  game_id: gameId,
  commission: commission.default(COOPERATION_LIMITS.commission.default),
  memo: memo(),
});

export const CooperationRecordRequest = z.strictObject({
  /** '0' only applications waiting; '' (or absent) all. */
  state: z.enum(['0', '']).default(''),
  startTime: dateFilter(),
  endTime: dateFilter(),
});

export const CooperationMineRecordRequest = z.strictObject({
  startTime: dateFilter(),
  endTime: dateFilter(),
});

export const CooperationApplicationIdRequest = z.strictObject({ id: id() });

export const CooperationSearchRequest = z.strictObject({ search: text(30).default('') });

export const CooperationPushSwitchRequest = z.strictObject({
  MainStore_id: id(),
  game_id: gameId,
  value: flag(),
});

export const CooperationPullSwitchRequest = z.strictObject({
  BranchStore_id: id(),
  game_id: gameId,
  value: flag(),
});

export const CooperationRemoveRequest = z.strictObject({
  /** The counterpart shop. */
  shop_id: id(),
  /** 1: I am the branch (甩单管理); 2: I am the main store (接单管理). */
  type: z.coerce.number().pipe(z.literal([1, 2])),
  /** One game, or '' (absent) for the whole cooperation. */
  game_id: z.union([z.literal('').transform(() => undefined), gameId]).optional(),
});

/** Which side I look from: 1 I am the branch (甩单管理), 2 I am the main store (接单管理). */
const side = () => z.coerce.number().pipe(z.literal([1, 2]));

/** POST Cooperation/Recharge — the branch prepays its main store `shop_id` from its own shop balance. */
export const CooperationRechargeRequest = z.strictObject({
  shop_id: id(),
  money: moneyInput({ maxFen: COOPERATION_LIMITS.rechargeMaxFen }),
  /** The earlier app's payment type; the prepayment always comes from the shop balance. */
  type: z.coerce.number().pipe(z.literal(1)).optional(),
});

/** POST Cooperation/Withdrawal — the branch takes money back from the balance at its main store `shop_id`. */
export const CooperationWithdrawalRequest = z.strictObject({
  shop_id: id(),
  money: moneyInput({ minFen: COOPERATION_LIMITS.withdrawalAboveFen + 1 }),
});

/** POST Cooperation/EditBalance — the main store adds to (Add) or takes from (Del) the balance of branch `shop_id`. */
export const CooperationEditBalanceRequest = z.strictObject({
  shop_id: id(),
  type: z.enum(['Add', 'Del']),
  value: moneyInput({ maxFen: COOPERATION_LIMITS.editMaxFen }),
  memo: memo(),
});

/** GET Cooperation/CooperationBalance — one tab of a cooperation balance's ledger. */
export const CooperationBalanceRequest = z.strictObject({
  /** The counterpart shop. */
  shop_id: id(),
  Coop_type: side(),
  type: z.coerce
    .number()
    .pipe(z.literal([1, 2, 3, 4, 5]))
    .default(1),
  /** Amount range (yuan, of the entry's size whatever its sign). */
  minMoney: z.union([z.literal('').transform(() => undefined), moneyInput({ minFen: 0 })]).optional(),
  maxMoney: z.union([z.literal('').transform(() => undefined), moneyInput({ minFen: 0 })]).optional(),
  startTime: dateFilter(),
  endTime: dateFilter(),
  ...pageQuery,
});

export const CooperationLedgerEntry = z.strictObject({
  ...ledgerEntryFields,
  type: unix,
  type_label: z.string(),
});
export const CooperationBalance = z.strictObject({
  /** The balance now. */
  balance: yuan,
  /** Sum of the filtered entries, in fen (signed). */
  tjmoney: unix,
  data: pageOf(CooperationLedgerEntry),
});
export type CooperationLedgerEntry = z.infer<typeof CooperationLedgerEntry>;
export type CooperationBalance = z.infer<typeof CooperationBalance>;

/** GET Cooperation/History — the orders handed over between me and `shop_id`. */
export const CooperationHistoryRequest = z.strictObject({
  shop_id: id(),
  type: side(),
  /** An order id. */
  search: text(24).default(''),
  /** '99' (or absent) every state, else one state. */
  state: z
    .union([z.literal('99').transform(() => undefined), z.coerce.number().int().min(0).max(11)])
    .optional(),
  /** '99' (or absent) every game, else a game. */
  gametype: z.union([z.literal('99').transform(() => undefined), gameId]).optional(),
  startTime: dateFilter(),
  endTime: dateFilter(),
  ...pageQuery,
});

const ShopRef = z.strictObject({ id: unix, nickname: z.string(), avatar: z.string(), mobile: z.string() });

/** An application: to cooperate at all (`game_id` null, 店铺合作) or to add one game with a commission. */
export const CooperationApplication = z.strictObject({
  id: unix,
  BranchStore_id: unix,
  BranchStore_name: z.string(),
  BranchStore_avatar: z.string(),
  MainStore_id: unix,
  MainStore_name: z.string(),
  MainStore_avatar: z.string(),
  game_id: unix.nullable(),
  /** Game name, or null for an application to cooperate at all. */
  game_title: z.string().nullable(),
  gameCommission: unix,
  memo: z.string(),
  /** 0 审核中, 1 已通过, 2 已拒绝. */
  state: unix,
  state_label: z.string(),
  create_time: unix,
  handle_time: unix,
});
export const CooperationApplications = z.array(CooperationApplication);

export const CooperationGame = z.strictObject({
  id: unix,
  game_id: unix,
  MainStore_id: unix,
  BranchStore_id: unix,
  gameInfo: z.strictObject({
    title: z.string(),
    image: z.string(),
    /** 1 while the other shop of the cooperation sells the game (对方开启投注), 0 once it switched it off. */
    taState: z.union([z.literal(0), z.literal(1)]),
  }),
  gameCommission: unix,
  /** 自动甩单: new orders of this game go to the main store as they arrive (the branch's switch). */
  AutomaticOrder: unix,
  /** 开启接单: the main store takes orders of this game (its switch). */
  AutomaticOrderReceiving: unix,
});

/** One cooperation as either side sees it (IssueShop: I am the branch; ReceivingStore: I am the main store). */
export const Cooperation = z.strictObject({
  id: unix,
  MainStore_id: unix,
  BranchStore_id: unix,
  mainStore: ShopRef,
  branchStore: ShopRef,
  /** The balance the branch prepaid to the main store. */
  CooperativeStoresMoney: yuan,
  gamelist: z.array(CooperationGame),
  /** Games not yet in the cooperation, to apply for. */
  applyGmae: z.array(z.strictObject({ id: unix, title: z.string(), image: z.string() })),
  create_time: unix,
});
export const Cooperations = z.array(Cooperation);
export type Cooperation = z.infer<typeof Cooperation>;
export type CooperationApplication = z.infer<typeof CooperationApplication>;
