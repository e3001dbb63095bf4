import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeServer, giveListsTheirBox, onePage, PLAYER, renderLoggedIn, type Call } from './helpers.tsx';

vi.mock('../src/shared/socket.ts', () => ({
  startSocket: () => undefined,
  stopSocket: () => undefined,
  sendFrame: () => undefined,
  useSocketEvents: () => undefined,
}));

// 开奖 against a fake server (docs/player-app.md): a card per number game, its history behind it.

const SSQ = {
  game_id: 101,
  name: { zh: '双色球', en: 'Double Color Ball' },
  latest: {
    game_id: 101,
    issue: '2026137',
    red: [3, 8, 15, 21, 27, 33],
    blue: [9],
    digits: [],
    published_time: 1_795_000_000,
  },
  draw_weekdays: [2, 4, 7],
  next_issue: '2026138',
  next_draw_time: 1_795_170_000,
};
const FC3D = {
  game_id: 102,
  name: { zh: '福彩3D', en: '3D' },
  latest: null,
  draw_weekdays: [1, 2, 3, 4, 5, 6, 7],
  next_issue: null,
  next_draw_time: null,
};

function serve() {
  return fakeServer({
    'GET /api/bettingend.User/index': () => PLAYER,
    'GET /api/bettingend.Draw/latest': () => [SSQ, FC3D],
    'GET /api/bettingend.Draw/history': () =>
      onePage([SSQ.latest, { ...SSQ.latest, issue: '2026136', red: [1, 2, 3, 4, 5, 6], blue: [16] }]),
  });
}

describe('开奖 and the shop on 首页', () => {
  beforeEach(giveListsTheirBox);

  it('shows each number game: its balls, issue, draw days and next draw, or that it has none yet', async () => {
    renderLoggedIn('#/draws', serve().adapter);
    const ssq = await screen.findByTestId('draw-101', {}, { timeout: 5000 });
    expect(within(ssq).getByText('双色球')).toBeTruthy();
    expect(within(ssq).getByText('第2026137期')).toBeTruthy();
    expect(
      within(ssq)
        .getAllByText(/^\d\d$/)
        .map((b) => b.textContent),
    ).toEqual(['03', '08', '15', '21', '27', '33', '09']);
    expect(within(ssq).getByText(/每周二、四、日开奖/)).toBeTruthy();
    expect(within(ssq).getByText(/^下期 2026138/)).toBeTruthy();
    const fc3d = screen.getByTestId('draw-102');
    expect(within(fc3d).getByText('暂无开奖结果')).toBeTruthy();
    expect(within(fc3d).getByText(/每日开奖/)).toBeTruthy();
    expect(within(fc3d).getByText('暂无下期')).toBeTruthy();
  });

  it("opens a game's history from its card, asking for that game", async () => {
    const server = serve();
    renderLoggedIn('#/draws', server.adapter);
    fireEvent.click(await screen.findByTestId('draw-101', {}, { timeout: 5000 }));
    expect(await screen.findByText('双色球 开奖记录', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByTestId('history-2026136')).toBeTruthy();
    expect(screen.getByTestId('history-2026137')).toBeTruthy();
    expect(server.calls.find((c: Call) => c.url === '/api/bettingend.Draw/history')?.params).toMatchObject({
      game_id: 101,
      current_page: 1,
    });
  });

  it('is linked from 首页, which shows the shop at its top', async () => {
    const server = fakeServer({
      'GET /api/bettingend.User/index': () => PLAYER,
      'GET /api/bettingend.Shop/card': () => ({
        shop: { id: 7, nickname: '好运彩票站', avatar: '' },
        notices: { scroll: null, popup: null },
        games: [],
        red_packets: [],
      }),
      'GET /api/bettingend.Draw/latest': () => [SSQ],
    });
    renderLoggedIn('#/', server.adapter);
    expect((await screen.findByTestId('shop-name', {}, { timeout: 5000 })).textContent).toBe('好运彩票站');
    fireEvent.click(await screen.findByTestId('open-draws', {}, { timeout: 5000 }));
    expect(await screen.findByTestId('draw-101', {}, { timeout: 5000 })).toBeTruthy();
  });
});
