// The statistics tab's days are Asia/Shanghai days, as the server runs (server.ts sets TZ from its configuration).
process.env.TZ = 'Asia/Shanghai';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dayNumberOf } from '@dzzs/shared';
import ExcelJS from 'exceljs';
import { dayStart } from '../src/core/days.ts';
import { checkRollups, rebuild } from '../src/modules/statistics/statistics-rebuild.service.ts';
import { createThirdShop } from './helpers/shops.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { place, ssqLine, supportToken } from './helpers/orders.ts';
import { at, localDate, random, statsWorld, type StatsWorld } from './helpers/statistics-world.ts';
import { issueNo, openIssue } from './helpers/calendar.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Every figure of the statistics tab equals the same sum computed straight from the orders and ledger rows, on a
// generated month, for random ranges, staff and games; 净额 is the shop's ledger movement to the fen
// (docs/statistics.md).

const BASE = '/api/shopkeeper.Statistics.Index';
const DAYS = 30;
let t: TestApp;
let w: StatsWorld;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.ctx);
  w = await statsWorld(t, DAYS);
}, 120_000);
afterAll(() => t.close());

const fen = (yuan: string) => Math.round(Number(yuan) * 100);
const bounds = (start: string, end: string) => [dayStart(start), dayStart(end, 1)] as const;

/** Orders ticketed (by the ticketing shop) or paid out (by the order's shop) in the range, straight from orders. */
async function ordersFigure(
  kind: 'ticket' | 'award',
  start: string,
  end: string,
  staff?: number,
  game?: number,
) {
  const [from, to] = bounds(start, end);
  const time = kind === 'ticket' ? 'ticketing_time' : 'award_time';
  let q = t.db
    .selectFrom('orders')
    .select(['game_code', 'bet_money', 'award_money'])
    .where(kind === 'ticket' ? 'ticketing_shop_id' : 'shop_id', '=', w.shopId)
    .where(time, '>=', from)
    .where(time, '<', to)
    .where(time, '>', 0);
  if (kind === 'award') q = q.where('state', '=', 10);
  if (staff) q = q.where(kind === 'ticket' ? 'ticketer_id' : 'awarder_id', '=', staff);
  if (game) q = q.where('game_code', '=', game);
  const rows = await q.execute();
  return {
    count: rows.length,
    fen: rows.reduce((s, r) => s + Number(kind === 'ticket' ? r.bet_money : r.award_money), 0),
  };
}

/** The shop's own ledger rows (its balance, its till, its cooperation balances) in the range, by type. */
async function ownLedger(start: string, end: string) {
  const [from, to] = bounds(start, end);
  const rows = await t.db
    .selectFrom('money_log')
    .select(['type', 'change'])
    .where('create_time', '>=', from)
    .where('create_time', '<', to)
    .where((eb) =>
      eb.or([
        eb.and([eb('account_id', '=', 0), eb('user_id', '=', w.shopId), eb('shop_id', '=', w.shopId)]),
        eb.and([eb('account_id', '>', 0), eb('user_id', '=', w.shopId)]),
      ]),
    )
    .execute();
  const sum = (...types: string[]) =>
    rows.filter((r) => types.includes(r.type)).reduce((s, r) => s + Number(r.change), 0);
  return { rows, sum };
}

/** Players' wallet rows of the shop in the range of one type. */
async function playersLedger(start: string, end: string, type: string) {
  const [from, to] = bounds(start, end);
  const rows = await t.db
    .selectFrom('money_log')
    .select('change')
    .where('create_time', '>=', from)
    .where('create_time', '<', to)
    .where('account_id', '=', 0)
    .where('shop_id', '=', w.shopId)
    .where('user_id', '!=', w.shopId)
    .where('type', '=', type)
    .execute();
  return rows.reduce((s, r) => s + Number(r.change), 0);
}

function randomRange(rnd: ReturnType<typeof random>) {
  const a = rnd.int(0, DAYS - 1);
  const b = rnd.int(a, Math.min(DAYS - 1, a + rnd.int(0, 20)));
  return { startTime: w.days[a]!, endTime: w.days[b]! };
}

