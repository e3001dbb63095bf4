import { ordersApi } from '@dzzs/shared';
import { GAME, quoteBet, type NumberContent } from '@dzzs/shared/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom, type Random } from '../src/modules/orders/sample-bets.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { openIssue } from './helpers/calendar.ts';
import { setWallet } from './helpers/ledger.ts';
import { orderRow, orderWorld, type OrderWorld } from './helpers/orders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The page's count and price are the server's (issue 30): random valid selections of every number game, placed
// through Order/create, are stored at the count and amount the engine's own functions give for them — the ones the
// player app's pickers call (`quoteBet` of @dzzs/shared/engine) — and both equal the counting rules written out
// here independently (C(n, k) per zone, products per position). The selections come from a seeded generator, so a
// failure can be replayed.

const ORDERS_PER_GAME = 10;
/** An order holds at most 100 lines: 1,000 selections per game through HTTP. */
const LINES_PER_ORDER = 100;
/** And many more in-process, against the independent count only. */
const OFFLINE_SELECTIONS = 5_000;

type Rnd = Random;
const int = (rnd: Rnd, lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
/** `n` distinct numbers of lo..hi, not in `not`. */
function distinct(rnd: Rnd, n: number, lo: number, hi: number, not: number[] = []): number[] {
  const out = new Set<number>();
  while (out.size < n) {
    const v = int(rnd, lo, hi);
    if (!not.includes(v)) out.add(v);
  }
  return [...out].sort((a, b) => a - b);
}
const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
};

interface Pick {
  line: NumberContent[number] | Record<string, unknown>;
  /** 注数 by the rules, counted here. */
  notes: number;
  /** Fen per 注. */
  unit: number;
}

const lotto = (
  red: number[],
  blue: number[],
  redDan: number[] = [],
  extra: Record<string, unknown> = {},
) => ({
  beilv: 1,
  switch: 0,
  ...extra,
  data: { list: { red, blue }, dan: { red: redDan, blue: [] } },
});

/** A random valid selection of each game, with its count by the published rules. */
const PICKERS: Record<number, (rnd: Rnd) => Pick> = {
  [GAME.ssq]: (rnd) => {
    const blue = distinct(rnd, int(rnd, 1, 2), 1, 16);
    if (rnd() < 0.5) {
      const red = distinct(rnd, int(rnd, 6, 8), 1, 33);
      return { line: lotto(red, blue), notes: choose(red.length, 6) * blue.length, unit: 200 };
    }
    const dan = distinct(rnd, int(rnd, 1, 5), 1, 33);
    const tuo = distinct(rnd, int(rnd, 7 - dan.length, 8 - dan.length), 1, 33, dan);
    return {
      line: lotto(tuo, blue, dan),
      notes: choose(tuo.length, 6 - dan.length) * blue.length,
      unit: 200,
    };
  },
  [GAME.dlt]: (rnd) => {
    const front = distinct(rnd, int(rnd, 5, 7), 1, 35);
    const back = distinct(rnd, int(rnd, 2, 3), 1, 12);
    const add = rnd() < 0.3;
    return {
      line: lotto(front, back, [], { switch: add ? 1 : 0 }),
      notes: choose(front.length, 5) * choose(back.length, 2),
      unit: add ? 300 : 200,
    };
  },
  [GAME.qlc]: (rnd) => {
    const red = distinct(rnd, int(rnd, 7, 9), 1, 30);
    return { line: lotto(red, []), notes: choose(red.length, 7), unit: 200 };
  },
  [GAME.kl8]: (rnd) => {
    const k = int(rnd, 1, 10);
    const labels = ['选一', '选二', '选三', '选四', '选五', '选六', '选七', '选八', '选九', '选十'];
    const red = distinct(rnd, int(rnd, k, Math.min(k + 2, 12)), 1, 80);
    return { line: lotto(red, [], [], { play: labels[k - 1] }), notes: choose(red.length, k), unit: 200 };
  },
  ...Object.fromEntries(
    [GAME.fc3d, GAME.pl3].map((code) => [
      code,
      (rnd: Rnd): Pick => {
        const play = int(rnd, 0, 2);
        if (play === 0) {
          const positions = [0, 1, 2].map(() => distinct(rnd, int(rnd, 1, 3), 0, 9));
          return {
            line: lotto(positions as unknown as number[], [], [], { play: '直选' }),
            notes: positions.reduce((p, d) => p * d.length, 1),
            unit: 200,
          };
        }
        if (play === 1) {
          const digits = distinct(rnd, int(rnd, 2, 6), 0, 9);
          return {
            line: lotto(digits, [], [], { play: '组三' }),
            notes: digits.length * (digits.length - 1),
            unit: 200,
          };
        }
        const digits = distinct(rnd, int(rnd, 3, 7), 0, 9);
        return { line: lotto(digits, [], [], { play: '组六' }), notes: choose(digits.length, 3), unit: 200 };
      },
    ]),
  ),
  [GAME.pl5]: (rnd) => {
    const positions = [0, 1, 2, 3, 4].map(() => distinct(rnd, int(rnd, 1, 2), 0, 9));
    return {
      line: lotto(positions as unknown as number[], []),
      notes: positions.reduce((p, d) => p * d.length, 1),
      unit: 200,
    };
  },
  [GAME.qxc]: (rnd) => {
    const six = [0, 1, 2, 3, 4, 5].map(() => distinct(rnd, int(rnd, 1, 2), 0, 9));
    const seventh = distinct(rnd, int(rnd, 1, 2), 0, 14);
    return {
      line: lotto(six as unknown as number[], seventh),
      notes: six.reduce((p, d) => p * d.length, 1) * seventh.length,
      unit: 200,
    };
  },
};
const GAMES = Object.keys(PICKERS).map(Number);

