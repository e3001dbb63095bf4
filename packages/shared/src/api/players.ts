import { z } from 'zod';
import { pageOf } from '../envelope.ts';
import { ledgerEntryFields } from './common.ts';
import { PLAYER_LIMITS } from '../player-rules.ts';
import {
  dateFilter,
  id,
  mobile,
  moneyInput,
  pageQuery,
  password,
  smsCode,
  text,
  username,
  yuan,
} from '../fields.ts';

// Wire shapes of players and invitations (docs/players.md): the shop's players, their settings, 加款 / 扣款, their
// account details and bet records, agents and who invited whom.

const unix = z.number().int();
const search = () => text(30).default('');

/** POST bettingend.User/register — a player signs up with a shop's (or an agent's) invite code and a mobile code. */
export const PlayerRegisterRequest = z.strictObject({
  invite_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,16}$/, 'invite_code_format'),
  username: username(),
  password: password(),
  nickname: text(16).optional(),
  mobile: mobile(),
  captcha: smsCode(),
});

/** GET Userlist/list — 全部用户 (type 0) or 下单用户 (type 1: players who have ordered). */
export const PlayerListRequest = z.strictObject({
  search: search(),
  type: z.coerce
    .number()
    .pipe(z.literal([0, 1]))
    .default(0),
  ...pageQuery,
});
/** GET Userlist/WinkList — the starred players. */
export const PlayerSearchRequest = z.strictObject({ search: search() });
export const PlayerIdRequest = z.strictObject({ id: id() });

const PlayerConfig = z.strictObject({
  Star: unix,
  sale: unix,
  expert: unix,
  agent: unix,
  remarks: z.string(),
  /** Days between settlements of an agent's commission (0: not an agent). */
  settle_days: unix,
});

/** A row of the player lists. */
export const PlayerRow = z.strictObject({
  id: unix,
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  /** Balance. */
  money: yuan,
  /** Last activity: the last movement of the balance or login. */
  update_time: unix,
  create_time: unix,
  config: PlayerConfig,
  /** The player's last (up to) 5 settled orders, newest first: true won, false lost. */
  FiveDayHistory: z.array(z.boolean()),
});
export type PlayerRow = z.infer<typeof PlayerRow>;
export const PlayerPage = pageOf(PlayerRow);
export const PlayerRows = z.array(PlayerRow);

const PersonRef = z.strictObject({ id: unix, nickname: z.string(), avatar: z.string() });

/** GET Userlist/info — one player with the shop's settings and their trading figures. */
export const PlayerDetail = z.strictObject({
  id: unix,
  shop_id: unix,
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  mobile: z.string(),
  email: z.string(),
  money: yuan,
  status: unix,
  /** Bound to the shop (registration). */
  jointime: unix,
  create_time: unix,
  update_time: unix,
  /** Last movement of the balance (0: none). */
  Recenttradingtime: unix,
  /** 累计消费: what the player's bought orders cost. */
  consumption: yuan,
  /** 累计下单: orders placed. */
  PayNumber: unix,
  /** Players this one invited. */
  invitationNumber: unix,
  superior: PersonRef.nullable(),
  FiveDayHistory: z.array(z.boolean()),
  /** Agent commission rate as a fraction (0.015 = 1.5 %); 0 when none is set. */
  rate: z.number(),
  Config: PlayerConfig,
});
export type PlayerDetail = z.infer<typeof PlayerDetail>;

/** GET Userlist/setUserConfig — star, remark, 销售 or 专家 of a player. */
export const PlayerFlagRequest = z
  .strictObject({
    id: id(),
    type: z.enum(['Star', 'remarks', 'sale', 'expert']),
    value: text(PLAYER_LIMITS.remarksMax).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.type !== 'remarks' && v.value !== '0' && v.value !== '1')
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'flag_value' });
  });

/** POST Userlist/setUserConfig — make a player an agent (or not), or set their settlement days. */
export const PlayerAgentConfigRequest = z
  .strictObject({
    id: id(),
    type: z.enum(['agent', 'settle_days']),
    value: z.coerce.number().int(),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'agent' && v.value !== 0 && v.value !== 1)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'flag_value' });
    if (v.type === 'settle_days' && (v.value < 1 || v.value > PLAYER_LIMITS.settleDaysMax))
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `int_range:1:${PLAYER_LIMITS.settleDaysMax}`,
      });
  });

/** POST Userlist/setAgentRate — the agent's commission rate as a fraction (0.015 = 1.5 %), in steps of 0.01 %. */
export const PlayerAgentRateRequest = z.strictObject({
  id: id(),
  rate: z.coerce
    .number()
    .min(0.0001)
    .max(PLAYER_LIMITS.agentRateMax)
    .refine((r) => Math.abs(r * 10_000 - Math.round(r * 10_000)) < 1e-6, 'rate_step'),
});

