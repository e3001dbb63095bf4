import Database from 'better-sqlite3';
import type { DrawInfo, MatchResultInfo } from '@dzzs/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/core/errors.ts';
import { issueToken } from '../src/modules/auth/token.service.ts';
import { settle, settleMany } from '../src/modules/draws/draw-settlement.service.ts';
import type { ResultChange } from '../src/modules/draws/result-change.ts';
import { MODULES } from '../src/modules/index.ts';
import type { ServerModule } from '../src/server-module.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { platformCli } from './helpers/platform-cli.ts';
import { createTestApp, TEST_DB, type TestApp } from './helpers/test-app.ts';

type Published<K extends string, T> = { created: boolean; changed: boolean } & Record<K, T>;

let t: TestApp;
let token: string;
async function setUp(modules?: readonly ServerModule[]) {
  t = await createTestApp({}, modules ? { modules } : {});
  await seedDemoAccounts(t.ctx);
  const support = await t.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'support')
    .executeTakeFirstOrThrow();
  token = await issueToken(t.db, support.id, 'user', 3600);
}
beforeEach(() => setUp());
afterEach(() => t.close());

/** Runs a test on an app whose modules include one more: a listener for result changes. */
async function withListener(onDrawResult: ServerModule['onDrawResult'], run: () => Promise<void>) {
  await t.close();
  await setUp([...MODULES, { name: 'test-listener', onDrawResult }]);
  await run();
}

const publishNumber = (body: Record<string, unknown>, as = token) =>
  t.post<Published<'draw', DrawInfo>>('/api/platform.Draw/publishNumber', { token: as, body });
const publishMatch = (body: Record<string, unknown>, as = token) =>
  t.post<Published<'result', MatchResultInfo>>('/api/platform.Draw/publishMatch', { token: as, body });
const drawRows = () => t.db.selectFrom('draws').selectAll().orderBy('id').execute();
const matchRows = () => t.db.selectFrom('match_results').selectAll().orderBy('id').execute();

/** Bet content in the wire shapes players send (number games: lines; sports: Content + remarks). */
const lottoLine = (red: number[], blue: number[], beilv = 1) => ({
  note: 1,
  beilv,
  switch: 0,
  data: { list: { red, blue }, dan: { red: [], blue: [] } },
});
const footballMatch = (matchId: string, picks: [string, string][]) => ({
  matchNumStr: `周六${matchId.slice(-3)}`,
  matchId,
  homeTeamAbbName: '主队',
  awayTeamAbbName: '客队',
  data: picks.map(([res, rate]) => ({ res, rate })),
});
const football = (matches: ReturnType<typeof footballMatch>[], reachType: string[], multiple = 1) => ({
  type: 'jczq',
  gametype: 'hh',
  Content: matches,
  remarks: {
    Note: '1',
    Multiple: String(multiple),
    reachType,
    bonusmax: '0',
    bonusmin: '0',
    Amount: '0',
    Repeat: '0',
    isComplex: '0',
  },
});

const homeWinSingle = () => football([footballMatch('20261121-001', [['胜', '1.85']])], ['单关']);

const SSQ = {
  game: 101,
  issue: '2026135',
  red: [1, 5, 9, 12, 20, 33],
  blue: [7],
  pool: { '1': '5000000', '2': '120000.00' },
};

