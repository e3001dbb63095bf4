import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ROUTE_LIST, ROUTES } from '../src/app/routes.tsx';
import { i18n } from '@dzzs/web-shared/i18n/index.ts';
import { PAGE, TAB_PATHS } from '../src/shared/paths.ts';
import { envelope, fakeServer, renderApp, resetBrowser, shopkeeperIndex, staffIndex } from './helpers.tsx';

vi.mock('../src/shared/ui/overlays.ts', () => ({
  showToastNow: vi.fn(async () => ({ close: () => undefined })),
  confirmDialog: vi.fn(async () => false),
  showDialog: vi.fn(async () => ({ close: () => undefined })),
  showImageViewer: vi.fn(),
  prefetchOverlays: vi.fn(),
}));

/** Every page of the earlier app (robot pages are out of scope), spelled exactly as it was. */
const EARLIER_APP_PAGES = [
  '/pages/index/index',
  '/pages/index/userPages',
  '/pages/index/statistics',
  '/pages/index/mine',
  '/pages/index/chat',
  '/pages/initPage',
  '/pages/login/login',
  '/pages/login/register',
  '/pages/login/forgetThePassword',
  '/pages/indexSupPages/indexSupPages',
  '/pages/indexSupPages/orderSplitting',
  '/pages/userUupPage/allUserPage',
  '/pages/userUupPage/userUupPage',
  '/pages/userUupPage/userSupPageSup/userSupPageSup',
  '/pages/userUupPage/userSupPageSup/userTouzu',
  '/pages/userUupPage/userInvitePage',
  '/pages/userUupPage/agentStatistics',
  '/pages/userUupPage/userinformation/userinformation',
  '/pages/userUupPage/user_chat',
  '/pages/mimeSupPage/orderInquiry',
  '/pages/mimeSupPage/daiPaiJianPage',
  '/pages/mimeSupPage/tixianshenqin',
  '/pages/mimeSupPage/setPage',
  '/pages/mimeSupPage/attestation/shopArresrarion',
  '/pages/mimeSupPage/receipt',
  '/pages/mimeSupPage/receiptSupPage/receiptSupPage',
  '/pages/mimeSupPage/CategoryManagement',
  '/pages/mimeSupPage/yuangongguanli',
  '/pages/mimeSupPage/yuangongguanliSupPage/addYuangong',
  '/pages/mimeSupPage/yuangongguanliSupPage/yuangongguanliSupPage',
  '/pages/mimeSupPage/dianpu',
  '/pages/mimeSupPage/dianpuSupPage/dianpuSupPage',
  '/pages/mimeSupPage/dianpuSupPage/applicationPage',
  '/pages/mimeSupPage/dianpuSupPage/addShop/addShop',
  '/pages/mimeSupPage/dianpuSupPage/addGameState',
  '/pages/mimeSupPage/dianpuSupPage/shopDetail',
  '/pages/mimeSupPage/dianpuSupPage/historyPage',
  '/pages/mimeSupPage/balancePage/balancePage',
  '/pages/mimeSupPage/balancePage/rechargePage',
  '/pages/mimeSupPage/drawMoney/drawMoney',
  '/pages/mimeSupPage/drawMoney/drawMoneyRecord',
  '/pages/mimeSupPage/escrowAccountPage',
  '/pages/mimeSupPage/redPacket',
  '/pages/mimeSupPage/announcement_set',
  '/pages/mimeSupPage/InviteShopkeeper',
  '/pages/mimeSupPage/shareCanvas',
  '/pages/mimeSupPage/goflychat',
  '/pages/statistics-xiangqing/statistics-award',
  '/pages/statistics-xiangqing/statisyics-award-contentPage',
  '/pages/statistics-xiangqing/statistics-Pay',
  '/pages/statistics-xiangqing/statistics-Pay-item',
  '/pages/statistics-xiangqing/statistics-history',
  '/pages/statistics-xiangqing/statistics-statisticsTwo',
];