describe('statistics on a generated month', () => {
  it('every figure equals the sum of the raw rows, for random ranges, staff and games', async () => {
    const rnd = random(7);
    const ticketed = await ordersFigure('ticket', w.days[0]!, w.days.at(-1)!);
    expect(ticketed.count).toBeGreaterThan(40);
    for (let i = 0; i < 12; i++) {
      const range = randomRange(rnd);
      const staff = [0, w.shopId, w.clerkId][rnd.int(0, 2)]!;
      const index = await t.get<Record<string, string | number>>(`${BASE}/index`, {
        token: w.shop,
        query: { ...range, clerk_id: staff },
      });
      expect(index.code, index.msg).toBe(1);
      const [tk, aw] = [
        await ordersFigure('ticket', range.startTime, range.endTime, staff),
        await ordersFigure('award', range.startTime, range.endTime, staff),
      ];
      expect([fen(index.data.TotalInvoicingAmount as string), index.data.InvoicingCount]).toEqual([
        tk.fen,
        tk.count,
      ]);
      expect([fen(index.data.TotalAmountOfBonus as string), index.data.BonusCount]).toEqual([
        aw.fen,
        aw.count,
      ]);
      const own = await ownLedger(range.startTime, range.endTime);
      expect(fen(index.data.ServiceFeeExpenditure as string)).toBe(0 - own.sum('service_fee'));
      expect(fen(index.data.AmountIncrease as string)).toBe(
        await playersLedger(range.startTime, range.endTime, 'shop_add'),
      );
      expect(fen(index.data.Deduction as string)).toBe(
        0 - (await playersLedger(range.startTime, range.endTime, 'shop_deduct')),
      );

      const details = await t.get<{
        data: { id: number; count: number; InvoicingAmount: string }[];
        money: string;
      }>(`${BASE}/TicketingDetails`, { token: w.shop, query: { ...range, clerk_id: staff, type: 1 } });
      expect(details.code, details.msg).toBe(1);
      expect(fen(details.data.money)).toBe(aw.fen);
      for (const g of details.data.data) {
        const raw = await ordersFigure('award', range.startTime, range.endTime, staff, g.id);
        expect([g.count, fen(g.InvoicingAmount)]).toEqual([raw.count, raw.fen]);
      }

      const trend = await t.get<{
        bucket: string;
        data: { start: string; end: string; ticketed: string; ticketed_count: number; awarded: string }[];
      }>(`${BASE}/Trend`, { token: w.shop, query: { ...range, clerk_id: staff, game_id: 101 } });
      expect(trend.code, trend.msg).toBe(1);
      expect(trend.data.bucket).toBe('day');
      for (const p of trend.data.data) {
        const raw = await ordersFigure('ticket', p.start, p.end, staff, 101);
        expect([fen(p.ticketed), p.ticketed_count]).toEqual([raw.fen, raw.count]);
        expect(fen(p.awarded)).toBe((await ordersFigure('award', p.start, p.end, staff, 101)).fen);
      }
    }
  });

  it('the waterfall’s 净额 equals the shop’s ledger movement to the fen, each figure its entries', async () => {
    const rnd = random(11);
    for (let i = 0; i < 10; i++) {
      const range = i === 0 ? { startTime: w.days[0]!, endTime: w.days.at(-1)! } : randomRange(rnd);
      const r = await t.get<{
        figures: { key: string; money: string; previous: string }[];
        previousStart: string;
        previousEnd: string;
      }>(`${BASE}/Waterfall`, { token: w.shop, query: range });
      expect(r.code, r.msg).toBe(1);
      const f = Object.fromEntries(r.data.figures.map((x) => [x.key, fen(x.money)]));
      const own = await ownLedger(range.startTime, range.endTime);
      const movement = own.sum(
        'order_pay',
        'order_refund',
        'order_award',
        'service_fee',
        'channel_fee',
        'coop_ticket',
        'coop_prize',
      );
      expect(f.net).toBe(movement);
      expect(f).toEqual({
        sales: own.sum('order_pay'),
        refunds: -own.sum('order_refund'),
        awards: -own.sum('order_award'),
        gross: own.sum('order_pay', 'order_refund', 'order_award'),
        serviceFee: -own.sum('service_fee'),
        cooperation: 0,
        net: movement,
      });
      if (i === 0) expect(f.sales).toBeGreaterThan(0);
      const before = await ownLedger(r.data.previousStart, r.data.previousEnd);
      expect(fen(r.data.figures.find((x) => x.key === 'sales')!.previous)).toBe(before.sum('order_pay'));
    }
  });

  it('the rankings add up to the shop’s figures', async () => {
    const range = { startTime: w.days[0]!, endTime: w.days.at(-1)! };
    const staff = await t.get<{
      data: { id: number; count: number; money: string; median_seconds: number | null }[];
    }>(`${BASE}/StaffRanking`, { token: w.shop, query: range });
    expect(staff.code, staff.msg).toBe(1);
    for (const s of staff.data.data.filter((x) => [w.shopId, w.clerkId].includes(x.id))) {
      const raw = await ordersFigure('ticket', range.startTime, range.endTime, s.id);
      expect([s.count, fen(s.money)]).toEqual([raw.count, raw.fen]);
      expect(s.median_seconds).toBeGreaterThan(0);
    }
    const players = await t.get<{ data: { user_id: number; spend: string; awarded: string; net: string }[] }>(
      `${BASE}/PlayerRanking`,
      { token: w.shop, query: { ...range, order: 'net', limit: 100 } },
    );
    expect(players.code, players.msg).toBe(1);
    const total = players.data.data.reduce((s, p) => s + fen(p.spend), 0);
    expect(total).toBe((await ordersFigure('ticket', range.startTime, range.endTime)).fen);
    const nets = players.data.data.map((p) => fen(p.net));
    expect(nets).toEqual([...nets].sort((a, b) => b - a));
  });

  it('an order ticketed at 23:59:59 and one at 00:00:00 (Asia/Shanghai) land on their own days', async () => {
    const [yesterday, today] = [w.days.at(-1)!, localDate(new Date())];
    const midnight = dayStart(today);
    vi.useFakeTimers({ toFake: ['Date'] });
    const ids: string[] = [];
    try {
      at(midnight - 600);
      const { issue } = await openIssue(t, { game: 101, issue: issueNo(101, 300) });
      for (const p of w.players.slice(0, 2)) {
        const id = await place(t, p.token, { game_id: 101, content: ssqLine([1, 2, 3, 4, 5, 9], 10), issue });
        await t.get('/api/shopkeeper.Order/OrderReceiving', { token: w.shop, query: { order_id: id } });
        ids.push(id);
      }
      for (const [i, id] of ids.entries()) {
        at(midnight - 1 + i);
        const r = await t.post('/api/shopkeeper.Order/OrderDrawDraft', {
          token: w.shop,
          body: { order_id: id, newContent: 0 },
        });
        expect(r.code, r.msg).toBe(1);
      }
    } finally {
      vi.useRealTimers();
    }
    for (const [day, id] of [
      [yesterday, ids[0]!],
      [today, ids[1]!],
    ] as const) {
      const index = await t.get<{ InvoicingCount: number; TotalInvoicingAmount: string }>(`${BASE}/index`, {
        token: w.shop,
        query: { startTime: day, endTime: day },
      });
      const raw = await ordersFigure('ticket', day, day);
      expect([index.data.InvoicingCount, fen(index.data.TotalInvoicingAmount)]).toEqual([raw.count, raw.fen]);
      const orders = await t.get<{ orders: { data: { order_id: string }[] } }>(`${BASE}/TicketingDetails`, {
        token: w.shop,
        query: { startTime: day, endTime: day, game_id: 101, per_page: 100 },
      });
      const listed = orders.data.orders.data.map((o) => o.order_id);
      expect(listed).toContain(id);
      expect(listed).not.toContain(ids.find((x) => x !== id));
    }
  });

  it('rebuilding from the raw rows finds nothing to change; a roll-up gone wrong is reported and put right', async () => {
    expect((await rebuild(t.ctx, {})).differences).toEqual([]);
    const today = dayNumberOf(localDate(new Date()))!;
    await t.db
      .updateTable('stats_order_days')
      .set({ fen: 1 })
      .where('shop_id', '=', w.shopId)
      .where('day', '=', today)
      .execute();
    // The nightly check compares yesterday and today and changes nothing.
    expect((await checkRollups(t.ctx)).length).toBeGreaterThan(0);
    expect((await checkRollups(t.ctx)).length).toBeGreaterThan(0);
    await t.db
      .updateTable('stats_order_days')
      .set({ fen: 1 })
      .where('shop_id', '=', w.shopId)
      .where('kind', '=', 'ticket')
      .execute();
    await t.db
      .deleteFrom('stats_ledger_days')
      .where('shop_id', '=', w.shopId)
      .where('type', '=', 'service_fee')
      .execute();
    const { differences } = await rebuild(t.ctx, {
      shopId: w.shopId,
      from: dayNumberOf(w.days[0]!)!,
      to: dayNumberOf(localDate(new Date()))!,
    });
    expect(differences.some((d) => d.startsWith('stats_order_days') && d.includes('fen 1 →'))).toBe(true);
    expect(
      differences.some(
        (d) => d.startsWith('stats_ledger_days') && d.includes('type service_fee') && d.includes('absent →'),
      ),
    ).toBe(true);
    expect((await rebuild(t.ctx, {})).differences).toEqual([]);
  });

  it('exports a table as CSV with a BOM and as XLSX, named with the shop and range', async () => {
    const range = { startTime: w.days[0]!, endTime: w.days.at(-1)! };
    const csv = await t.get<{ filename: string; mime: string; content: string }>(`${BASE}/Export`, {
      token: w.shop,
      query: { ...range, table: 'ticketing', format: 'csv' },
    });
    expect(csv.code, csv.msg).toBe(1);
    const bytes = Buffer.from(csv.data.content, 'base64');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes
      .toString('utf8')
      .slice(1)
      .trim()
      .split('\r\n')
      .map((l) => l.split(','));
    expect(lines[0]).toEqual(['彩种', '单数', '金额', '占比%']);
    const raw = await ordersFigure('ticket', range.startTime, range.endTime);
    expect(lines.slice(1).reduce((n, l) => n + Number(l[1]), 0)).toBe(raw.count);
    expect(lines.slice(1).reduce((n, l) => n + fen(l[2]!), 0)).toBe(raw.fen);
    expect(csv.data.filename).toMatch(
      new RegExp(`出票详情-${range.startTime.replace(/-(\d)\b/g, '-0$1')}_.*\\.csv$`),
    );

    const xlsx = await t.get<{ filename: string; content: string }>(`${BASE}/Export`, {
      token: w.shop,
      query: { ...range, table: 'waterfall', format: 'xlsx' },
    });
    expect(xlsx.code, xlsx.msg).toBe(1);
    expect(xlsx.data.filename).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    // exceljs types its input as the Buffer of older Node typings.
    await book.xlsx.load(Buffer.from(xlsx.data.content, 'base64') as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '项目', '本期', '上期', '变化%']);
    const own = await ownLedger(range.startTime, range.endTime);
    expect(sheet.getRow(2).getCell(1).value).toBe('出票');
    expect(Math.round(Number(sheet.getRow(2).getCell(2).value) * 100)).toBe(own.sum('order_pay'));

    const staffMoney = await t.get(`${BASE}/Export`, {
      token: w.clerk,
      query: { ...range, table: 'waterfall' },
    });
    expect(staffMoney).toMatchObject({ code: 0 });
    expect(staffMoney.msg).toContain('table');

    // The two player rankings are two files, each in its own order.
    const ranked = async (table: 'playersSpend' | 'playersNet') => {
      const r = await t.get<{ filename: string; content: string }>(`${BASE}/Export`, {
        token: w.shop,
        query: { ...range, table },
      });
      expect(r.code, r.msg).toBe(1);
      const rows = Buffer.from(r.data.content, 'base64').toString('utf8').slice(1).trim().split('\r\n');
      return { name: r.data.filename, rows: rows.slice(1).map((l) => l.split(',')) };
    };
    const [bySpend, byNet] = [await ranked('playersSpend'), await ranked('playersNet')];
    expect(bySpend.name).toContain('彩民消费排行');
    expect(byNet.name).toContain('彩民输赢排行');
    const column = (rows: string[][], i: number) => rows.map((l) => fen(l[i]!));
    expect(column(bySpend.rows, 3)).toEqual([...column(bySpend.rows, 3)].sort((x, y) => y - x));
    expect(column(byNet.rows, 5)).toEqual([...column(byNet.rows, 5)].sort((x, y) => y - x));
    expect(byNet.rows.map((l) => l[1])).not.toEqual(bySpend.rows.map((l) => l[1]));
  });

  it('staff see only their own figures and no money; support and players are refused; other shops’ staff are not found', async () => {
    const range = { startTime: w.days[0]!, endTime: w.days.at(-1)! };
    const mine = await t.get<Record<string, unknown>>(`${BASE}/index`, { token: w.clerk, query: range });
    expect(mine.code, mine.msg).toBe(1);
    const own = await ordersFigure('ticket', range.startTime, range.endTime, w.clerkId);
    expect(fen(mine.data.TotalInvoicingAmount as string)).toBe(own.fen);
    for (const k of [
      'TrusteeshipBalance',
      'ServiceFeeExpenditure',
      'AmountIncrease',
      'Deduction',
      'RechargeBalance',
      'WithdrawalBalance',
    ])
      expect(mine.data[k], k).toBeNull();
    expect(mine.data.ClerkList).toEqual([{ id: w.clerkId, nickname: expect.any(String) }]);
    const asOwner = await t.get(`${BASE}/index`, { token: w.clerk, query: { ...range, clerk_id: w.shopId } });
    expect(asOwner).toMatchObject({ code: 0 });
    expect(asOwner.msg).toContain('clerk_id');
    for (const path of ['Waterfall', 'List', 'PlayerRanking', 'StaffRanking', 'AgentRanking'])
      expect(await t.get(`${BASE}/${path}`, { token: w.clerk, query: range }), path).toMatchObject({
        code: 401,
      });

    const player = w.players[0]!.token;
    expect(await t.get(`${BASE}/index`, { token: player })).toMatchObject({ code: 401 });
    expect(await t.get(`${BASE}/index`, { token: await supportToken(t) })).toMatchObject({ code: 401 });

    const otherShop = await createThirdShop(t);
    const otherClerk = await t.db
      .selectFrom('users')
      .select('id')
      .where('shop_id', '=', otherShop)
      .where('group_id', '=', 3)
      .executeTakeFirst();
    for (const id of [otherClerk?.id ?? otherShop, otherShop, 2_147_483_647]) {
      const r = await t.get(`${BASE}/index`, { token: w.shop, query: { ...range, clerk_id: id } });
      expect(r, String(id)).toMatchObject({ code: 0 });
      expect(r.msg).toContain('clerk_id');
    }
  });

  it('refuses bad input with code 0 naming the field', async () => {
    const year = new Date().getFullYear();
    const cases: [string, Record<string, string | number>, string][] = [
      ['index', { startTime: w.days[5]!, endTime: w.days[2]! }, 'startTime'],
      ['index', { startTime: `${year}-2-30` }, 'startTime'],
      ['index', { endTime: `${year + 151}-1-1` }, 'endTime'],
      ['index', { startTime: `${year - 151}-12-31` }, 'startTime'],
      ['index', { startTime: 'yesterday' }, 'startTime'],
      ['Trend', { startTime: `${year - 2}-1-1`, endTime: `${year}-1-1`, bucket: 'day' }, 'endTime'],
      ['TicketingDetails', { game_id: 999 }, 'game_id'],
      ['TicketingDetails', { type: 3 }, 'type'],
      ['Export', { table: 'everything' }, 'table'],
      ['RechargeDetails', { source_id: 0 }, 'source_id'],
    ];
    for (const [path, query, field] of cases) {
      const r = await t.get(`${BASE}/${path}`, { token: w.shop, query });
      expect(r.code, `${path} ${JSON.stringify(query)}`).toBe(0);
      expect(r.msg, `${path} ${JSON.stringify(query)}`).toContain(field);
    }
    const long = await t.get<{ bucket: string; data: unknown[] }>(`${BASE}/Trend`, {
      token: w.shop,
      query: { startTime: `${year - 2}-1-1`, endTime: `${year}-1-1` },
    });
    expect(long.data.bucket).toBe('month');
    expect(long.data.data).toHaveLength(25);
  });
});
