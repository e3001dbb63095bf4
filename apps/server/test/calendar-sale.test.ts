import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameOnSale, MatchOnSale } from '@dzzs/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { issueToken } from '../src/modules/auth/token.service.ts';
import { advanceSeconds, saleFor, setShopAdvance } from '../src/modules/calendar/calendar.service.ts';
import { seedCalendar } from '../src/modules/calendar/calendar.seed.ts';
import { fileFeed, type FixtureInput } from '../src/modules/calendar/fixture-file.ts';
import { importFixtures, setFixtureSuspended } from '../src/modules/calendar/fixtures.service.ts';
import { addIssue, setIssueSuspended, setMinAdvance } from '../src/modules/calendar/issues.service.ts';
import { publishMatchResult, publishNumberDraw } from '../src/modules/draws/draws.service.ts';
import type { DemoIds } from '../src/seed/demo-ids.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { issueNo, openIssue, openMatches, refusal } from './helpers/calendar.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Sports fixtures, what orders may take (saleFor, advanceSeconds), and what players read (Game/list, Game/matches).

const SAMPLE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/fixtures/sample-fixtures.json',
);

let t: TestApp;
let ids: DemoIds;
let player: string;
beforeEach(async () => {
  t = await createTestApp();
  ids = await seedDemoAccounts(t.ctx);
  player = await issueToken(t.db, ids.playerIds[0] as number, 'user', 3600);
});
afterEach(() => t.close());

const nowS = () => Math.floor(Date.now() / 1000);
const feedOf = (fixtures: unknown[]) => ({ read: async () => ({ fixtures: fixtures as FixtureInput[] }) });
const fixtureRows = () => t.db.selectFrom('fixtures').selectAll().orderBy('id').execute();

