// A shop's game switches and advance minutes (shop_games, this module's table) as the calendar reads and writes
// them; kept apart from shop-games.service, which itself asks the calendar for its games.
export { closedGamesOf, setShopAdvance, shopAdvance, shopGames } from './shop-games.repository.ts';
