import {
  EXCLUSIVE_SWITCHES,
  fenToYuan,
  GAME_SETTING_LABELS,
  GAME_SETTING_MODELS,
  PLAYER_ORDER_LIMITS,
  yuanToFen,
  type GameSettingModel,
  type PlatformSwitch,
  type ShopGameSetting,
} from '@dzzs/shared';
import { GAMES, gameByCode, type Game } from '@dzzs/shared/engine';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages, gameLabel } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTrx } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as calendar from '../calendar/calendar.service.ts';
import { listGames } from '../calendar/games.service.ts';
import { gameTerms, platformTerms, SWITCH_COLUMNS, type GameTerms } from './game-terms.ts';
import { toShopGameSetting } from './shop-games.mapper.ts';
import * as repo from './shop-games.repository.ts';

// 彩种管理 (docs/shop-setup.md, "Games"): each shop's switches of each game within the platform's bounds, and the
// checks orders ask of them. The advance minutes are the calendar's (it computes every deadline); this module
// checks and forwards them.

export const M = defineMessages({
  sgUnknownGame: { zh: 'game_id：没有编号为 {code} 的彩种', en: 'game_id: there is no game {code}' },
  sgUnknownModel: { zh: 'model：只能是 {models}', en: 'model: one of {models}' },
  sgNotEditable: {
    zh: 'model：{game}不能设置{setting}',
    en: 'model: {setting} cannot be set for {game}',
  },
  sgSwitchValue: { zh: 'value：{setting}只能是 0 或 1', en: 'value: {setting} takes 0 or 1' },
  sgAdvanceValue: {
    zh: 'value：{setting}为 {min}-{max} 的整数（平台要求不少于 {min} 分钟）',
    en: 'value: {setting} is a whole number from {min} to {max} (the platform asks at least {min})',
  },
  sgMinBetValue: {
    zh: 'value：{setting}为 {low}-{high} 元，最多两位小数',
    en: 'value: {setting} is {low}–{high} yuan with at most two decimals',
  },
  sgMaxBetValue: {
    zh: 'value：{setting}为 {low}-{high} 元，最多两位小数（不低于本店最小投注金额）',
    en: 'value: {setting} is {low}–{high} yuan with at most two decimals (not below the shop’s minimum bet)',
  },
  sgExclusive: {
    zh: 'value：{setting}与{other}不能同时开启，请先关闭{other}',
    en: 'value: {setting} and {other} cannot both be on; switch {other} off first',
  },
  sgSaved: { zh: '设置成功', en: 'Saved' },
  sgGameOff: { zh: '本店暂停销售{game}', en: 'The shop isn’t selling {game} right now' },
  sgBelowMinBet: {
    zh: '本店{game}最小投注金额 {min} 元，本单 {amount} 元',
    en: 'The shop takes {game} orders of at least {min} yuan; this one is {amount} yuan',
  },
  sgAboveMaxBet: {
    zh: '本店{game}单笔最大投注金额 {max} 元，本单 {amount} 元',
    en: 'The shop takes {game} orders of at most {max} yuan; this one is {amount} yuan',
  },
  sgComplexOff: {
    zh: 'content.remarks.isComplex：本店{game}未开放复杂玩法',
    en: 'content.remarks.isComplex: the shop does not take complex play for {game}',
  },
  sgRepeatOff: {
    zh: 'content.remarks.Repeat：本店{game}不允许重复',
    en: 'content.remarks.Repeat: the shop does not take repeats for {game}',
  },
  sgOptimizeOff: {
    zh: 'content.bonusOptimize：本店{game}未开放奖金优化',
    en: 'content.bonusOptimize: the shop does not take bonus optimisation for {game}',
  },
  sgIssuingOff: {
    zh: '本店{game}未开放发单，不能发起合买',
    en: 'The shop does not take plans for {game}: no group-buy can be started',
  },
});

const label = (model: GameSettingModel) => GAME_SETTING_LABELS[model];

