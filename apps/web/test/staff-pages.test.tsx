import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GAMES } from '@dzzs/shared/engine';
import type { StaffMember } from '@dzzs/shared';
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

// 员工管理 (docs/staff.md) against a fake server: the list by state, 停用 after a confirmation, the form's checks
// before any call, and a game rule with its amounts.

const C = '/api/shopkeeper.mine.Clerk';

const staff = (
  id: number,
  username: string,
  extra: Partial<StaffMember['clerkConfig']> = {},
): StaffMember => ({
  id,
  username,
  nickname: username,
  avatar: '',
  create_time: 1_795_000_000,
  clerkConfig: {
    state: 1,
    realName: '李晓燕',
    remarks: '白班',
    sfz: '',
    viewUserlist: 0,
    cooperation: 0,
    award: 1,
    gamelist: GAMES.map((g) => ({
      game: { id: g.code, title: g.nameZh, image: '' },
      data:
        g.code === 101
          ? { state: 1, minMoney: '0.00', maxMoney: '0.00' }
          : { state: 0, minMoney: '0.00', maxMoney: '0.00' },
    })),
    ...extra,
  },
  loginfailure: 2,
});
const LI = staff(56, 'clerk_li');
const CHEN = staff(58, 'clerk_chen', { state: 0, realName: '陈东' });

function serve(routes: Record<string, (call: SeenCall) => { body: unknown }> = {}) {
  return fakeServer({
    'GET /api/NewUser/index': () => ({ body: envelope(shopkeeperIndex()) }),
    'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    [`GET ${C}/list`]: (call) => ({
      body: envelope((call.params as { state: number }).state === 0 ? [CHEN] : [LI]),
    }),
    [`GET ${C}/ClerkInfo`]: () => ({ body: envelope(LI) }),
    ...routes,
  });
}

describe('员工管理', () => {
  withoutAnimations();
  beforeEach(() => {
    resetBrowser({ access: 'acc', refresh: 'ref' });
    resetOverlays(true);
  });

  it('lists 已启用 and 已停用 staff and stops one after the owner confirms', async () => {
    const server = serve({ [`GET ${C}/clerkClose`]: () => ({ body: envelope('已停用', 1, '已停用') }) });
    renderApp('#/pages/mimeSupPage/yuangongguanli', server.adapter);
    const card = await screen.findByTestId('staff-clerk_li', undefined, { timeout: 10_000 });
    expect(card.textContent).toContain('李晓燕(ID.56)');
    expect(card.textContent).toContain('派奖');
    expect(card.textContent).toContain('1 个彩种有接单限制');
    expect(card.textContent).toContain('密码错误 2 次');
    expect(screen.getByText('员工列表(1)')).toBeTruthy();

    fireEvent.click(within(card).getByTestId('staff-switch'));
    await toasted('已停用');
    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: '确定停用 李晓燕(56) 吗？' }),
    );
    expect(server.calls.find((c) => c.url === `${C}/clerkClose`)?.params).toEqual({ id: 56, state: 0 });

    fireEvent.click(screen.getByRole('tab', { name: '已停用' }));
    const stopped = await screen.findByTestId('staff-clerk_chen');
    expect(within(stopped).getByTestId('staff-switch').textContent).toBe('启用');
  });

  it('checks the new account before any call, then adds it with its permissions', async () => {
    const server = serve({ [`POST ${C}/AddClerk`]: () => ({ body: envelope('添加成功', 1, '添加成功') }) });
    renderApp('#/pages/mimeSupPage/yuangongguanliSupPage/addYuangong', server.adapter);
    const username = (
      await screen.findByTestId('staff-username', undefined, { timeout: 10_000 })
    ).querySelector('input')!;
    fireEvent.click(screen.getByTestId('staff-submit'));
    await toasted('请填写员工账号');
    fireEvent.change(username, { target: { value: '13800138000' } });
    fireEvent.click(screen.getByTestId('staff-submit'));
    await toasted('账号不支持纯数字');
    fireEvent.change(username, { target: { value: 'clerk_sun' } });
    fireEvent.click(screen.getByTestId('staff-submit'));
    await toasted('请填写员工密码');
    expect(server.calls.some((c) => c.url === `${C}/AddClerk`)).toBe(false);

    fireEvent.change(screen.getByTestId('staff-password').querySelector('input')!, {
      target: { value: 'sun12345' },
    });
    fireEvent.click(screen.getByTestId('staff-perm-award'));
    fireEvent.click(screen.getByTestId('staff-submit'));
    await toasted('添加成功');
    expect(server.calls.find((c) => c.url === `${C}/AddClerk`)?.data).toEqual({
      username: 'clerk_sun',
      password: 'sun12345',
      realName: '',
      sfzID: '',
      remarks: '',
      viewUserlist: false,
      cooperation: false,
      award: true,
    });
  });

  it('sets a 限额 rule for a game with its two amounts', async () => {
    const server = serve({
      [`GET ${C}/ColorEditing`]: () => ({ body: envelope('保存成功', 1, '保存成功') }),
    });
    renderApp('#/pages/mimeSupPage/yuangongguanliSupPage/yuangongguanliSupPage?id=56', server.adapter);
    const ssq = await screen.findByTestId('staff-game-101', undefined, { timeout: 10_000 });
    expect(ssq.textContent).toContain('拒绝接单');
    fireEvent.click(screen.getByTestId('staff-game-201'));
    fireEvent.click(await screen.findByTestId('staff-rule-2'));
    fireEvent.click(screen.getByTestId('staff-rule-save'));
    await toasted('请填写最低金额和最高金额');
    fireEvent.change(screen.getByTestId('staff-min').querySelector('input')!, { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('staff-max').querySelector('input')!, { target: { value: '500' } });
    fireEvent.click(screen.getByTestId('staff-rule-save'));
    await toasted('保存成功');
    await waitFor(() =>
      expect(server.calls.find((c) => c.url === `${C}/ColorEditing`)?.params).toEqual({
        id: 56,
        gameIndex: 201,
        value: 2,
        minMoney: '10',
        maxMoney: '500',
      }),
    );
  });
});
