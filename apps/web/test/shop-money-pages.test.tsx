import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Page, ShopWithdrawal } from '@dzzs/shared';
import {
  envelope,
  fakeServer,
  giveListsTheirBox,
  renderApp,
  resetBrowser,
  shopkeeperIndex,
  withoutAnimations,
  type SeenCall,
} from './helpers.tsx';
import { resetOverlays, showToastNow, toasted } from './overlays-mock.ts';

vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'));

// The shop's withdrawal pages (docs/money.md, "Shop balance and withdrawals") against a fake server: demo_shop has
// 1288.50 yuan (shopkeeperIndex).

const BALANCE = '/api/shopkeeper.mine.Balance';
const DRAW = '#/pages/mimeSupPage/drawMoney/drawMoney';

function page<T>(data: T[]): Page<T> {
  return { total: data.length, per_page: 10, current_page: 1, last_page: 1, next_last_id: null, data };
}

function serve(routes: Record<string, (call: SeenCall) => { body: unknown }> = {}) {
  return fakeServer({
    'GET /api/NewUser/index': () => ({ body: envelope(shopkeeperIndex()) }),
    'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    [`GET ${BALANCE}/history`]: () => ({ body: envelope(page<ShopWithdrawal>([])) }),
    ...routes,
  });
}

const input = (testId: string) => {
  const box = screen.getByTestId(testId);
  return (box.querySelector('input') ?? box) as HTMLInputElement;
};

// The same toast twice within its 1.5 s shows once: each try comes 2 s after the last.
let clock = Date.now();
const later = () => {
  clock += 2000;
  showToastNow.mockClear();
};

async function addAccount(text: string) {
  fireEvent.click(screen.getByTestId('account-button'));
  fireEvent.change(await screen.findByTestId('account-input').then(() => input('account-input')), {
    target: { value: text },
  });
  fireEvent.click(screen.getByTestId('account-save'));
}

describe('提现 (drawMoney)', () => {
  withoutAnimations();
  beforeEach(() => {
    resetBrowser({ access: 'acc', refresh: 'ref' });
    resetOverlays(true);
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
  });
  afterEach(() => vi.restoreAllMocks());

  it('checks the account, the contact and the amount before calling, and clamps the amount to the balance', async () => {
    const server = serve();
    renderApp(DRAW, server.adapter);
    expect(await screen.findByText('添加支付宝', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('请核对好账号是否正确，输入错误会导致提现无法到账')).toBeTruthy();
    expect(screen.getByText('每日只能提现三次')).toBeTruthy();
    await waitFor(() => expect(input('money-input').placeholder).toBe('可提现金额: 1288.50元'));

    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await toasted('请输入提现账号');

    // 银行卡: letters are refused as 仅支持数字！, a number failing its check digit as mistyped.
    fireEvent.click(screen.getByText('银行卡提现'));
    expect(await screen.findByText('添加银行卡号码')).toBeTruthy();
    later();
    await addAccount('6222abc');
    await toasted('仅支持数字！');
    later();
    fireEvent.change(input('account-input'), { target: { value: '6222021234567890129' } });
    fireEvent.click(screen.getByTestId('account-save'));
    await toasted('银行卡号有误，请核对后重新输入');
    fireEvent.change(input('account-input'), { target: { value: '6222 0212 3456 7890 128' } });
    fireEvent.click(screen.getByTestId('account-save'));
    await waitFor(() =>
      expect(screen.getByTestId('account-button').textContent).toContain('6222021234567890128'),
    );

    later();
    fireEvent.change(input('contact-input'), { target: { value: 'call me' } });
    fireEvent.change(input('money-input'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await toasted('请输入正确的联系方式（手机号或邮箱）');

    fireEvent.change(input('contact-input'), { target: { value: '13800138000' } });
    // The amount is the app's money field: '-1.234' is held as 1.23 (more than 1 元, allowed), 'abc' as nothing.
    fireEvent.change(input('money-input'), { target: { value: '-1.234' } });
    expect(input('money-input').value).toBe('1.23');
    for (const typed of ['', '1', '0.5', 'abc']) {
      later();
      fireEvent.change(input('money-input'), { target: { value: typed } });
      fireEvent.click(screen.getByTestId('withdraw-submit'));
      await toasted('提现金额不能为空，且金额必须大于1元');
    }
    fireEvent.change(input('money-input'), { target: { value: '5000' } });
    expect(input('money-input').value).toBe('1288.50');
    expect(server.calls.some((c) => c.url === `${BALANCE}/Withdrawal`)).toBe(false);
  });

  it('an Alipay account must be a mobile or an e-mail; a good withdrawal is sent and 提现记录 opens', async () => {
    const server = serve({
      [`POST ${BALANCE}/Withdrawal`]: () => ({
        body: envelope('提现申请已提交，平台处理后到账', 1, '提现申请已提交，平台处理后到账'),
      }),
    });
    renderApp(DRAW, server.adapter);
    await screen.findByText('添加支付宝', undefined, { timeout: 10_000 });
    await addAccount('12345');
    await toasted('请输入正确的支付宝账号（手机号或邮箱）');
    later();
    fireEvent.change(input('account-input'), { target: { value: 'boss@example.com' } });
    fireEvent.click(screen.getByTestId('account-save'));
    await waitFor(() =>
      expect(screen.getByTestId('account-button').textContent).toContain('boss@example.com'),
    );
    fireEvent.change(input('contact-input'), { target: { value: '13800138000' } });
    fireEvent.change(input('money-input'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await toasted('提现申请已提交，平台处理后到账');
    expect(server.calls.find((c) => c.url === `${BALANCE}/Withdrawal`)?.data).toEqual({
      type: 1,
      number: 'boss@example.com',
      contact: '13800138000',
      money: '10',
    });
    await waitFor(() => expect(window.location.hash).toContain('drawMoneyRecord'));
  });
});

describe('提现记录 (drawMoneyRecord)', () => {
  withoutAnimations();
  beforeEach(() => {
    resetBrowser({ access: 'acc', refresh: 'ref' });
    resetOverlays(true);
    giveListsTheirBox();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows each withdrawal with its state and reason, and filters 成功 / 失败', async () => {
    const row = (id: number, state: number, type: number, retMemo = ''): ShopWithdrawal => ({
      id,
      type,
      memo: type === 1 ? '支付宝' : '银行卡',
      state,
      state_label: ['处理中', '成功结算', '拒绝提现'][state]!,
      money: '10.00',
      number: '138****8000',
      OrderNumber: `T2026112600000000000${id}`,
      retMemo,
      create_time: 1_795_000_000,
      update_time: 1_795_000_000,
      settle_time: 0,
    });
    const server = serve({
      [`GET ${BALANCE}/history`]: (call) => {
        const state = (call.params as { state: string | number }).state;
        const all = [row(3, 0, 1), row(2, 2, 2, '户名不符'), row(1, 1, 1)];
        return { body: envelope(page(all.filter((r) => state === '99' || r.state === state))) };
      },
    });
    renderApp('#/pages/mimeSupPage/drawMoney/drawMoneyRecord', server.adapter);
    expect(await screen.findByText('处理中', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByTestId('withdrawal-card')).toHaveLength(3);
    expect(screen.getByText('拒绝提现')).toBeTruthy();
    expect(screen.getByText('户名不符')).toBeTruthy();
    expect(screen.getAllByText('支付宝提现')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '失败' }));
    await waitFor(() => expect(screen.getAllByTestId('withdrawal-card')).toHaveLength(1));
    expect(server.calls.at(-1)?.params).toMatchObject({ state: 2 });
  });
});