describe('platform.Draw/publishNumber', () => {
  it('stores a 双色球 draw with its pool tiers in fen and answers it in yuan', async () => {
    const res = await publishNumber(SSQ);
    expect(res).toMatchObject({ code: 1, msg: '开奖结果已发布', data: { created: true, changed: true } });
    expect(res.data.draw).toMatchObject({
      type: 'number',
      game: 101,
      gameName: '双色球',
      issue: '2026135',
      red: SSQ.red,
      blue: [7],
      digits: [],
      pool: { '1': '5000000.00', '2': '120000.00' },
      revision: 1,
    });
    const [row, ...more] = await drawRows();
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ game_code: 101, issue: '2026135', revision: 1 });
    expect(JSON.parse(row!.numbers)).toEqual({ red: SSQ.red, blue: [7] });
    expect(JSON.parse(row!.pool_tiers)).toEqual({ '1': 500_000_000, '2': 12_000_000 });
    expect(row!.published_time).toBe(res.data.draw.published_time);
  });

  it('stores digit draws in drawing order (排列三, 七星彩 with its 0–14 last digit)', async () => {
    expect(
      (await publishNumber({ game: 202, issue: '2026300', digits: [3, 1, 3] })).data.draw.digits,
    ).toEqual([3, 1, 3]);
    expect(
      (
        await publishNumber({
          game: 204,
          issue: '2026130',
          digits: [1, 2, 3, 4, 5, 6, 14],
          pool: { '1': 5_000_000 },
        })
      ).code,
    ).toBe(1);
    expect((await drawRows()).map((r) => JSON.parse(r.numbers))).toEqual([
      { digits: [3, 1, 3] },
      { digits: [1, 2, 3, 4, 5, 6, 14] },
    ]);
  });

  it('publishing the same draw twice changes nothing, whatever the order of balls and tiers', async () => {
    await publishNumber(SSQ);
    await t.db.updateTable('draws').set({ update_time: 1 }).execute();
    const again = await publishNumber({
      ...SSQ,
      red: [33, 20, 12, 9, 5, 1],
      pool: { '2': 120000, '1': '5000000.00' },
    });
    expect(again).toMatchObject({
      code: 1,
      msg: '开奖结果与已发布的相同，未作改动',
      data: { created: false, changed: false, draw: { revision: 1 } },
    });
    const [row, ...more] = await drawRows();
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ revision: 1, update_time: 1 });
  });

  it('a correction bumps the revision and changes the settlement of a 双色球 bet that depends on it', async () => {
    const bet = {
      id: 1,
      gameCode: 101,
      issue: '2026135',
      content: [lottoLine([1, 5, 9, 12, 20, 33], [7], 2)],
    };
    const other = { id: 2, gameCode: 101, issue: '2026135', content: [lottoLine([1, 5, 9, 12, 2, 3], [8])] };
    expect(await settle(t.db, bet)).toMatchObject({ status: 'pending', WinningMoney: 0, basis: [] });

    // Numbers first, pool amounts later: a first-prize hit waits for its amount, fixed tiers are paid at once.
    await publishNumber({ game: 101, issue: '2026135', red: SSQ.red, blue: [7] });
    const [early, earlyOther] = await settleMany(t.db, [bet, other]);
    expect(early).toMatchObject({ status: 'pending', details: { kind: 'number', missingPoolTiers: [1] } });
    expect(earlyOther).toMatchObject({ status: 'won', WinningMoney: 1_000, AwardMoney: 1_000 }); // 4+0 → tier 5, 10 yuan

    const withPool = await publishNumber(SSQ);
    expect(withPool).toMatchObject({
      msg: '开奖结果已更正（第 2 版）',
      data: { changed: true, draw: { revision: 2 } },
    });
    expect(await settle(t.db, bet)).toMatchObject({
      status: 'won',
      WinningMoney: 1_000_000_000,
      AwardMoney: 1_000_000_000,
      basis: ['draw:101:2026135#2'],
    });

    // The blue ball was misread: 6+0 is the second prize, and the other bet now hits 4+1 (200 yuan).
    await t.db.updateTable('draws').set({ update_time: 1 }).execute();
    const corrected = await publishNumber({ ...SSQ, blue: [8] });
    expect(corrected.data).toMatchObject({ created: false, changed: true, draw: { blue: [8], revision: 3 } });
    const [row] = await drawRows();
    expect(row).toMatchObject({ revision: 3 });
    expect(row!.update_time).toBeGreaterThan(1);
    const [after, afterOther] = await settleMany(t.db, [bet, other]);
    expect(after).toMatchObject({
      status: 'won',
      WinningMoney: 24_000_000,
      AwardMoney: 24_000_000,
      basis: ['draw:101:2026135#3'],
    });
    expect(after!.details).toMatchObject({
      kind: 'number',
      lines: [{ tiers: [{ tier: 2, count: 1, unitFen: 12_000_000, prizeFen: 24_000_000 }] }],
    });
    expect(afterOther).toMatchObject({ status: 'won', WinningMoney: 20_000 });
  });

  it('names the field of bad input, never answers HTTP 500 and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...SSQ, game: 999 }, 'game 只能是'],
      [{ ...SSQ, game: '101' }, 'game 只能是'],
      [{ ...SSQ, red: [1, 5, 9, 12, 20, 33, 2] }, 'red 应为 6 个不重复的号码（1–33）'],
      [{ ...SSQ, red: [1, 5, 9, 12, 20, 20] }, 'red 应为 6 个不重复的号码'],
      [{ ...SSQ, red: [1, 5, 9, 12, 20, 34] }, 'red 应为 6 个不重复的号码'],
      [{ ...SSQ, blue: [] }, 'blue 应为 1 个不重复的号码（1–16）'],
      [{ ...SSQ, red: ['a'] }, 'red.0 应为数字'],
      [{ game: 101, red: SSQ.red, blue: [7] }, '请填写 issue'],
      [{ ...SSQ, issue: '26-135' }, 'issue 格式不正确'],
      [{ ...SSQ, digits: [1, 2, 3] }, '没有 digits'],
      [{ ...SSQ, pool: { '3': '3000' } }, 'pool.3 不是双色球的奖池奖级，可填：1, 2'],
      [{ ...SSQ, pool: { '1': '12.345' } }, 'pool.1 应为金额（元），最多两位小数'],
      [{ game: 202, issue: '2026300', digits: [1, 2] }, 'digits 应为 3 位开奖号码（每位 0–9）'],
      [
        { game: 204, issue: '2026130', digits: [1, 2, 3, 4, 5, 6, 15] },
        'digits 应为 7 位开奖号码（第1–6位 0–9，第7位 0–14）',
      ],
      [
        { game: 202, issue: '2026300', digits: [1, 2, 3], pool: { '1': 100 } },
        '排列三没有奖池奖级，请不要填写 pool',
      ],
      [
        { game: 104, issue: '2026100', red: [1, 2, 3, 4, 5, 6, 7], blue: [7] },
        'blue 特别号码不能与 red 中的号码重复',
      ],
      [{ ...SSQ, extra: 1 }, '不支持的参数 extra'],
    ];
    for (const [body, msg] of cases) {
      const res = await publishNumber(body);
      expect(res, JSON.stringify(body)).toMatchObject({ code: 0 });
      expect(res.msg, JSON.stringify(body)).toContain(msg);
    }
    expect((await publishNumber(SSQ, '')).code).toBe(303);
    expect(
      (await t.post('/api/platform.Draw/publishNumber', { token, body: { ...SSQ, red: [1] }, lang: 'en' }))
        .msg,
    ).toBe('red must be 6 different numbers from 1 to 33');
    expect(await drawRows()).toEqual([]);
  });

  it('refuses shop accounts with 401 and writes nothing', async () => {
    for (const username of ['demo_shop', 'demo_clerk']) {
      const shop = await t.login(username);
      expect((await publishNumber(SSQ, shop.token)).code).toBe(401);
      expect((await publishMatch({ matchId: '20261121-001', full: '2:1' }, shop.token)).code).toBe(401);
      expect((await t.get('/api/platform.Draw/list', { token: shop.token })).code).toBe(401);
    }
    expect(await drawRows()).toEqual([]);
    expect(await matchRows()).toEqual([]);
  });
});