describe('fixture import', () => {
  it('imports the sample file; importing again updates odds and times and keeps a suspension', async () => {
    expect(await importFixtures(t.ctx, fileFeed(SAMPLE), nowS())).toEqual({ added: 20, updated: 0 });
    const rows = await fixtureRows();
    expect(rows.map((r) => r.game_code).sort()).toEqual([
      ...Array(14).fill(401),
      404,
      405,
      405,
      406,
      407,
      407,
    ]);
    const first = rows.find((r) => r.match_id === '20261124-001');
    expect(first).toMatchObject({
      game_code: 407,
      code: '周二001',
      round: null,
      league: '英超',
      home: '曼城',
      away: '阿森纳',
      handicap: -1,
      total_line: null,
      suspended: 0,
    });
    expect(JSON.parse(first?.odds ?? '')).toMatchObject({ spf: { H: '1.65', D: '3.80', A: '4.35' } });
    expect(rows.find((r) => r.match_id === '20261124-301')).toMatchObject({
      handicap: -3.5,
      total_line: 228.5,
    });
    expect(rows.find((r) => r.match_id === 'SFC26182-14')).toMatchObject({
      round: '26182',
      code: '14',
      odds: '{}',
    });

    await setFixtureSuspended(t.ctx, {
      gameCode: 407,
      matchId: '20261124-001',
      suspended: true,
      now: nowS(),
    });
    const file = JSON.parse(fs.readFileSync(SAMPLE, 'utf8')) as { fixtures: FixtureInput[] };
    const changed = file.fixtures.map((f) =>
      f.matchId === '20261124-001'
        ? {
            ...f,
            kickoff: '2026-11-24 21:00',
            salesClose: '2026-11-24 20:55',
            odds: { spf: { H: '1.7', D: 3.75, A: '4.20' } },
          }
        : f,
    );
    expect(await importFixtures(t.ctx, feedOf(changed), nowS())).toEqual({ added: 0, updated: 20 });
    const after = (await fixtureRows()).find((r) => r.match_id === '20261124-001');
    expect(JSON.parse(after?.odds ?? '')).toEqual({ spf: { H: '1.70', D: '3.75', A: '4.20' } });
    expect(after).toMatchObject({
      kickoff: first!.kickoff + 1800,
      sales_close: first!.sales_close + 1800,
      suspended: 1,
    });
    expect(await fixtureRows()).toHaveLength(20);
  });

  it('refuses every bad row naming the row and field, and then imports nothing', async () => {
    const good = {
      game: 407,
      matchId: 'OK-1',
      code: '周二001',
      league: '英超',
      home: '曼城',
      away: '阿森纳',
      kickoff: '2026-11-24 20:30',
      handicap: -1,
      odds: { spf: { H: '1.85', D: '3.20', A: '4.10' } },
    };
    const basket = {
      game: 406,
      matchId: 'B-1',
      code: '周二301',
      league: 'NBA',
      home: '湖人',
      away: '勇士',
      kickoff: '2026-11-25 08:30',
      handicap: -3.5,
      totalLine: 228.5,
      odds: { sf: { H: '1.45', A: '2.45' } },
    };
    const beijing = {
      game: 405,
      matchId: 'BD-1',
      code: '1',
      round: '261105',
      league: '荷甲',
      home: '阿贾克斯',
      away: '费耶诺德',
      kickoff: '2026-11-25 20:00',
      handicap: 0,
    };
    const cases: [object, string][] = [
      [
        { ...good, game: 402, matchId: 'X-402' },
        'game: 任选九 shares 胜负彩’s rounds; import them as game 401',
      ],
      [{ ...good, game: 101, matchId: 'X-101' }, 'game: must be one of 407, 406, 401, 404, 405'],
      [{ ...good, matchId: 'X-home', home: '' }, 'home is required'],
      [{ ...good, matchId: 'X-extra', referee: '张三' }, 'Unknown parameter referee'],
      [
        { ...good, matchId: 'X-kick', kickoff: 'tomorrow 8pm' },
        'kickoff: must be "YYYY-MM-DD HH:mm" (China time) or unix seconds',
      ],
      [
        { ...good, matchId: 'X-close', salesClose: '2026-11-24 21:00' },
        'salesClose: sales cannot close after the kickoff',
      ],
      [
        { ...beijing, matchId: 'X-noround', round: undefined },
        'round: Beijing Single Match matches need the issue of their round',
      ],
      [
        { ...good, matchId: 'X-round', round: '26135' },
        'round: Jingcai Football is sold by match and has no round',
      ],
      [
        { ...beijing, game: 401, matchId: 'X-pos', code: '15', handicap: undefined },
        'code: a 胜负彩 match’s code is its position 1–14',
      ],
      [
        { ...basket, matchId: 'X-total', totalLine: undefined },
        'totalLine: Jingcai Basketball matches need a total line',
      ],
      [
        { ...good, matchId: 'X-total2', totalLine: 2.5 },
        'totalLine: only Jingcai Basketball has a total line',
      ],
      [{ ...basket, matchId: 'X-half', handicap: -3.25 }, 'handicap: must be a multiple of 0.5'],
      [{ ...good, matchId: 'X-whole', handicap: -0.5 }, 'handicap: must be a whole number'],
      [
        { ...beijing, matchId: 'X-bdodds', odds: { rqspf: { H: '2.10' } } },
        'odds: Beijing Single Match has no fixed odds',
      ],
      [{ ...good, matchId: 'X-noodds', odds: {} }, 'odds: give the odds of at least one play'],
      [
        { ...good, matchId: 'X-play', odds: { sf: { H: '1.50' } } },
        'odds.sf: not a play of Jingcai Football',
      ],
      [
        { ...good, matchId: 'X-outcome', odds: { spf: { X: '1.50' } } },
        'odds.spf.X: not an outcome of spf (one of H D A)',
      ],
      [
        { ...good, matchId: 'X-rate', odds: { spf: { H: '0.95' } } },
        'odds.spf.H: odds must be above 1 with at most two decimals',
      ],
      [
        { ...good, matchId: 'X-rq', handicap: undefined, odds: { rqspf: { H: '3.10' } } },
        'handicap: Jingcai Football matches need a handicap',
      ],
      [{ ...good }, 'matchId: the same match appears earlier in the file'],
    ];
    const out = await refusal(
      importFixtures(t.ctx, feedOf([good, basket, beijing, ...cases.map(([row]) => row)]), nowS()),
    );
    expect(out.key).toBe('calFixtureFile');
    expect(out.en).toContain(`The fixture file has ${cases.length} problem(s); nothing was imported`);
    cases.forEach(([row, problem], i) => {
      const name = (row as { matchId: string }).matchId;
      expect(out.en).toContain(`fixtures[${i + 3}] (${name}): ${problem}`);
    });
    expect(out.zh).toContain('fixtures[3]（X-402）：game：任选九与胜负彩共用赛程');
    expect(await fixtureRows()).toEqual([]);

    expect(await importFixtures(t.ctx, feedOf([good, basket, beijing]), nowS())).toEqual({
      added: 3,
      updated: 0,
    });
  });

  it('a 胜负彩 round is exactly 14 matches at positions 1–14, or nothing is imported', async () => {
    const round = (n: number, issue = '26182') =>
      Array.from({ length: n }, (_, i) => ({
        game: 401,
        matchId: `SFC${issue}-${i + 1}`,
        code: String(i + 1),
        round: issue,
        league: '英超',
        home: `主队${i + 1}`,
        away: `客队${i + 1}`,
        kickoff: '2026-11-28 20:30',
      }));
    const short = await refusal(importFixtures(t.ctx, feedOf(round(13)), nowS()));
    expect(short.en).toContain(
      '胜负彩 issue 26182 needs 14 matches at positions 1–14; after this import it would have 13',
    );
    expect(await fixtureRows()).toEqual([]);
    expect(await importFixtures(t.ctx, feedOf(round(14)), nowS())).toEqual({ added: 14, updated: 0 });
    // Moving a match to another round would leave both rounds short.
    const moved = { ...round(14)[13], round: '26183' };
    expect((await refusal(importFixtures(t.ctx, feedOf([moved]), nowS()))).key).toBe('calRoundSize');
    expect((await fixtureRows()).every((r) => r.round === '26182')).toBe(true);
  });
});

