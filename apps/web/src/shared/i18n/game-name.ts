import { gameByCode } from '@dzzs/shared/engine';
import { currentLanguage } from './index.ts';

/** A game's name in the reader's language (the engine's table holds both); `fallback` for a code it does not know. */
export const gameName = (code: number, fallback = '') => {
  const game = gameByCode(code);
  if (!game) return fallback || String(code);
  return currentLanguage() === 'en' ? game.nameEn : game.nameZh;
};