/** The settings in force of one game for a shop; an unknown game is refused naming `game_id`. */
export async function termsOf(db: DbOrTrx, shopId: number, gameCode: number): Promise<GameTerms> {
  const game = gameByCode(gameCode);
  if (!game) throw AppError.fail(M.sgUnknownGame, { code: gameCode });
  const [platform, shop] = await Promise.all([
    repo.platformGame(db, game.code),
    repo.shopGame(db, shopId, game.code),
  ]);
  return gameTerms(game, platformTerms(platform), shop);
}

/** GET Gamelist/index: every game with the shop's settings and what is on sale for it now. */
export async function gameSettings(
  db: DbOrTrx,
  shopId: number,
  now = nowSeconds(),
): Promise<ShopGameSetting[]> {
  const [platform, shop, minAdvance, sales] = await Promise.all([
    repo.platformGames(db),
    repo.shopGames(db, shopId),
    calendar.platformMinAdvances(db),
    listGames(db, shopId, now, { all: true }),
  ]);
  const platformBy = new Map(platform.map((r) => [r.game_code, r]));
  const shopBy = new Map(shop.map((r) => [r.game_code, r]));
  const saleBy = new Map(sales.map((s) => [s.game_id, s]));
  return GAMES.map((game) => {
    const row = shopBy.get(game.code);
    const min = minAdvance(game.code);
    return toShopGameSetting(
      gameTerms(game, platformTerms(platformBy.get(game.code)), row),
      {
        minutes: calendar.effectiveAdvanceMinutes(min, row?.advance_minutes ?? null),
        min,
        max: calendar.MAX_ADVANCE_MINUTES,
      },
      saleBy.get(game.code),
    );
  });
}

const switchValue = (value: unknown): 0 | 1 | null =>
  value === 1 || value === '1' || value === true
    ? 1
    : value === 0 || value === '0' || value === false
      ? 0
      : null;

/**
 * POST Gamelist/edit: one setting of one game. Refuses (code 0, naming the field) an unknown game or setting, one
 * the platform withholds or the game does not have, a value out of its range, and 允许重复 with 奖金优化; nothing
 * is stored then. Answers the game as it is now.
 */
export async function editGame(
  ctx: AppContext,
  shopId: number,
  input: { game_id: number; model: string; value: unknown },
  now = nowSeconds(),
): Promise<ShopGameSetting> {
  const terms = await termsOf(ctx.db, shopId, input.game_id);
  const game = terms.game;
  const model = GAME_SETTING_MODELS.find((m) => m === input.model);
  if (!model) throw AppError.fail(M.sgUnknownModel, { models: GAME_SETTING_MODELS.join(', ') });
  const setting = label(model);
  if (!terms.editable.includes(model))
    throw AppError.fail(M.sgNotEditable, { game: gameLabel(game), setting });

  if (model === 'advance') {
    const min = (await calendar.platformMinAdvances(ctx.db))(game.code);
    const minutes =
      typeof input.value === 'string' && /^\d+$/.test(input.value) ? Number(input.value) : input.value;
    if (
      typeof minutes !== 'number' ||
      !Number.isInteger(minutes) ||
      minutes < min ||
      minutes > calendar.MAX_ADVANCE_MINUTES
    )
      throw AppError.fail(M.sgAdvanceValue, { setting, min, max: calendar.MAX_ADVANCE_MINUTES });
    await calendar.setShopAdvance(ctx, shopId, game.code, minutes);
  } else if (model === 'MinBetAmount' || model === 'MaxBetAmount') {
    const fen = typeof input.value === 'boolean' ? null : yuanToFen(input.value as number | string);
    // The minimum stays at or below the shop's maximum, the maximum at or above its minimum.
    const [low, high] =
      model === 'MinBetAmount'
        ? [terms.platform.minBetLowFen, Math.min(terms.platform.minBetHighFen, terms.maxBetFen)]
        : [terms.minBetFen, PLAYER_ORDER_LIMITS.maxOrderFen];
    if (fen === null || fen < low || fen > high)
      throw AppError.fail(model === 'MinBetAmount' ? M.sgMinBetValue : M.sgMaxBetValue, {
        setting,
        low: fenToYuan(low),
        high: fenToYuan(high),
      });
    await saveShopGame(ctx, shopId, game, now, () =>
      model === 'MinBetAmount' ? { min_bet_fen: fen } : { max_bet_fen: fen },
    );
  } else {
    const on = switchValue(input.value);
    if (on === null) throw AppError.fail(M.sgSwitchValue, { setting });
    if (model === 'gamestate') await saveShopGame(ctx, shopId, game, now, () => ({ enabled: on }));
    else await saveSwitch(ctx, shopId, game, model, on, now);
  }
  return (await gameSettings(ctx.db, shopId, now)).find((g) => g.game_id === game.code) as ShopGameSetting;
}

