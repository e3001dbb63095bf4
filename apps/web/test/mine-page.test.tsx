import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as overlays from '../src/shared/ui/overlays.ts';
import { envelope, fakeServer, renderApp, resetBrowser, shopkeeperIndex, staffIndex } from './helpers.tsx';

vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'));

function serve(index: ReturnType<typeof shopkeeperIndex>, extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /api/NewUser/index': () => ({ body: envelope(index) }),
    'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    ...extra,
  });
}

describe('mine page', () => {
  beforeEach(() => {
    resetBrowser({ access: 'acc', refresh: 'ref' });
    vi.mocked(overlays.showToastNow).mockClear();
    vi.mocked(overlays.confirmDialog).mockClear();
    vi.mocked(overlays.showDialog).mockClear();
  });

  it('shows a shopkeeper the shop, balances, all three sections, badges and the version', async () => {
    renderApp('#/pages/index/mine', serve(shopkeeperIndex()).adapter);
    expect(await screen.findByTestId('shop-stats')).toBeTruthy();
    expect(screen.queryByTestId('staff-stats')).toBeNull();
    expect(screen.getByText('店铺余额')).toBeTruthy();
    expect(screen.getByText('托管余额')).toBeTruthy();
    expect(screen.getByText('3560.00')).toBeTruthy();
    expect(screen.getByText('(ID.7)')).toBeTruthy();
    expect(screen.getByTestId('cert-pill').textContent).toBe('已认证');
    expect(screen.getByText('VIP·1')).toBeTruthy();
    for (const label of [
      '常用功能',
      '店铺管理',
      '服务',
      '订单查询',
      '等待派奖',
      '提现申请',
      '店铺设置',
      '收款管理',
      '彩种管理',
      '员工管理',
      '合作店铺',
      '发布红包',
      '邀请店主',
    ]) {
      expect(screen.getByText(label), label).toBeTruthy();
    }
    expect(screen.getByTestId('menu-waitingAward').textContent).toContain('2');
    expect(screen.getByTestId('menu-withdrawals').textContent).toContain('3');
    expect(screen.getByText('当前版本：2.2.25')).toBeTruthy();
    // tab badges: 订单 = OrderCount, 我的 = waitAward + Withdrawal
    const tabs = document.querySelectorAll('.adm-tab-bar-item');
    expect(tabs[0]?.textContent).toContain('5');
    expect(tabs[3]?.textContent).toContain('5');
  });

  it('shows staff the owner shop, today’s ticketing and account, and hides money, settings and services', async () => {
    renderApp('#/pages/index/mine', serve(staffIndex({ award: 0, cooperation: 0 })).adapter);
    expect(await screen.findByTestId('staff-stats')).toBeTruthy();
    expect(screen.queryByTestId('shop-stats')).toBeNull();
    expect(screen.getByText('今日出票金额')).toBeTruthy();
    expect(screen.getByText('426.00')).toBeTruthy();
    expect(screen.getByText('员工账号')).toBeTruthy();
    expect(screen.getByText('demo_clerk')).toBeTruthy();
    expect(screen.getByTestId('shop-name').textContent).toBe('好运彩票站');
    // staff inherit the shop's state and are always shown as certified
    expect(screen.getByTestId('cert-pill').textContent).toBe('已认证');
    for (const hidden of [
      '店铺余额',
      '托管余额',
      '提现申请',
      '店铺设置',
      '等待派奖',
      '服务',
      '店铺管理',
      '收款管理',
      '发布红包',
    ]) {
      expect(screen.queryByText(hidden), hidden).toBeNull();
    }
    expect(screen.getByText('退出')).toBeTruthy();
    expect(screen.getByText('订单查询')).toBeTruthy();
  });

  it('shows staff 等待派奖 and 合作店铺 only with the owner’s permission', async () => {
    renderApp('#/pages/index/mine', serve(staffIndex({ award: 1, cooperation: 1 })).adapter);
    expect(await screen.findByText('等待派奖')).toBeTruthy();
    expect(screen.getByText('合作店铺')).toBeTruthy();
    expect(screen.queryByText('员工管理')).toBeNull();
  });

  it('stops an uncertified shop at every function with the state in words, but lets it reach settings', async () => {
    renderApp('#/pages/index/mine', serve(shopkeeperIndex({ certification: 2 })).adapter);
    fireEvent.click(await screen.findByText('订单查询'));
    await waitFor(() =>
      expect(overlays.showToastNow).toHaveBeenCalledWith(
        expect.objectContaining({ content: '当前店铺处于待审核状态中，请稍后再试', duration: 1500 }),
      ),
    );
    expect(window.location.hash).toBe('#/pages/index/mine');
    expect(screen.getByTestId('cert-pill').textContent).toBe('待审核');
    fireEvent.click(screen.getByText('店铺设置'));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/mimeSupPage/setPage'));
  });

  it('reminds an uncertified (0) shopkeeper once, offering 去认证', async () => {
    renderApp('#/pages/index/mine', serve(shopkeeperIndex({ certification: 0 })).adapter);
    expect((await screen.findByTestId('cert-pill')).textContent).toBe('未认证');
    await waitFor(() =>
      expect(overlays.confirmDialog).toHaveBeenCalledWith(
        expect.objectContaining({
          title: '注意',
          content: '检测到此店铺未进行认证，未认证会导致部分功能无法使用！',
          confirmText: '去认证',
        }),
      ),
    );
  });

  it('blocks the app with the platform’s message when appIsOpen.shop.value is "true"', async () => {
    renderApp('#/pages/index/mine', serve(shopkeeperIndex({ appClosed: true })).adapter);
    await waitFor(() => expect(overlays.showDialog).toHaveBeenCalledTimes(1));
    const props = vi.mocked(overlays.showDialog).mock.calls[0]?.[0];
    expect(props?.closeOnMaskClick).toBe(false);
    expect(JSON.stringify(props?.content)).toContain('系统升级中，预计 30 分钟');
  });

  it('logs out after confirming: GET /api/user/logout, tokens cleared, back to login', async () => {
    vi.mocked(overlays.confirmDialog).mockResolvedValueOnce(true);
    const server = serve(staffIndex(), { 'GET /api/user/logout': () => ({ body: envelope(null) }) });
    renderApp('#/pages/index/mine', server.adapter);
    fireEvent.click(await screen.findByText('退出'));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/login/login'));
    expect(overlays.confirmDialog).toHaveBeenCalledWith({ content: '确定需要退出登录吗？' });
    expect(server.calls.some((c) => c.method === 'GET' && c.url === '/api/user/logout')).toBe(true);
    for (const key of ['access_shop_token', 'refresh_shop_token', 'access_token', 'refresh_token'])
      expect(localStorage.getItem(key)).toBeNull();
  });

  it('switches to English and back', async () => {
    renderApp('#/pages/index/mine', serve(shopkeeperIndex()).adapter);
    fireEvent.click(await screen.findByRole('radio', { name: 'English' }));
    expect(await screen.findByText('Shop balance')).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('en');
    fireEvent.click(screen.getByRole('radio', { name: '中文' }));
    expect(await screen.findByText('店铺余额')).toBeTruthy();
  });
});
