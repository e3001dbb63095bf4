/**
 * player-orders: what placing an order costs (POST bettingend.Order/create, docs/orders.md "Ordering") for a 复式 of
 * 1,000 bets (福彩3D or 排列三 直选, every digit in every position) and a 竞彩足球 8串1, each against a single bet of
 * the same number game, side by side: one order of each kind in turn, so the machine's load falls on all three
 * alike. Each call is timed from the client (validation, pricing by the engine, the calendar, the shop's terms, the
 * transaction with its ledger rows). Budget: each costs at most 2× the single bet (median of the interleaved calls).
 */
import { fileURLToPath } from 'node:url';
import { authHeaders } from '../lib/compare.ts';
import { startServer, type ServerProcess } from '../lib/processes.ts';
import { fmt, summarize, table } from '../lib/report.ts';
import type { Suite } from '../lib/suite.ts';

const MAX_RATIO = 2;
const ROUNDS = Number(process.env.BENCH_ORDER_ROUNDS ?? 150);
const WARMUP = 20;
/** Eight 竞彩足球 matches on sale whatever the demo calendar has now. */
const SEED = fileURLToPath(new URL('../seeds/football-eight.ts', import.meta.url));

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(
  app: ServerProcess,
  path: string,
  token: string,
  body?: unknown,
): Promise<Envelope<T>> {
  const res = await fetch(app.baseUrl + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...authHeaders(app), 'ba-user-token': token, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as Envelope<T>;
}

async function timed(app: ServerProcess, token: string, body: unknown): Promise<number> {
  const started = process.hrtime.bigint();
  const r = await call(app, '/api/bettingend.Order/create', token, body);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (r.code !== 1) throw new Error(`order refused: ${r.msg}`);
  return ms;
}

const suite: Suite = {
  name: 'player-orders',
  order: 70,
  description: 'Order/create of a 1,000-bet 复式 and a 竞彩 8串1 vs a single bet, interleaved',
  async run() {
    const app = await startServer({ mode: 'app', seedModules: [SEED] });
    try {
      const login = await call<{ userinfo: { id: number; token: string } }>(
        app,
        '/api/bettingend.User/login',
        '',
        { username: 'player01', password: 'demo123456' },
      );
      if (login.code !== 1) throw new Error(`player login: ${login.msg}`);
      const player = login.data.userinfo;
      // Enough balance for every 复式 (2,000 yuan each): the shop adds it, 5万 at a time.
      const needed = (ROUNDS + WARMUP) * 2_002 + 10_000;
      for (let added = 0; added < needed; added += 50_000) {
        const r = await call(app, '/api/shopkeeper.Userlist/addMoney', app.info.token!, {
          id: player.id,
          money: 50_000,
          memo: 'bench',
        });
        if (r.code !== 1) throw new Error(`addMoney: ${r.msg}`);
      }

      const games = await call<{ game_id: number; issue: { issue: string } | null }[]>(
        app,
        '/api/bettingend.Game/list',
        player.token,
      );
      const digitGame = games.data.find((g) => (g.game_id === 102 || g.game_id === 202) && g.issue);
      if (!digitGame) throw new Error('neither 福彩3D nor 排列三 is on sale in the demo calendar now');
      const straight = (positions: number[][]) => [
        {
          beilv: 1,
          switch: 0,
          play: '直选',
          data: { list: { red: positions, blue: [] }, dan: { red: [], blue: [] } },
        },
      ];
      const all = Array.from({ length: 10 }, (_, d) => d);
      const single = { consent: 1, game_id: digitGame.game_id, content: straight([[1], [2], [3]]) };
      const complex = {
        consent: 1,
        game_id: digitGame.game_id,
        content: straight([all, all, all]),
        notes: 1000,
        amount: '2000.00',
      };

      const matches = await call<
        {
          matchId: string;
          matchNumStr: string;
          home: string;
          away: string;
          odds: Record<string, { res: string; rate: string | null }[]>;
        }[]
      >(app, '/api/bettingend.Game/matches?game_id=407', player.token);
      // 胜平负 or 让球胜平负: the plays that go up to 8 legs (比分 and 半全场 stop at 4, 总进球 at 6).
      const legOf = (m: (typeof matches.data)[number]) =>
        ['spf', 'rqspf'].flatMap((play) => m.odds[play] ?? []).find((o) => o.rate);
      const priced = matches.data.filter((m) => legOf(m));
      if (priced.length < 8)
        throw new Error(`only ${priced.length} 竞彩足球 matches with odds of 8-leg plays on sale`);
      // ×5: demo_shop takes 竞彩足球 orders of 10 yuan and more.
      const parlay = {
        consent: 1,
        game_id: 407,
        content: {
          Content: priced.slice(0, 8).map((m) => {
            const pick = legOf(m)!;
            return {
              matchNumStr: m.matchNumStr,
              matchId: m.matchId,
              homeTeamAbbName: m.home,
              awayTeamAbbName: m.away,
              data: [{ res: pick.res, rate: pick.rate }],
            };
          }),
          remarks: { Multiple: '5', reachType: ['8串1'], Repeat: '0', isComplex: '0' },
        },
      };

      const kinds = [
        { label: 'single bet (1 注)', body: single },
        { label: '复式 of 1,000 注', body: complex },
        { label: '竞彩足球 8串1', body: parlay },
      ];
      for (let i = 0; i < WARMUP; i++) for (const k of kinds) await timed(app, player.token, k.body);
      const samples = kinds.map(() => [] as number[]);
      for (let i = 0; i < ROUNDS; i++)
        for (const [j, k] of kinds.entries()) samples[j]!.push(await timed(app, player.token, k.body));

      const stats = samples.map((s) => summarize(s));
      const base = stats[0]!;
      console.log(
        table(
          ['order', 'calls', 'p50 ms', 'p99 ms', 'mean ms', 'p50 ÷ single'],
          kinds.map((k, j) => [
            k.label,
            String(samples[j]!.length),
            fmt(stats[j]!.p50),
            fmt(stats[j]!.p99),
            fmt(stats[j]!.mean),
            fmt(stats[j]!.p50 / base.p50),
          ]),
        ),
      );
      return {
        budgets: kinds.slice(1).map((k, j) => {
          const ratio = stats[j + 1]!.p50 / base.p50;
          return {
            budget: `Order/create of a ${k.label} costs ≤ ${MAX_RATIO}× a single bet`,
            measured: `${fmt(ratio)}× (p50 ${fmt(stats[j + 1]!.p50)} vs ${fmt(base.p50)} ms; p99 ${fmt(stats[j + 1]!.p99 / base.p99)}×)`,
            pass: ratio <= MAX_RATIO,
          };
        }),
        numbers: Object.fromEntries(kinds.map((k, j) => [k.label, stats[j]])),
      };
    } finally {
      await app.stop();
    }
  },
};
export default suite;
