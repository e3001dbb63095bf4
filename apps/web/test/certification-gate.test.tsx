import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { NewUserIndexResponse } from '@dzzs/shared';
import * as overlays from '../src/shared/ui/overlays.ts';
import { saveUser } from '../src/shared/store/app-store.ts';
import { envelope, fakeServer, renderApp, resetBrowser, shopkeeperIndex, staffIndex } from './helpers.tsx';

vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'));

// The certification gate as a shopkeeper meets it (docs/shop-settings.md): the reminder on start, never again just
// for opening pages, never on the certification page; the gated functions refused by address as from their tile.

/** A server whose user info is `index()` at each call (so a test can change the answer between calls). */
function serve(index: () => NewUserIndexResponse) {
  return fakeServer({
    'GET /api/NewUser/index': () => ({ body: envelope(index()) }),
    'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
  });
}

// The server answers customer service with no certified shop (StoreCertification 0).
const supportIndex = (): NewUserIndexResponse => {
  const owner = shopkeeperIndex({ certification: 0 });
  return { ...owner, userinfo: { ...owner.userinfo, id: 3, username: 'support', group_id: 9 } };
};

describe('the certification gate', () => {
  beforeEach(() => {
    resetBrowser({ access: 'acc', refresh: 'ref' });
    vi.mocked(overlays.confirmDialog).mockClear();
    vi.mocked(overlays.confirmDialog).mockResolvedValue(false);
  });

  it('reminds an uncertified shop once on start, not again as pages re-read the user info', async () => {
    const server = serve(() => shopkeeperIndex({ certification: 0 }));
    renderApp('#/pages/index/mine', server.adapter);
    await waitFor(() => expect(overlays.confirmDialog).toHaveBeenCalledTimes(1));
    fireEvent.click(await screen.findByText('店铺设置', {}, { timeout: 5000 }));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/mimeSupPage/setPage'), { timeout: 5000 });
    window.location.hash = '#/pages/index/mine';
    await screen.findByText('店铺设置', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(server.calls.filter((c) => c.url === '/api/NewUser/index').length).toBeGreaterThan(1),
    );
    expect(overlays.confirmDialog).toHaveBeenCalledTimes(1);
  });

  it('reminds again when a refresh of the user info finds the shop uncertified anew', async () => {
    let state = 2;
    renderApp('#/pages/index/mine', serve(() => shopkeeperIndex({ certification: state })).adapter);
    expect((await screen.findByTestId('cert-pill', {}, { timeout: 5000 })).textContent).toBe('待审核');
    expect(overlays.confirmDialog).not.toHaveBeenCalled();
    state = 0;
    fireEvent.click(screen.getByText('店铺设置'));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/mimeSupPage/setPage'), { timeout: 5000 });
    window.location.hash = '#/pages/index/mine';
    await waitFor(() => expect(screen.getByTestId('cert-pill').textContent).toBe('未认证'), {
      timeout: 5000,
    });
    await waitFor(() => expect(overlays.confirmDialog).toHaveBeenCalledTimes(1));
  });

  it('never reminds on the certification page', async () => {
    renderApp(
      '#/pages/mimeSupPage/attestation/shopArresrarion',
      serve(() => shopkeeperIndex({ certification: 0 })).adapter,
    );
    await screen.findAllByText(/认证/);
    await new Promise((r) => setTimeout(r, 50));
    expect(overlays.confirmDialog).not.toHaveBeenCalled();
  });

  it('refuses a gated page opened by its address, and leads to certification', async () => {
    renderApp('#/pages/mimeSupPage/orderInquiry', serve(() => shopkeeperIndex({ certification: 2 })).adapter);
    expect(await screen.findByText('检测到此店铺未进行认证，未认证会导致部分功能无法使用！')).toBeTruthy();
    expect(document.querySelector('.orders-search-row')).toBeNull();
    fireEvent.click(screen.getByText('去认证'));
    await waitFor(() => expect(window.location.hash).toBe('#/pages/mimeSupPage/attestation/shopArresrarion'));
  });

  it('opens the same page for a certified shop and for staff', async () => {
    renderApp('#/pages/mimeSupPage/orderInquiry', serve(() => staffIndex()).adapter);
    await waitFor(() => expect(document.querySelector('.orders-search-row')).toBeTruthy(), { timeout: 5000 });
    expect(screen.queryByText('去认证')).toBeNull();
  });
});

describe('customer service', () => {
  beforeEach(() => resetBrowser({ access: 'acc', refresh: 'ref' }));

  // As after its login: the user saved in the store, the shop's user index refused to it (401).
  const loggedInSupport = (routes: Parameters<typeof fakeServer>[0] = {}) => {
    saveUser(supportIndex().userinfo, null);
    return fakeServer({
      'GET /api/NewUser/index': () => ({ body: envelope(null, 401, '当前账号无权访问') }),
      'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
      ...routes,
    });
  };

  it('sees no tab bar on a page it may not open', async () => {
    renderApp('#/pages/index/mine', loggedInSupport().adapter);
    expect(await screen.findByText('当前账号无权访问此页面')).toBeTruthy();
    expect(document.querySelector('.app-tab-bar')).toBeNull();
  });

  it('opens its chat list, a page gated for owners, without being sent to certify a shop', async () => {
    const server = loggedInSupport({
      'GET /api/shopkeeper.Userlist/get_smg': () => ({
        body: envelope({ unread_total: 0, group: null, data: [], more: false }),
      }),
    });
    renderApp('#/pages/index/chat', server.adapter);
    await waitFor(() => expect(document.querySelector('.chat-list')).toBeTruthy(), { timeout: 5000 });
    expect(screen.queryByText('去认证')).toBeNull();
  });
});
