import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MatchOnSale } from '@dzzs/shared';
import { quoteBet } from '@dzzs/shared/engine';
import { fakeServer, PLAYER, renderLoggedIn, type Call } from './helpers.tsx';

vi.mock('../src/shared/socket.ts', () => ({
  startSocket: () => undefined,
  stopSocket: () => undefined,
  sendFrame: () => undefined,
  useSocketEvents: () => undefined,
}));

// The 竞彩足球 picker and its 投注单 against a fake server (docs/player-app.md, "Sports pickers"): two prices
// picked, 2串1 chosen for them, the engine's figures and prize range, and the content paid is what quoteBet prices.

const match = (i: number, spf: [string, string, string]): MatchOnSale => ({
  matchId: `M-00${i}`,
  matchNumStr: `周三00${i}`,
  league: '英超',
  home: `主队${i}`,
  away: `客队${i}`,
  kickoff: 1_795_000_000 + i * 3600,
  sales_close: 1_795_000_000 + i * 3600,
  deadline: 1_795_000_000 + i * 3600 - 600,
  round: null,
  goal: -1,
  totalLine: null,
  odds: {
    spf: [
      { res: '胜', rate: spf[0] },
      { res: '平', rate: spf[1] },
      { res: '负', rate: spf[2] },
    ],
    rqspf: [
      { res: '让胜', rate: '3.10' },
      { res: '让平', rate: '3.45' },
      { res: '让负', rate: '2.05' },
    ],
    zjq: [{ res: '2', rate: '3.35' }],
  },
});
const MATCHES = [match(1, ['1.65', '3.80', '4.35']), match(2, ['1.42', '4.30', '5.80'])];

function serve() {
  return fakeServer({
    'GET /api/bettingend.User/index': () => PLAYER,
    'GET /api/bettingend.Game/list': () => [],
    'GET /api/bettingend.Game/matches': () => MATCHES,
    'POST /api/bettingend.Order/create': () => ({ order_id: 'SP-1' }),
  });
}

describe('竞彩足球 picker and 投注单', () => {
  it('picks two prices, pays a 2串1 with the engine’s figures, sending what the server prices the same', async () => {
    const server = serve();
    renderLoggedIn('#/game/407', server.adapter);
    const first = await screen.findByTestId('match-M-001', {}, { timeout: 5000 });
    expect(screen.getByText(/^周三 \S+ 共2场比赛$/)).toBeTruthy();
    fireEvent.click(within(first).getByTestId('odds-M-001-胜'));
    fireEvent.click(screen.getByTestId('odds-M-002-胜'));
    expect(screen.getByTestId('figures').textContent).toBe('已选2场');
    // 总进球 is under 更多, with the count of what is picked there.
    fireEvent.click(screen.getByTestId('more-M-001'));
    fireEvent.click(screen.getByTestId('odds-M-001-2'));
    fireEvent.click(screen.getByTestId('more-M-001'));
    expect(screen.getByTestId('more-M-001').textContent).toBe('更多 (1)');

    fireEvent.click(screen.getByTestId('next'));
    const figures = await screen.findByTestId('slip-figures', {}, { timeout: 5000 });
    // 2串1 over (胜, 2) × 胜: two bets.
    expect(screen.getByTestId('pass-2串1').className).toContain('odds-on');
    expect(figures.textContent).toContain('共2注 1倍 4.00元');
    // 2 × 1.65 × 1.42 = 4.69 at least; a 2:0 wins both bets, 4.69 + 2 × 3.35 × 1.42 = 14.20 at most.
    expect(screen.getByTestId('prize').textContent).toBe('预计奖金：4.69～14.20元');
    // 单关 as well: two more bets on the first match and one on the second.
    fireEvent.click(screen.getByTestId('pass-单关'));
    expect(figures.textContent).toContain('共5注 1倍 10.00元');

    fireEvent.click(screen.getByTestId('submit'));
    // 确认支付 waits for the consent, ticked in the sheet.
    const pay = await screen.findByTestId('pay', {}, { timeout: 5000 });
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('consent'));
    fireEvent.click(pay);
    await vi.waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = server.calls.find((c: Call) => c.url === '/api/bettingend.Order/create')!.data as {
      game_id: number;
      content: unknown;
      amount: string;
      notes: number;
    };
    const quote = quoteBet(407, sent.content);
    if (!quote.ok) throw new Error(JSON.stringify(quote.errors));
    expect({ notes: sent.notes, amount: sent.amount }).toEqual({ notes: 5, amount: '10.00' });
    expect({ notes: quote.value.notes, amountFen: quote.value.amountFen }).toEqual({
      notes: 5,
      amountFen: 1000,
    });
    expect(quote.value.content).toMatchObject({ remarks: { reachType: ['2串1', '单关'] } });
  });

  it('an empty 投注单, number or sports, says so', async () => {
    for (const game of [101, 407]) {
      renderLoggedIn(`#/slip?game=${game}`, serve().adapter);
      expect(await screen.findByText('投注单是空的', {}, { timeout: 5000 })).toBeTruthy();
    }
  });
});
