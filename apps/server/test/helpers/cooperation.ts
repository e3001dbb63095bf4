import { cooperationApi as api } from '@dzzs/shared';
import type { TestApp } from './test-app.ts';

/**
 * The branch applies to cooperate with the main store, which adopts; then the branch adds 双色球 at `commission` %
 * and the main store adopts that too. Every step must succeed.
 */
export async function cooperate(
  t: TestApp,
  shops: { branch: string; main: string; mainId: number },
  commission = 3,
): Promise<void> {
  const call = async (path: string, token: string, query: Record<string, string | number>) => {
    const r = await t.get<unknown>(path, { token, query });
    if (r.code !== 1) throw new Error(`${path}: ${r.msg}`);
    return r.data;
  };
  const waiting = async () =>
    ((await call(api.toMe.path, shops.main, { state: '0' })) as { id: number }[])[0]!.id;
  await call(api.apply.path, shops.branch, { id: shops.mainId });
  await call(api.adopt.path, shops.main, { id: await waiting() });
  await call(api.applyGame.path, shops.branch, { id: shops.mainId, game_id: 101, commission });
  await call(api.adopt.path, shops.main, { id: await waiting() });
}