describe('route table', () => {
  it('holds exactly one entry for every page of the earlier app', () => {
    const paths = ROUTE_LIST.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...EARLIER_APP_PAGES].sort());
    expect(paths.some((p) => /robot/i.test(p))).toBe(false);
  });

  it('gives every entry a Chinese title, a component, a login rule and roles', () => {
    for (const entry of ROUTE_LIST) {
      expect(i18n.exists(entry.titleKey), entry.path).toBe(true);
      expect(i18n.t(entry.titleKey)).toMatch(/[\u4e00-\u9fa5]/);
      expect(typeof entry.component).toBe('function');
      expect(typeof entry.auth).toBe('boolean');
      expect(entry.roles.length).toBeGreaterThan(0);
    }
    expect(ROUTES.login.auth).toBe(false);
    expect(ROUTES.login.titleKey).toBe('title.login');
    expect(i18n.t(ROUTES.login.titleKey)).toBe('店主员工登录');
    expect(ROUTES.mine.auth).toBe(true);
    // Staff never reach money pages (docs/api.md, roles).
    for (const name of [
      'balance',
      'drawMoney',
      'withdrawalRequests',
      'receipts',
      'redPacket',
      'settings',
    ] as const) {
      expect(ROUTES[name].roles).toEqual(['shopkeeper']);
    }
    expect(TAB_PATHS).toEqual([
      '/pages/index/index',
      '/pages/index/userPages',
      '/pages/index/statistics',
      '/pages/index/mine',
    ]);
  });
});

describe('routing', () => {
  beforeEach(() => resetBrowser({ access: 'acc', refresh: 'ref' }));

  it('`/` renders the mine page', async () => {
    const server = fakeServer({
      'GET /api/NewUser/index': () => ({ body: envelope(shopkeeperIndex()) }),
      'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    });
    renderApp('#/', server.adapter);
    expect(await screen.findByText('店铺余额')).toBeTruthy();
    expect(screen.getByText('1288.50')).toBeTruthy();
    expect(screen.getByTestId('shop-name').textContent).toBe('好运彩票站');
    // the tab bar is there, with 我的 selected
    expect(screen.getByText('订单')).toBeTruthy();
  });

  it('sends a visitor without a session to the login page', async () => {
    resetBrowser();
    const server = fakeServer({ 'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }) });
    renderApp('#/', server.adapter);
    expect(await screen.findByText('店主员工登录')).toBeTruthy();
    expect(server.calls.some((c) => c.url === '/api/NewUser/index')).toBe(false);
  });

  it('takes titles from the query where the page did (新增员工 / 修改员工信息)', async () => {
    const server = fakeServer({
      'GET /api/NewUser/index': () => ({ body: envelope(shopkeeperIndex()) }),
      'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    });
    renderApp('#/pages/mimeSupPage/yuangongguanliSupPage/addYuangong?id=4&state=1', server.adapter);
    expect(await screen.findByText('修改员工信息')).toBeTruthy();
  });

  describe('keeps staff out of pages their owner has not opened to them', () => {
    function serveStaff(permissions: Parameters<typeof staffIndex>[0]) {
      return fakeServer({
        'GET /api/NewUser/index': () => ({ body: envelope(staffIndex(permissions)) }),
        'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
      }).adapter;
    }

    it('without the permission a staff member sees 无权访问, not the page', async () => {
      renderApp(`#${PAGE.allUsers}`, serveStaff({ viewUserlist: 0 }));
      expect(await screen.findByText('当前账号无权访问此页面')).toBeTruthy();
      expect(screen.queryByPlaceholderText('搜索用户昵称或备注')).toBeNull();
    });

    it('with the permission the same staff member reaches the page', async () => {
      renderApp(`#${PAGE.allUsers}`, serveStaff({ viewUserlist: 1 }));
      expect(await screen.findByPlaceholderText('搜索用户昵称或备注')).toBeTruthy();
      expect(screen.queryByText('当前账号无权访问此页面')).toBeNull();
    });

    it('a page only for shopkeepers is closed to staff, whatever their permissions', async () => {
      renderApp(`#${PAGE.userAccountDetails}`, serveStaff({ viewUserlist: 1, award: 1, cooperation: 1 }));
      expect(await screen.findByText('当前账号无权访问此页面')).toBeTruthy();
    });
  });
});
