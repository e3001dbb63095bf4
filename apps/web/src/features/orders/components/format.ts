import { ORDER_STATE_LABELS } from '@dzzs/shared';
import { gameByCode, type BetContent, type SportsContent } from '@dzzs/shared/engine';
import dayjs from 'dayjs';
import { stateLabel } from '../../../shared/i18n/state-label.ts';

/** `MM-DD HH:mm` of unix seconds; empty for 0 (a step that has not happened). */
export const timeText = (unix: number, withYear = false) =>
  unix > 0 ? dayjs(unix * 1000).format(withYear ? 'YYYY-MM-DD HH:mm:ss' : 'MM-DD HH:mm') : '';

export const stateText = (state: number) => stateLabel(ORDER_STATE_LABELS, state);

/** A yuan string without a trailing ".00" where it reads better on a card. */
export const yuanText = (yuan: string) => yuan.replace(/\.00$/, '');

/**
 * The bet of a sports game (the engine's group 'sports'): matches and selections, shown as a table and split into
 * tickets (拆单明细). Number games carry lines of balls. The game decides: the server stores every bet in its game's
 * normalized shape.
 */
export const isSportsBet = (gameId: number, _content: BetContent): _content is SportsContent =>
  gameByCode(gameId)?.group === 'sports';

/** Fixed-odds games (竞彩足球, 竞彩篮球): the shop confirms the odds printed on the ticket at 出票. */
export const confirmsOdds = (gameId: number) => gameByCode(gameId)?.fixedOdds === true;