/** POST Userlist/addMoney and delMoney — at most 5万 a time. */
export const PlayerMoneyRequest = z.strictObject({
  id: id(),
  money: moneyInput({ maxFen: PLAYER_LIMITS.moneyMaxFen }),
  memo: text(PLAYER_LIMITS.memoMax).default(''),
});

/** POST Userlist/Editsuperior — the player `value` becomes the superior of player `id`. */
export const PlayerSuperiorRequest = z.strictObject({ id: id(), value: id() });

/** POST Userlist/resetPassword — the shop sets a new password for its player (their sessions end). */
export const PlayerPasswordRequest = z.strictObject({ id: id(), password: password() });

/** GET Userlist/Orderlist — a player's bet records: 普通 (0) or 合买 (1); state 99 all, 98 only bought tickets. */
export const PlayerOrdersRequest = z.strictObject({
  id: id(),
  type: z.coerce
    .number()
    .pipe(z.literal([0, 1]))
    .default(0),
  state: z.enum(['99', '98']).default('99'),
  startTime: dateFilter(),
  endTime: dateFilter(),
  ...pageQuery,
});

/** GET Userlist/AccountDetails — the player's ledger. */
export const PlayerAccountRequest = z.strictObject({
  id: id(),
  startTime: dateFilter(),
  endTime: dateFilter(),
  ...pageQuery,
});
export const PlayerAccountEntry = z.strictObject(ledgerEntryFields);
export const PlayerAccount = z.strictObject({ money: yuan, data: pageOf(PlayerAccountEntry) });
export type PlayerAccountEntry = z.infer<typeof PlayerAccountEntry>;
export type PlayerAccount = z.infer<typeof PlayerAccount>;

/** GET Userlist/inviter — whom player `id` invited: 注册数据 (reg) or 投注数据 (bet), by nickname and dates. */
export const PlayerInvitesRequest = z.strictObject({
  id: id(),
  type: z.enum(['reg', 'bet']).default('reg'),
  search: search(),
  startTime: dateFilter(),
  endTime: dateFilter(),
  ...pageQuery,
});
/** GET Userlist/getAgentById — the same about an agent: type 1 注册数据, 2 投注数据. */
export const AgentInviteesRequest = z.strictObject({
  agentId: id(),
  type: z.coerce
    .number()
    .pipe(z.literal([1, 2]))
    .default(1),
  nickname: search(),
  startTime: dateFilter(),
  endTime: dateFilter(),
  ...pageQuery,
});
export const Invitee = z.strictObject({
  user_id: unix,
  nickname: z.string(),
  avatar: z.string(),
  /** Balance. */
  money: yuan,
  create_time: unix,
  /** What their bought orders in the date range cost. */
  bet_money: yuan,
});
export type Invitee = z.infer<typeof Invitee>;
export const Invitees = z.strictObject({
  /** Everyone invited (within the filters), and what they bet in the date range. */
  total: unix,
  bet_total_amount: yuan,
  data: pageOf(Invitee),
});
export type Invitees = z.infer<typeof Invitees>;

/** GET Userlist/getAgentList — the agents with their sales (orders of the players they invited) in the date range. */
export const AgentListRequest = z.strictObject({
  type: z.coerce.number().pipe(z.literal(0)).default(0),
  startTime: dateFilter(),
  endTime: dateFilter(),
  ...pageQuery,
});
export const AgentRow = z.strictObject({
  user_id: unix,
  avatar: z.string(),
  nickname: z.string(),
  rate: z.number(),
  /** Days since the player became an agent. */
  registerDays: unix,
  /** Players they invited in the date range. */
  registerCount: unix,
  saleAmount: yuan,
  commissionAmount: yuan,
});
export type AgentRow = z.infer<typeof AgentRow>;
export const AgentList = z.strictObject({
  /** Sales of every agent's invitees in the date range. */
  agentSaleAmount: yuan,
  /** Players the agents invited in the date range. */
  agentRegisterCount: unix,
  data: pageOf(AgentRow),
});
export type AgentList = z.infer<typeof AgentList>;

/** GET Userlist/getInviterList — the shops this shop invited (邀请店主). */
export const InvitedShopsRequest = z.strictObject({
  type: z.coerce.number().pipe(z.literal(0)).default(0),
  startTime: dateFilter(),
  endTime: dateFilter(),
  ...pageQuery,
});
export const InvitedShop = z.strictObject({
  user_id: unix,
  nickname: z.string(),
  mobile: z.string(),
  create_time: unix,
});
export const InvitedShops = z.strictObject({ inviter_qty: unix, data: pageOf(InvitedShop) });
export type InvitedShops = z.infer<typeof InvitedShops>;

/** GET Userlist/shareInfo — what the 店铺推广 poster shows: the shop and its invite code. */
export const ShopShareInfo = z.strictObject({
  id: unix,
  nickname: z.string(),
  avatar: z.string(),
  invite_code: z.string(),
});
export type ShopShareInfo = z.infer<typeof ShopShareInfo>;