async function saveShopGame(
  ctx: AppContext,
  shopId: number,
  game: Game,
  now: number,
  patch: (current: GameTerms) => repo.ShopGamePatch,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const row = await repo.lockShopGame(tx.trx, ctx.dialect, shopId, game.code, now);
    const platform = platformTerms(await repo.platformGame(tx.trx, game.code));
    await repo.updateShopGame(tx.trx, shopId, game.code, patch(gameTerms(game, platform, row)), now);
  });
}

/** A switch; turning on one of 允许重复 / 奖金优化 while the other is on is refused (the app turns it off first). */
function saveSwitch(
  ctx: AppContext,
  shopId: number,
  game: Game,
  model: PlatformSwitch,
  on: 0 | 1,
  now: number,
) {
  return saveShopGame(ctx, shopId, game, now, (current) => {
    const other = EXCLUSIVE_SWITCHES.find((s) => s !== model);
    if (on && other && EXCLUSIVE_SWITCHES.some((s) => s === model) && current.switches[other])
      throw AppError.fail(M.sgExclusive, { setting: label(model), other: label(other) });
    return { [SWITCH_COLUMNS[model]]: on };
  });
}

// What orders ask (modules/orders): each refusal says which switch of the shop stopped the bet.

/** 允许投注: refuses a game the shop switched off. */
export function refuseIfOff(terms: GameTerms): void {
  if (!terms.enabled) throw AppError.fail(M.sgGameOff, { game: gameLabel(terms.game) });
}

/** A priced bet against the shop's minimum and maximum and its switches of complex play, repeats and bonus optimisation. */
export function refuseBet(
  terms: GameTerms,
  bet: { amountFen: number; complex: boolean; repeat: boolean; optimized: boolean; plan: boolean },
): void {
  const game = gameLabel(terms.game);
  if (bet.amountFen < terms.minBetFen)
    throw AppError.fail(M.sgBelowMinBet, {
      game,
      min: fenToYuan(terms.minBetFen),
      amount: fenToYuan(bet.amountFen),
    });
  if (bet.amountFen > terms.maxBetFen)
    throw AppError.fail(M.sgAboveMaxBet, {
      game,
      max: fenToYuan(terms.maxBetFen),
      amount: fenToYuan(bet.amountFen),
    });
  if (bet.complex && !terms.switches.AllowComplexPlay) throw AppError.fail(M.sgComplexOff, { game });
  if (bet.repeat && !terms.switches.Repeat) throw AppError.fail(M.sgRepeatOff, { game });
  if (bet.optimized && !terms.switches.BonusOptimization) throw AppError.fail(M.sgOptimizeOff, { game });
  if (bet.plan && !terms.switches.Issuing_switch) throw AppError.fail(M.sgIssuingOff, { game });
}

/** 合作模式: whether the shop lets a game's new orders be handed to a partner by themselves (自动甩单). */
export async function handsOverByItself(db: DbOrTrx, shopId: number, gameCode: number): Promise<boolean> {
  return (await termsOf(db, shopId, gameCode)).switches.Cooperation === 1;
}