describe('issue numbers in tests', () => {
  it('are of the year the draw falls in, so that tests pass in any year and around New Year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 22:00 on New Year's Eve: an issue closing in three hours is drawn in the new year.
      vi.setSystemTime(new Date(2026, 11, 31, 22, 0));
      expect(issueNo(101, 135)).toBe('2027135');
      expect(issueNo(202, 7, 60)).toBe('26007');
      expect((await openIssue(t, { game: 101, n: 2 })).issue).toBe('2027002');
      expect((await openIssue(t, { game: 202, issue: issueNo(202, 7) })).issue).toBe('27007');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('saleFor: number games', () => {
  it('takes the issue on sale, given or not, and refuses an unknown, closed, drawn, suspended or presale one', async () => {
    const open = await openIssue(t, { game: 101 });
    const now = nowS();
    const sale = (issue?: string, at = now) => saleFor(t.db, { gameCode: 101, issue, matchIds: [], now: at });
    expect(await sale()).toEqual({ issue: open.issue, salesClose: open.salesClose, fixtures: new Map() });
    expect(await sale(open.issue)).toEqual({
      issue: open.issue,
      salesClose: open.salesClose,
      fixtures: new Map(),
    });

    const unknown = await refusal(sale('2026999'));
    expect(unknown).toMatchObject({
      zh: 'issue：双色球没有第 2026999 期',
      en: 'issue: Double Color Ball has no issue 2026999',
    });
    expect((await refusal(sale(open.issue, open.salesClose))).en).toMatch(
      new RegExp(
        `^issue: sales of Double Color Ball issue ${open.issue} closed at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d$`,
      ),
    );
    await setIssueSuspended(t.ctx, { gameCode: 101, issue: open.issue, suspended: true, now });
    expect((await refusal(sale(open.issue))).zh).toBe(`issue：双色球第 ${open.issue} 期暂停销售`);
    await setIssueSuspended(t.ctx, { gameCode: 101, issue: open.issue, suspended: false, now });
    await publishNumberDraw(t.ctx, { game: 101, issue: open.issue, red: [1, 5, 9, 12, 20, 33], blue: [7] });
    expect((await refusal(sale(open.issue))).en).toBe(
      `issue: Double Color Ball issue ${open.issue} has been drawn`,
    );

    const presale = await addIssue(t.ctx, {
      gameCode: 101,
      issue: issueNo(101, 901, 7200),
      open: now + 3600,
      close: now + 7200,
      draw: now + 7200 + 75 * 60,
      now,
    });
    expect((await refusal(sale(presale.issue))).en).toMatch(
      new RegExp(`^issue: Double Color Ball issue ${presale.issue} is not on sale yet; sales open at `),
    );
    // With none on sale, the refusal says which issue opens next, and when.
    expect((await refusal(sale())).en).toMatch(
      new RegExp(
        `^issue: no Double Color Ball issue is on sale now; issue ${presale.issue} opens at \\d{4}-`,
      ),
    );
    expect((await refusal(saleFor(t.db, { gameCode: 104, matchIds: [], now }))).zh).toBe(
      'issue：七乐彩当前没有在售的期',
    );
    expect((await refusal(saleFor(t.db, { gameCode: 999, matchIds: [], now }))).en).toBe(
      'game_id: there is no game 999',
    );
  });
});

describe('saleFor: sports', () => {
  it('竞彩: the matches with their odds, closing with the earliest; each bad match named by its position', async () => {
    const { fixtures } = await openMatches(t, {
      game: 407,
      matches: [
        { matchId: 'M-001', closesIn: 7200 },
        { matchId: 'M-002', odds: { spf: { H: '2.10', D: '3.10', A: '3.30' } }, handicap: null },
        { matchId: 'M-003' },
        { matchId: 'M-004' },
      ],
    });
    await openMatches(t, { game: 405, matches: [{ matchId: 'BD-001' }], round: '261105' });
    const now = nowS();
    const sale = (matchIds: string[], issue?: string, at = now) =>
      saleFor(t.db, { gameCode: 407, issue, matchIds, now: at });

    const ok = await sale(['M-002', 'M-001']);
    expect(ok.issue).toBeNull();
    expect(ok.salesClose).toBe(fixtures.find((f) => f.matchId === 'M-001')?.salesClose);
    expect(ok.fixtures.get('M-002')).toMatchObject({
      code: '周一002',
      home: '皇家马德里',
      away: '巴塞罗那',
      handicap: null,
      totalLine: null,
      round: null,
      odds: { spf: { H: '2.10', D: '3.10', A: '3.30' } },
    });
    expect(ok.fixtures.get('M-001')?.odds).toEqual({
      spf: { H: '1.85', D: '3.20', A: '4.10' },
      rqspf: { H: '3.60', D: '3.40', A: '1.90' },
    });

    expect((await refusal(sale(['M-001', 'BD-001']))).en).toBe(
      'content.Content[1].matchId: match BD-001 is not a Jingcai Football match',
    );
    expect((await refusal(sale(['M-002', 'M-001'], undefined, ok.salesClose))).en).toMatch(
      /^content\.Content\[1\]\.matchId: sales of match M-001 \(周一001\) closed at /,
    );
    await setFixtureSuspended(t.ctx, { gameCode: 407, matchId: 'M-003', suspended: true, now });
    expect((await refusal(sale(['M-001', 'M-002', 'M-003']))).zh).toBe(
      'content.Content[2].matchId：比赛 M-003（周一003）暂停销售',
    );
    await publishMatchResult(t.ctx, { matchId: 'M-004', full: '2:1', half: '1:0' });
    expect((await refusal(sale(['M-004']))).en).toBe(
      'content.Content[0].matchId: match M-004 (周一004) has a result and is off sale',
    );
    expect((await refusal(sale(['M-001'], '26135'))).en).toBe(
      'issue: Jingcai Football is sold by match and has no issue; leave it out',
    );
    expect((await refusal(sale([]))).en).toBe('content.Content: choose at least one match');
  });

  it('北京单场: one round, which is the issue; a match of another round or another issue is refused', async () => {
    await openMatches(t, {
      game: 405,
      matches: [
        { matchId: 'BD-001', closesIn: 5000 },
        { matchId: 'BD-002', closesIn: 4000 },
      ],
      round: '261105',
    });
    await openMatches(t, { game: 405, matches: [{ matchId: 'BD-101' }], round: '261106' });
    const now = nowS();
    const sale = (matchIds: string[], issue?: string) =>
      saleFor(t.db, { gameCode: 405, issue, matchIds, now });
    const ok = await sale(['BD-001', 'BD-002'], '261105');
    expect(ok).toMatchObject({ issue: '261105' });
    expect(ok.salesClose).toBe(ok.fixtures.get('BD-002')?.salesClose);
    expect(ok.fixtures.get('BD-001')).toMatchObject({ handicap: -1, odds: {}, round: '261105' });
    expect((await sale(['BD-001'])).issue).toBe('261105');
    expect((await refusal(sale(['BD-001', 'BD-101']))).en).toBe(
      'content.Content[1].matchId: match BD-101 belongs to issue 261106, not to issue 261105 of the first match',
    );
    expect((await refusal(sale(['BD-101'], '261105'))).zh).toBe(
      'issue：所选比赛属于第 261106 期，不是第 261105 期',
    );
  });

  it('胜负彩 takes the whole round and 任选九 some of it; both close with the round’s first match', async () => {
    const matches = Array.from({ length: 14 }, (_, i) => ({
      matchId: `SFC-${i + 1}`,
      closesIn: i === 13 ? 3000 : 6000,
    }));
    await openMatches(t, { game: 401, matches, round: '26182' });
    const now = nowS();
    const ids = matches.map((m) => m.matchId);
    const whole = await saleFor(t.db, { gameCode: 401, matchIds: ids, now });
    expect(whole.issue).toBe('26182');
    expect(whole.fixtures.size).toBe(14);
    const roundClose = whole.fixtures.get('SFC-14')?.salesClose;
    expect(whole.salesClose).toBe(roundClose);

    const short = await refusal(saleFor(t.db, { gameCode: 401, matchIds: ids.slice(0, 13), now }));
    expect(short.en).toBe(
      'content.Content: a 14-Match Pool bet takes all 14 matches of issue 26182 (13 given)',
    );
    const nine = await saleFor(t.db, { gameCode: 402, matchIds: ids.slice(0, 9), now });
    expect(nine).toMatchObject({ issue: '26182', salesClose: roundClose });
    // Once the round's first match closes, every match of it is closed.
    expect(
      (await refusal(saleFor(t.db, { gameCode: 402, matchIds: ids.slice(0, 9), now: roundClose! }))).key,
    ).toBe('calMatchClosed');
  });
});

describe('the shop’s advance', () => {
  it('is the shop’s minutes for the game, never below the platform’s minimum (10 by default)', async () => {
    const shop = ids.shopId;
    expect(await advanceSeconds(t.db, shop, 101)).toBe(600);
    await setMinAdvance(t.ctx, { gameCode: 101, minutes: 20, now: nowS() });
    expect(await advanceSeconds(t.db, shop, 101)).toBe(1200);
    const below = await refusal(setShopAdvance(t.ctx, shop, 101, 15));
    expect(below).toMatchObject({
      key: 'calAdvanceBelowMin',
      zh: 'minutes：双色球的提前截止时间不能少于平台规定的 20 分钟',
    });
    expect((await refusal(setShopAdvance(t.ctx, shop, 101, 1441))).key).toBe('calAdvanceRange');
    expect((await refusal(setShopAdvance(t.ctx, shop, 999, 30))).key).toBe('calUnknownGame');
    await t.db
      .insertInto('shop_games')
      .values({ shop_id: shop, game_code: 101, enabled: 0, update_time: 0 })
      .execute();
    await setShopAdvance(t.ctx, shop, 101, 30);
    expect(await advanceSeconds(t.db, shop, 101)).toBe(1800);
    expect(
      await t.db
        .selectFrom('shop_games')
        .select(['enabled', 'advance_minutes'])
        .where('shop_id', '=', shop)
        .execute(),
    ).toEqual([{ enabled: 0, advance_minutes: 30 }]);
    // The platform raising its minimum raises every shop below it.
    await setMinAdvance(t.ctx, { gameCode: 101, minutes: 45, now: nowS() });
    expect(await advanceSeconds(t.db, shop, 101)).toBe(2700);
    expect(await advanceSeconds(t.db, ids.partnerId, 101)).toBe(2700);
    expect(await advanceSeconds(t.db, shop, 102)).toBe(600);
  });
});

describe('what players read', () => {
  const switchOff = (shopId: number, game: number) =>
    t.db
      .insertInto('shop_games')
      .values({ shop_id: shopId, game_code: game, enabled: 0, update_time: 0 })
      .execute();

  it('Game/list: the shop’s games with the issue or matches on sale and the shop’s deadlines', async () => {
    const ssq = await openIssue(t, { game: 101 });
    const now = nowS();
    const next = await addIssue(t.ctx, {
      gameCode: 202,
      issue: issueNo(202, 901, 7200),
      open: now + 3600,
      close: now + 7200,
      draw: now + 7200 + 75 * 60,
      now,
    });
    const { fixtures } = await openMatches(t, {
      game: 407,
      matches: [{ matchId: 'M-1', closesIn: 5000 }, { matchId: 'M-2' }],
    });
    await openMatches(t, {
      game: 405,
      matches: [
        { matchId: 'BD-1', closesIn: 4000 },
        { matchId: 'BD-2', closesIn: 8000 },
      ],
      round: '261105',
    });
    await setShopAdvance(t.ctx, ids.shopId, 101, 20);
    await switchOff(ids.shopId, 104);
    await switchOff(ids.partnerId, 102);

    const res = await t.get<GameOnSale[]>('/api/bettingend.Game/list', { token: player });
    expect(res.code).toBe(1);
    const byId = new Map(res.data.map((g) => [g.game_id, g]));
    expect([...byId.keys()].sort()).toEqual([
      101, 102, 105, 201, 202, 203, 204, 401, 402, 404, 405, 406, 407,
    ]);
    expect(byId.get(101)).toEqual({
      game_id: 101,
      name: { zh: '双色球', en: 'Double Color Ball' },
      group: 'number',
      autoSettle: true,
      fixedOdds: false,
      issue: {
        issue: ssq.issue,
        state: 'on_sale',
        sales_open: ssq.salesOpen,
        sales_close: ssq.salesClose,
        draw_time: ssq.drawTime,
        deadline: ssq.salesClose - 1200,
      },
      next: null,
      matches: null,
      deadline: null,
      min_bet: '2.00',
      max_bet: '100000.00',
    });
    expect(byId.get(202)).toMatchObject({
      issue: null,
      next: { issue: next.issue, state: 'presale', sales_open: now + 3600, deadline: now + 7200 - 600 },
    });
    expect(byId.get(201)).toMatchObject({ issue: null, next: null });
    const firstClose = Math.min(...fixtures.map((f) => f.salesClose));
    expect(byId.get(407)).toMatchObject({
      group: 'sports',
      fixedOdds: true,
      issue: null,
      matches: 2,
      deadline: firstClose - 600,
    });
    expect(byId.get(405)).toMatchObject({
      matches: 2,
      issue: { issue: '261105', state: 'on_sale', sales_open: null, draw_time: null },
      deadline: now + 4000 - 600,
    });
    expect(byId.get(406)).toMatchObject({ matches: 0, deadline: null, issue: null });
    expect(byId.get(404)).toMatchObject({ matches: 0, issue: null });
  });

  it('Game/matches: the matches on sale with their odds as a bet sends them; other games are refused naming game_id', async () => {
    await openMatches(t, {
      game: 407,
      matches: [
        { matchId: 'M-1', closesIn: 5000 },
        {
          matchId: 'M-2',
          handicap: 1,
          odds: { rqspf: { H: '1.50', D: '3.90', A: '5.10' }, bf: { '1:0': '6.50', 'H*': '45.00' } },
        },
      ],
    });
    await openMatches(t, { game: 405, matches: [{ matchId: 'BD-1' }], round: '261105' });
    await openMatches(t, { game: 407, matches: [{ matchId: 'M-gone', closesIn: 100 }] });
    await publishMatchResult(t.ctx, { matchId: 'M-gone', cancelled: 1 });
    await setShopAdvance(t.ctx, ids.shopId, 407, 15);

    const res = await t.get<MatchOnSale[]>('/api/bettingend.Game/matches', {
      token: player,
      query: { game_id: 407 },
    });
    expect(res.code).toBe(1);
    expect(res.data.map((m) => m.matchId)).toEqual(['M-1', 'M-2']);
    const [m1, m2] = res.data as [MatchOnSale, MatchOnSale];
    expect(m1).toMatchObject({
      matchNumStr: '周一001',
      league: '英超',
      home: '曼城',
      away: '阿森纳',
      round: null,
      goal: -1,
      totalLine: null,
    });
    expect(m1.deadline).toBe(m1.sales_close - 900);
    expect(m1.kickoff).toBe(m1.sales_close + 300);
    expect(m1.odds).toEqual({
      spf: [
        { res: '胜', rate: '1.85' },
        { res: '平', rate: '3.20' },
        { res: '负', rate: '4.10' },
      ],
      rqspf: [
        { res: '让胜', rate: '3.60' },
        { res: '让平', rate: '3.40' },
        { res: '让负', rate: '1.90' },
      ],
    });
    expect(m2.goal).toBe(1);
    expect(m2.odds).toEqual({
      rqspf: [
        { res: '让胜', rate: '1.50' },
        { res: '让平', rate: '3.90' },
        { res: '让负', rate: '5.10' },
      ],
      bf: [
        { res: '1:0', rate: '6.50' },
        { res: '胜其它', rate: '45.00' },
      ],
    });

    const beijing = await t.get<MatchOnSale[]>('/api/bettingend.Game/matches', {
      token: player,
      query: { game_id: 405 },
    });
    expect(beijing.data[0]?.round).toBe('261105');
    expect(beijing.data[0]?.odds.rqspf).toEqual([
      { res: '胜', rate: null },
      { res: '平', rate: null },
      { res: '负', rate: null },
    ]);
    expect(Object.keys(beijing.data[0]?.odds ?? {})).toEqual(['rqspf', 'zjq', 'bqc', 'bf', 'sxds']);

    expect(
      await t.get('/api/bettingend.Game/matches', { token: player, query: { game_id: 101 } }),
    ).toMatchObject({
      code: 0,
      msg: 'game_id：双色球不是竞技彩，没有比赛可选',
    });
    expect(
      await t.get('/api/bettingend.Game/matches', { token: player, query: { game_id: 999 }, lang: 'en' }),
    ).toMatchObject({
      code: 0,
      msg: 'game_id: there is no game 999',
    });
    await switchOff(ids.shopId, 406);
    expect(
      await t.get('/api/bettingend.Game/matches', { token: player, query: { game_id: 406 }, lang: 'en' }),
    ).toMatchObject({
      code: 0,
      msg: 'game_id: this shop does not sell Jingcai Basketball at the moment',
    });
  });

  it('任选九 lists 胜负彩’s round with its own labels', async () => {
    await openMatches(t, {
      game: 402,
      matches: Array.from({ length: 14 }, (_, i) => ({ matchId: `SFC-${i + 1}` })),
      round: '26182',
    });
    const res = await t.get<MatchOnSale[]>('/api/bettingend.Game/matches', {
      token: player,
      query: { game_id: 402 },
    });
    expect(res.data).toHaveLength(14);
    expect(res.data[0]).toMatchObject({ matchNumStr: '1', round: '26182' });
    expect(res.data[0]?.odds).toEqual({
      rx9: [
        { res: '胜', rate: null },
        { res: '平', rate: null },
        { res: '负', rate: null },
      ],
    });
  });
});

describe('the demo calendar', () => {
  it('generates issues from a few days back and four match days of fixtures through the same checks', async () => {
    await seedCalendar(t.ctx);
    const now = nowS();
    const fixtures = await fixtureRows();
    const counts = new Map<number, number>();
    for (const r of fixtures) counts.set(r.game_code, (counts.get(r.game_code) ?? 0) + 1);
    // Two rounds of each round game, the 竞彩 matches of two played days and two to come.
    expect(Object.fromEntries(counts)).toEqual({ 401: 28, 404: 8, 405: 12, 406: 10, 407: 12 });
    for (const game of [401, 404, 405, 406, 407]) {
      const mine = fixtures.filter((f) => f.game_code === game);
      expect([game, mine.some((f) => f.kickoff < now), mine.some((f) => f.sales_close > now)]).toEqual([
        game,
        true,
        true,
      ]);
    }
    // Every number game has issues drawn by now (the demo's settled orders are placed on them) and one to come.
    const issues = await t.db.selectFrom('issues').selectAll().execute();
    for (const game of [101, 102, 104, 105, 201, 202, 203, 204]) {
      const mine = issues.filter((i) => i.game_code === game);
      expect([game, mine.some((i) => i.draw_time <= now), mine.some((i) => i.sales_close > now)]).toEqual([
        game,
        true,
        true,
      ]);
    }
    const matches = await t.get<MatchOnSale[]>('/api/bettingend.Game/matches', {
      token: player,
      query: { game_id: 407 },
    });
    expect(matches.data).toHaveLength(6);
    expect(matches.data.every((m) => m.kickoff > now && m.odds.spf?.length === 3)).toBe(true);
    // A round lists its matches in their printed order.
    const round = await t.get<MatchOnSale[]>('/api/bettingend.Game/matches', {
      token: player,
      query: { game_id: 401 },
    });
    expect(round.data.map((m) => m.matchNumStr)).toEqual(Array.from({ length: 14 }, (_, i) => String(i + 1)));
  });
});
