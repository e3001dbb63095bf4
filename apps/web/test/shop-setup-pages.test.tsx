import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notice, ShopGameSetting } from '@dzzs/shared';
import {
  envelope,
  fakeServer,
  renderApp,
  resetBrowser,
  shopkeeperIndex,
  withoutAnimations,
  type SeenCall,
} from './helpers.tsx';
import { confirmDialog, resetOverlays, toasted } from './overlays-mock.ts';

vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'));

// 公告设置 and 彩种管理 (docs/shop-setup.md) against a fake server.

function serve(routes: Record<string, (call: SeenCall) => { body: unknown }> = {}) {
  return fakeServer({
    'GET /api/NewUser/index': () => ({ body: envelope(shopkeeperIndex()) }),
    'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    ...routes,
  });
}

const notice = (id: number, type: 0 | 1, content: string, type_label: string): Notice => ({
  id,
  type,
  type_label,
  content,
  create_time: 1_795_000_000 - id * 86_400,
});

const game = (overrides: Partial<ShopGameSetting>): ShopGameSetting => ({
  game_id: 407,
  name: { zh: '竞彩足球', en: 'Jingcai Football' },
  group: 'sports',
  gamestate: 1,
  Cooperation: 1,
  advance: 10,
  MinBetAmount: '2.00',
  MaxBetAmount: '100000.00',
  AllowComplexPlay: 1,
  Repeat: 0,
  BonusOptimization: 1,
  Issuing_switch: 1,
  editable: [
    'gamestate',
    'advance',
    'MinBetAmount',
    'MaxBetAmount',
    'Cooperation',
    'AllowComplexPlay',
    'Repeat',
    'BonusOptimization',
    'Issuing_switch',
  ],
  limits: {
    advance_min: 10,
    advance_max: 1440,
    min_bet_low: '2.00',
    min_bet_high: '100.00',
    max_bet_high: '100000.00',
  },
  issue: null,
  next: null,
  matches: 6,
  deadline: 1_795_000_000,
  ...overrides,
});

describe('公告设置', () => {
  withoutAnimations();
  beforeEach(() => {
    resetBrowser({ access: 'acc', refresh: 'ref' });
    resetOverlays(true);
  });

  it('lists the history with each kind, and refuses an empty pop-up without a call', async () => {
    const server = serve({
      'POST /api/shopkeeper.mine.Setup/set_notice_board_list': () => ({
        body: envelope([notice(1, 0, '', '公告取消'), notice(2, 1, '新店开业\n欢迎光临', '弹窗公告')]),
      }),
      'POST /api/shopkeeper.mine.Setup/set_notice_board': () => ({
        body: envelope('公告发布成功', 1, '公告发布成功'),
      }),
    });
    renderApp('#/pages/mimeSupPage/announcement_set', server.adapter);
    const cards = await screen.findAllByTestId('announcements-card', undefined, { timeout: 10_000 });
    expect(cards.map((c) => c.getAttribute('data-kind'))).toEqual(['cancelled', 'popup']);
    expect(within(cards[0]!).getByText('（已取消滚动公告）')).toBeTruthy();

    fireEvent.click(screen.getByTestId('announcements-compose'));
    fireEvent.click(await screen.findByRole('tab', { name: '弹窗公告' }));
    fireEvent.click(screen.getByTestId('announcements-submit'));
    await toasted('弹窗公告无法提交空值，请输入公告内容');
    expect(server.calls.some((c) => c.url.endsWith('/set_notice_board'))).toBe(false);

    // An empty scrolling notice asks, then takes the current one down.
    fireEvent.click(screen.getByRole('tab', { name: '滚动公告' }));
    fireEvent.click(screen.getByTestId('announcements-submit'));
    await waitFor(() => expect(server.calls.some((c) => c.url.endsWith('/set_notice_board'))).toBe(true));
    expect(confirmDialog).toHaveBeenCalledTimes(1);
    expect(server.calls.find((c) => c.url.endsWith('/set_notice_board'))!.data).toEqual({
      type: 0,
      content: '',
    });
  });
});

describe('彩种管理', () => {
  withoutAnimations();
  beforeEach(() => {
    resetBrowser({ access: 'acc', refresh: 'ref' });
    resetOverlays(true);
  });

  it('groups the games, and turning 允许重复 on asks, then turns 奖金优化 off first', async () => {
    let current = game({});
    const edits: unknown[] = [];
    const server = serve({
      'GET /api/shopkeeper.Gamelist/index': () => ({
        body: envelope([
          current,
          game({ game_id: 104, name: { zh: '七乐彩', en: 'Qilecai' }, gamestate: 0 }),
        ]),
      }),
      'POST /api/shopkeeper.Gamelist/edit': (call) => {
        const { model, value } = call.data as { model: 'Repeat' | 'BonusOptimization'; value: 0 | 1 };
        edits.push([model, value]);
        current = { ...current, [model]: value };
        return { body: envelope(current, 1, '设置成功') };
      },
    });
    renderApp('#/pages/mimeSupPage/CategoryManagement', server.adapter);
    const on = await screen.findByTestId('shop-games-on', undefined, { timeout: 10_000 });
    expect(within(on).getByText('最小投注金额2.00元, 停售前10分钟截止投注')).toBeTruthy();
    expect(within(screen.getByTestId('shop-games-off')).getByText('七乐彩')).toBeTruthy();

    fireEvent.click(within(on).getByTestId('shop-games-row'));
    fireEvent.click(await screen.findByTestId('shop-games-switch-Repeat'));
    await waitFor(() =>
      expect(edits).toEqual([
        ['BonusOptimization', 0],
        ['Repeat', 1],
      ]),
    );
    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ content: expect.stringContaining('开启允许重复将关闭奖金优化') }),
    );
  });

  it('sets 单笔最大投注金额 within the minimum and the platform’s 10万, as the sheet says', async () => {
    let current = game({});
    const edits: unknown[] = [];
    const server = serve({
      'GET /api/shopkeeper.Gamelist/index': () => ({ body: envelope([current]) }),
      'POST /api/shopkeeper.Gamelist/edit': (call) => {
        const { model, value } = call.data as { model: 'MaxBetAmount'; value: string };
        edits.push([model, value]);
        current = { ...current, MaxBetAmount: Number(value).toFixed(2) };
        return { body: envelope(current, 1, '设置成功') };
      },
    });
    renderApp('#/pages/mimeSupPage/CategoryManagement', server.adapter);
    const on = await screen.findByTestId('shop-games-on', undefined, { timeout: 10_000 });
    fireEvent.click(within(on).getByTestId('shop-games-row'));
    const row = await screen.findByTestId('shop-games-max-bet');
    expect(row.textContent).toContain('100000.00元');
    fireEvent.click(row);
    expect(await screen.findByText('每单最多投注金额，2.00-100000.00元（不低于最小投注金额）')).toBeTruthy();
    const input = screen.getByTestId('shop-games-value').querySelector('input')!;
    fireEvent.change(input, { target: { value: '500' } });
    fireEvent.click(screen.getByText('保存'));
    await waitFor(() => expect(edits).toEqual([['MaxBetAmount', '500']]));
    await waitFor(() => expect(screen.getByTestId('shop-games-max-bet').textContent).toContain('500.00元'));
  });
});
