import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Cooperation, CooperationBalance, CooperationLedgerEntry } from '@dzzs/shared';
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
import { confirmDialog, resetOverlays, showToastNow, toasted } from './overlays-mock.ts';

vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'));

// The partner-shop pages (docs/partners.md) against a fake server: demo_shop (7) hands orders over to 合作彩票站 (8)
// and receives those of 好彩站 (9) and 旺财站 (10).

const COOP = '/api/shopkeeper.mine.Cooperation';
const shop = (id: number, nickname: string) => ({
  id,
  nickname,
  avatar: '',
  mobile: '1380000000' + (id % 10),
});
const ME = shop(7, '好运彩票站');

function cooperation(
  id: number,
  main: ReturnType<typeof shop>,
  branch: ReturnType<typeof shop>,
  money: string,
) {
  const game = (game_id: number, title: string, commission: number) => ({
    id: game_id,
    game_id,
    MainStore_id: main.id,
    BranchStore_id: branch.id,
    gameInfo: { title, image: '', taState: game_id === 201 ? (0 as const) : (1 as const) },
    gameCommission: commission,
    AutomaticOrder: 0,
    AutomaticOrderReceiving: 1,
  });
  return {
    id,
    MainStore_id: main.id,
    BranchStore_id: branch.id,
    mainStore: main,
    branchStore: branch,
    CooperativeStoresMoney: money,
    gamelist: [game(407, '竞彩足球', 3), game(201, '大乐透', 5)],
    applyGmae: [{ id: 101, title: '双色球', image: '' }],
    create_time: 1_795_000_000,
  } satisfies Cooperation;
}

const AS_BRANCH = [cooperation(1, shop(8, '合作彩票站'), ME, '52.00')];
const AS_MAIN = [
  cooperation(2, ME, shop(9, '好彩站'), '0.10'),
  cooperation(3, ME, shop(10, '旺财站'), '0.20'),
];

function serve(routes: Record<string, (call: SeenCall) => { body: unknown }> = {}) {
  return fakeServer({
    'GET /api/NewUser/index': () => ({ body: envelope(shopkeeperIndex()) }),
    'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    [`GET ${COOP}/IssueShop`]: () => ({ body: envelope(AS_BRANCH) }),
    [`GET ${COOP}/ReceivingStore`]: () => ({ body: envelope(AS_MAIN) }),
    ...routes,
  });
}