describe('the engine counts as the rules do (in-process)', () => {
  it.each(GAMES)(`game %i: ${OFFLINE_SELECTIONS} random selections`, (code) => {
    const rnd = seededRandom(code);
    for (let i = 0; i < OFFLINE_SELECTIONS; i++) {
      const pick = PICKERS[code]!(rnd);
      const q = quoteBet(code, [pick.line]);
      if (!q.ok) throw new Error(`game ${code}: ${JSON.stringify(pick.line)}: ${JSON.stringify(q.errors)}`);
      expect({ notes: q.value.notes, fen: q.value.amountFen }).toEqual({
        notes: pick.notes,
        fen: pick.notes * pick.unit,
      });
    }
  });
});

describe('Order/create stores what the engine quotes', () => {
  let t: TestApp;
  let w: OrderWorld;
  const issues = new Map<number, string>();
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoAccounts(t.ctx);
    w = await orderWorld(t);
    for (const code of GAMES) {
      await t.db.deleteFrom('issues').where('game_code', '=', code).execute();
      issues.set(code, (await openIssue(t, { game: code, n: 200 })).issue);
    }
    await setWallet(t, w.players[0]!.id, 1_000_000_00);
  }, 60_000);
  afterAll(() => t?.close());

  it.each(GAMES)(
    `game %i: ${ORDERS_PER_GAME * LINES_PER_ORDER} random selections through HTTP`,
    async (code) => {
      const rnd = seededRandom(1000 + code);
      for (let o = 0; o < ORDERS_PER_GAME; o++) {
        const picks = Array.from({ length: LINES_PER_ORDER }, () => PICKERS[code]!(rnd));
        const content = picks.map((p) => p.line);
        const quote = quoteBet(code, content);
        if (!quote.ok) throw new Error(JSON.stringify(quote.errors));
        const fen = picks.reduce((s, p) => s + p.notes * p.unit, 0);
        // The pay sheet shows the engine's figures; the server takes them only when they are its own.
        const r = await t.post<{ order_id: string }>(ordersApi.create.path, {
          token: w.players[0]!.token,
          body: {
            consent: 1,
            game_id: code,
            issue: issues.get(code),
            content,
            amount: (quote.value.amountFen / 100).toFixed(2),
            notes: quote.value.notes,
          },
        });
        expect(r.code, r.msg).toBe(1);
        const row = await orderRow(t, r.data.order_id);
        expect(row.bet_money).toBe(fen);
        expect(quote.value.amountFen).toBe(fen);
        const stored = JSON.parse(row.bet_content) as { note: number }[];
        expect(stored.map((l) => l.note)).toEqual(picks.map((p) => p.notes));
        expect(stored).toEqual(quote.value.content);
      }
    },
    120_000,
  );
});
