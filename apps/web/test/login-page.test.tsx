import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useAppStore } from '../src/shared/store/app-store.ts';
import { envelope, fakeServer, renderApp, resetBrowser, shopkeeperIndex } from './helpers.tsx';

vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'));

function loginAnswer() {
  const index = shopkeeperIndex();
  return envelope({
    userinfo: { ...index.userinfo, token: 'tok-A', refresh_token: 'ref-B', refreshToken: 'ref-B' },
    clerkInfo: null,
  });
}

async function fillAndSubmit(username: string, password: string) {
  fireEvent.change(await screen.findByPlaceholderText('请输入账号'), { target: { value: username } });
  fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
}

describe('login page', () => {
  beforeEach(() => resetBrowser());

  it('submits username and password with keep=true, stores both tokens under both key names, and opens mine', async () => {
    const server = fakeServer({
      'POST /api/NewUser/login': () => ({ body: loginAnswer() }),
      'GET /api/NewUser/index': () => ({ body: envelope(shopkeeperIndex()) }),
      'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    });
    renderApp('#/pages/login/login', server.adapter);
    expect(await screen.findByText('店主员工登录')).toBeTruthy();
    await fillAndSubmit('demo_shop', 'demo123456');

    await waitFor(() => expect(localStorage.getItem('access_shop_token')).toBe('tok-A'));
    const login = server.calls.find((c) => c.url === '/api/NewUser/login');
    expect(login?.method).toBe('POST');
    expect(login?.data).toMatchObject({ username: 'demo_shop', password: 'demo123456', keep: true });
    expect(login?.headers['ba-user-token']).toBeUndefined();
    expect(localStorage.getItem('refresh_shop_token')).toBe('ref-B');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(useAppStore.getState()).toMatchObject({
      access_token: 'tok-A',
      refresh_token: 'ref-B',
      hasLogin: true,
    });
    // 记住账号 is on by default for a first login
    expect(JSON.parse(localStorage.getItem('shop_access') ?? '{}')).toEqual({ username: 'demo_shop' });
    expect(await screen.findByText('店铺余额')).toBeTruthy();
    expect(window.location.hash).toBe('#/pages/index/mine');
  });

  it('shows the server’s image captcha when the server asks for it, and sends its answer with the server’s id', async () => {
    let attempt = 0;
    const server = fakeServer({
      'POST /api/NewUser/login': () => {
        attempt += 1;
        return attempt === 1
          ? { body: envelope({ needCaptcha: true }, 0, '请输入验证码') }
          : { body: loginAnswer() };
      },
      'GET /api/common/captcha': () => ({
        body: envelope({ captchaId: 'server-chosen-id-01', image: 'data:image/svg+xml;base64,PHN2Zy8+' }),
      }),
      'GET /api/NewUser/index': () => ({ body: envelope(shopkeeperIndex()) }),
      'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    });
    renderApp('#/pages/login/login', server.adapter);
    await fillAndSubmit('demo_shop', 'wrong');
    const image = (await screen.findByRole('img')) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(localStorage.getItem('access_shop_token')).toBeNull();
    const id = 'server-chosen-id-01';

    fireEvent.change(screen.getByPlaceholderText('请输入图片验证码'), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(localStorage.getItem('access_shop_token')).toBe('tok-A'));
    const second = server.calls.filter((c) => c.url === '/api/NewUser/login')[1];
    expect(second?.data).toMatchObject({ captcha: 'ab12', captchaId: id, keep: true });
  });

  it('forgets the remembered account when 记住账号 is unticked', async () => {
    localStorage.setItem('shop_access', JSON.stringify({ username: 'old_name' }));
    const server = fakeServer({
      'POST /api/NewUser/login': () => ({ body: loginAnswer() }),
      'GET /api/NewUser/index': () => ({ body: envelope(shopkeeperIndex()) }),
      'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    });
    renderApp('#/pages/login/login', server.adapter);
    expect(((await screen.findByPlaceholderText('请输入账号')) as HTMLInputElement).value).toBe('old_name');
    fireEvent.click(screen.getByText('记住账号'));
    await fillAndSubmit('demo_shop', 'demo123456');
    await waitFor(() => expect(localStorage.getItem('access_shop_token')).toBe('tok-A'));
    expect(localStorage.getItem('shop_access')).toBeNull();
  });

  it('links to register and forgetThePassword', async () => {
    renderApp('#/pages/login/login', fakeServer({}).adapter);
    expect((await screen.findByText('注册店铺')).closest('a')?.getAttribute('href')).toBe(
      '#/pages/login/register',
    );
    expect(screen.getByText('忘记密码').closest('a')?.getAttribute('href')).toBe(
      '#/pages/login/forgetThePassword',
    );
  });
});
