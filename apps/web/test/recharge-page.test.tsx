import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Cooperation } from '@dzzs/shared';
import {
  envelope,
  fakeServer,
  renderApp,
  resetBrowser,
  shopkeeperIndex,
  withoutAnimations,
  type SeenCall,
} from './helpers.tsx';
import { resetOverlays, showToastNow, toasted } from './overlays-mock.ts';

vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'));

// The recharge page (docs/money.md, "Recharges and payment providers") against a fake server.

const BALANCE = '/api/shopkeeper.mine.Balance';
const COOP = '/api/shopkeeper.mine.Cooperation';
const PAGE = '#/pages/mimeSupPage/balancePage/rechargePage';
const shop = (id: number, nickname: string) => ({ id, nickname, avatar: '', mobile: '13800000008' });
const PARTNER = {
  id: 1,
  MainStore_id: 8,
  BranchStore_id: 7,
  mainStore: shop(8, '合作彩票站'),
  branchStore: shop(7, '好运彩票站'),
  CooperativeStoresMoney: '52.00',
  gamelist: [],
  applyGmae: [],
  create_time: 1_795_000_000,
} satisfies Cooperation;

function serve(routes: Record<string, (call: SeenCall) => { body: unknown }> = {}) {
  return fakeServer({
    'GET /api/NewUser/index': () => ({ body: envelope(shopkeeperIndex()) }),
    'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    [`GET ${BALANCE}/RechargeRefresh`]: (call) => ({
      body: envelope(
        (call.params as { trade_no?: string } | undefined)?.trade_no ? '152.00' : '100.00',
        1,
        (call.params as { trade_no?: string } | undefined)?.trade_no ? '充值成功，已到账' : '更新成功',
      ),
    }),
    [`GET ${COOP}/IssueShop`]: () => ({ body: envelope([PARTNER]) }),
    ...routes,
  });
}

/** Whether the page asked RechargeRefresh after that trade. */
const askedAfter = (calls: SeenCall[], trade: string) =>
  calls.some(
    (c) =>
      c.url === `${BALANCE}/RechargeRefresh` &&
      (c.params as { trade_no?: string } | undefined)?.trade_no === trade,
  );

describe('recharge page', () => {
  withoutAnimations();
  beforeEach(() => {
    resetBrowser({ access: 'acc', refresh: 'ref' });
    resetOverlays(true);
  });

  it('refuses a bad amount before any call, then recharges the chosen one and opens the payment page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const server = serve({
      [`POST ${BALANCE}/Recharge`]: () => ({
        body: envelope({ trade_no: 'P20261126ABCDEFGHIJKL', pay_url: '/pay/sandbox/P20261126ABCDEFGHIJKL' }),
      }),
    });
    renderApp(PAGE, server.adapter);
    await waitFor(() => expect(screen.getByTestId('recharge-balance').textContent).toBe('100.00'), {
      timeout: 10_000,
    });
    const input =
      screen.getByTestId('recharge-custom').querySelector('input') ?? screen.getByTestId('recharge-custom');
    // The same toast twice within its 1.5 s shows once: each try comes 2 s after the last.
    let clock = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    // The money field holds digits and one dot with two decimals, whatever is typed, on the numeric keypad.
    expect(input.getAttribute('inputmode')).toBe('decimal');
    for (const [typed, held] of [
      ['abc', ''],
      ['-5', '5'],
      ['52.123', '52.12'],
      ['1.2.3', '1.23'],
      ['8。5', '8.5'],
    ]) {
      fireEvent.change(input, { target: { value: typed } });
      expect((input as HTMLInputElement).value, typed).toBe(held);
    }
    // Each refusal names the limit it breaks.
    for (const [bad, message] of [
      ['0', '最低 0.01 元'],
      ['50000.01', '单次最多 50000.00 元'],
      ['99999999', '单次最多 50000.00 元'],
    ]) {
      clock += 2_000;
      vi.mocked(showToastNow).mockClear();
      fireEvent.change(input, { target: { value: bad } });
      fireEvent.click(screen.getByTestId('recharge-submit'));
      await toasted(message!);
    }
    vi.mocked(Date.now).mockRestore();
    expect(server.calls.some((c) => c.url === `${BALANCE}/Recharge`)).toBe(false);

    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(screen.getByText('¥52'));
    fireEvent.click(screen.getByTestId('recharge-submit'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/sandbox/P20261126ABCDEFGHIJKL'));
    expect(server.calls.find((c) => c.url === `${BALANCE}/Recharge`)?.data).toEqual({
      money: '52',
      type: 2,
      client: 'browser',
    });
    vi.unstubAllGlobals();
  }, 20_000);

  it('on a phone shows Alipay’s QR code with the amount; 已支付 asks after the trade', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const link = 'https://qr.alipay.com/bax01234';
    const server = serve({
      [`POST ${BALANCE}/Recharge`]: () => ({
        body: envelope({ trade_no: 'P20261126ABCDEFGHIJKL', pay_url: link, qr_code: link }),
      }),
    });
    renderApp(PAGE, server.adapter);
    fireEvent.click(await screen.findByText('¥101', undefined, { timeout: 10_000 }));
    fireEvent.click(screen.getByTestId('recharge-submit'));
    const sheet = await screen.findByTestId('recharge-qr');
    expect(sheet.textContent).toContain('¥101.00');
    expect(sheet.textContent).toContain('请使用支付宝扫码支付');
    await waitFor(() =>
      expect(sheet.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/),
    );
    expect(screen.getByText('在本机打开支付宝').getAttribute('href')).toBe(link);
    expect(server.calls.find((c) => c.url === `${BALANCE}/Recharge`)?.data).toEqual({
      money: '101',
      type: 2,
      client: 'phone',
    });
    expect(assign).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('recharge-qr-paid'));
    expect((await screen.findByTestId('recharge-qr-outcome')).textContent).toBe('充值成功，已到账');
    await waitFor(() => expect(screen.getByTestId('recharge-balance').textContent).toBe('152.00'));
    expect(askedAfter(server.calls, 'P20261126ABCDEFGHIJKL')).toBe(true);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  }, 20_000);

  it('back from the payment page asks after the trade and shows its outcome and the new balance', async () => {
    const server = serve();
    renderApp(`${PAGE}?trade=P20261126ABCDEFGHIJKL`, server.adapter);
    expect(
      (await screen.findByTestId('recharge-result', undefined, { timeout: 10_000 })).textContent,
    ).toContain('充值成功，已到账');
    await waitFor(() => expect(screen.getByTestId('recharge-balance').textContent).toBe('152.00'));
    expect(askedAfter(server.calls, 'P20261126ABCDEFGHIJKL')).toBe(true);
  });

  it('合作店铺充值 picks a shop from the bottom list and prepays it with Cooperation/Recharge', async () => {
    const server = serve({
      [`POST ${COOP}/Recharge`]: () => ({ body: envelope('充值成功~', 1, '充值成功~') }),
    });
    renderApp(PAGE, server.adapter);
    fireEvent.click(await screen.findByTestId('target-partner', undefined, { timeout: 10_000 }));
    fireEvent.click(await screen.findByTestId('partner-8'));
    expect(await screen.findByText(/合作彩票站 ¥52.00/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('recharge-submit'));
    await toasted('充值成功~');
    expect(server.calls.find((c) => c.url === `${COOP}/Recharge`)?.data).toEqual({
      shop_id: 8,
      money: '11',
      type: 1,
    });
  });
});
