import {
  COOPERATION_STATE_LABELS,
  fenToYuan,
  type Cooperation,
  type CooperationApplication,
} from '@dzzs/shared';
import { GAMES, gameByCode } from '@dzzs/shared/engine';
import { gameLabel, inLang, type Lang } from '../../core/i18n.ts';
import type { CooperationApplicationRow, CooperationGameRow, CooperationRow } from '../../db/schema.ts';
import type { ShopCard } from './cooperation.repository.ts';

// Rows of partner shops to their wire shapes (packages/shared/src/api/cooperation.ts), in the reader's language.

const NO_SHOP: ShopCard = { id: 0, nickname: '', avatar: '', mobile: '' };

function gameTitle(code: number, lang: Lang): string {
  const game = gameByCode(code);
  return game ? inLang(lang, gameLabel(game)) : String(code);
}

export function toApplication(
  row: CooperationApplicationRow,
  shops: Map<number, ShopCard>,
  lang: Lang,
): CooperationApplication {
  const branch = shops.get(row.branch_shop_id) ?? NO_SHOP;
  const main = shops.get(row.main_shop_id) ?? NO_SHOP;
  const label = COOPERATION_STATE_LABELS[row.state as keyof typeof COOPERATION_STATE_LABELS];
  return {
    id: row.id,
    BranchStore_id: row.branch_shop_id,
    BranchStore_name: branch.nickname,
    BranchStore_avatar: branch.avatar,
    MainStore_id: row.main_shop_id,
    MainStore_name: main.nickname,
    MainStore_avatar: main.avatar,
    game_id: row.game_code,
    game_title: row.game_code === null ? null : gameTitle(row.game_code, lang),
    gameCommission: row.commission,
    memo: row.memo,
    state: row.state,
    state_label: label ? inLang(lang, label) : String(row.state),
    create_time: row.create_time,
    handle_time: row.handle_time,
  };
}

export function toCooperation(
  row: CooperationRow,
  games: readonly CooperationGameRow[],
  known: {
    shops: Map<number, ShopCard>;
    balanceFen: number;
    /** Whether the other shop of the cooperation sells the game (taState). */
    counterpartSells: (gameCode: number) => boolean;
  },
  lang: Lang,
): Cooperation {
  const { shops } = known;
  const taken = new Set(games.map((g) => g.game_code));
  return {
    id: row.id,
    MainStore_id: row.main_shop_id,
    BranchStore_id: row.branch_shop_id,
    mainStore: shops.get(row.main_shop_id) ?? NO_SHOP,
    branchStore: shops.get(row.branch_shop_id) ?? NO_SHOP,
    CooperativeStoresMoney: fenToYuan(known.balanceFen),
    gamelist: games.map((g) => ({
      id: g.id,
      game_id: g.game_code,
      MainStore_id: row.main_shop_id,
      BranchStore_id: row.branch_shop_id,
      gameInfo: {
        title: gameTitle(g.game_code, lang),
        image: '',
        taState: known.counterpartSells(g.game_code) ? 1 : 0,
      },
      gameCommission: g.commission,
      AutomaticOrder: g.auto_hand_over,
      AutomaticOrderReceiving: g.accepting,
    })),
    applyGmae: GAMES.filter((g) => !taken.has(g.code)).map((g) => ({
      id: g.code,
      title: inLang(lang, gameLabel(g)),
      image: '',
    })),
    create_time: row.create_time,
  };
}
