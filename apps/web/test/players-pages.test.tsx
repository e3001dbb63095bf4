import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlayerDetail, PlayerRow } from '@dzzs/shared';
import {
  envelope,
  fakeServer,
  giveListsTheirBox,
  renderApp,
  resetBrowser,
  shopkeeperIndex,
  staffIndex,
  withoutAnimations,
  type SeenCall,
} from './helpers.tsx';
import { resetOverlays, showToastNow, toasted } from './overlays-mock.ts';

vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'));

// The players' pages (docs/players.md) against a fake server: 彩民08 (id 18) with ¥120.50, remarked 常客.

const USERS = '/api/shopkeeper.Userlist';
const config = { Star: 0, sale: 0, expert: 0, agent: 0, remarks: '常客', settle_days: 0 };

const row = (id: number, over: Partial<PlayerRow> = {}): PlayerRow => ({
  id,
  username: `player${id}`,
  nickname: `彩民${id}`,
  avatar: '',
  money: '120.50',
  update_time: 1_795_000_000,
  create_time: 1_795_000_000,
  config: { ...config, remarks: '' },
  FiveDayHistory: [true, false],
  ...over,
});

const DETAIL: PlayerDetail = {
  id: 18,
  shop_id: 7,
  username: 'player08',
  nickname: '彩民08',
  avatar: '',
  mobile: '13900000008',
  email: '',
  money: '120.50',
  status: 1,
  jointime: 1_795_000_000,
  create_time: 1_795_000_000,
  update_time: 1_795_000_000,
  Recenttradingtime: 1_795_000_000,
  consumption: '58.00',
  PayNumber: 5,
  invitationNumber: 2,
  superior: null,
  FiveDayHistory: [true, false],
  rate: 0,
  Config: config,
};

function serve(index: unknown, routes: Record<string, (call: SeenCall) => { body: unknown }> = {}) {
  const page = (data: PlayerRow[]) => ({
    total: data.length,
    per_page: 20,
    current_page: 1,
    last_page: 1,
    next_last_id: null,
    data,
  });
  return fakeServer({
    'GET /api/NewUser/index': () => ({ body: envelope(index) }),
    'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    [`GET ${USERS}/info`]: () => ({ body: envelope(DETAIL) }),
    [`GET ${USERS}/WinkList`]: () => ({
      body: envelope([row(11, { config: { ...config, Star: 1, agent: 1 } })]),
    }),
    [`GET ${USERS}/list`]: () => ({ body: envelope(page([row(12), row(13)])) }),
    ...routes,
  });
}

describe('players pages', () => {
  withoutAnimations();
  beforeEach(() => {
    resetBrowser({ access: 'acc', refresh: 'ref' });
    resetOverlays(true);
    giveListsTheirBox();
  });

  it('the 用户 tab shows the starred players with their tags and 下单用户 with their last results', async () => {
    renderApp('#/pages/index/userPages', serve(shopkeeperIndex()).adapter);
    const starred = await screen.findByTestId('starred-list', undefined, { timeout: 10_000 });
    await waitFor(() => expect(starred.textContent).toContain('常客(昵称：彩民11)'), { timeout: 5000 });
    expect(within(starred).getByText('星标')).toBeTruthy();
    expect(within(starred).getByText('代理')).toBeTruthy();
    expect(screen.getByText('标星用户(1)')).toBeTruthy();
    const ordered = await screen.findByTestId('player-12');
    expect(ordered.querySelectorAll('.players-dot').length).toBe(2);
    expect(ordered.querySelectorAll('.players-dot-won').length).toBe(1);
    fireEvent.click(screen.getByTestId('starred-toggle'));
    expect(screen.queryByTestId('starred-list')).toBeNull();
  });

  it('用户详情 stars the player, refuses a deduction beyond the balance before asking, and sends 加款 with its memo', async () => {
    const server = serve(shopkeeperIndex(), {
      [`GET ${USERS}/setUserConfig`]: () => ({ body: envelope('设置成功', 1, '设置成功') }),
      [`POST ${USERS}/addMoney`]: () => ({ body: envelope('加款成功', 1, '加款成功') }),
    });
    renderApp('#/pages/userUupPage/userUupPage?id=18', server.adapter);
    expect((await screen.findByTestId('detail-name', undefined, { timeout: 10_000 })).textContent).toBe(
      '常客(昵称：彩民08)',
    );
    expect(screen.getByText('赢 输')).toBeTruthy();

    fireEvent.click(screen.getByTestId('star-switch'));
    await toasted('设置成功');
    expect(server.calls.find((c) => c.url === `${USERS}/setUserConfig`)?.params).toEqual({
      id: 18,
      type: 'Star',
      value: '1',
    });

    fireEvent.click(screen.getByTestId('deduct-money'));
    fireEvent.change(
      within(await screen.findByTestId('money-amount', {}, { timeout: 10_000 })).getByRole('textbox'),
      {
        target: { value: '120.51' },
      },
    );
    fireEvent.click(screen.getByTestId('money-submit'));
    await waitFor(() =>
      expect(showToastNow).toHaveBeenCalledWith(
        expect.objectContaining({ content: '超过可用余额 120.50 元' }),
      ),
    );
    expect(server.calls.some((c) => c.url === `${USERS}/delMoney`)).toBe(false);
    fireEvent.click(document.querySelector<HTMLElement>('.adm-mask')!);

    fireEvent.click(screen.getByTestId('add-money'));
    await screen.findByText('加款需谨慎，慎防彩民p图，及时核实是否到账');
    fireEvent.change(within(screen.getByTestId('money-amount')).getByRole('textbox'), {
      target: { value: '100' },
    });
    fireEvent.change(within(screen.getByTestId('money-memo')).getByRole('textbox'), {
      target: { value: '微信转账' },
    });
    fireEvent.click(screen.getByTestId('money-submit'));
    await toasted('加款成功');
    expect(server.calls.find((c) => c.url === `${USERS}/addMoney`)?.data).toEqual({
      id: 18,
      money: '100',
      memo: '微信转账',
    });
  });

  it('staff see the player without the owner’s actions (money, agent, superior, account details)', async () => {
    renderApp('#/pages/userUupPage/userUupPage?id=18', serve(staffIndex({ viewUserlist: 1 })).adapter);
    await screen.findByTestId('detail-name', undefined, { timeout: 10_000 });
    expect(screen.getByText('私聊')).toBeTruthy();
    for (const owner of ['加款', '扣款', '代理', '上级', '账号明细'])
      expect(screen.queryByText(owner)).toBeNull();
  });
});
