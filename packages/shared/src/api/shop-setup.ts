import { z } from 'zod';
import { id, text, yuan } from '../fields.ts';
import { GAME_SETTING_MODELS, NOTICE_LIMITS } from '../shop-setup-rules.ts';
import { GameOnSale } from './calendar.ts';

// Wire shapes of shop administration (docs/shop-setup.md): the shop's announcements (公告设置) and its game
// switches (彩种管理), and the notices players of the shop read.

const unix = z.number().int();
const localized = z.strictObject({ zh: z.string(), en: z.string() });
const bit = z.literal([0, 1]);

/**
 * POST Setup/set_notice_board — `type` false / 0 滚动公告, true / 1 弹窗公告 (the earlier app sent booleans). An
 * empty scrolling notice takes the current one down; an empty pop-up is refused. The length allowed depends on the
 * type (checked by the service, which says which).
 */
export const NoticeSetRequest = z.strictObject({
  type: z
    .union([z.boolean(), z.literal([0, 1, '0', '1', 'true', 'false'])])
    .transform((v) => (v === true || v === 1 || v === '1' || v === 'true' ? 1 : 0)),
  content: text(NOTICE_LIMITS.popupMax, { multiline: true }).default(''),
});

/** One notice of the shop's history: `type` 0 滚动公告, 1 弹窗公告; an empty scrolling notice is a 公告取消. */
export const Notice = z.strictObject({
  id: unix,
  type: bit,
  /** 滚动公告 / 弹窗公告 / 公告取消, in the caller's language. */
  type_label: z.string(),
  content: z.string(),
  create_time: unix,
});
export type Notice = z.infer<typeof Notice>;

/** POST Setup/set_notice_board_list — the shop's notices, newest first (at most NOTICE_LIMITS.historyMax). */
export const NoticeHistory = z.array(Notice);

/** GET bettingend.Notice/list — what the player's shop announces now; null where it announces nothing. */
export const CurrentNotices = z.strictObject({
  scroll: Notice.nullable(),
  popup: Notice.nullable(),
});
export type CurrentNotices = z.infer<typeof CurrentNotices>;

/** The platform's bounds of a game's settings, which the shop's page shows and the server holds to. */
const GameLimits = z.strictObject({
  /** The least advance (minutes) the platform allows. */
  advance_min: unix,
  advance_max: unix,
  min_bet_low: yuan,
  min_bet_high: yuan,
  /** The most a shop's maximum per order may be: the platform's ceiling for one order. */
  max_bet_high: yuan,
});

/** One game as the shop's 彩种管理 shows it: its settings, what the platform offers, and what is on sale now. */
export const ShopGameSetting = z.strictObject({
  game_id: unix,
  name: localized,
  group: z.enum(['number', 'sports']),
  /** 允许投注 (1) or switched off by the shop (0). */
  gamestate: bit,
  Cooperation: bit,
  /** Minutes before the sales close the shop stops taking the game's orders (in force: never below the platform's). */
  advance: unix,
  MinBetAmount: yuan,
  /** The most one order of the game may cost at this shop (the platform's ceiling until the shop says less). */
  MaxBetAmount: yuan,
  AllowComplexPlay: bit,
  Repeat: bit,
  BonusOptimization: bit,
  Issuing_switch: bit,
  /** The settings the shop may change for this game (the platform withholds some, number games have fewer). */
  editable: z.array(z.enum(GAME_SETTING_MODELS)),
  limits: GameLimits,
  /** What is on sale now, as the player side sees it, with this shop's deadlines (GameOnSale). */
  ...GameOnSale.pick({ issue: true, next: true, matches: true, deadline: true }).shape,
});
export type ShopGameSetting = z.infer<typeof ShopGameSetting>;

/** GET Gamelist/index — every game, in the earlier app's order. */
export const ShopGameSettings = z.array(ShopGameSetting);

/**
 * POST Gamelist/edit — one setting of one game. `value` is 0/1 for switches, whole minutes for `advance`, yuan
 * (at most two decimals) for `MinBetAmount` and `MaxBetAmount`; the service checks it against the model and the platform's bounds.
 */
export const ShopGameEditRequest = z.strictObject({
  game_id: id(),
  model: z.string().trim().max(40),
  value: z.union([z.number(), z.boolean(), z.string().trim().max(20)]),
});