describe('platform.Draw/publishMatch', () => {
  const single = football([footballMatch('20261121-001', [['胜', '1.85']])], ['单关'], 2);
  const parlay = football(
    [footballMatch('20261121-001', [['胜', '2.00']]), footballMatch('20261121-002', [['平', '3.10']])],
    ['2串1'],
  );

  it('stores full-time and half-time scores; the same result twice changes nothing', async () => {
    const res = await publishMatch({ matchId: '20261121-001', full: '2:1', half: '1:0' });
    expect(res).toMatchObject({
      code: 1,
      data: {
        created: true,
        changed: true,
        result: {
          type: 'match',
          matchId: '20261121-001',
          full: '2:1',
          half: '1:0',
          cancelled: 0,
          revision: 1,
        },
      },
    });
    expect(await matchRows()).toMatchObject([
      {
        match_id: '20261121-001',
        full_home: 2,
        full_away: 1,
        half_home: 1,
        half_away: 0,
        cancelled: 0,
        revision: 1,
      },
    ]);
    await t.db.updateTable('match_results').set({ update_time: 1 }).execute();
    const again = await publishMatch({
      matchId: '20261121-001',
      full: ' 2:1',
      half: '1:0',
      cancelled: false,
    });
    expect(again.data).toMatchObject({ created: false, changed: false, result: { revision: 1 } });
    expect(await matchRows()).toMatchObject([{ revision: 1, update_time: 1 }]);
  });

  it('a correction changes the settlement of 竞彩足球 bets; a missing match keeps a parlay pending', async () => {
    const bets = [
      { id: 'single', gameCode: 407, content: single },
      { id: 'parlay', gameCode: 407, content: parlay },
    ];
    await publishMatch({ matchId: '20261121-001', full: '2:1', half: '1:0' });
    const [s1, p1] = await settleMany(t.db, bets);
    expect(s1).toMatchObject({
      id: 'single',
      status: 'won',
      WinningMoney: 740,
      AwardMoney: 740,
      basis: ['match:20261121-001#1'],
    });
    expect(p1).toMatchObject({
      id: 'parlay',
      status: 'pending',
      WinningMoney: 0,
      details: { kind: 'sports', missingMatches: ['20261121-002'] },
    });

    await publishMatch({ matchId: '20261121-002', full: '1:1', half: '0:0' });
    expect(await settle(t.db, bets[1]!)).toMatchObject({
      status: 'won',
      WinningMoney: 1_240,
      basis: ['match:20261121-001#1', 'match:20261121-002#1'],
    });

    // The home win was a 1:2 away win after all.
    const corrected = await publishMatch({ matchId: '20261121-001', full: '1:2', half: '1:0' });
    expect(corrected).toMatchObject({
      msg: '开奖结果已更正（第 2 版）',
      data: { changed: true, result: { full: '1:2', revision: 2 } },
    });
    expect(await matchRows()).toMatchObject([{ full_home: 1, full_away: 2, revision: 2 }, { revision: 1 }]);
    const [s2, p2] = await settleMany(t.db, bets);
    expect(s2).toMatchObject({
      status: 'lost',
      WinningMoney: 0,
      AwardMoney: 0,
      basis: ['match:20261121-001#2'],
    });
    expect(p2).toMatchObject({ status: 'lost', WinningMoney: 0 });

    // Cancelled: every selection on the match wins at odds 1.00.
    await publishMatch({ matchId: '20261121-001', cancelled: true });
    expect(await matchRows()).toMatchObject([
      { full_home: null, full_away: null, half_home: null, half_away: null, cancelled: 1, revision: 3 },
      { revision: 1 },
    ]);
    expect(await settle(t.db, bets[0]!)).toMatchObject({ status: 'won', WinningMoney: 400 });
    expect(await settle(t.db, bets[1]!)).toMatchObject({ status: 'won', WinningMoney: 620 });
  });

  it('names the field of bad input and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ matchId: '20261121-001', full: 'a:b' }, 'full 应为“主队:客队”比分，如 2:1'],
      [{ matchId: '20261121-001', full: '2:1', half: '1' }, 'half 应为“主队:客队”比分'],
      [{ matchId: '20261121-001' }, '请填写 full'],
      [{ matchId: '20261121-001', full: '2:1', half: '3:0' }, 'half 半场比分 3:0 不能大于全场比分 2:1'],
      [{ matchId: '20261121-001', full: '2:1', cancelled: 1 }, '已取消的比赛不能填写 full'],
      [{ full: '2:1' }, '请填写 matchId'],
      [{ matchId: '2026 1121', full: '2:1' }, 'matchId 格式不正确'],
      [{ matchId: '20261121-001', full: '2:1', cancelled: 'yes' }, 'cancelled'],
    ];
    for (const [body, msg] of cases) {
      const res = await publishMatch(body);
      expect(res, JSON.stringify(body)).toMatchObject({ code: 0 });
      expect(res.msg, JSON.stringify(body)).toContain(msg);
    }
    expect(await matchRows()).toEqual([]);
  });
});

