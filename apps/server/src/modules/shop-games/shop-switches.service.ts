import type { Game } from '@dzzs/shared/engine';
import type { DbOrTrx } from '../../db/database.ts';
import { gameTerms, platformTerms } from './game-terms.ts';
import { platformGames, type ShopGameRow } from './shop-games.repository.ts';

// A shop's game switches and advance minutes (shop_games, this module's table) as the calendar reads and writes
// them; kept apart from shop-games.service, which itself asks the calendar for its games.
export { closedGamesOf, setShopAdvance, shopAdvance, shopGames } from './shop-games.repository.ts';

/** The least and most one order of each game may cost at the shop whose rows these are, as orders are held to. */
export async function betBounds(
  db: DbOrTrx,
  shopRows: readonly ShopGameRow[],
): Promise<(game: Game) => { minFen: number; maxFen: number }> {
  const platform = new Map((await platformGames(db)).map((r) => [r.game_code, r]));
  const shop = new Map(shopRows.map((r) => [r.game_code, r]));
  return (game) => {
    const terms = gameTerms(game, platformTerms(platform.get(game.code)), shop.get(game.code));
    return { minFen: terms.minBetFen, maxFen: terms.maxBetFen };
  };
}
