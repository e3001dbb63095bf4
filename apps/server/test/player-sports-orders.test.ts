import { calendarApi, ordersApi as api, type MatchOnSale } from '@dzzs/shared';
import { quoteBet } from '@dzzs/shared/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openMatches } from './helpers/calendar.ts';
import {
  football2x1,
  expectRefused,
  orderRow,
  appWithOrderWorld,
  priceFootball,
  type OrderWorld,
} from './helpers/orders.ts';
import type { TestApp } from './helpers/test-app.ts';

// A sports bet as the player app's pickers send it (docs/player-app.md, "Sports"): built from what
// bettingend.Game/matches lists, recounted and repriced by the server against the calendar, with the deadline of
// its earliest match less the shop's advance; every refusal names the field and leaves every row as it was.

let t: TestApp;
let w: OrderWorld;
beforeEach(async () => ({ t, w } = await appWithOrderWorld()));
afterEach(() => t.close());

type Body = Record<string, unknown>;
const token = () => w.players[0]!.token;
const create = (body: Body) => t.post<{ order_id: string }>(api.create.path, { token: token(), body });
const matches = async (game: number) =>
  (await t.get<MatchOnSale[]>(`${calendarApi.matches.path}?game_id=${game}`, { token: token() })).data;

/** The picker's content: each match as listed, one outcome of its first play at the listed odds. */
function picked(list: MatchOnSale[], reachType: string[], Multiple = '1') {
  return {
    Content: list.map((m) => {
      const first = Object.values(m.odds)[0]![0]!;
      return {
        matchNumStr: m.matchNumStr,
        matchId: m.matchId,
        homeTeamAbbName: m.home,
        awayTeamAbbName: m.away,
        data: [first.rate === null ? { res: first.res } : { res: first.res, rate: first.rate }],
      };
    }),
    remarks: { Multiple, reachType, Repeat: '0', isComplex: '0' },
  };
}

const refused = (body: Body, ...fragments: string[]) =>
  expectRefused(t, w.players[0]!.id, () => create(body), ...fragments);

describe('a sports bet from the picker', () => {
  it('a 竞彩足球 2串1: the engine’s count, amount and prize range; the deadline of the earliest match', async () => {
    await openMatches(t, {
      game: 407,
      matches: [
        { matchId: 'M-001', closesIn: 5 * 3600, odds: { spf: { H: '1.65', D: '3.80', A: '4.35' } } },
        { matchId: 'M-002', closesIn: 2 * 3600, odds: { spf: { H: '1.42', D: '4.30', A: '5.80' } } },
      ],
    });
    const list = (await matches(407)).filter((m) => m.matchId === 'M-001' || m.matchId === 'M-002');
    const content = picked(list, ['2串1'], '5');
    const quote = quoteBet(407, content);
    if (!quote.ok) throw new Error(JSON.stringify(quote.errors));
    const r = await create({ consent: 1, game_id: 407, content, amount: '10.00', notes: 1 });
    expect(r.code, r.msg).toBe(1);
    const row = await orderRow(t, r.data.order_id);
    const earliest = Math.min(...list.map((m) => m.sales_close));
    const deadline = Math.min(...list.map((m) => m.deadline));
    expect(row).toMatchObject({
      bet_money: 1000,
      bonus_min: quote.value.prize!.minFen,
      bonus_max: quote.value.prize!.maxFen,
      sales_close: earliest,
      deadline,
    });
    // 2 × 1.65 × 1.42 = 4.686 → 4.69 a unit, ×5.
    expect(row.bonus_max).toBe(2345);
  });

  it('a 胜负彩 round and a 任选九 of its matches', async () => {
    const round = await openMatches(t, {
      game: 401,
      matches: Array.from({ length: 14 }, (_, i) => ({ matchId: `R-${i + 1}` })),
    });
    const all = await matches(401);
    expect(all).toHaveLength(14);
    const sfc = await create({ consent: 1, game_id: 401, issue: round.round, content: picked(all, []) });
    expect(sfc.code, sfc.msg).toBe(1);
    const nine = (await matches(402)).slice(0, 9);
    const rx9 = await create({ consent: 1, game_id: 402, issue: round.round, content: picked(nine, []) });
    expect(rx9.code, rx9.msg).toBe(1);
    expect((await orderRow(t, rx9.data.order_id)).bet_money).toBe(200);
  });
});

describe('what a sports bet may not be', () => {
  it('a match not on sale, naming it', async () => {
    const slip = football2x1();
    const content = { ...slip, Content: [slip.Content[0], { ...slip.Content[1]!, matchId: 'M-404' }] };
    await refused({ consent: 1, game_id: 407, content }, 'Content[1].matchId');
  });

  it('a play the match is not sold with, naming the plays it is', async () => {
    const slip = football2x1();
    const content = {
      ...slip,
      Content: [slip.Content[0], { ...slip.Content[1]!, data: [{ res: '2', rate: '3.10' }] }],
    };
    await refused(
      { consent: 1, game_id: 407, content },
      'content.Content[1].data[0].res',
      '总进球',
      '胜平负',
    );
  });

  it('a pass type the matches cannot make, and more matches than a bet holds', async () => {
    const slip = football2x1();
    await refused(
      { consent: 1, game_id: 407, content: { ...slip, remarks: { ...slip.remarks, reachType: ['3串1'] } } },
      'remarks.reachType[0]',
      '3串1',
    );
    const many = Array.from({ length: 16 }, (_, i) => ({ ...slip.Content[0]!, matchId: `M-${100 + i}` }));
    await refused({ consent: 1, game_id: 407, content: { ...slip, Content: many } }, 'Content', '15');
  });

  it('odds that moved since the page read them, saying the published ones', async () => {
    await priceFootball(t, '1.30');
    await refused({ consent: 1, game_id: 407, content: football2x1() }, 'Content[0].data[0].rate', '1.30');
  });

  it('a count or an amount other than the engine’s', async () => {
    await refused({ consent: 1, game_id: 407, content: football2x1(), notes: 2 }, 'notes', '1');
    await refused({ consent: 1, game_id: 407, content: football2x1(), amount: '4.00' }, 'amount', '2.00');
  });
});
