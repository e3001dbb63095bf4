import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, giveListsTheirBox, onePage, PLAYER, renderLoggedIn, type Call } from './helpers.tsx';

vi.mock('../src/shared/socket.ts', () => ({
  startSocket: () => undefined,
  stopSocket: () => undefined,
  sendFrame: () => undefined,
  useSocketEvents: () => undefined,
}));

// 我的 against a fake server (docs/player-app.md): the balance split, 交易明细, 提现记录, and 充值 through the
// channels the shop has open.

const WALLET = { money: '88.00', withdrawable: '60.00', not_withdrawable: '28.00', withdrawing: '12.00' };
const QR = { id: 999, name: '店主收款码', icon: '', kind: 'offline', qr_url: '/uploads/qr.png' };
const ONLINE = { id: 3, name: '51新支付', icon: '', kind: 'online', qr_url: '' };

function serve(channels: unknown[] = [ONLINE, QR], recharge = { id: 55, url: '' }) {
  return fakeServer({
    'GET /api/bettingend.User/index': () => PLAYER,
    'GET /api/bettingend.Money/wallet': () => WALLET,
    'GET /api/bettingend.Money/channels': () => channels,
    'POST /api/bettingend.Money/recharge': () => recharge,
    'GET /api/bettingend.Money/rechargeResult': () => ({ state: 1 }),
    'POST /api/bettingend.Money/withdraw': () => '提现申请已提交，请等待店主处理',
    'GET /api/bettingend.Money/log': () =>
      onePage([
        {
          id: 2,
          memo: '投注 双色球',
          money: '-4.00',
          before: '92.00',
          after: '88.00',
          order_id: '26112700000001',
          create_time: 1_795_000_100,
        },
        {
          id: 1,
          memo: '店主充值',
          money: '92.00',
          before: '0.00',
          after: '92.00',
          order_id: '',
          create_time: 1_795_000_000,
        },
      ]),
    'GET /api/bettingend.RedPacket/mine': () =>
      onePage([
        { packet_id: 7, title: '周末红包', money: '3.21', create_time: 1_795_000_200 },
        { packet_id: 5, title: '开业大吉', money: '0.88', create_time: 1_795_000_100 },
      ]),
    'GET /api/bettingend.Money/withdrawals': () =>
      onePage(
        [0, 1, 2].map((state) => ({
          id: 40 + state,
          user_id: 301,
          user_nickname: '彩民01',
          user_remarks: '',
          user_avatar: '',
          user_RealName: '张伟',
          money: `${10 + state}.00`,
          method: 1,
          memo: '支付宝',
          number: '13912345678',
          contact: 'wx',
          state,
          retMemo: state === 2 ? '账号有误' : '',
          create_time: 1_795_000_000,
          update_time: 1_795_000_000,
        })),
      ),
  });
}

