import type { AppContext } from '../../context.ts';
import type { DemoIds } from '../../seed/demo-ids.ts';
import { editGame } from './shop-games.service.ts';

// demo_shop's 彩种管理 differs from the defaults: 七乐彩 switched off, 竞彩足球 stops 30 minutes early with a
// 10-yuan minimum and repeats allowed (so no bonus optimisation), 北京单场 without complex play or plans, and
// 大乐透 handed over by hand only. Made through the service the page uses.

export async function seedShopGames(ctx: AppContext, ids: DemoIds): Promise<void> {
  const edits: [number, string, number | string][] = [
    [104, 'gamestate', 0],
    [407, 'advance', 30],
    [407, 'MinBetAmount', '10'],
    [407, 'BonusOptimization', 0],
    [407, 'Repeat', 1],
    [405, 'AllowComplexPlay', 0],
    [405, 'Issuing_switch', 0],
    [201, 'Cooperation', 0],
  ];
  for (const [game_id, model, value] of edits) await editGame(ctx, ids.shopId, { game_id, model, value });
}