describe('partner shop pages', () => {
  withoutAnimations();
  beforeEach(() => {
    resetBrowser({ access: 'acc', refresh: 'ref' });
    resetOverlays(true);
  });

  it('合作店铺 opens from the mine page with its badge, and shows both sides: shops, games, balances and 总额', async () => {
    const server = serve({
      [`POST ${COOP}/Remove`]: () => ({ body: envelope('解除成功', 1, '解除成功') }),
    });
    renderApp('#/pages/index/mine', server.adapter);
    const entry = await screen.findByTestId('menu-cooperation', undefined, { timeout: 10_000 });
    expect(entry.textContent).toContain('1');
    fireEvent.click(entry);

    expect(await screen.findByText('合作彩票站(ID.8)', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('side-1').textContent).toBe('甩单管理');
    expect(screen.getByTestId('side-2').textContent).toBe('接单管理');
    expect(screen.getByText('竞彩足球、大乐透')).toBeTruthy();
    expect(screen.getByTestId('cooperation-summary').textContent).toBe('合作店铺数量(1)');
    expect(within(screen.getByTestId('cooperation-bell')).getByText('1')).toBeTruthy();
    expect(screen.getByText('添加合作店铺')).toBeTruthy();

    fireEvent.click(screen.getByTestId('side-2'));
    expect(await screen.findByText('好彩站(ID.9)')).toBeTruthy();
    // 总额 adds the balances in fen: 0.10 + 0.20 is 0.30, not 0.30000000000000004.
    expect(screen.getByTestId('cooperation-summary').textContent).toBe('合作店铺数量(2)总额 ¥0.30');
    expect(window.location.hash).toContain('type=2');

    const card = screen.getByText('旺财站(ID.10)').closest<HTMLElement>('.cooperation-card')!;
    fireEvent.click(within(card).getByRole('button', { name: '解除合作' }));
    await toasted('解除成功');
    expect(confirmDialog).toHaveBeenCalledWith({ content: '确定解除与(旺财站)的合作吗？' });
    expect(server.calls.find((c) => c.url === `${COOP}/Remove`)?.data).toEqual({ shop_id: 10, type: 2 });
  });

  it('店铺详细 shows the games from my side and switches 自动甩单 with PushSwith', async () => {
    const server = serve({
      [`POST ${COOP}/PushSwith`]: () => ({ body: envelope('设置成功', 1, '设置成功') }),
    });
    renderApp('#/pages/mimeSupPage/dianpuSupPage/dianpuSupPage?shop_id=8&type=1', server.adapter);
    const row = (await screen.findByText('大乐透', undefined, { timeout: 10_000 })).closest<HTMLElement>(
      '.cooperation-game',
    )!;
    expect(row.textContent).toContain('手动甩单');
    expect(row.textContent).toContain('对方开启接单');
    expect(row.textContent).toContain('对方关闭投注');
    expect(row.textContent).toContain('佣金 5%');
    const football = screen.getByText('竞彩足球').closest<HTMLElement>('.cooperation-game')!;
    expect(football.textContent).toContain('对方开启投注');
    expect(screen.getByText('点击玩法右滑可取消合作玩法')).toBeTruthy();
    fireEvent.click(within(row).getByRole('switch'));
    await toasted('设置成功');
    expect(server.calls.find((c) => c.url === `${COOP}/PushSwith`)?.data).toEqual({
      MainStore_id: 8,
      game_id: 201,
      value: 1,
    });
  });

  it('提现 refuses ¥1 or less before asking the server, reads more than the balance as all of it, and sends the rest', async () => {
    const server = serve({
      [`POST ${COOP}/Withdrawal`]: () => ({ body: envelope('提现成功', 1, '提现成功') }),
    });
    renderApp('#/pages/mimeSupPage/dianpuSupPage/dianpuSupPage?shop_id=8&type=1', server.adapter);
    fireEvent.click(await screen.findByRole('button', { name: '提现' }, { timeout: 10_000 }));
    const input =
      (await screen.findByTestId('withdraw-money', {}, { timeout: 10_000 })).querySelector('input') ??
      screen.getByTestId('withdraw-money');
    expect(input.getAttribute('placeholder')).toBe('可提现金额: 52.00元');
    expect(screen.getByText('每日只能提现三次')).toBeTruthy();

    // The same toast twice within its 1.5 s shows once: each try comes 2 s after the last.
    let clock = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    // Letters never reach the field: 'abc' leaves it empty.
    for (const typed of ['', '1', '0.5', 'abc']) {
      clock += 2000;
      showToastNow.mockClear();
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.click(screen.getByTestId('withdraw-submit'));
      await toasted('提现金额不能为空，且金额必须大于1元');
    }
    expect(server.calls.some((c) => c.url === `${COOP}/Withdrawal`)).toBe(false);

    fireEvent.change(input, { target: { value: '80' } });
    expect((input as HTMLInputElement).value).toBe('52.00');
    fireEvent.change(input, { target: { value: '1.01' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await toasted('提现成功');
    expect(server.calls.find((c) => c.url === `${COOP}/Withdrawal`)?.data).toEqual({
      shop_id: 8,
      money: '1.01',
    });
    vi.restoreAllMocks();
  });

  it('余额明细 shows the sum of the filtered entries and the balance, signs each entry, and filters by tab and amount', async () => {
    giveListsTheirBox();
    const entry = (id: number, money: string, memo: string): CooperationLedgerEntry => ({
      id,
      type: 2,
      type_label: '充值',
      memo,
      money,
      before: '0.00',
      after: money,
      order_id: '',
      create_time: 1_795_000_000,
    });
    const server = serve({
      [`GET ${COOP}/CooperationBalance`]: (call) => {
        const type = Number((call.params as { type: number }).type);
        const rows =
          type === 2 ? [entry(1, '101.00', '合作店铺充值'), entry(2, '22.45', '合作店铺充值')] : [];
        const answer: CooperationBalance = {
          balance: '200.00',
          tjmoney: type === 2 ? 12345 : -190,
          data: {
            total: rows.length,
            per_page: 20,
            current_page: 1,
            last_page: 1,
            next_last_id: null,
            data: rows,
          },
        };
        return { body: envelope(answer) };
      },
    });
    renderApp('#/pages/mimeSupPage/dianpuSupPage/shopDetail?shop_id=8&type=1', server.adapter);
    await waitFor(() => expect(screen.getByTestId('ledger-total').textContent).toBe('统计：￥-1.90'), {
      timeout: 10_000,
    });
    expect(screen.getByTestId('ledger-balance').textContent).toBe('余额 ¥200.00');
    for (const label of ['出票', '充值', '店主', '奖金', '提现'])
      expect(screen.getByText(label)).toBeTruthy();

    fireEvent.click(screen.getByText('充值'));
    await waitFor(() => expect(screen.getByTestId('ledger-total').textContent).toBe('统计：￥123.45'));
    const money = await screen.findByText('+101.00');
    expect(money.className).toContain('cooperation-money-in');
    expect(screen.getAllByText('充值 | 合作店铺充值')).toHaveLength(2);

    const [min, max] = [...document.querySelectorAll<HTMLInputElement>('.cooperation-ledger-filter input')];
    fireEvent.change(min!, { target: { value: '10' } });
    fireEvent.change(max!, { target: { value: '200' } });
    fireEvent.click(screen.getByTestId('ledger-apply'));
    await waitFor(() =>
      expect(server.calls.filter((c) => c.url === `${COOP}/CooperationBalance`).at(-1)?.params).toEqual(
        expect.objectContaining({ shop_id: 8, Coop_type: 1, type: 2, minMoney: '10', maxMoney: '200' }),
      ),
    );
    vi.restoreAllMocks();
  });
});
