import { GAMES } from '@dzzs/shared/engine';
import type { GameDraws, ShopCard } from '@dzzs/shared';
import { gameLabel, type Lang } from '../../core/i18n.ts';
import type { DbOrTrx } from '../../db/database.ts';
import { listGames } from '../calendar/games.service.ts';
import { listIssues, scheduleOf } from '../calendar/issues.service.ts';
import { latestDraws } from '../draws/draw-results.service.ts';
import * as notices from '../notices/notices.service.ts';
import * as players from '../players/players.service.ts';
import { offered } from '../red-packets/player-packets.service.ts';

// The player app's pages that show several areas at once (docs/players.md, "The player app's reads"), put together
// from the services that own them: this module owns no table.

interface Player {
  userId: number;
  shopId: number;
}

/** 首页: the shop, what it announces now, the games it sells with this shop's deadlines, its red packets on offer. */
export async function shopCard(db: DbOrTrx, player: Player, lang: Lang, now: number): Promise<ShopCard> {
  const [shop, current, games, packets] = await Promise.all([
    players.shopOf(db, player.shopId),
    notices.current(db, player.shopId, lang),
    listGames(db, player.shopId, now),
    offered(db, player, now),
  ]);
  return { shop, notices: current, games, red_packets: packets };
}

const NUMBER_GAMES = GAMES.filter((g) => g.group === 'number');

/**
 * 开奖: each number game's latest published result, and when it draws — the calendar's weekdays and its next issue
 * still to close — so no draw day is written anywhere but the calendar.
 */
export async function latestResults(db: DbOrTrx, now: number): Promise<GameDraws[]> {
  const latest = await latestDraws(
    db,
    NUMBER_GAMES.map((g) => g.code),
  );
  return Promise.all(
    NUMBER_GAMES.map(async (game) => {
      const [schedule, [next]] = await Promise.all([
        scheduleOf(db, game.code).catch(() => null),
        listIssues(db, { gameCode: game.code, from: now, limit: 1, now }),
      ]);
      return {
        game_id: game.code,
        name: gameLabel(game),
        latest: latest.get(game.code) ?? null,
        draw_weekdays: schedule ? schedule.draw_weekdays.split(',').filter(Boolean).map(Number) : [],
        next_issue: next?.row.issue ?? null,
        next_draw_time: next?.row.draw_time ?? null,
      };
    }),
  );
}
