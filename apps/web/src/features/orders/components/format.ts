import { ORDER_STATE_LABELS } from '@dzzs/shared';
import { gameByCode } from '@dzzs/shared/engine';
import dayjs from 'dayjs';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { stateLabel } from '../../../shared/i18n/state-label.ts';

/** `MM-DD HH:mm` of unix seconds; empty for 0 (a step that has not happened). */
export const timeText = (unix: number, withYear = false) =>
  unix > 0 ? dayjs(unix * 1000).format(withYear ? 'YYYY-MM-DD HH:mm:ss' : 'MM-DD HH:mm') : '';

export const stateText = (state: number) => stateLabel(ORDER_STATE_LABELS, state);

export const gameName = (code: number, fallback = '') => {
  const game = gameByCode(code);
  if (!game) return fallback || String(code);
  return currentLanguage() === 'en' ? game.nameEn : game.nameZh;
};

/** A yuan string without a trailing ".00" where it reads better on a card. */
export const yuanText = (yuan: string) => yuan.replace(/\.00$/, '');

/** Fixed-odds games whose odds the shop confirms at 出票 (竞彩足球, 竞彩篮球). */
export const CONFIRMS_ODDS = new Set([407, 406]);