describe('我的', () => {
  beforeEach(giveListsTheirBox);

  it('splits the balance into 可提现, 不可提现 and 提现中', async () => {
    renderLoggedIn('#/wallet', serve().adapter);
    // The first test loads the page's lazy chunk: more than findBy's second on a busy machine.
    expect(await screen.findByText('60.00', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(screen.getByTestId('wallet-withdrawable')).getByText('可提现')).toBeTruthy();
    expect(within(screen.getByTestId('wallet-notWithdrawable')).getByText('28.00')).toBeTruthy();
    expect(within(screen.getByTestId('wallet-withdrawing')).getByText('12.00')).toBeTruthy();
  });

  it('lists 交易明细 with signed, coloured amounts and a link to the order paid', async () => {
    renderLoggedIn('#/wallet', serve().adapter);
    fireEvent.click(await screen.findByTestId('open-ledger'));
    const paid = await screen.findByTestId('ledger-2');
    expect(within(paid).getByText('投注 双色球')).toBeTruthy();
    expect(within(paid).getByText('-4.00').className).toBe('money-out');
    expect(within(screen.getByTestId('ledger-1')).getByText('+92.00').className).toBe('money-in');
    expect(within(screen.getByTestId('ledger-1')).getByText('余额 92.00')).toBeTruthy();
    expect(screen.getByTestId('ledger-order-2').getAttribute('href')).toBe('#/orders/26112700000001');
  });

  it('links to 我的红包, the shares grabbed, newest first', async () => {
    renderLoggedIn('#/wallet', serve().adapter);
    fireEvent.click(await screen.findByTestId('open-red-packets', {}, { timeout: 5000 }));
    const newest = await screen.findByTestId('grabbed-7');
    expect(within(newest).getByText('周末红包')).toBeTruthy();
    expect(within(newest).getByText('+3.21')).toBeTruthy();
    expect(within(screen.getByTestId('grabbed-5')).getByText('+0.88')).toBeTruthy();
  });

  it('lists 提现记录 with their states, and why the shop refused', async () => {
    renderLoggedIn('#/wallet/withdrawals', serve().adapter);
    expect(within(await screen.findByTestId('withdrawal-40')).getByText('处理中')).toBeTruthy();
    expect(within(screen.getByTestId('withdrawal-41')).getByText('成功结算')).toBeTruthy();
    const refused = screen.getByTestId('withdrawal-42');
    expect(within(refused).getByText('拒绝')).toBeTruthy();
    expect(within(refused).getByText('原因：账号有误')).toBeTruthy();
  });

  it('recharges through the open channels: the QR code shown first, then "I have paid" sends channel 999', async () => {
    const server = serve();
    renderLoggedIn('#/wallet', server.adapter);
    expect((await screen.findByTestId('recharge-qr')).getAttribute('src')).toBe('/uploads/qr.png');
    expect(screen.getByText('51新支付')).toBeTruthy();
    fireEvent.change(within(screen.getByTestId('recharge-amount')).getByRole('textbox'), {
      target: { value: '50' },
    });
    fireEvent.click(screen.getByText('我已付款'));
    await waitFor(() =>
      expect(server.calls.find((c: Call) => c.url === '/api/bettingend.Money/recharge')?.data).toEqual({
        money: '50',
        channel: 999,
      }),
    );
    expect(await screen.findByText('请用收款码付款，店主确认后到账')).toBeTruthy();
  });

  it('back from the payment page, the channel paid with is still the one chosen, without the QR code', async () => {
    // The payment page, here, sends the player straight back.
    const back = '#/wallet?trade=P20261127ABCDEFGHIJKL';
    const server = serve([ONLINE, QR], { id: 0, url: back });
    renderLoggedIn('#/wallet', server.adapter);
    await screen.findByTestId('recharge-qr');
    fireEvent.click(screen.getByText('51新支付'));
    fireEvent.change(within(screen.getByTestId('recharge-amount')).getByRole('textbox'), {
      target: { value: '50' },
    });
    fireEvent.click(screen.getByText('去支付'));
    await waitFor(() => expect(window.location.hash).toBe(back));
    cleanup();
    renderLoggedIn(back, server.adapter, true);
    await screen.findByText('去支付');
    expect(screen.getByText('51新支付').closest('.adm-selector-item-active')).toBeTruthy();
    expect(screen.queryByTestId('recharge-qr')).toBeNull();
  });

  it('提现 says what is withdrawable and refuses more on the page; the server hears only what fits', async () => {
    const server = serve();
    renderLoggedIn('#/wallet', server.adapter);
    fireEvent.click(await screen.findByText('提现', {}, { timeout: 5000 }));
    expect((await screen.findByTestId('withdraw-available')).textContent).toContain('可提现 60.00 元');
    const amount = within(screen.getByTestId('withdraw-amount')).getByRole('textbox');
    fireEvent.change(amount, { target: { value: '60.01' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('超过可用余额 60.00 元', {}, { timeout: 5000 })).toBeTruthy();
    const asked = () => server.calls.filter((c: Call) => c.url === '/api/bettingend.Money/withdraw');
    expect(asked()).toEqual([]);
    fireEvent.change(amount, { target: { value: '60' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() => expect(asked()).toHaveLength(1));
    expect(asked()[0]!.data).toMatchObject({ money: '60' });
  });

  it('says so when the shop has no channel open', async () => {
    renderLoggedIn('#/wallet', serve([]).adapter);
    expect(await screen.findByText('店主暂未开通充值方式')).toBeTruthy();
  });
});
