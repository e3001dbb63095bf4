import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { envelope, fakeServer, renderApp, resetBrowser, shopkeeperIndex } from './helpers.tsx';

vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'));

describe('register page', () => {
  beforeEach(() => resetBrowser());

  it('registers a shop with a mobile code and opens it, logged in', async () => {
    const index = shopkeeperIndex();
    const server = fakeServer({
      'POST /api/NewUser/register': () => ({
        body: envelope({
          userinfo: {
            ...index.userinfo,
            token: 'tok-new',
            refresh_token: 'ref-new',
            refreshToken: 'ref-new',
          },
          clerkInfo: null,
        }),
      }),
      'GET /api/NewUser/index': () => ({ body: envelope(index) }),
      'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    });
    renderApp('#/pages/login/register', server.adapter);
    fireEvent.change(await screen.findByPlaceholderText('字母开头，3–16位'), {
      target: { value: 'new_shop' },
    });
    fireEvent.change(screen.getByPlaceholderText('6–32位密码'), { target: { value: 'secret123' } });
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '13800000009' } });
    fireEvent.change(screen.getByPlaceholderText('请输入6位验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '注册' }));

    await waitFor(() => expect(localStorage.getItem('access_shop_token')).toBe('tok-new'));
    const register = server.calls.find((c) => c.url === '/api/NewUser/register');
    expect(register?.data).toEqual({
      username: 'new_shop',
      password: 'secret123',
      registerType: 'mobile',
      mobile: '13800000009',
      captcha: '123456',
    });
    expect(register?.headers['ba-user-token']).toBeUndefined();
    expect(await screen.findByText('店铺余额')).toBeTruthy();
    expect(window.location.hash).toBe('#/pages/index/mine');
  });
});