describe('settlement service', () => {
  it('leaves hand-settled games to the shop and explains what it cannot settle', async () => {
    await publishNumber({ game: 104, issue: '2026100', red: [1, 2, 3, 4, 5, 6, 7], blue: [8] });
    const [qlc, noIssue, broken, unknown] = await settleMany(t.db, [
      { id: 1, gameCode: 104, issue: '2026100', content: [lottoLine([1, 2, 3, 4, 5, 6, 7], [])] },
      { id: 2, gameCode: 101, content: [lottoLine(SSQ.red, [7])] },
      { id: 3, gameCode: 407, content: { Content: 'nonsense' } },
      { id: 4, gameCode: 999, content: [] },
    ]);
    expect(qlc).toMatchObject({ status: 'not_settleable', WinningMoney: 0, AwardMoney: 0 });
    expect(noIssue).toMatchObject({ status: 'invalid', errors: [{ path: 'issue' }] });
    expect(broken).toMatchObject({ status: 'invalid' });
    expect(unknown).toMatchObject({ status: 'invalid' });
  });

  it('tells listeners about new and corrected results in the publishing transaction, not about repeats', async () => {
    const seen: ResultChange[] = [];
    await withListener(
      async (_ctx, tx, change) => {
        seen.push(change);
        // Inside the transaction the new result is visible to settlement.
        if (change.kind === 'match')
          expect((await settle(tx.trx, { id: 1, gameCode: 407, content: homeWinSingle() })).basis).toEqual([
            `match:20261121-001#${change.revision}`,
          ]);
      },
      async () => {
        await publishMatch({ matchId: '20261121-001', full: '2:1' });
        await publishMatch({ matchId: '20261121-001', full: '2:1' });
        await publishMatch({ matchId: '20261121-001', full: '2:2' });
        await publishNumber(SSQ);
        expect(seen).toEqual([
          { kind: 'match', matchId: '20261121-001', revision: 1 },
          { kind: 'match', matchId: '20261121-001', revision: 2 },
          { kind: 'draw', gameCode: 101, issue: '2026135', revision: 1 },
        ]);
      },
    );
  });

  it('rolls the publication back when a listener fails: nothing half-written', async () => {
    await withListener(
      async (_ctx, _trx, change) => {
        if (change.kind === 'draw' || change.revision > 1) throw AppError.fail('notFound', { what: '订单' });
      },
      async () => {
        await publishMatch({ matchId: '20261121-001', full: '2:1' });
        expect(await publishMatch({ matchId: '20261121-001', full: '0:0' })).toMatchObject({
          code: 0,
          msg: '订单不存在',
        });
        expect(await publishNumber(SSQ)).toMatchObject({ code: 0 });
        expect(await matchRows()).toMatchObject([{ full_home: 2, full_away: 1, revision: 1 }]);
        expect(await drawRows()).toEqual([]);
      },
    );
  });

  it("keeps listeners per app: a second app in the same process doesn't call the first one's", async () => {
    const seen: string[] = [];
    const other = await createTestApp(
      {},
      { modules: [...MODULES, { name: 'other', onDrawResult: async () => void seen.push('other') }] },
    );
    try {
      expect((await publishNumber(SSQ)).code).toBe(1);
      expect(seen).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('platform.Draw/list', () => {
  it('pages draws newest first, with a keyset cursor, and lists match results', async () => {
    for (const issue of ['2026133', '2026134', '2026135']) await publishNumber({ ...SSQ, issue });
    await publishNumber({ game: 202, issue: '2026300', digits: [1, 2, 3] });
    await publishMatch({ matchId: '20261121-001', cancelled: 1 });
    const first = await t.get<{ total: number; last_page: number; next_last_id: number; data: DrawInfo[] }>(
      '/api/platform.Draw/list',
      { token, query: { game: 101, per_page: 2 } },
    );
    expect(first.data).toMatchObject({ total: 3, per_page: 2, current_page: 1, last_page: 2 });
    // The server hands out the cursor of the next page: the last row's id.
    expect(first.data.next_last_id).toBe(first.data.data[1]!.id);
    expect(first.data.data.map((d) => d.issue)).toEqual(['2026135', '2026134']);
    const second = await t.get<{ next_last_id: number | null; data: DrawInfo[] }>('/api/platform.Draw/list', {
      token,
      query: { game: 101, per_page: 2, current_page: 2 },
    });
    expect(second.data.data.map((d) => d.issue)).toEqual(['2026133']);
    expect(second.data.next_last_id).toBeNull();
    const keyset = await t.get<{ data: DrawInfo[] }>('/api/platform.Draw/list', {
      token,
      query: { game: 101, per_page: 2, last_id: first.data.next_last_id },
    });
    expect(keyset.data.data.map((d) => d.issue)).toEqual(['2026133']);
    expect((await t.get<{ total: number }>('/api/platform.Draw/list', { token })).data.total).toBe(4);
    const matches = await t.get<{ data: MatchResultInfo[] }>('/api/platform.Draw/list', {
      token,
      query: { type: 'match' },
    });
    expect(matches.data.data).toMatchObject([
      { type: 'match', matchId: '20261121-001', cancelled: 1, full: null },
    ]);
    expect(await t.get('/api/platform.Draw/list', { token, query: { type: 'other' } })).toMatchObject({
      code: 0,
      msg: 'type 只能是 "number", "match"',
    });
  });
});

describe.skipIf(TEST_DB !== 'sqlite')('npm run platform -- publish-draw (CLI)', () => {
  const platform = platformCli('dzzs-draws-cli-');
  const cli = platform.run;

  // Each run starts a fresh Node process with tsx, a couple of seconds apiece.
  const SPAWNS_TIMEOUT = 60_000;

  it(
    'publishes a draw and match results; the same draw twice changes nothing',
    () => {
      const draw = [
        'publish-draw',
        '--game',
        '101',
        '--issue',
        '2026135',
        '--red',
        '1,5,9,12,20,33',
        '--blue',
        '7',
        '--pool',
        '1=500000000,2=12000000',
      ];
      const first = cli(...draw);
      expect(first.stderr).toBe('');
      expect(first.status).toBe(0);
      expect(first.stdout).toContain('published: 101 2026135  01 05 09 12 20 33 + 07');
      expect(cli(...draw).stdout).toContain('unchanged');
      expect(cli('publish-draw', '--match', '20261121-001', '--full', '2:1', '--half', '1:0').status).toBe(0);
      expect(
        cli('publish-draw', '--match', '20261121-001', '--full', '2:2', '--half', '1:0').stdout,
      ).toContain('corrected: 20261121-001  full 2:2 half 1:0  revision 2');
      expect(cli('publish-draw', '--match', '20261121-002', '--cancelled').status).toBe(0);

      const db = new Database(platform.dbFile());
      expect(db.prepare('select game_code, issue, numbers, pool_tiers, revision from draws').all()).toEqual([
        {
          game_code: 101,
          issue: '2026135',
          numbers: '{"red":[1,5,9,12,20,33],"blue":[7]}',
          pool_tiers: '{"1":500000000,"2":12000000}',
          revision: 1,
        },
      ]);
      expect(
        db
          .prepare(
            'select match_id, full_home, full_away, half_home, half_away, cancelled, revision from match_results order by id',
          )
          .all(),
      ).toEqual([
        {
          match_id: '20261121-001',
          full_home: 2,
          full_away: 2,
          half_home: 1,
          half_away: 0,
          cancelled: 0,
          revision: 2,
        },
        {
          match_id: '20261121-002',
          full_home: null,
          full_away: null,
          half_home: null,
          half_away: null,
          cancelled: 1,
          revision: 1,
        },
      ]);
      db.close();

      const list = cli('list-draws');
      expect(list.stdout).toContain('101 2026135');
      expect(list.stdout).toContain('page 1 of 1 (1 in all)');
    },
    SPAWNS_TIMEOUT,
  );

  it(
    'explains bad input with the usage and writes nothing',
    () => {
      const sevenReds = cli(
        'publish-draw',
        '--game',
        '101',
        '--issue',
        '2026136',
        '--red',
        '1,2,3,4,5,6,7',
        '--blue',
        '7',
      );
      expect(sevenReds.status).not.toBe(0);
      expect(sevenReds.stderr).toContain('red must be 6 different numbers from 1 to 33');
      const noIssue = cli('publish-draw', '--game', '101', '--red', '1,2,3,4,5,6', '--blue', '7');
      expect(noIssue.stderr).toContain('issue is required');
      expect(noIssue.stderr).toContain('Usage: publish-draw --game CODE');
      expect(cli('publish-draw', '--match', '20261121-003', '--full', 'a:b').stderr).toContain(
        'full must be a home:away score such as 2:1',
      );
      const db = new Database(platform.dbFile());
      expect(
        db.prepare('select (select count(*) from draws) + (select count(*) from match_results) as n').get(),
      ).toEqual({ n: 0 });
      db.close();
    },
    SPAWNS_TIMEOUT,
  );
});

describe('pool tiers', () => {
  it('refuses a tier given twice ("1" and "01") and writes nothing', async () => {
    const r = await publishNumber({ ...SSQ, pool: { '1': '5000000', '01': '6000000' } });
    expect(r.code).toBe(0);
    expect(r.msg).toContain('pool');
    expect(await drawRows()).toEqual([]);
  });

  it('normalises tier keys: "01" is tier 1', async () => {
    const r = await publishNumber({ ...SSQ, pool: { '01': '5000000', '2': '150000' } });
    expect(r.code).toBe(1);
    expect(r.data.draw.pool).toEqual({ '1': '5000000.00', '2': '150000.00' });
  });
});
